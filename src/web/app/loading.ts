import { useEffect } from 'react';
import { LOADING_HIDE_DELAY_MS } from '../../shared/constants';
import { hideLoading, loadingShowCount, showLoading } from '../ui/loading';
import { type Router, useRouter } from './router';

/**
 * The indicator shows while a route's page is being fetched and is cleared one
 * second after the navigation ends (spec sections 2 and 9), which covers a page
 * that starts its own first request on mount. The second starts when the
 * navigation ends either way: the page arrived, or the customer went back to
 * the page showing (before, the second started only on a change of address,
 * so going back left 加载中 up for good). It clears only the navigation's own
 * indicator: a page that showed its own (withLoading) in that second keeps it
 * until its answer is here. Follows the router itself, so it can be tested
 * without a browser; returns the stop function.
 */
export function indicateNavigation(router: Pick<Router, 'getState' | 'subscribe'>): () => void {
  let loading = router.getState().navigation === 'loading';
  let shown = loadingShowCount();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hideOwnLater = () => {
    clearTimeout(timer);
    const own = shown;
    timer = setTimeout(() => {
      if (loadingShowCount() === own) hideLoading();
    }, LOADING_HIDE_DELAY_MS);
  };
  hideOwnLater();
  const unsubscribe = router.subscribe(() => {
    const now = router.getState().navigation === 'loading';
    if (now === loading) return;
    loading = now;
    if (loading) {
      clearTimeout(timer);
      showLoading();
      shown = loadingShowCount();
    } else hideOwnLater();
  });
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}

export function useNavigationLoading() {
  const router = useRouter();
  useEffect(() => indicateNavigation(router), [router]);
}
