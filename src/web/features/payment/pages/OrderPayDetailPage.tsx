import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import type { ResponseOf } from '../../../../shared/api/endpoint';
import { payment } from '../../../../shared/api/payment';
import { api } from '../../../api/client';
import { useNavigate } from '../../../app/router';
import { Card, Hotline, PayPage, yuan } from '../components/Frame';
import { useOrderId } from '../lib';

type Outcome = ResponseOf<typeof payment.orderRelegation>;
const SETTLED = (o: Outcome) => o.status !== 'paying' && !(o.status === 'paid' && o.issueStatus === 'pending');

/**
 * /order-pay-detail?orderId=: where the cashier returns. The gateway's
 * notification may land a moment after the browser, so the page asks again
 * every 1.5 s for up to a minute until the outcome is settled.
 */
export default function OrderPayDetailPage() {
  const orderId = useOrderId();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!orderId) return;
    let live = true;
    let tries = 0;
    const ask = async () => {
      try {
        const answer = await api(payment.orderRelegation, { orderId });
        if (!live) return;
        setOutcome(answer);
        if (!SETTLED(answer) && ++tries < 40) window.setTimeout(ask, 1500);
      } catch {
        if (live) setFailed(true);
      }
    };
    void ask();
    return () => {
      live = false;
    };
  }, [orderId]);

  let icon = '…';
  let title = '正在确认支付结果…';
  let text = '请稍候，不要重复支付。';
  if (failed || !orderId) [icon, title, text] = ['!', '未能查询支付结果', '请返回订单页重新查询。'];
  else if (outcome?.status === 'paid' && outcome.issueStatus === 'issued')
    [icon, title, text] = ['✓', '支付成功', '保单已出具，可在“保单查询”中查看并下载电子保单。'];
  else if (outcome?.status === 'paid')
    [icon, title, text] = ['✓', '支付成功', '保单正在出具，请稍后在“保单查询”中查看。'];
  else if (outcome?.status === 'failed')
    [icon, title, text] = ['✕', '支付未完成', '您已取消支付或支付未成功，可重新支付。'];
  else if (outcome?.status === 'expired') [icon, title, text] = ['!', '订单已过期', '已超过最晚缴费日期，请重新投保。'];
  else if (outcome?.status === 'unpaid') [icon, title, text] = ['¥', '订单待支付', '请返回订单完成支付。'];

  return (
    <PayPage title="支付结果">
      <Card>
        <div
          className={`pay-result${outcome?.status === 'paid' ? ' pay-result-ok' : ''}`}
          role="status"
          aria-live="polite"
        >
          <div className="pay-result-icon" aria-hidden="true">
            {icon}
          </div>
          <h2>{title}</h2>
          <p>{text}</p>
          {outcome && <p>订单号：{outcome.orderId}</p>}
        </div>
      </Card>
      {outcome && outcome.policies.length > 0 && (
        <Card title="已出具保单">
          {outcome.policies.map((p) => (
            <div className="pay-order-line" key={p.policyNo}>
              {p.riskName}：<strong>{p.policyNo}</strong>（保费{yuan(p.premium)}）
            </div>
          ))}
          <Button block color="primary" className="pay-submit" onClick={() => navigate('/policy-query')}>
            去保单查询
          </Button>
        </Card>
      )}
      {outcome && ['failed', 'unpaid'].includes(outcome.status) && (
        <Card>
          <Button block color="primary" onClick={() => navigate(`/order-detail?orderId=${orderId}`)}>
            重新支付
          </Button>
        </Card>
      )}
      <Card>
        <Button block onClick={() => navigate('/order-pay')}>
          返回订单查询
        </Button>
      </Card>
      <Hotline />
    </PayPage>
  );
}
