import type { ClaimSummary } from '../../../../shared/api/claims';
import { amountText, shortTime, statusClass } from './format';

/** One claim in a list: number, status, when and where, the amounts known so far. */
export function ClaimCard(props: { claim: ClaimSummary; onOpen: () => void }) {
  const c = props.claim;
  return (
    <button type="button" className="cl-claim" onClick={props.onOpen} data-track="claim-open">
      <div className="cl-claim-head">
        <span className="cl-claim-name">{c.riskName}</span>
        <span className={statusClass(c.status)}>{c.statusName}</span>
      </div>
      <div className="cl-claim-line">报案号：{c.registNo}</div>
      {c.licenseNo && <div className="cl-claim-line">车牌号：{c.licenseNo}</div>}
      <div className="cl-claim-line">出险时间：{shortTime(c.accidentTime)}</div>
      <div className="cl-claim-line">出险地点：{c.accidentPlace}</div>
      <div className="cl-claim-line">
        估损金额：{amountText(c.estimatedAmount, c.status)}
        {c.paidAmount && `　已赔付：${amountText(c.paidAmount, c.status)}`}
      </div>
      <span className="cl-arrow" aria-hidden="true">
        ›
      </span>
    </button>
  );
}
