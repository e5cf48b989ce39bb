import { Button } from 'antd-mobile';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { Card, CardPage } from '../../../ui/card-page';
import { HotlineLink } from '../../../ui/hotline-link';
import '../components/renewal.css';

/** /renewal-win: renewed; the new policy numbers. Opened without a renewed result, it says so instead of claiming success. */
export default function RenewalWinPage() {
  const navigate = useNavigate();
  const result = useAppStore((s) => s.renewal.result);
  const renewed = result?.state === 'renewed' ? result : null;
  if (!renewed)
    return (
      <CardPage title="续保结果">
        <Card>
          <div className="rn-result" role="status">
            <div className="rn-result-icon" aria-hidden="true">
              !
            </div>
            <h2>暂无续保结果</h2>
            <p>请先查询您的保单，续保成功后在这里查看新保单号。</p>
          </div>
        </Card>
        <Button block color="primary" onClick={() => navigate('/renewal-hint')}>
          去查询续保
        </Button>
        <HotlineLink />
      </CardPage>
    );
  return (
    <CardPage title="续保成功">
      <Card>
        <div className="rn-result rn-result-ok" role="status">
          <div className="rn-result-icon" aria-hidden="true">
            ✓
          </div>
          <h2>续保成功</h2>
          <p>新保单自{renewed.endDate}次日零时起生效。</p>
          {renewed.newPolicyNos.map((no) => (
            <p key={no}>
              新保单号：<strong>{no}</strong>
            </p>
          ))}
        </div>
      </Card>
      <Button block color="primary" onClick={() => navigate('/policy-query')}>
        查看电子保单
      </Button>
      <HotlineLink />
    </CardPage>
  );
}
