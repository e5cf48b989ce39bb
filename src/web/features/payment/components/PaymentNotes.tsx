import { MAY_LAND_STATUS_TEXT, type PaymentRecord } from '../../../../shared/api/payment';
import { HOTLINE, HOTLINE_TEL } from '../../../../shared/constants';
import { Card } from '../../../ui/card-page';
import { yuan } from './amount-due';

/**
 * The state's colour: 支付结果确认中 (the server's words for an expired order a payment may still land on) is
 * shown like 支付中, not in 已过期's red, which would tell a customer who paid that the order ran out.
 */
export const statusTone = (o: Pick<PaymentRecord, 'subStatus' | 'statusText'>) =>
  o.statusText === MAY_LAND_STATUS_TEXT ? 'paying' : o.subStatus;

/**
 * Money the gateway took that goes back the way it was paid (payment/notify.ts), and why:
 * - `late`: taken after the order's deadline, so the order could not be paid (`lateRefund`, `late-refund`);
 * - `duplicate`: taken on an order already paid, the customer having paid twice, say from two cashier
 *   tabs (`duplicateRefund`, `refund-due`).
 * The customer is told how much, that it returns the way it was paid with nothing to do, and whom to call.
 * Before, the pages said only 订单已过期, or 已支付 with nothing of the second payment.
 */
export function RefundNote(props: { amount: string; cause: 'late' | 'duplicate' }) {
  const amount = <strong>{yuan(props.amount)}</strong>;
  return (
    <Card title={props.cause === 'late' ? '付款将原路退回' : '重复支付的款项将原路退回'} className="pay-refund">
      {props.cause === 'late' ? (
        <p>您的付款{amount}在最晚缴费日期之后完成，本订单未能支付成功。该笔款项将按原支付方式原路退回，无需您操作。</p>
      ) : (
        <p>本订单已支付成功，您重复支付的{amount}将按原支付方式原路退回，无需您操作。</p>
      )}
      <p>
        如有疑问，请拨打客服热线 <a href={HOTLINE_TEL}>{HOTLINE}</a>。
      </p>
    </Card>
  );
}
