import { Button } from 'antd-mobile';
import { HOTLINE } from '../../../../shared/constants';

/**
 * A page's first read failed (the API client has shown why): say so, not "none"
 * or a greyed-out button without a word, and offer to load again.
 */
export function LoadFailed(props: { what: string; onRetry: () => void }) {
  return (
    <div className="pm-card pm-failed" role="alert">
      <p>
        {props.what}加载失败，请稍后重试。
        <br />
        <span className="pm-meta">也可拨打 {HOTLINE} 咨询</span>
      </p>
      <Button color="primary" fill="outline" onClick={props.onRetry}>
        重新加载
      </Button>
    </div>
  );
}
