import { claims } from '../../../../shared/api/claims';
import { api } from '../../../api/client';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { CardPage } from '../../../ui/card-page';
import { AppPullToRefresh } from '../../../ui/pull-to-refresh';
import { ClaimCard } from '../components/ClaimCard';
import { EmptyState } from '../components/EmptyState';
import '../components/claims.css';

/** /claims-mine-car: the car claims of the policy queried; pull down to refresh their status. */
export default function CarClaimsPage() {
  const list = useAppStore((s) => s.claims.carClaims);
  const query = useAppStore((s) => s.claims.carQuery);
  const setClaims = useAppStore((s) => s.setClaims);
  const navigate = useNavigate();
  if (list.length === 0)
    return (
      <CardPage className="cl-page" title="我的车险理赔">
        <EmptyState message="暂无理赔记录，请先输入保单号和证件号码查询" />
      </CardPage>
    );
  // A failure is left to AppPullToRefresh, which says 刷新失败 where 刷新完成 would be; the list
  // shown stays as it was, and the next pull tries again.
  const refresh = async () => {
    if (!query) return;
    const answer = await api(claims.queryCarClaim, query);
    setClaims({ carClaims: answer.list });
  };
  return (
    <CardPage className="cl-page" title="我的车险理赔">
      <AppPullToRefresh onRefresh={refresh}>
        <p className="cl-meta">
          保单号 {list[0].policyNo}，共 {list.length} 笔理赔
        </p>
        {list.map((c) => (
          <ClaimCard
            key={c.registNo}
            claim={c}
            onOpen={() => {
              setClaims({ chosenCarClaim: c.registNo });
              navigate(`/claims-detail-car?registNo=${c.registNo}`);
            }}
          />
        ))}
      </AppPullToRefresh>
    </CardPage>
  );
}
