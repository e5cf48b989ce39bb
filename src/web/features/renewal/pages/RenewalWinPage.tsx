import { Button } from 'antd-mobile';
import { useEffect } from 'react';
import { renewal } from '../../../../shared/api/renewal';
import { HOTLINE } from '../../../../shared/constants';
import { api } from '../../../api/client';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { Card, CardPage } from '../../../ui/card-page';
import { HotlineLink } from '../../../ui/hotline-link';
import { PageResult } from '../../../ui/page-result';
import { Rows } from '../../../ui/rows';
import { LapsedParts } from '../components/LapsedParts';
import { NoRenewalAnswer } from '../components/NoRenewalAnswer';
import { byDate, partLabel } from '../lib/part-label';
import { queryBodyOf } from '../lib/query-body';
import '../components/renewal.css';

const ISSUING_ASK_EVERY_MS = 3_000;
const ISSUING_ASKS = (5 * 60_000) / ISSUING_ASK_EVERY_MS;

/**
 * /renewal-win: renewed; the new policy numbers and when each new policy starts. Opened without a renewed
 * result, it says so instead of claiming success. The portal's one result (ui/page-result).
 */
export default function RenewalWinPage() {
  const navigate = useNavigate();
  const result = useAppStore((s) => s.renewal.result);
  const setRenewal = useAppStore((s) => s.setRenewal);
  const renewed = result?.state === 'renewed' ? result : null;
  // Paid, but the new policies are still being written (no numbers yet): asked again quietly every few
  // seconds until they exist, so 续保成功 is said only with the numbers it names. For five minutes at most:
  // a page left open in a background tab should not ask forever; the hotline is the way on after that.
  const issuing = !!renewed && renewed.newPolicyNos.length === 0;
  useEffect(() => {
    if (!issuing) return;
    let left = false;
    let asked = 0;
    const timer = window.setInterval(() => {
      if (++asked > ISSUING_ASKS) return window.clearInterval(timer);
      const kept = useAppStore.getState().renewal;
      api({ ...renewal.queryRenewal, silent: true }, queryBodyOf(kept.form))
        .then((fresh) => {
          if (!left && useAppStore.getState().renewal.result === kept.result) setRenewal({ result: fresh });
        })
        .catch(() => undefined);
    }, ISSUING_ASK_EVERY_MS);
    return () => {
      left = true;
      window.clearInterval(timer);
    };
  }, [issuing, setRenewal]);
  if (renewed && issuing)
    return (
      <CardPage title="续保结果">
        <Card>
          <PageResult state="waiting" title="已支付，正在出单">
            <p>续保保费已支付，新保单正在出单，出单后在这里显示新保单号。</p>
            <p>如长时间未出单，请拨打客服热线{HOTLINE}咨询。</p>
          </PageResult>
        </Card>
        <LapsedParts answer={renewed} />
        <HotlineLink />
      </CardPage>
    );
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
