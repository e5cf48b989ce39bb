import { Card } from '../../../ui/card-page';
import { Amounts, Contact } from '../components/ClaimFacts';
import { ClaimPage } from '../components/ClaimPage';
import { Timeline } from '../components/Timeline';

/** /claims-progress-car: the timeline of one car claim. */
export default function CarClaimProgressPage() {
  return (
    <ClaimPage kind="car" title="理赔进度">
      {(c) => (
        <>
          <Card title={`报案号 ${c.registNo}`}>
            <Amounts claim={c} />
          </Card>
          <Card title="处理进度">
            <Timeline claim={c} />
          </Card>
          <Contact claim={c} />
        </>
      )}
    </ClaimPage>
  );
}
