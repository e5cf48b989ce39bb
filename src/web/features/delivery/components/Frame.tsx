import type { ReactNode } from 'react';
import { PageHeader } from '../../../app/PageHeader';
import './delivery.css';
import { moneyText } from '../../../../shared/rules/money';

/** The frame of every delivery page: the shell's header, then cards on grey. */
export function DeliveryPage(props: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="dl-page">
      <PageHeader title={props.title} />
      <main className="dl-body">{props.children}</main>
      {props.footer}
    </div>
  );
}

export function Card(props: { title?: string; children: ReactNode; flush?: boolean }) {
  return (
    <section className={`dl-card${props.flush ? ' dl-card-flush' : ''}`} aria-label={props.title}>
      {props.title && <h2>{props.title}</h2>}
      {props.children}
    </section>
  );
}

export function Rows(props: { rows: Array<[string, ReactNode] | false> }) {
  return (
    <dl className="dl-rows">
      {props.rows.filter(Boolean).map((row) => {
        const [label, value] = row as [string, ReactNode];
        return (
          <div className="dl-row" key={label}>
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
