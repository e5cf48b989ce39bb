import { PullToRefresh, type PullToRefreshProps } from 'antd-mobile';
import { useState } from 'react';
import { LOADING_TEXT, PULL_TO_REFRESH_THRESHOLD } from '../../shared/constants';
import { toast } from './toast';

/** The texts of the states (spec section 4: pull, drop, loading), in the customer's words. */
export const PULL_TEXTS = {
  pulling: '下拉刷新',
  canRelease: '释放立即刷新',
  refreshing: LOADING_TEXT,
  complete: '刷新完成',
  failed: '刷新失败，请稍后重试',
} as const;

/**
 * antd's PullToRefresh triggering at 70 px (spec section 9). A refresh that
 * fails (its `onRefresh` rejects) ends saying so, 刷新失败，请稍后重试 where
 * 刷新完成 would be, and in a toast of the same words, which stays the 3 s a
 * message does where the head folds away after half a second; what was shown
 * stays. antd itself folds the head away in silence on a failure, so the
 * customer could not tell a failed refresh from one that found nothing new.
 */
export function AppPullToRefresh(props: PullToRefreshProps) {
  const [failed, setFailed] = useState(false);
  const { onRefresh, ...rest } = props;
  const refresh = async () => {
    try {
      await onRefresh?.();
      setFailed(false);
    } catch {
      setFailed(true);
      toast(PULL_TEXTS.failed);
    }
  };
  return (
    <PullToRefresh
      threshold={PULL_TO_REFRESH_THRESHOLD}
      headHeight={50}
      pullingText={PULL_TEXTS.pulling}
      canReleaseText={PULL_TEXTS.canRelease}
      refreshingText={PULL_TEXTS.refreshing}
      completeText={failed ? PULL_TEXTS.failed : PULL_TEXTS.complete}
      {...rest}
      onRefresh={refresh}
    />
  );
}
