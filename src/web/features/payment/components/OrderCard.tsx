import type { PaymentRecord } from '../../../../shared/api/payment';
import { yuan } from './amount-due';
import { statusTone } from './PaymentNotes';

/** One order in a list: what it insures, what is due and by when. */
export function OrderCard(props: { order: PaymentRecord; onOpen: () => void }) {
  const o = props.order;
  return (
    <button type="button" className="pay-order" onClick={props.onOpen} data-track="order-open">
      <div className="pay-order-head">
        <span className="pay-order-name">{o.riskName}</span>
        <span className={`pay-status pay-status-${statusTone(o)}`}>{o.statusText}</span>
      </div>
      {o.systemType === 'car' && <div className="pay-order-line">车牌号码：{o.licenseNo || '新车未上牌'}</div>}
      <div className="pay-order-line">投保单号：{o.proposalNo}</div>
      <div className="pay-order-line">
        被保险人：{o.insuredName}　保险起期：{o.startDate}
      </div>
      <div className="pay-order-line">
        {o.othFlag === '1' ? '应缴金额（含车船税）' : '应缴保费'}：
        <span className="pay-amount">{yuan(o.sumPremium)}</span>　最晚缴费：{o.lastPayDate}
      </div>
    </button>
  );
}
