import type { ComponentType } from 'react';
import { withTimeout } from '../lazy-page';
import type { AppRoute } from '../route-types';
import type { HashHistory, HistoryAction, RouterLocation } from './history';

/**
 * The portal's router: the route table, the hash history and the page chunks.
 *
 * Why our own and not react-router: react-router 7's data router cost ≈ 30 kB
 * gzip on every route (a fifth of the 160 kB budget, issue 9), and of it the
 * portal used three things, which are what this file is:
 * - a page's chunk is fetched before the address changes, the old page staying
 *   on screen meanwhile (`navigation` is 'loading': the shell shows its
 *   indicator), with the spec's 120 s limit;
 * - one blocker that refuses a move (the back-button rule and requireAuth); a
 *   refused back/forward is undone;
 * - a page that fails to load shows the error page at its own address.
 * The routes are fixed paths (no parameters), so matching is a lookup.
 */

export type NavigationState = 'idle' | 'loading';

export interface RouterState {
  location: RouterLocation;
  /** The route-table entry showing (the 404 entry for an unknown path). */
  route: AppRoute;
  /** The page component, null until the first page of the visit has arrived or when it failed. */
  page: ComponentType | null;
  /** Why the page could not be loaded (a timeout or a failed download), else null. */
  error: unknown;
  navigation: NavigationState;
  /**
   * How the location showing was reached: POP by the browser's back or forward
   * (or a typed address; the visit's first page too), PUSH or REPLACE by the app.
   */
  action: HistoryAction;
}

export type Blocker = (move: { nextLocation: RouterLocation; historyAction: HistoryAction }) => boolean;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** `navigate('/path?x=1', { replace, state })`, or `navigate(-1)` to go back. */
export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

export function createRouter(history: HashHistory, resolve: (pathname: string) => AppRoute) {
  const pages = new Map<AppRoute['page'], ComponentType>();
  const listeners = new Set<() => void>();
  let blocker: Blocker | null = null;
  /** Each navigation draws a ticket; a page that arrives after a newer navigation began is not shown. */
  let latest = 0;
  let firstLanding: Promise<void> | null = null;
  const startLocation = history.location();
  let state: RouterState = {
    location: startLocation,
    route: resolve(startLocation.pathname),
    page: null,
    error: null,
    navigation: 'idle',
    action: 'POP',
  };

  function set(next: Partial<RouterState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  /**
   * Shows `location` once its page is here; `commit` writes the address at that
   * moment. The first page of a visit is not a navigation: the shell shows its
   * fallback (page null) rather than the loading indicator.
   */
  async function land(location: RouterLocation, action: HistoryAction, commit: () => void, first = false) {
    const ticket = ++latest;
    const route = resolve(location.pathname);
    const known = pages.get(route.page);
    if (known) {
      commit();
      set({ location, route, page: known, error: null, navigation: 'idle', action });
      return;
    }
    if (!first) set({ navigation: 'loading' });
    try {
      const page = (await withTimeout(route.page())).default;
      pages.set(route.page, page);
      if (ticket !== latest) return;
      commit();
      set({ location, route, page, error: null, navigation: 'idle', action });
    } catch (error) {
      if (ticket !== latest) return;
      commit();
      set({ location, route, page: null, error, navigation: 'idle', action });
    }
  }

  const navigate: NavigateFunction = (to, options = {}) => {
    if (typeof to === 'number') {
      history.go(to);
      return;
    }
    const nextLocation = history.locationFor(to, options.state ?? null);
    const historyAction: HistoryAction = options.replace ? 'REPLACE' : 'PUSH';
    if (blocker?.({ nextLocation, historyAction })) return;
    void land(nextLocation, historyAction, () =>
      historyAction === 'PUSH' ? history.push(nextLocation) : history.replace(nextLocation),
    );
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate,
    /** One blocker at a time (the shell's guard); null removes it. */
    setBlocker(next: Blocker | null) {
      blocker = next;
    },
    /**
     * Loads the page of the address the visit opened on (once). The shell awaits
     * it before its first render, so that render is the page itself, not the
     * fallback followed by a second, urgent render of the page.
     */
    loadFirstPage(): Promise<void> {
      firstLanding ??= land(state.location, 'POP', () => undefined, true);
      return firstLanding;
    },
    /** Loads the first page (unless loadFirstPage did) and follows the browser's back/forward; returns the stop function. */
    start(): () => void {
      firstLanding ??= land(state.location, 'POP', () => undefined, true);
      return history.listen(({ location, delta }) => {
        if (blocker?.({ nextLocation: location, historyAction: 'POP' })) {
          history.undo(delta);
          return;
        }
        void land(location, 'POP', () => undefined);
      });
    },
  };
}

export type Router = ReturnType<typeof createRouter>;
