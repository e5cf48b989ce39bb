import type { ClaimDetail } from '../../../../shared/api/claims';
import { Card } from '../../../ui/card-page';
import { Rows } from '../../../ui/rows';
import { amountText, shortTime, statusClass } from './format';

/**
 * The case itself, as the 案件信息 card lists it; a car claim adds its plate
 * and when it was reported (a non-car claim's report time is not shown: its
 * timeline opens with it).
 */
export function CaseRows(props: { claim: ClaimDetail; car: boolean }) {
  const c = props.claim;
  return (
    <Rows
      rows={[
        ['报案号', c.registNo],
        [
          '案件状态',
          <span className={statusClass(c.status)} key="s">
            {c.statusName}
          </span>,
        ],
        ['保单号', c.policyNo],
        ['险种', c.riskName],
        ['被保险人', c.insuredName],
        props.car && ['车牌号', c.licenseNo],
        props.car && ['报案时间', shortTime(c.reportTime)],
        ['出险时间', shortTime(c.accidentTime)],
        ['出险地点', c.accidentPlace],
        ['出险经过', c.accidentDesc],
      ]}
    />
  );
}

/** Estimated, assessed and paid amounts, as far as known. */
export function Amounts(props: { claim: ClaimDetail }) {
  const c = props.claim;
  return (
    <dl className="cl-amounts">
      <div>
        <dt>估损金额</dt>
        <dd>{amountText(c.estimatedAmount, c.status)}</dd>
      </div>
      <div>
        <dt>核定金额</dt>
        <dd>{amountText(c.assessedAmount, c.status)}</dd>
      </div>
      <div>
        <dt>已赔付</dt>
        <dd>{amountText(c.paidAmount, c.status)}</dd>
      </div>
    </dl>
  );
}

/** Who handles the claim, how to reach them, and the hotline. */
export function Contact(props: { claim: ClaimDetail }) {
  const { handler, hotline } = props.claim;
  return (
    <Card title="理赔服务">
      <p className="cl-claim-line">
        理赔员：{handler.name}（{handler.office}）
      </p>
      <div className="cl-contact">
        <a href={`tel:${handler.phone.replace(/-/g, '')}`} className="cl-contact-main">
          联系理赔员 {handler.phone}
        </a>
        <a href={`tel:${hotline}`}>客服热线 {hotline}</a>
      </div>
    </Card>
  );
}

/** The vehicles and third parties of a car claim. */
export function Parties(props: { claim: ClaimDetail }) {
  if (props.claim.parties.length === 0) return null;
  return (
    <Card title="涉案车辆及三者">
      {props.claim.parties.map((p) => (
        <div className="cl-party" key={`${p.role}-${p.licenseNo ?? p.description}`}>
          <span className={`cl-party-role${p.role === 'third' ? ' cl-party-third' : ''}`}>
            {p.role === 'insured' ? '标的车' : '三者'}
          </span>
          {p.licenseNo ?? p.description}
          <div className="cl-party-line">
            {p.licenseNo ? `${p.description} · ` : ''}
            {p.role === 'insured' ? '被保险人' : '所有人'}：{p.ownerName} · 损失金额：
            {amountText(p.lossAmount, props.claim.status)}
          </div>
        </div>
      ))}
    </Card>
  );
}
