import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../app/PageHeader';
import { useNavigate } from '../../../app/router';
import './claims.css';
import { HotlineLink } from '../../../ui/hotline-link';

/** The frame of every claims page: the shell's header, then cards on grey. */
export function ClaimsPage(props: { title: string; children: ReactNode }) {
  return (
    <div className="cl-page">
      <PageHeader title={props.title} />
      <main className="cl-body">{props.children}</main>
    </div>
  );
}

export function Card(props: { title?: string; children: ReactNode }) {
  return (
    <section className="cl-card" aria-label={props.title}>
      {props.title && <h2 className="cl-card-title">{props.title}</h2>}
      {props.children}
    </section>
  );
}

/** Nothing to show (opened directly, or the query's proof ran out): always a way on. */
export function EmptyState(props: { message: string; action?: { text: string; to: string } }) {
  const navigate = useNavigate();
  const action = props.action ?? { text: '去查询理赔', to: '/claims-query' };
  return (
    <div className="cl-empty" role="status">
      <div className="cl-empty-icon" aria-hidden="true">
        ☂
      </div>
      <p>{props.message}</p>
      <Button color="primary" shape="rounded" onClick={() => navigate(action.to)}>
        {action.text}
      </Button>
      <HotlineLink />
    </div>
  );
}
