import { useEffect } from 'react';
import { LOADING_HIDE_DELAY_MS } from '../../shared/constants';
import { hideLoading, showLoading } from '../ui/loading';
import { useLocation, useNavigation } from './router';

/**
 * The indicator shows while a route's page is being fetched, and is cleared one
 * second after the navigation lands (spec section 2), which covers a page that
 * starts its own first request on mount.
 */
export function useNavigationLoading() {
  const navigation = useNavigation();
  const { pathname } = useLocation();

  useEffect(() => {
    if (navigation.state !== 'idle') showLoading();
  }, [navigation.state]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer restarts on each route change by design.
  useEffect(() => {
    const timer = window.setTimeout(hideLoading, LOADING_HIDE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}
