import { PolicyQuery } from './PolicyQueryPage';

/** /policy-query-wdf: the query entry opened from the e-policy's QR code (policy number pre-filled). */
export default function PolicyQueryWdfPage() {
  return <PolicyQuery verify />;
}
