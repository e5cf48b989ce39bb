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
