import { Button } from 'antd-mobile';
import { HOTLINE } from '../../../../shared/constants';

/** The site list could not be loaded for the chosen filters: say so (not "no sites") and offer to load again. */
export function SitesLoadFailed(props: { onRetry: () => void }) {
  return (
    <div className="sites-failed" role="alert">
      <p>网点信息加载失败，请检查网络后重试；也可拨打 {HOTLINE} 咨询</p>
      <Button color="primary" fill="outline" size="small" onClick={props.onRetry}>
        重新加载
      </Button>
    </div>
  );
}
