import { Button } from 'antd-mobile';
import { useNavigate } from '../../../app/router';
import { HotlineLink } from '../../../ui/hotline-link';

/** Nothing to show: opened directly, or the query's proof ran out. Always a way on. */
export function EmptyState(props: { message: string }) {
  const navigate = useNavigate();
  return (
    <div className="iv-empty" role="status">
      <div className="iv-empty-icon" aria-hidden="true">
        🧾
      </div>
      <p>{props.message}</p>
      <Button color="primary" shape="rounded" onClick={() => navigate('/invoice-query')}>
        去查询发票
      </Button>
      <HotlineLink />
    </div>
  );
}
