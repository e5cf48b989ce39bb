import { Button } from 'antd-mobile';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { Card, CardPage } from '../../../ui/card-page';
import { HotlineLink } from '../../../ui/hotline-link';
import { PageResult } from '../../../ui/page-result';
import { Rows } from '../../../ui/rows';
import '../components/newcar.css';
import { StartOver } from '../components/StartOver';

/** /newcar-success: the endorsement made, its number and state, and where to see it on the policy. */
export default function NewcarSuccessPage() {
  const result = useAppStore((s) => s.newcar.result);
  const navigate = useNavigate();
  if (!result)
    return (
      <CardPage className="nc-page" title="补录结果">
        <StartOver message="没有待显示的补录结果，请先查询保单" />
      </CardPage>
    );
  return (
    <CardPage className="nc-page" title="补录结果">
      <Card>
        <PageResult state="success" title={result.policyUpdated ? '车牌号补录成功' : '批改申请已核批'}>
          <p>{result.message}</p>
        </PageResult>
        <Rows
          rows={[
            ['批单号', result.endorsementNo],
            ['保单号', result.policyNo],
            ['批改内容', `号牌号码：新车未上牌 → ${result.licenseAfter}`],
            ['批改状态', result.statusName],
          ]}
        />
      </Card>
      <Card title="办理记录">
        <ol className="nc-history">
          {result.history.map((h) => (
            <li key={`${h.status}-${h.at}`}>
              <b>{h.statusName}</b>
              {h.at.slice(0, 16).replace('T', ' ')} {h.note}
            </li>
          ))}
        </ol>
      </Card>
      <div className="nc-actions">
        <Button
          block
          color="primary"
          onClick={() => navigate(`/policy-detail-correctInfos?policyNo=${result.policyNo}`)}
        >
          查看保单批改信息
        </Button>
        <Button block onClick={() => navigate('/')}>
          返回首页
        </Button>
      </div>
      <HotlineLink />
    </CardPage>
  );
}
