import type { RenewalAnswer } from '../../../store/slices/renewal';
import { Card } from '../../../ui/card-page';
import { partLabel } from '../lib/part-label';

/**
 * A car's part that ended unrenewed while the other part runs on: renewed here is the running part only, so
 * the quote, the not-yet page and the result say which part is over and what to do, or a customer would take
 * the car for fully covered. A compulsory part is the law's: without it the car may not be driven.
 */
export function LapsedParts({ answer }: { answer: RenewalAnswer }) {
  // An answer kept from before the field existed has none.
  const lapsed = answer.lapsedParts ?? [];
  if (lapsed.length === 0) return null;
  return (
    <Card title="已到期的保单" className="rn-lapsed">
      {lapsed.map((p) => (
        <p key={p.policyNo}>
          {partLabel(p)}保单{p.policyNo}已于<strong>{p.endDate}</strong>到期，不能在线续保，请尽快重新投保。
          {p.riskCode === 'DZA' && '未投保交强险的车辆不得上道路行驶。'}
        </p>
      ))}
    </Card>
  );
}
