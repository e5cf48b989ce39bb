import { policy } from '../../../../shared/api/policy';
import { DocumentList } from '../components/DocumentList';
import { EmptyState } from '../components/EmptyState';
import { PolicyPage, Section } from '../components/PolicyPage';
import { usePolicyData, usePolicyNo } from '../lib/use-policy';

/** /policy-detail-PDFList: the insurance clauses of the policy, each a PDF. */
export default function ClauseListPage() {
  const policyNo = usePolicyNo();
  const loaded = usePolicyData(policy.queryEPolicy, policyNo);
  return (
    <PolicyPage title="保险条款">
      {loaded.state === 'failed' && <EmptyState message={loaded.message} />}
      {loaded.state === 'ready' && (
        <Section title="本保单适用的条款">
          <DocumentList policyNo={policyNo} documents={loaded.data.documents.filter((d) => d.kind === 'clause')} />
        </Section>
      )}
    </PolicyPage>
  );
}
