import { Button } from 'antd-mobile';
import { useEffect } from 'react';
import type { PolicySummary } from '../../../../shared/api/policy-shapes';
import { useLocation, useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { CardPage } from '../../../ui/card-page';
import { EmptyState } from '../components/EmptyState';
import { PolicyCard } from '../components/PolicyCard';
import { groupByVehicle } from '../lib/group-by-vehicle';
import '../components/policy.css';

/**
 * /policy-queryResult (kept alive): the policies the last query found. It
 * records whether it was entered from the query page, so "query again" goes
 * back to the filled form instead of stacking a new one.
 */
export default function PolicyQueryResultPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const list = useAppStore((s) => s.policy.results.policy_Info_List);
  const fromQuery = useAppStore((s) => s.policy.resultFromQuery);
  const setPolicy = useAppStore((s) => s.setPolicy);
  const setResults = useAppStore((s) => s.setPolicyResults);
  const enteredFromQuery = (location.state as { fromQuery?: boolean } | null)?.fromQuery === true;

  useEffect(() => {
    if (location.pathname === '/policy-queryResult' && enteredFromQuery !== fromQuery)
      setPolicy({ resultFromQuery: enteredFromQuery });
  }, [location.pathname, enteredFromQuery, fromQuery, setPolicy]);

  const open = (p: PolicySummary) => {
    setResults({ currentPolicyNo: p.policyNo });
    navigate(
      p.kind === 'car' ? `/policy-carQueryResult?policyNo=${p.policyNo}` : `/policy-detail?policyNo=${p.policyNo}`,
    );
  };
  const again = () => (fromQuery ? navigate(-1) : navigate('/policy-query'));

  if (list.length === 0)
    return (
      <CardPage className="pl-page" title="保单信息">
        <EmptyState message="暂无保单信息，请先查询" />
      </CardPage>
    );
  return (
    <CardPage
      className="pl-page"
      title="保单信息"
      footer={
        <div className="pl-footer">
          <Button block color="primary" fill="outline" onClick={again}>
            重新查询
          </Button>
        </div>
      }
    >
      <p className="pl-meta" role="status">
        共查询到 {list.length} 张保单
      </p>
      {groupByVehicle(list).map((group) => (
        <section
          key={group[0].policyNo}
          className="pl-group"
          aria-label={group.length > 1 ? '同一车辆的保单' : undefined}
        >
          {group.map((p) => (
            <PolicyCard key={p.policyNo} policy={p} onOpen={() => open(p)} />
          ))}
        </section>
      ))}
    </CardPage>
  );
}
