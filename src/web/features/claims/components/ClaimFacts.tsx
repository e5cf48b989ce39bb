import type { ClaimDetail } from '../../../../shared/api/claims';
import { Card } from '../../../ui/card-page';
import { amountText } from './format';

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
