import { Button } from 'antd-mobile';
import { useNavigate } from '../../../app/router';
import { HotlineLink } from '../../../ui/hotline-link';

/**
 * What a page shows when it has nothing to show: opened directly, or the
 * half-hour proof of a query has run out. Always a way on: query again, or call.
 */
export function EmptyState(props: { message: string; action?: { text: string; to: string } }) {
  const navigate = useNavigate();
  const action = props.action ?? { text: '去查询保单', to: '/policy-query' };
  return (
    <div className="pl-empty" role="status">
      <div className="pl-empty-icon" aria-hidden="true">
        ☂
      </div>
      <p>{props.message}</p>
      <Button color="primary" shape="rounded" className="pl-empty-action" onClick={() => navigate(action.to)}>
        {action.text}
      </Button>
      <HotlineLink />
    </div>
  );
}
