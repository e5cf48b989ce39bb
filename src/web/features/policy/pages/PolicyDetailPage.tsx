import { Button, List } from 'antd-mobile';
import { useEffect } from 'react';
import { policy } from '../../../../shared/api/policy';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { Card, CardPage } from '../../../ui/card-page';
import { DetailSections } from '../components/DetailSections';
import { EmptyState } from '../components/EmptyState';
import '../components/policy.css';
import { useEPolicyActions } from '../lib/documents';
import { usePolicyData, usePolicyNo } from '../lib/use-policy';

/** /policy-detail: the whole policy, with links to endorsements, terms, clauses and the e-policy. */
export default function PolicyDetailPage() {
  const navigate = useNavigate();
  const policyNo = usePolicyNo();
  const loaded = usePolicyData(policy.queryPolicyInfo, policyNo);
  const setResults = useAppStore((s) => s.setPolicyResults);
  const detail = loaded.state === 'ready' ? loaded.data : null;
  const ePolicy = useEPolicyActions(policyNo);
  useEffect(() => {
    if (!detail) return;
    setResults({
      currentPolicyNo: detail.policyInfo.policyNo,
      policyInfo: detail.policyInfo,
      clauseKindInfo: detail.clauseKindInfo,
      car_Info: detail.car_Info,
      channel_Info: detail.channel_Info,
      pay_Info: detail.pay_Info,
      detailInfos: { applicant: detail.applicant, insured: detail.insured },
    });
  }, [detail, setResults]);
  if (loaded.state === 'loading')
    return (
      <CardPage className="pl-page" title="保单详情">
        {null}
      </CardPage>
    );
  if (loaded.state === 'failed')
    return (
      <CardPage className="pl-page" title="保单详情">
        <EmptyState message={loaded.message} />
      </CardPage>
    );
  const d = loaded.data;
  const go = (path: string) => () => navigate(`${path}?policyNo=${policyNo}`);
  return (
    <CardPage
      className="pl-page"
      title="保单详情"
      footer={
        <div className="pl-footer">
          <div className="pl-actions">
            <Button color="primary" fill="outline" onClick={ePolicy.mail}>
              发送到邮箱
            </Button>
            <Button color="primary" onClick={ePolicy.download}>
              下载电子保单
            </Button>
          </div>
        </div>
      }
    >
      <DetailSections detail={d} />
      <Card title="更多信息">
        <List>
          <List.Item onClick={go('/policy-detail-WDFList')} description="在线查看、下载或发送到邮箱">
            电子保单
          </List.Item>
          <List.Item onClick={go('/policy-detail-PDFList')} extra={`${d.documents.length - 1}份`}>
            保险条款
          </List.Item>
          <List.Item onClick={go('/appoint-special')} extra={`${d.counts.specialAgreements}条`}>
            特别约定
          </List.Item>
          <List.Item onClick={go('/avoid-term')} extra={`${d.counts.exclusions}条`}>
            责任免除
          </List.Item>
          <List.Item
            onClick={go('/policy-detail-correctInfos')}
            extra={d.counts.endorsements ? `${d.counts.endorsements}条` : '无'}
          >
            批改信息
          </List.Item>
        </List>
      </Card>
    </CardPage>
  );
}
