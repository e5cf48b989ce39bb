import { useRef } from 'react';
import type { HistoryAction, RouterLocation } from './router';

/**
 * Whether a move shows the customer a new view: another page, or the same page
 * at another address reached by a tap or the browser's back and forward (a news
 * article from its list, a product from the product list). A REPLACE on the
 * same page is the page keeping its own state in the address (a tab, a filter):
 * the same view.
 */
export function isNewView(fromPathname: string, toPathname: string, action: HistoryAction): boolean {
  return fromPathname !== toPathname || action !== 'REPLACE';
}

/**
 * Counts the views of the visit (isNewView), for what happens once a view:
 * the scroll to the top and the page-view record.
 */
export function useViewCount(location: RouterLocation, action: HistoryAction): number {
  const last = useRef({ key: location.key, pathname: location.pathname, count: 0 });
  // Read in render so the count and the page it belongs to arrive together; the same location
  // (a second render) changes nothing.
  if (last.current.key !== location.key) {
    const next = last.current.count + (isNewView(last.current.pathname, location.pathname, action) ? 1 : 0);
    last.current = { key: location.key, pathname: location.pathname, count: next };
  }
  return last.current.count;
}
