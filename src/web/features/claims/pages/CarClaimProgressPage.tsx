import { Card, CardPage } from '../../../ui/card-page';
import { Amounts, Contact } from '../components/ClaimFacts';
import { EmptyState } from '../components/EmptyState';
import '../components/claims.css';
import { Timeline } from '../components/Timeline';
import { useClaim } from '../lib/use-claim';

/** /claims-progress-car: the timeline of one car claim. */
export default function CarClaimProgressPage() {
  const loaded = useClaim('car');
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
      <Card title={`报案号 ${c.registNo}`}>
        <Amounts claim={c} />
      </Card>
      <Card title="处理进度">
        <Timeline claim={c} />
      </Card>
      <Contact claim={c} />
    </CardPage>
  );
}
