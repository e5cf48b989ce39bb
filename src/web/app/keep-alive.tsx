import { Activity, Fragment, type ReactNode, useRef } from 'react';
import type { AppRoute } from './route-types';

/**
 * Keeps the pages of keepAlive routes mounted (spec section 2: the home page,
 * the care edition, the policy result). The first time such a route shows, its
 * rendered element is kept; when another route shows, it stays mounted inside
 * `<Activity mode="hidden">`: React hides it, pauses its effects and keeps its
 * state and DOM, so the customer comes back to the page as it was left.
 * Other routes render normally and unmount when left.
 *
 * The kept element is refreshed only while its route shows, so a hidden page
 * keeps the route context it was rendered with.
 */
export function KeepAliveOutlet(props: { route: AppRoute | undefined; pathname: string; outlet: ReactNode }) {
  const { route, pathname, outlet } = props;
  const kept = useRef(new Map<string, ReactNode>());
  // Writing the ref during render is idempotent here (same key, same element), so a
  // repeated render in StrictMode does no harm.
  if (route?.keepAlive) kept.current.set(route.path, outlet);
  const showing = route?.keepAlive ? route.path : null;

  return (
    <>
      {[...kept.current].map(([path, element]) => (
        <Activity key={path} name={path} mode={path === showing ? 'visible' : 'hidden'}>
          {element}
        </Activity>
      ))}
      {showing === null && <Fragment key={pathname}>{outlet}</Fragment>}
    </>
  );
}
