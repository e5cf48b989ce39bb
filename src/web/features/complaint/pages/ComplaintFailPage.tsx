import { Button } from 'antd-mobile';
import { HOTLINE, HOTLINE_TEL } from '../../../../shared/constants';
import { PageHeader } from '../../../app/PageHeader';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { PageResult } from '../../../ui/page-result';
import '../components/complaint.css';

/** A submission that did not go through: why, a way back to the form, and the hotline. */
export default function ComplaintFailPage() {
  const navigate = useNavigate();
  const failure = useAppStore((s) => s.complaint.lastFailure);
  const call = () => window.location.assign(HOTLINE_TEL);
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
