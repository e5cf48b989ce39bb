import { useLocation, useMatches, useOutlet } from 'react-router-dom';
import { CareModeEffect } from '../features/content/care/care-mode';
import { useDocumentMeta } from './document-meta';
import { KeepAliveOutlet } from './keep-alive';
import { useNavigationLoading } from './loading';
import { NavigationGuard } from './navigation-guard';
import { routeOfHandle } from './route-types';
import { useRouteScroll } from './scroll';
import { useAnalytics } from './use-analytics';

/** The shell around every page: each behaviour of spec section 2 is one hook from its own file. */
export function Layout() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const outlet = useOutlet();
  const route = routeOfHandle(matches[matches.length - 1]?.handle);

  useDocumentMeta(route);
  useRouteScroll(pathname);
  useNavigationLoading();
  useAnalytics(pathname);

  return (
    <div className="app-shell">
      <NavigationGuard />
      <CareModeEffect />
      <KeepAliveOutlet route={route} pathname={pathname} outlet={outlet} />
    </div>
  );
}
