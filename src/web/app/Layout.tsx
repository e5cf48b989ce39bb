import { CareModeEffect } from '../features/content/care/care-mode';
import { useCloseOnLeave } from './close-on-leave';
import { useDocumentMeta } from './document-meta';
import { KeepAliveOutlet } from './keep-alive';
import { useNavigationLoading } from './loading';
import { NavigationGuard } from './navigation-guard';
import { useRouteOutlet } from './router';
import { useRouteScroll } from './scroll';
import { useAnalytics } from './use-analytics';
import { useViewCount } from './views';

/** The shell around every page: each behaviour of spec section 2 is one hook from its own file. */
export function Layout() {
  const { route, location, action, outlet } = useRouteOutlet();
  const { pathname } = location;
  const view = useViewCount(location, action);

  useDocumentMeta(route);
  useRouteScroll(pathname, view);
  useNavigationLoading();
  useCloseOnLeave();
  useAnalytics(pathname, view);

  return (
    <div className="app-shell">
      <NavigationGuard />
      <CareModeEffect />
      <KeepAliveOutlet route={route} pathname={pathname} outlet={outlet} />
    </div>
  );
}
