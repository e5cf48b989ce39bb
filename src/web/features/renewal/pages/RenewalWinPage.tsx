import { Button } from 'antd-mobile';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { Card, CardPage } from '../../../ui/card-page';
import { HotlineLink } from '../../../ui/hotline-link';
import { PageResult } from '../../../ui/page-result';
import { Rows } from '../../../ui/rows';
import { LapsedParts } from '../components/LapsedParts';
import { NoRenewalAnswer } from '../components/NoRenewalAnswer';
import { byDate, partLabel } from '../lib/part-label';
import '../components/renewal.css';

/**
 * /renewal-win: renewed; the new policy numbers and when each new policy starts. Opened without a renewed
 * result, it says so instead of claiming success. The portal's one result (ui/page-result).
 */
export default function RenewalWinPage() {
  const navigate = useNavigate();
  const result = useAppStore((s) => s.renewal.result);
  const renewed = result?.state === 'renewed' ? result : null;
  if (!renewed)
    return (
      <NoRenewalAnswer pageTitle="续保结果" title="暂无续保结果">
        请先查询您的保单，续保成功后在这里查看新保单号。
      </NoRenewalAnswer>
    );
  // Each part starts the day after its own old cover ends: a car's compulsory and commercial parts, bought at
  // different times, start on different days. A result kept from before the answer had them says the earliest.
  const starts = renewed.parts.every((p) => p.startDate)
    ? byDate(renewed.parts).map((p) => [partLabel(p), `${p.startDate}零时起`] as [string, string])
    : null;
  return (
    <CardPage title="续保成功">
      <Card>
        <PageResult state="success" title="续保成功">
          {!starts && <p>新保单自{renewed.endDate}次日零时起生效。</p>}
          {renewed.newPolicyNos.map((no) => (
            <p key={no}>
              新保单号：<strong>{no}</strong>
            </p>
          ))}
        </PageResult>
      </Card>
      {starts && (
        <Card title="新保单生效日期">
          <Rows rows={starts} />
        </Card>
      )}
      <LapsedParts answer={renewed} />
      <Button block color="primary" onClick={() => navigate('/policy-query')}>
        查看电子保单
      </Button>
      <HotlineLink />
    </CardPage>
  );
}
