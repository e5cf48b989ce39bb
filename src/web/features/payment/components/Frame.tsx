import type { ReactNode } from 'react';
import { PageHeader } from '../../../app/PageHeader';
import './payment.css';
import { moneyText } from '../../../../shared/rules/money';

/** The frame of every payment page: the shell's header, then cards on grey. */
export function PayPage(props: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="pay-page">
      <PageHeader title={props.title} />
      <main className="pay-body">{props.children}</main>
      {props.footer}
    </div>
  );
}

export function Card(props: { title?: string; children: ReactNode; flush?: boolean }) {
  return (
    <section className={`pay-card${props.flush ? ' pay-card-flush' : ''}`} aria-label={props.title}>
      {props.title && <h2>{props.title}</h2>}
      {props.children}
    </section>
  );
}

export function Rows(props: { rows: Array<[string, ReactNode] | false> }) {
  return (
    <dl className="pay-rows">
      {props.rows.filter(Boolean).map((row) => {
        const [label, value] = row as [string, ReactNode];
        return (
          <div className="pay-row" key={label}>
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
