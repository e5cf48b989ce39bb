import { Button } from 'antd-mobile';
import { useNavigate } from '../../../app/router';
import { Card } from '../../../ui/card-page';
import { Amounts, CaseRows, Contact, Parties } from '../components/ClaimFacts';
import { ClaimPage } from '../components/ClaimPage';

/** /claims-detail-car: one car claim — the accident, the vehicles involved, amounts, the handler. */
export default function CarClaimDetailPage() {
  const navigate = useNavigate();
  return (
    <ClaimPage kind="car" title="理赔详情">
      {(c) => (
        <>
          <Card title="案件信息">
            <CaseRows claim={c} car />
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
        </>
      )}
    </ClaimPage>
  );
}
