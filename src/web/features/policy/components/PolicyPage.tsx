import type { ReactNode } from 'react';
import { PageHeader } from '../../../app/PageHeader';
import './policy.css';

/** The frame of every policy page: the shell's header, then the page's sections on grey. */
export function PolicyPage(props: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="pl-page">
      <PageHeader title={props.title} />
      <main className="pl-body">{props.children}</main>
      {props.footer && <div className="pl-footer">{props.footer}</div>}
    </div>
  );
}

export function Section(props: { title?: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <section className="pl-card" aria-label={props.title}>
      {props.title && (
        <h2 className="pl-card-title">
          <span>{props.title}</span>
          {props.extra}
        </h2>
      )}
      {props.children}
    </section>
  );
}

/** Label and value pairs, as on the paper policy. */
export function InfoList(props: { rows: Array<[string, ReactNode] | false | null | undefined> }) {
  return (
    <dl className="pl-info">
      {props.rows.filter(Boolean).map((row) => {
        const [label, value] = row as [string, ReactNode];
        return (
          <div className="pl-info-row" key={label}>
            <dt>{label}</dt>
            <dd>{value === '' || value == null ? '—' : value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
