import { useAppStore } from '../../../store';
import { CardPage } from '../../../ui/card-page';
import { EmptyState } from '../components/EmptyState';
import '../components/claims.css';

/** /claims-queryResult: the query found no claim. Says why, and offers to query again or call. */
export default function NoClaimPage() {
  const message = useAppStore((s) => s.claims.emptyMessage);
  return (
    <CardPage className="cl-page" title="理赔查询结果">
      <EmptyState
        message={message || '未查询到理赔信息。如您已报案，请核对保单号和证件号码后重试。'}
        action={{ text: '重新查询', to: '/claims-query' }}
      />
    </CardPage>
  );
}
