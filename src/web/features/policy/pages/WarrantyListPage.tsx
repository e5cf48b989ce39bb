import { useAppStore } from '../../../store';
import { CardPage } from '../../../ui/card-page';
import { EmptyState } from '../components/EmptyState';
import { PolicyCard } from '../components/PolicyCard';
import '../components/policy.css';

/** /warranty-query-list: the policies covering the person, masked; details need a policy query. */
export default function WarrantyListPage() {
  const list = useAppStore((s) => s.policy.results.warrantyList);
  return (
    <CardPage className="pl-page" title="保障查询结果">
      {list.length === 0 ? (
        <EmptyState message="暂无保障信息，请先进行保障查询" action={{ text: '去保障查询', to: '/warranty-query' }} />
      ) : (
        <>
          <p className="pl-meta" role="status">
            共 {list.length} 张保单，其中保障中 {list.filter((p) => p.status === 'valid').length} 张
          </p>
          {list.map((p) => (
            <PolicyCard key={p.policyNo} policy={p} />
          ))}
        </>
      )}
    </CardPage>
  );
}
