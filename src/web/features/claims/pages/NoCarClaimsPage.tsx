import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { CardPage } from '../../../ui/card-page';
import { ClaimCard } from '../components/ClaimCard';
import { EmptyState } from '../components/EmptyState';
import '../components/claims.css';

/** /claims-info-nocar: the non-car claims found; each opens its progress. */
export default function NoCarClaimsPage() {
  const list = useAppStore((s) => s.claims.noCarClaims);
  const setClaims = useAppStore((s) => s.setClaims);
  const navigate = useNavigate();
  return (
    <CardPage className="cl-page" title="非车险理赔信息">
      {list.length === 0 ? (
        <EmptyState message="暂无理赔记录，请先输入保单号、被保险人姓名和证件号码查询" />
      ) : (
        <>
          <p className="cl-meta">
            保单号 {list[0].policyNo}，共 {list.length} 笔理赔
          </p>
          {list.map((c) => (
            <ClaimCard
              key={c.registNo}
              claim={c}
              onOpen={() => {
                setClaims({ chosenNoCarClaim: c.registNo });
                navigate(`/claims-schedle-nocar?registNo=${c.registNo}`);
              }}
            />
          ))}
        </>
      )}
    </CardPage>
  );
}
