import { Navigate } from '../../../app/router';

/** The old home (/homes) is still linked from old posters and messages: it opens today's home. */
export default function OldHomePage() {
  return <Navigate to="/" replace />;
}
