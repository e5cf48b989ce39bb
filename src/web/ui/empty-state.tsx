import { Button } from 'antd-mobile';
import { useNavigate } from '../app/router';
import { HotlineLink } from './hotline-link';
import './empty-state.css';

/**
 * What a page shows when it has nothing to show (opened directly, or the
 * half-hour proof of a query ran out): always a way on, to query again or to
 * call. The umbrella is forced to its text form (U+FE0E): as a colour emoji
 * it looked different on every phone.
 */
export function EmptyState(props: { message: string; action: { text: string; to: string } }) {
  const navigate = useNavigate();
  return (
    <div className="empty-state" role="status">
      <div className="empty-state-icon" aria-hidden="true">
        {'\u2602\uFE0E'}
      </div>
      <p>{props.message}</p>
      <Button color="primary" shape="rounded" className="empty-state-action" onClick={() => navigate(props.action.to)}>
        {props.action.text}
      </Button>
      <HotlineLink />
    </div>
  );
}
