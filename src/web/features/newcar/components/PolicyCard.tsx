import type { NewCarPolicy } from '../../../../shared/api/newcar';
import { Card } from '../../../ui/card-page';
import { Rows } from '../../../ui/rows';

/** The policy being corrected, as the query found it (masked), and why it is this one if the car's other part lapsed. */
export function PolicyCard(props: { policy: NewCarPolicy }) {
  const p = props.policy;
  return (
    <Card title="保单信息">
      {p.note && (
        <p className="nc-notice" role="note">
          {p.note}
        </p>
      )}
      <Rows
        rows={[
          ['保单号', p.policyNo],
          ['险种', p.riskName],
          ['被保险人', p.insuredName],
          ['厂牌型号', p.brandModel],
          ['车架号', p.vin],
          ['保险期间', `${p.startDate} 至 ${p.endDate}`],
          ['车牌号', '新车未上牌'],
        ]}
      />
    </Card>
  );
}
