import { useEffect } from 'react';
import { policy } from '../../../../shared/api/policy';
import { moneyText } from '../../../../shared/rules/money';
import { useAppStore } from '../../../store';
import { Card, CardPage } from '../../../ui/card-page';
import { timeText } from '../../../ui/china-time';
import { Rows } from '../../../ui/rows';
import { EmptyState } from '../components/EmptyState';
import '../components/policy.css';
import { usePolicyData, usePolicyNo } from '../lib/use-policy';

/**
 * What an endorsement did to the premium, in the customer's words: a bare ¥35.00
 * did not say whether it was charged or given back.
 */
function premiumChangeText(change: string): string {
  const amount = Number(change);
  if (amount === 0) return '无';
  return `${amount > 0 ? '加收保费' : '退还保费'} ¥${moneyText(Math.abs(amount))}`;
}

/** /policy-detail-correctInfos: the endorsements of the policy, newest first. */
export default function EndorsementsPage() {
  const loaded = usePolicyData(policy.queryLEDInfo, usePolicyNo());
  const setResults = useAppStore((s) => s.setPolicyResults);
  const list = loaded.state === 'ready' ? loaded.data.endorse_Info : null;
  useEffect(() => {
    if (list) setResults({ endorse_Info: list });
  }, [list, setResults]);
  return (
    <CardPage className="pl-page" title="批改信息">
      {loaded.state === 'failed' && <EmptyState message={loaded.message} />}
      {loaded.state === 'ready' && loaded.data.endorse_Info.length === 0 && (
        <Card>
          <p className="pl-hint">本保单暂无批改记录。</p>
        </Card>
      )}
      {loaded.state === 'ready' &&
        loaded.data.endorse_Info.map((e) => (
          <Card key={e.endorsementNo} title={e.typeName}>
            <Rows
              rows={[
                ['批单号', e.endorsementNo],
                ['批改内容', e.content],
                ['保费变化', premiumChangeText(e.premiumChange)],
                ['生效时间', timeText(e.effectiveAt)],
              ]}
            />
          </Card>
        ))}
    </CardPage>
  );
}
