import { Button } from 'antd-mobile';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import type { RenewalAnswer } from '../../../store/slices/renewal';
import { Card, CardPage } from '../../../ui/card-page';
import { HotlineLink } from '../../../ui/hotline-link';
import { PageResult } from '../../../ui/page-result';
import { LapsedParts } from '../components/LapsedParts';
import { NoRenewalAnswer } from '../components/NoRenewalAnswer';
import { partEnds } from '../lib/part-label';
import '../components/renewal.css';

/**
 * What a kept answer in another state means, on a page that is only for one not yet open (an address typed, a
 * kept answer whose policy has moved on): never a renewal time for a policy that is not waiting for it.
 */
const NOT_WAITING: Record<Exclude<RenewalAnswer['state'], 'notYet'>, [string, string]> = {
  open: ['已到续保时间', '该保单现在即可在线续保，请查看续保报价。'],
  ordered: ['续保订单待支付', '该保单已生成续保订单，请查看并继续支付。'],
  renewed: ['该保单已续保', '该保单已续保，请查询保单查看续保结果。'],
  lapsed: ['暂时无法在线续保', '该保单已到期，无法在线续保。'],
};

/** /renewal-time: not yet in the renewal window; when it opens. */
export default function RenewalTimePage() {
  const navigate = useNavigate();
  const result = useAppStore((s) => s.renewal.result);
  const setRenewal = useAppStore((s) => s.setRenewal);
  if (result && result.state !== 'notYet') {
    const [title, text] = NOT_WAITING[result.state];
    return (
      <NoRenewalAnswer pageTitle="续保提示" title={title}>
        {result.state === 'lapsed' && result.reason ? result.reason : text}
      </NoRenewalAnswer>
    );
  }
  return (
    <CardPage title="续保提示">
      <Card>
        <PageResult state="waiting" title="还未到续保时间">
          {result ? (
            <>
              <p>您的{partEnds(result).join('、')}，</p>
              <p>
                续保将于<strong>{result.opensOn}</strong>开放（到期前{result.windowDays}天）。
              </p>
              <p>
                <strong>{result.remindsOn}</strong>（到期前{result.reminderDays}天）我们会短信提醒投保人续保。
              </p>
            </>
          ) : (
            <p>保单临近到期时可在线续保，查询保单即可查看开放日期。</p>
          )}
        </PageResult>
      </Card>
      {result && <LapsedParts answer={result} />}
      <Button
        block
        color="primary"
        onClick={() => {
          setRenewal({ result: null });
          navigate('/renewal-hint');
        }}
      >
        查询其他保单
      </Button>
      <HotlineLink />
    </CardPage>
  );
}
