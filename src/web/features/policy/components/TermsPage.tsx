import { policy } from '../../../../shared/api/policy';
import { Card, CardPage } from '../../../ui/card-page';
import { usePolicyData, usePolicyNo } from '../lib/use-policy';
import { EmptyState } from './EmptyState';
import './policy.css';

/** Special agreements or exclusions of the policy, numbered as on the policy. */
export function TermsPage(props: { which: 'specialAgreements' | 'exclusions'; title: string }) {
  const loaded = usePolicyData(policy.checkPolicyInfos, usePolicyNo());
  return (
    <CardPage className="pl-page" title={props.title}>
      {loaded.state === 'failed' && <EmptyState message={loaded.message} />}
      {loaded.state === 'ready' && (
        <Card title={props.title}>
          {loaded.data[props.which].length === 0 ? (
            <p className="pl-hint">本保单无{props.title}。</p>
          ) : (
            <ol className="pl-terms">
              {loaded.data[props.which].map((t) => (
                <li key={t.title}>
                  <strong>{t.title}</strong>
                  <p>{t.content}</p>
                </li>
              ))}
            </ol>
          )}
        </Card>
      )}
    </CardPage>
  );
}
