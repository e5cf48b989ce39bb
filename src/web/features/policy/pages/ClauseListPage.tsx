import { policy } from '../../../../shared/api/policy';
import { Card, CardPage } from '../../../ui/card-page';
import { DocumentList } from '../components/DocumentList';
import { EmptyState } from '../components/EmptyState';
import '../components/policy.css';
import { usePolicyData, usePolicyNo } from '../lib/use-policy';

/** /policy-detail-PDFList: the insurance clauses of the policy, each a PDF. */
export default function ClauseListPage() {
  const policyNo = usePolicyNo();
  const loaded = usePolicyData(policy.queryEPolicy, policyNo);
  return (
    <CardPage className="pl-page" title="保险条款">
      {loaded.state === 'failed' && <EmptyState message={loaded.message} />}
      {loaded.state === 'ready' && (
        <Card title="本保单适用的条款">
          <DocumentList policyNo={policyNo} documents={loaded.data.documents.filter((d) => d.kind === 'clause')} />
        </Card>
      )}
    </CardPage>
  );
}
