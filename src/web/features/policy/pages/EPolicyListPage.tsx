import { Button } from 'antd-mobile';
import { policy } from '../../../../shared/api/policy';
import { Card, CardPage } from '../../../ui/card-page';
import { DocumentList } from '../components/DocumentList';
import { EmptyState } from '../components/EmptyState';
import '../components/policy.css';
import { useEPolicyActions } from '../lib/documents';
import { usePolicyData, usePolicyNo } from '../lib/use-policy';

/** /policy-detail-WDFList: the electronic policy: view, download, or send to an e-mail address. */
export default function EPolicyListPage() {
  const policyNo = usePolicyNo();
  const ready = usePolicyData(policy.checkElectronic, policyNo);
  const docs = usePolicyData(policy.queryEPolicy, policyNo);
  const ePolicy = useEPolicyActions(policyNo);
  if (ready.state === 'failed' || docs.state === 'failed')
    return (
      <CardPage className="pl-page" title="电子保单">
        <EmptyState message={ready.state === 'failed' ? ready.message : '保单信息已过期，请重新查询'} />
      </CardPage>
    );
  const available = ready.state === 'ready' && ready.data.available;
  return (
    <CardPage className="pl-page" title="电子保单">
      <Card title="电子保单">
        {docs.state === 'ready' && (
          <DocumentList policyNo={policyNo} documents={docs.data.documents.filter((d) => d.kind === 'epolicy')} />
        )}
        {ready.state === 'ready' && !available && <p className="pl-hint">{ready.data.reason}</p>}
        <div className="pl-actions pl-actions-inline">
          <Button color="primary" fill="outline" disabled={!available} onClick={ePolicy.mail}>
            发送到邮箱
          </Button>
          <Button color="primary" disabled={!available} onClick={ePolicy.download}>
            下载PDF
          </Button>
        </div>
      </Card>
      <p className="pl-tip">电子保单与纸质保单具有同等法律效力。扫描电子保单上的二维码可验证真伪。</p>
    </CardPage>
  );
}
