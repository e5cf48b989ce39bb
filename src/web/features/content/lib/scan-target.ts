import { APP_BASE_PATH } from '../../../../shared/constants';
import { GROUP_BY_NO, SHORT_LINK_PREFIX, signUpRoute } from '../../../../shared/group-buy-link';

/**
 * What a scanned QR code means here: a link to this portal opens its page
 * (`/home/#/enter-online?…` → the route `/enter-online?…`); anything else is only
 * shown as text, never opened, so a poster cannot send the customer elsewhere.
 * A staff member's group-buy QR code carries our short link (`/g/<number>`),
 * which opens the sign-up page it leads to.
 */
export function scanTarget(text: string, origin: string): { route: string } | { text: string } {
  try {
    const url = new URL(text.trim(), origin);
    const ours =
      url.origin === origin && (url.pathname === APP_BASE_PATH || url.pathname === APP_BASE_PATH.slice(0, -1));
    if (ours && /^#\/[^\s]*$/.test(url.hash)) return { route: url.hash.slice(1) };
    if (ours && !url.hash) return { route: '/' };
    const link = url.pathname.slice(SHORT_LINK_PREFIX.length);
    if (url.origin === origin && url.pathname.startsWith(SHORT_LINK_PREFIX) && GROUP_BY_NO.test(link))
      return { route: signUpRoute(link) };
  } catch {
    // not a URL: plain text
  }
  return { text };
}
