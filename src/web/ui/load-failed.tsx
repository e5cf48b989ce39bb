import { Button } from 'antd-mobile';
import { HOTLINE } from '../../shared/constants';
import './load-failed.css';

/**
 * A page's read failed (the API client has shown why): say so, not "none", an
 * empty page or a greyed-out button without a word, and offer to load again.
 * `className` gives it the card of the page it stands in.
 */
export function LoadFailed(props: { what: string; onRetry: () => void; className?: string }) {
  return (
    <div className={['load-failed', props.className].filter(Boolean).join(' ')} role="alert">
      <p>
        {props.what}加载失败，请稍后重试。
        <br />
        <span className="load-failed-meta">也可拨打 {HOTLINE} 咨询</span>
      </p>
      <Button color="primary" fill="outline" onClick={props.onRetry}>
        重新加载
      </Button>
    </div>
  );
}
