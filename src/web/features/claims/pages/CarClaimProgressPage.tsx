import { Amounts, Contact } from '../components/ClaimFacts';
import { Card, ClaimsPage, EmptyState } from '../components/ClaimsPage';
import { Timeline } from '../components/Timeline';
import { useClaim } from '../lib/use-claim';

/** /claims-progress-car: the timeline of one car claim. */
export default function CarClaimProgressPage() {
  const loaded = useClaim('car');
  if (loaded.state === 'loading') return <ClaimsPage title="理赔进度">{null}</ClaimsPage>;
  if (loaded.state === 'empty')
    return (
      <ClaimsPage title="理赔进度">
        <EmptyState message={loaded.message} />
      </ClaimsPage>
    );
  const c = loaded.claim;
  return (
    <ClaimsPage title="理赔进度">
      <Card title={`报案号 ${c.registNo}`}>
        <Amounts claim={c} />
      </Card>
      <Card title="处理进度">
        <Timeline claim={c} />
      </Card>
      <Contact claim={c} />
    </ClaimsPage>
  );
}
