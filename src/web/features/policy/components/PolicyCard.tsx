import type { PolicySummary } from '../../../../shared/api/policy-shapes';

/** One policy in a list: product, number, period, the people on it; tappable when `onOpen` is given. */
export function PolicyCard(props: { policy: PolicySummary; onOpen?: () => void }) {
  const p = props.policy;
  const body = (
    <>
      <div className="pl-policy-head">
        <span className={`pl-tag pl-tag-${p.kind}`}>{p.shortName}</span>
        <span className="pl-policy-name">{p.riskName}</span>
        <span className={`pl-status pl-status-${p.status}`}>{p.statusText}</span>
      </div>
      <div className="pl-policy-no">保单号：{p.policyNo}</div>
      {p.kind === 'car' && (
        <div className="pl-policy-line">
          车辆：{p.licenseNo ?? '新车未上牌'}
          {p.brandModel ? ` · ${p.brandModel}` : ''}
        </div>
      )}
      {/* Without a plate, two cars of one model read alike: the VIN's ending (on the car's papers) tells which. */}
      {p.kind === 'car' && !p.licenseNo && p.vin && <div className="pl-policy-line">车架号：{p.vin}</div>}
      <div className="pl-policy-line">被保险人：{p.insuredName}</div>
      <div className="pl-policy-line">
        保险期间：{p.startDate} 至 {p.endDate}
      </div>
    </>
  );
  if (!props.onOpen) return <div className="pl-policy">{body}</div>;
  return (
    <button type="button" className="pl-policy pl-policy-button" onClick={props.onOpen} data-track="policy-open">
      {body}
      <span className="pl-arrow" aria-hidden="true">
        ›
      </span>
    </button>
  );
}
