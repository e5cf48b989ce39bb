import type { DeliveryItem } from '../../../../shared/api/delivery';
import { Card } from '../../../ui/card-page';
import { timeText } from '../../../ui/china-time';
import { Rows } from '../../../ui/rows';

/** One delivery: the progress bar of its sequence, then what happened, newest first. */
export function DeliveryCard(props: { item: DeliveryItem }) {
  const d = props.item;
  const events = [...d.timeline].reverse();
  return (
    <Card title={d.riskName}>
      <Rows
        rows={[
          ['保单号', d.policyNo],
          !!d.licenseNo && ['车牌号码', d.licenseNo],
          ['配送状态', <strong key="s">{d.statusText}</strong>],
          ['配送方式', d.sequence === 1 ? '货到收费' : '已预先支付'],
          ['快递公司', d.courierName],
          ['运单号', d.trackingNo],
          ['收件人', `${d.receiverName} ${d.receiverMobile}`],
          ['收件地址', d.address],
        ]}
      />
      {/* While a courier has the policy: the customer waiting at home calls them (the time, the gate, the
          premium to have ready), with one tap. The server gives the number only then. */}
      {d.courierMobile && (
        <a className="dl-call" href={`tel:${d.courierMobile}`}>
          联系快递员 {d.courierMobile}
        </a>
      )}
      <ol className="dl-steps" aria-label="配送进度">
        {d.steps.map((s) => (
          <li key={s.code} className={s.reached ? 'dl-reached' : undefined}>
            {s.name}
          </li>
        ))}
      </ol>
      {d.failed && <p className="dl-failed">上次派送未成功，正在为您重新派送。</p>}
      <ol className="dl-timeline" aria-label="配送记录">
        {events.map((e, i) => (
          <li key={`${e.code}-${e.at}`} className={`dl-event${i === 0 ? ' dl-event-now' : ''}`}>
            <span className="dl-dot" aria-hidden="true" />
            <div className="dl-event-name">{e.name}</div>
            <div className="dl-event-note">{e.note}</div>
            <time dateTime={e.at}>{timeText(e.at)}</time>
          </li>
        ))}
      </ol>
    </Card>
  );
}
