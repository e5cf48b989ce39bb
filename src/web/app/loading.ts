import { useEffect } from 'react';
import { LOADING_HIDE_DELAY_MS } from '../../shared/constants';
import { hideLoading, showLoading } from '../ui/loading';
import { type Router, useRouter } from './router';

/**
 * The indicator shows while a route's page is being fetched, and is cleared one
 * second after the navigation lands (spec section 2), which covers a page that
 * starts its own first request on mount. Follows the router itself, so it can
 * be tested without a browser; returns the stop function.
 */
export function indicateNavigation(router: Pick<Router, 'getState' | 'subscribe'>): () => void {
  let { navigation } = router.getState();
  let { pathname } = router.getState().location;
  let timer = setTimeout(hideLoading, LOADING_HIDE_DELAY_MS);
  const unsubscribe = router.subscribe(() => {
    const state = router.getState();
    if (state.navigation !== navigation) {
      navigation = state.navigation;
      if (navigation !== 'idle') showLoading();
    }
    // The timer restarts on each route change.
    if (state.location.pathname !== pathname) {
      pathname = state.location.pathname;
      clearTimeout(timer);
      timer = setTimeout(hideLoading, LOADING_HIDE_DELAY_MS);
    }
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
