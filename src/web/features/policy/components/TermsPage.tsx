import { policy } from '../../../../shared/api/policy';
import { usePolicyData, usePolicyNo } from '../lib/use-policy';
import { EmptyState } from './EmptyState';
import { PolicyPage, Section } from './PolicyPage';

/** Special agreements or exclusions of the policy, numbered as on the policy. */
export function TermsPage(props: { which: 'specialAgreements' | 'exclusions'; title: string }) {
  const loaded = usePolicyData(policy.checkPolicyInfos, usePolicyNo());
  return (
    <PolicyPage title={props.title}>
      {loaded.state === 'failed' && <EmptyState message={loaded.message} />}
      {loaded.state === 'ready' && (
        <Section title={props.title}>
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
        </Section>
      )}
    </PolicyPage>
  );
}
