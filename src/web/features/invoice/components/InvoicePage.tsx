import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../app/PageHeader';
import { useNavigate } from '../../../app/router';
import './invoice.css';
import { HotlineLink } from '../../../ui/hotline-link';

/** The frame of every invoice page. */
export function InvoicePage(props: { title: string; children: ReactNode }) {
  return (
    <div className="iv-page">
      <PageHeader title={props.title} />
      <main className="iv-body">{props.children}</main>
    </div>
  );
}

/** Nothing to show: opened directly, or the query's proof ran out. Always a way on. */
export function EmptyState(props: { message: string }) {
  const navigate = useNavigate();
  return (
    <div className="iv-empty" role="status">
      <div className="iv-empty-icon" aria-hidden="true">
        🧾
      </div>
      <p>{props.message}</p>
      <Button color="primary" shape="rounded" onClick={() => navigate('/invoice-query')}>
        去查询发票
      </Button>
      <HotlineLink />
    </div>
  );
}
