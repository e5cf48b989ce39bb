import { Button } from 'antd-mobile';
import { HOTLINE, HOTLINE_TEL } from '../../../../shared/constants';
import { PageHeader } from '../../../app/PageHeader';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { chinaToday } from '../../../ui/china-time';
import { PageResult } from '../../../ui/page-result';
import '../components/complaint.css';

/** `2026-12-02` as a customer reads it: 12月2日. */
const dayText = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

/**
 * A submission that did not go through: why, a way back to the form, and the
 * hotline. Refused for the day's limit of its mobile, a way back would only be
 * refused again: the page says from when it can be sent, keeps the hotline as
 * the way on today, and offers no retry until that day (outcome.ts).
 */
export default function ComplaintFailPage() {
  const navigate = useNavigate();
  const failure = useAppStore((s) => s.complaint.lastFailure);
  const retryFrom = failure?.retryFrom && chinaToday() < failure.retryFrom ? failure.retryFrom : null;
  const call = () => window.location.assign(HOTLINE_TEL);
  if (failure && retryFrom)
    return (
      <>
        <PageHeader title="提交失败" />
        <main className="cx-page">
          <PageResult state="warning" title="今日提交次数已达上限">
            <p data-testid="fail-reason">{failure.message}</p>
            <p data-testid="retry-from">明天（{dayText(retryFrom)}）起可再次在线提交，您填写的内容已为您保留。</p>
          </PageResult>
          <div className="cx-actions">
            <Button block color="primary" onClick={call}>
              拨打客服热线 {HOTLINE}
            </Button>
          </div>
          <div className="cx-actions">
            <Button block fill="outline" onClick={() => navigate('/', { replace: true })}>
              返回首页
            </Button>
          </div>
        </main>
      </>
    );
  return (
    <>
      <PageHeader title="提交失败" />
      <main className="cx-page">
        <PageResult state="warning" title="提交未成功">
          <p data-testid="fail-reason">{failure?.message ?? '提交未成功，请稍后再试'}</p>
          <p>您填写的内容已为您保留，可返回修改后重新提交。</p>
          {/* The code may have been spent by the attempt that failed (ReturnClaimPage keeps all but it). */}
          {failure?.from === '/claims-complaint' && <p>短信验证码需重新获取。</p>}
        </PageResult>
        <div className="cx-actions">
          <Button
            block
            color="primary"
            onClick={() => navigate(failure?.from ?? '/quick-complaint', { replace: true })}
          >
            返回重新提交
          </Button>
        </div>
        <div className="cx-actions">
          <Button block fill="outline" onClick={call}>
            拨打客服热线 {HOTLINE}
          </Button>
        </div>
      </main>
    </>
  );
}
