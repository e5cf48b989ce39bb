import {
  type AnchorHTMLAttributes,
  Component,
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { AppFallback } from '../AppFallback';
import { RouteError } from '../RouteError';
import type { AppRoute } from '../route-types';
import { type HistoryAction, hrefOf, parsePath, type RouterLocation } from './history';
import type { NavigateFunction, NavigateOptions, Router, RouterState } from './router';

/**
 * The router as React sees it: one provider, and hooks named as react-router
 * named them (useNavigate, useLocation, useSearchParams, Link, Navigate), so a
 * page reads the same as before.
 */

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);
/**
 * The location a page was rendered for. Each page gets its own provider, so a
 * page kept alive (hidden) keeps seeing the address it was showing, not the
 * page in front of it.
 */
const LocationContext = createContext<RouterLocation | null>(null);

/** The router itself, for the shell's behaviours that follow it (the loading indicator). */
export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useRouter outside RouterProvider');
  return router;
}

function useRouterState(): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error('useRouterState outside RouterProvider');
  return state;
}

export function RouterProvider(props: { router: Router; children: ReactNode }) {
  const { router } = props;
  // The third argument is for the build's prerender of entry pages (build/prerender.ts), which renders outside a browser.
  const state = useSyncExternalStore(router.subscribe, router.getState, router.getState);
  useEffect(() => router.start(), [router]);
  return (
    <RouterContext value={router}>
      <StateContext value={state}>
        <LocationContext value={state.location}>{props.children}</LocationContext>
      </StateContext>
    </RouterContext>
  );
}

/**
 * A page that throws while rendering shows the error page in its place. It is
 * not keyed by location: the shell remounts a page when its path changes, and a
 * kept-alive page must keep its state across visits.
 */
class PageBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** What the shell renders: the route showing and its page element (the fallback, the error page or the page). */
export function useRouteOutlet(): {
  route: AppRoute;
  location: RouterLocation;
  action: HistoryAction;
  outlet: ReactNode;
} {
  const { route, location, action, page: Page, error } = useRouterState();
  const outlet = useMemo(() => {
    if (error) return <RouteError error={error} />;
    if (!Page) return <AppFallback />;
    return (
      <LocationContext value={location}>
        <PageBoundary>
          <Page />
        </PageBoundary>
      </LocationContext>
    );
  }, [Page, error, location]);
  return { route, location, action, outlet };
}

export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

export function useLocation(): RouterLocation {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation outside RouterProvider');
  return location;
}

type SetSearchParams = (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => void;

/** The page's query parameters, and a setter that navigates to the same page with new ones. */
export function useSearchParams(): readonly [URLSearchParams, SetSearchParams] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return useMemo(() => {
    const set: SetSearchParams = (next, options) => {
      const query = new URLSearchParams(next).toString();
      navigate(query ? `${pathname}?${query}` : pathname, options);
    };
    return [new URLSearchParams(search), set] as const;
  }, [pathname, search, navigate]);
}

/** 'loading' while the next page's chunk is on its way. */
export function useNavigation(): { state: RouterState['navigation'] } {
  return { state: useRouterState().navigation };
}

/** Refuses moves while mounted; one at a time (the shell's guard). */
export function useBlocker(blocker: Parameters<Router['setBlocker']>[0]) {
  const router = useRouter();
  useEffect(() => {
    router.setBlocker(blocker);
    return () => router.setBlocker(null);
  }, [router, blocker]);
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string } & NavigateOptions;

/** An in-app link: a real `href` (opens in a new tab, readable by crawlers), a router move on a plain click. */
export function Link(props: LinkProps) {
  const { to, replace, state, onClick, ...anchor } = props;
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plainClick = event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
    if (event.defaultPrevented || !plainClick || (anchor.target && anchor.target !== '_self')) return;
    event.preventDefault();
    navigate(to, { replace, state });
  };
  return <a {...anchor} href={hrefOf(parsePath(to))} onClick={follow} />;
}

/** Moves to `to` as soon as it renders (an old address that now lives elsewhere). */
export function Navigate(props: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  const { to, replace, state } = props;
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}
