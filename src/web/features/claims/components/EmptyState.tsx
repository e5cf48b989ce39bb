import { Button } from 'antd-mobile';
import { useNavigate } from '../../../app/router';
import { HotlineLink } from '../../../ui/hotline-link';

/** Nothing to show (opened directly, or the query's proof ran out): always a way on. */
export function EmptyState(props: { message: string; action?: { text: string; to: string } }) {
  const navigate = useNavigate();
  const action = props.action ?? { text: '去查询理赔', to: '/claims-query' };
  return (
    <div className="cl-empty" role="status">
      <div className="cl-empty-icon" aria-hidden="true">
        ☂
      </div>
      <p>{props.message}</p>
      <Button color="primary" shape="rounded" onClick={() => navigate(action.to)}>
        {action.text}
      </Button>
      <HotlineLink />
    </div>
  );
}
