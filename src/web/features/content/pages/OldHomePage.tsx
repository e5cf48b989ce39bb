import { Navigate } from 'react-router-dom';

/** The old home (/homes) is still linked from old posters and messages: it opens today's home. */
export default function OldHomePage() {
  return <Navigate to="/" replace />;
}
