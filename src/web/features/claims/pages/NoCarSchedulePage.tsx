import { Card } from '../../../ui/card-page';
import { Amounts, CaseRows, Contact } from '../components/ClaimFacts';
import { ClaimPage } from '../components/ClaimPage';
import { Timeline } from '../components/Timeline';

/** /claims-schedle-nocar: one non-car claim, its amounts and its timeline. */
export default function NoCarSchedulePage() {
  return (
    <ClaimPage kind="noncar" title="理赔进度">
      {(c) => (
        <>
          <Card title="案件信息">
            <CaseRows claim={c} car={false} />
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
