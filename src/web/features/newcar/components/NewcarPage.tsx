import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { NewCarPolicy } from '../../../../shared/api/newcar';
import { PageHeader } from '../../../app/PageHeader';
import { useNavigate } from '../../../app/router';
import { HotlineLink } from '../../../ui/hotline-link';
import { Rows } from '../../../ui/rows';
import './newcar.css';

export function NewcarPage(props: { title: string; children: ReactNode }) {
  return (
    <div className="nc-page">
      <PageHeader title={props.title} />
      <main className="nc-body">{props.children}</main>
    </div>
  );
}

/** The policy being corrected, as the query found it (masked). */
export function PolicyCard(props: { policy: NewCarPolicy }) {
  const p = props.policy;
  return (
    <section className="nc-card" aria-label="保单信息">
      <h2 className="nc-card-title">保单信息</h2>
      <Rows
        rows={[
          ['保单号', p.policyNo],
          ['险种', p.riskName],
          ['被保险人', p.insuredName],
          ['厂牌型号', p.brandModel],
          ['车架号', p.vin],
          ['保险期间', `${p.startDate} 至 ${p.endDate}`],
          ['车牌号', '新车未上牌'],
        ]}
      />
    </section>
  );
}

/** Opened without the earlier steps: start from the query. */
export function StartOver(props: { message?: string }) {
  const navigate = useNavigate();
  return (
    <div className="nc-result" role="status">
      <p>{props.message ?? '请先输入保单号和被保险人证件号码查询保单'}</p>
      <Button color="primary" shape="rounded" onClick={() => navigate('/newcar-license')}>
        去查询保单
      </Button>
      <HotlineLink />
    </div>
  );
}
