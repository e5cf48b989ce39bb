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
 * Money the gateway took after the order's deadline goes back (payment/notify.ts `late-refund`): the
 * customer is told how much, that it returns the way it was paid, and whom to call. Before, the pages said
 * 订单已过期 and nothing of the money.
 */
export function LateRefundNote(props: { amount: string }) {
  return (
    <Card title="付款将原路退回" className="pay-refund">
      <p>
        您的付款<strong>{yuan(props.amount)}</strong>
        在最晚缴费日期之后完成，本订单未能支付成功。该笔款项将按原支付方式原路退回，无需您操作。
      </p>
      <p>
        如有疑问，请拨打客服热线 <a href={HOTLINE_TEL}>{HOTLINE}</a>。
      </p>
    </Card>
  );
}
