import type { ReactNode } from 'react';
import { Link } from '../../../app/router';

/** A content link: portal routes go through the router, tel: and https: are plain anchors. */
export function LinkTo(props: { to: string; className?: string; children: ReactNode; label?: string; track?: string }) {
  const { to, className, children, label, track } = props;
  if (to.startsWith('/'))
    return (
      <Link to={to} className={className} aria-label={label} data-track={track}>
        {children}
      </Link>
    );
  const external = to.startsWith('https://');
  return (
    <a
      href={to || undefined}
      className={className}
      aria-label={label}
      data-track={track}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
    >
      {children}
    </a>
  );
}
