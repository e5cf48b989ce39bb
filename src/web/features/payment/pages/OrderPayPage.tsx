import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { Card, CardPage } from '../../../ui/card-page';
import { HotlineLink } from '../../../ui/hotline-link';
import { SwipeTabs } from '../../../ui/swipe-tabs';
import { OrderCard } from '../components/OrderCard';
import { CarPayerForm, NoncarPayerForm } from '../components/PayerForms';
import '../components/payment.css';

/** /order-pay: find the orders awaiting payment, as a car or a non-car payer. */
export default function OrderPayPage() {
  const navigate = useNavigate();
  const { tab, orders, payerList } = useAppStore((s) => s.payment);
  const setPayment = useAppStore((s) => s.setPayment);
  /**
   * Each query that found orders, counted: the orders are listed under the form, below the fold of
   * a phone (the car form ends near 640 px), and after 查询订单 the screen showed no change at all.
   * The list is brought into view once it is shown; not when the page comes back to a kept list.
   */
  const [found, setFound] = useState(0);
  const list = useRef<HTMLElement>(null);
  useEffect(() => {
    if (found) list.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [found]);
  const onFound = (answer: { list: typeof orders; payerList: typeof payerList }) => {
    setPayment({ orders: answer.list, payerList: answer.payerList });
    if (answer.list.length > 0) setFound((n) => n + 1);
  };
  return (
    <CardPage title="订单支付">
      <Card flush>
        <SwipeTabs
          defaultIndex={tab === 'noncar' ? 1 : 0}
          onChange={(key) => setPayment({ tab: key === 'noncar' ? 'noncar' : 'car', orders: [], payerList: [] })}
          tabs={[
            { key: 'car', title: '车险订单', content: <CarPayerForm onFound={onFound} /> },
            { key: 'noncar', title: '非车险订单', content: <NoncarPayerForm onFound={onFound} /> },
          ]}
        />
      </Card>
      {orders.length > 0 && (
        <section aria-label="查询到的订单" className="pay-found" ref={list}>
          <p className="pay-tip">
            投保人：{payerList.map((p) => `${p.name}（${p.identifyNumber}）`).join('、')}，共{orders.length}笔订单
          </p>
          {orders.map((o) => (
            <OrderCard key={o.orderId} order={o} onOpen={() => navigate(`/order-detail?orderId=${o.orderId}`)} />
          ))}
        </section>
      )}
      <p className="pay-tip">
        温馨提示：请在最晚缴费日期前完成支付，逾期订单自动失效；支付成功后即时出具保单（自保险起期起生效），可在“保单查询”中查看电子保单。
      </p>
      <HotlineLink />
    </CardPage>
  );
}
