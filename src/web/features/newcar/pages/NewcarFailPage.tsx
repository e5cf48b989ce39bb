import { Button } from 'antd-mobile';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { Card, CardPage } from '../../../ui/card-page';
import { HotlineLink } from '../../../ui/hotline-link';
import { PageResult } from '../../../ui/page-result';
import '../components/newcar.css';

/** /newcar-fail: why the plate could not be added, and the ways on. */
export default function NewcarFailPage() {
  const message = useAppStore((s) => s.newcar.failMessage);
  const hasPolicy = useAppStore((s) => s.newcar.policy !== null);
  const navigate = useNavigate();
  return (
    <CardPage className="nc-page" title="补录结果">
      <Card>
        <PageResult state="warning" title="车牌号补录未成功">
          <p>{message || '补录申请未能提交，请稍后再试。'}</p>
        </PageResult>
      </Card>
      <div className="nc-actions">
        {hasPolicy && (
          <Button block color="primary" onClick={() => navigate('/newcar-addInfo')}>
            修改车牌号
          </Button>
        )}
        <Button block onClick={() => navigate('/newcar-license')}>
          重新查询保单
        </Button>
      </div>
      <HotlineLink />
    </CardPage>
  );
}
