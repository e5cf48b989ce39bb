import type { ReactNode } from 'react';
import { PageHeader } from '../app/PageHeader';
import './card-page.css';

/** A page of the delivery, payment, renewal and short-link features: the shell's header, then cards on grey. */
export function CardPage(props: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="card-page">
      <PageHeader title={props.title} />
      <main className="card-page-body">{props.children}</main>
      {props.footer}
    </div>
  );
}

/** A white card; `flush` for content that reaches its edges, with its own padding. */
export function Card(props: { title?: string; children: ReactNode; flush?: boolean }) {
  return (
    <section className={`card-page-card${props.flush ? ' card-page-card-flush' : ''}`} aria-label={props.title}>
      {props.title && <h2>{props.title}</h2>}
      {props.children}
    </section>
  );
}
