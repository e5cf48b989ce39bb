import { useEffect, useLayoutEffect, useRef } from 'react';

/** Pages that come back where the customer left them (spec section 2: the home page). */
export const RESTORES_SCROLL: ReadonlySet<string> = new Set(['/']);

/** Where the window goes on entering a route: the saved position, or the top. */
export function scrollTargetFor(pathname: string, saved: ReadonlyMap<string, number>): number {
  return RESTORES_SCROLL.has(pathname) ? (saved.get(pathname) ?? 0) : 0;
}

/**
 * Scrolls to the top on each new view (`view` counts them, views.ts), except pages in RESTORES_SCROLL.
 * Their position is recorded while they show, from scroll events: by the time a
 * route change is seen the page is already hidden and the browser has clamped
 * the scroll, so reading it then would be wrong.
 */
export function useRouteScroll(pathname: string, view: number) {
  const saved = useRef(new Map<string, number>());
  const current = useRef(pathname);

  useEffect(() => {
    // The browser's own restoration would fight ours on back/forward.
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const onScroll = () => {
      if (RESTORES_SCROLL.has(current.current)) saved.current.set(current.current, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once a view; `view` changes with every new one
  useLayoutEffect(() => {
    current.current = pathname;
    window.scrollTo(0, scrollTargetFor(pathname, saved.current));
  }, [view]);
}
