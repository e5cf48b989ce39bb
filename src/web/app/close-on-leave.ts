import { useEffect } from 'react';
import { closeDialogs } from '../ui/feedback';
import { clearMessage } from '../ui/toast';
import { type Router, useRouter } from './router';

/**
 * What a page showed over itself leaves with it (ninth review): a dialog stayed
 * over the page the customer went back to, its mask taking every tap, and a
 * message toast stayed up to 3 s on the next page. The one place that closes
 * them; it follows the router itself, so it is tested without a browser.
 *
 * - A dialog closes when the customer moves through the history (back or
 *   forward, a typed address) and the move lands. A move the app makes (PUSH,
 *   REPLACE) keeps it: a page that opened a dialog and then moved on meant it
 *   to be read there (the catalogue's 500 dialog over /complaint-fail, with its
 *   返回首页 and 联系我们). A refused back (allowBack false, navigation-guard)
 *   lands nowhere, so the dialog over the page that stays, stays.
 * - A message toast closes whenever the page changes, however: it spoke about
 *   the page left. The loading indicator is not a message and keeps its own
 *   rule (app/loading.ts).
 *
 * Returns the stop function.
 */
export function closeOnLeave(router: Pick<Router, 'getState' | 'subscribe'>): () => void {
  let showing = router.getState().location;
  return router.subscribe(() => {
    const { location, action } = router.getState();
    if (location === showing) return;
    const left = showing;
    showing = location;
    if (action === 'POP') closeDialogs();
    if (location.pathname !== left.pathname) clearMessage();
  });
}

export function useCloseOnLeave() {
  const router = useRouter();
  useEffect(() => closeOnLeave(router), [router]);
}
