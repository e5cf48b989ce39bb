import { Button } from 'antd-mobile';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { Card, CardPage } from '../../../ui/card-page';
import { HotlineLink } from '../../../ui/hotline-link';
import { PageResult } from '../../../ui/page-result';
import { LapsedParts } from '../components/LapsedParts';
import { partEnds } from '../lib/part-label';
import '../components/renewal.css';

/** /renewal-time: not yet in the renewal window; when it opens. */
export default function RenewalTimePage() {
  const navigate = useNavigate();
  const result = useAppStore((s) => s.renewal.result);
  const setRenewal = useAppStore((s) => s.setRenewal);
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
