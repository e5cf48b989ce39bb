import { PullToRefresh, type PullToRefreshProps } from 'antd-mobile';
import { LOADING_TEXT, PULL_TO_REFRESH_THRESHOLD } from '../../shared/constants';

/** The texts of the states (spec section 4: pull, drop, loading), in the customer's words. */
export const PULL_TEXTS = {
  pulling: '下拉刷新',
  canRelease: '释放立即刷新',
  refreshing: LOADING_TEXT,
  complete: '刷新完成',
} as const;

/** antd's PullToRefresh triggering at 70 px (spec section 9). */
export function AppPullToRefresh(props: PullToRefreshProps) {
  return (
    <PullToRefresh
      threshold={PULL_TO_REFRESH_THRESHOLD}
      headHeight={50}
      pullingText={PULL_TEXTS.pulling}
      canReleaseText={PULL_TEXTS.canRelease}
      refreshingText={PULL_TEXTS.refreshing}
      completeText={PULL_TEXTS.complete}
      {...props}
    />
  );
}
