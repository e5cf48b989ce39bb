import type { ReactNode } from 'react';
import { PageHeader } from '../app/PageHeader';
import './card-page.css';

/**
 * A page of cards on grey under the shell's header: the claims, delivery, invoice, new-car, payment, policy,
 * renewal and short-link pages. `className` names the feature's page for its CSS, which may set the frame's
 * few settings there (card-page.css) so the feature keeps its look (claims: 84 px labels, 600 headings).
 */
export function CardPage(props: { title: string; children: ReactNode; footer?: ReactNode; className?: string }) {
  return (
    <div className={props.className ? `card-page ${props.className}` : 'card-page'}>
      <PageHeader title={props.title} />
      <main className="card-page-body">{props.children}</main>
      {props.footer}
    </div>
  );
}

/**
 * A white card, named by its heading; `flush` for content that reaches its edges, with its own padding.
 * `label` names a card whose name is not its heading (the invoice face, headed by the invoice's kind) or that
 * has none; `extra` goes at the right end of the heading (the policy's status tag); `className` is the
 * feature's rule for what the card holds (the new-car statement's type, the invoice picture's scrolling).
 */
export function Card(props: {
  title?: string;
  label?: string;
  children: ReactNode;
  flush?: boolean;
  extra?: ReactNode;
  className?: string;
}) {
  const className = ['card-page-card', props.flush && 'card-page-card-flush', props.className]
    .filter(Boolean)
    .join(' ');
  return (
    <section className={className} aria-label={props.label ?? props.title}>
      {props.title && (
        <h2>
          {props.extra ? (
            <>
              <span className="card-page-heading-text">{props.title}</span>
              {props.extra}
            </>
          ) : (
            props.title
          )}
        </h2>
      )}
      {props.children}
    </section>
  );
}
