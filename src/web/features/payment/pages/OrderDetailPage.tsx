import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { payment } from '../../../../shared/api/payment';
import { api } from '../../../api/client';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { Card, CardPage } from '../../../ui/card-page';
import { timeText } from '../../../ui/china-time';
import { HotlineLink } from '../../../ui/hotline-link';
import { useOneAtATime, withLoading } from '../../../ui/loading';
import { Rows } from '../../../ui/rows';
import { amountDue, yuan } from '../components/amount-due';
import { CouponPicker } from '../components/CouponPicker';
import { ExpiredOrderAdvice } from '../components/ExpiredOrderAdvice';
import { RefundNote, statusTone } from '../components/PaymentNotes';
import { useLoad, useOrderId } from '../lib';
import '../components/payment.css';

const PAYABLE = ['unpaid', 'paying', 'failed'];

/** /order-detail?orderId=: the order's parts and premiums, red envelopes, and the way to the cashier. */
export default function OrderDetailPage() {
  const orderId = useOrderId();
  // Another order in the address is another page: nothing of the last one's carries over while it loads.
  return <OrderDetail key={orderId} orderId={orderId} />;
}

function OrderDetail({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const { data, error, reload } = useLoad(orderId, (signal) => api(payment.queryOrderCenter, { orderId }, { signal }));
  // The latest reload, for the page-show listener set up once.
  const readAgain = useRef(reload);
  readAgain.current = reload;
  const [chosen, setChosen] = useState<string | null>(null);
  const updateOrder = useAppStore((s) => s.updateOrder);
  /**
   * The trade has been handed to the cashier and the browser is on its way there. Leaving takes
   * a moment on a slow network, and a tap meanwhile would open a second trade, so the button
   * stays busy until the page is gone; a page the browser brings back from its history (the
   * back button from the cashier) is live again, and reads the order again: brought back as it was
   * left, it said 待支付 with 立即支付 live after the customer had paid at the cashier.
   */
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const back = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      setLeaving(false);
      readAgain.current();
    };
    window.addEventListener('pageshow', back);
    return () => window.removeEventListener('pageshow', back);
  }, []);
  // One payment request per tap, however quick the second: useOneAtATime's check is synchronous,
  // so a double tap before the button shows it is busy asks the payment host once.
  const { busy: paying, run: pay } = useOneAtATime(async (couponCode: string | null) => {
    try {
      const trade = await withLoading(() =>
        api(payment.newGetPaymentInfo, couponCode ? { orderId, couponCode } : { orderId }),
      );
      setLeaving(true);
      window.location.assign(trade.payUrl);
    } catch {
      // The client has shown the reason. A refusal means the order changed since this page read it
      // (paid elsewhere, run out, its red envelope spent): read it again, so the page says what it is now.
      readAgain.current();
    }
  });
  // The list at /order-pay shows this order as this page found it.
  useEffect(() => {
    if (data) updateOrder(data.order.orderId, data.order);
  }, [data, updateOrder]);
  if (!orderId || error)
    return (
      <CardPage title="订单详情">
        <Card>
          <p>未能打开该订单，请重新查询。</p>
          <Button color="primary" block onClick={() => navigate('/order-pay')}>
            去查询订单
          </Button>
        </Card>
      </CardPage>
    );
  if (!data) return <CardPage title="订单详情">{null}</CardPage>;
  const o = data.order;
  const { couponCode: coupon, due } = amountDue(
    { sumPremium: o.sumPremium, coupons: data.coupons, appliedCoupon: data.appliedCoupon },
    chosen,
  );
  const payable = PAYABLE.includes(o.subStatus);
  const paid = o.subStatus === 'paid';
  return (
    <CardPage
      title="订单详情"
      footer={
        payable && (
          <div className="pay-bar">
            <div className="pay-bar-total">
              实付 <strong>{yuan(due)}</strong>
            </div>
            <Button
              color="primary"
              shape="rounded"
              loading={paying || leaving}
              loadingText={leaving ? '正在前往收银台' : undefined}
              onClick={() => {
                if (!leaving) pay(coupon);
              }}
              data-track="order-pay"
            >
              立即支付
            </Button>
          </div>
        )
      }
    >
      {data.lateRefund && <RefundNote cause="late" amount={data.lateRefund} />}
      {data.duplicateRefund && <RefundNote cause="duplicate" amount={data.duplicateRefund} />}
      {data.paymentMayLand ? (
        // Run out, but a payment taken before the deadline may still be notified: no 已过期, no way to insure
        // anew (it would invite a second purchase), as on the cashier's return page.
        <Card title="支付结果确认中" className="pay-expired">
          <p>
            本订单已过最晚缴费日期。如您已在截止前付款，支付结果可能稍后才到，请勿重新投保，稍后返回本页查看即可；如未付款，本订单已不能支付。
          </p>
        </Card>
      ) : (
        o.subStatus === 'expired' && <ExpiredOrderAdvice order={o} origin={data.origin} />
      )}
      <Card title="订单信息">
        <Rows
          rows={[
            [
              '订单状态',
              <span key="s" className={`pay-status pay-status-${statusTone(o)}`}>
                {o.statusText}
              </span>,
            ],
            ['险种', o.riskName],
            ['订单号', o.orderId],
            ['被保险人', o.insuredName],
            ['证件号码', o.identifyNumber],
            ['手机号码', o.insuredMobile],
            o.systemType === 'car' && ['车牌号码', o.licenseNo || '新车未上牌'],
            ['最晚缴费日期', o.lastPayDate],
          ]}
        />
      </Card>
      <Card title="保费明细">
        <Rows
          rows={[
            !!o.proposalNoCi && ['交强险投保单', o.proposalNoCi],
            !!o.proposalNoCi && ['交强险起期', `${o.ciStartDate} ${o.ciStartHour}时`],
            !!o.proposalNoCi && ['交强险保费', yuan(o.ciSumPremium)],
            !!o.proposalNoBi && [o.systemType === 'car' ? '商业险投保单' : '投保单号', o.proposalNoBi],
            !!o.proposalNoBi && [
              o.systemType === 'car' ? '商业险起期' : '保险起期',
              `${o.biStartDate} ${o.biStartHour}时`,
            ],
            !!o.proposalNoBi && [o.systemType === 'car' ? '商业险保费' : '保费', yuan(o.biSumPremium)],
            o.othFlag === '1' && ['代收车船税', yuan(o.shipSumPremium)],
            // With the vehicle tax it is more than the premium a red envelope's threshold reads (保费满…).
            [
              o.othFlag === '1' ? '应付合计（含车船税）' : '保费合计',
              <span key="t" className="pay-amount">
                {yuan(o.sumPremium)}
              </span>,
            ],
            // A paid order: what the customer paid, and the red envelope that paid part of it.
            paid &&
              !!data.appliedCoupon && ['红包抵扣', `${data.appliedCoupon.name} -${yuan(data.appliedCoupon.amount)}`],
            paid && [
              '实付金额',
              <span key="p" className="pay-amount">
                {yuan(data.payAmount)}
              </span>,
            ],
          ]}
        />
      </Card>
      {payable && (
        <Card title="红包">
          {/* Held while the trade is opened and the browser leaves for the cashier: a red envelope tapped then
              changed 实付 here, not the amount the cashier was about to charge. */}
          <CouponPicker coupons={data.coupons} chosen={coupon} onChoose={setChosen} disabled={paying || leaving} />
        </Card>
      )}
      {paid && (
        <Card>
          <Button block color="primary" onClick={() => navigate(`/order-pay-detail?orderId=${orderId}`)}>
            查看支付结果与保单
          </Button>
        </Card>
      )}
      <Card title="订单记录">
        <ul className="pay-history">
          {data.history.map((h) => (
            <li key={`${h.at}-${h.to}`}>
              {h.reason}
              <time>{timeText(h.at)}</time>
            </li>
          ))}
        </ul>
      </Card>
      <HotlineLink />
    </CardPage>
  );
}
