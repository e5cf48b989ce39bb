import type { ReactNode } from 'react';
import { PageHeader } from '../../../app/PageHeader';
import './renewal.css';
import { moneyText } from '../../../../shared/rules/money';

/** The frame of every renewal page: the shell's header, then cards on grey. */
export function RenewalPage(props: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="rn-page">
      <PageHeader title={props.title} />
      <main className="rn-body">{props.children}</main>
      {props.footer}
    </div>
  );
}

export function Card(props: { title?: string; children: ReactNode; flush?: boolean }) {
  return (
    <section className={`rn-card${props.flush ? ' rn-card-flush' : ''}`} aria-label={props.title}>
      {props.title && <h2>{props.title}</h2>}
      {props.children}
    </section>
  );
}

export function Rows(props: { rows: Array<[string, ReactNode] | false> }) {
  return (
    <dl className="rn-rows">
      {props.rows.filter(Boolean).map((row) => {
        const [label, value] = row as [string, ReactNode];
        return (
          <div className="rn-row" key={label}>
            <dt>{label}</dt>
            <dd>{value === '' || value == null ? '—' : value}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** An amount on these pages: ¥ and the one shared customer-readable form (¥12,345.60). */
export const yuan = (v: string) => `¥${moneyText(v)}`;
