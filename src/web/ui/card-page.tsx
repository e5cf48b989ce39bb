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

/** Label and value rows; a row given as `false` is left out, an empty value reads —. */
export function Rows(props: { rows: Array<[string, ReactNode] | false> }) {
  return (
    <dl className="card-page-rows">
      {props.rows.filter(Boolean).map((row) => {
        const [label, value] = row as [string, ReactNode];
        return (
          <div className="card-page-row" key={label}>
            <dt>{label}</dt>
            <dd>{value === '' || value == null ? '—' : value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
