import { Button } from 'antd-mobile';
import { useNavigate } from '../../../app/router';
import { Card, CardPage } from '../../../ui/card-page';
import { Rows } from '../../../ui/rows';
import { Amounts, Contact, Parties } from '../components/ClaimFacts';
import { EmptyState } from '../components/EmptyState';
import '../components/claims.css';
import { shortTime, statusClass } from '../components/format';
import { useClaim } from '../lib/use-claim';

/** /claims-detail-car: one car claim — the accident, the vehicles involved, amounts, the handler. */
export default function CarClaimDetailPage() {
  const loaded = useClaim('car');
  const navigate = useNavigate();
  if (loaded.state === 'loading')
    return (
      <CardPage className="cl-page" title="理赔详情">
        {null}
      </CardPage>
    );
  if (loaded.state === 'empty')
    return (
      <CardPage className="cl-page" title="理赔详情">
        <EmptyState message={loaded.message} />
      </CardPage>
    );
  const c = loaded.claim;
  return (
    <CardPage className="cl-page" title="理赔详情">
      <Card title="案件信息">
        <Rows
          rows={[
            ['报案号', c.registNo],
            [
              '案件状态',
              <span className={statusClass(c.status)} key="s">
                {c.statusName}
              </span>,
            ],
            ['保单号', c.policyNo],
            ['险种', c.riskName],
            ['被保险人', c.insuredName],
            ['车牌号', c.licenseNo],
            ['报案时间', shortTime(c.reportTime)],
            ['出险时间', shortTime(c.accidentTime)],
            ['出险地点', c.accidentPlace],
            ['出险经过', c.accidentDesc],
          ]}
        />
        <Amounts claim={c} />
      </Card>
      <Parties claim={c} />
      <Contact claim={c} />
      <Button
        block
        color="primary"
        size="large"
        onClick={() => navigate(`/claims-progress-car?registNo=${c.registNo}`)}
      >
        查看理赔进度
      </Button>
    </CardPage>
  );
}
