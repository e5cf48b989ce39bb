import { Card, CardPage } from '../../../ui/card-page';
import { Rows } from '../../../ui/rows';
import { Amounts, Contact } from '../components/ClaimFacts';
import { EmptyState } from '../components/EmptyState';
import '../components/claims.css';
import { shortTime, statusClass } from '../components/format';
import { Timeline } from '../components/Timeline';
import { useClaim } from '../lib/use-claim';

/** /claims-schedle-nocar: one non-car claim, its amounts and its timeline. */
export default function NoCarSchedulePage() {
  const loaded = useClaim('noncar');
  if (loaded.state === 'loading')
    return (
      <CardPage className="cl-page" title="理赔进度">
        {null}
      </CardPage>
    );
  if (loaded.state === 'empty')
    return (
      <CardPage className="cl-page" title="理赔进度">
        <EmptyState message={loaded.message} />
      </CardPage>
    );
  const c = loaded.claim;
  return (
    <CardPage className="cl-page" title="理赔进度">
      <Card title="案件信息">
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
            ['出险时间', shortTime(c.accidentTime)],
            ['出险地点', c.accidentPlace],
            ['出险经过', c.accidentDesc],
          ]}
        />
        <Amounts claim={c} />
      </Card>
      <Card title="处理进度">
        <Timeline claim={c} />
      </Card>
      <Contact claim={c} />
    </CardPage>
  );
}
