import { DEFAULT_CHANNEL_NO, UUID_CHECK_TAIL } from '../../shared/constants.ts';
import { EARLY_CALL_KEY, EARLY_MAX_AGE_MS } from '../api/early-call-key.ts';
import { UUID_KEY } from '../api/session.ts';
import { firstVisitSiteRequest } from '../features/sites/components/site-request.ts';
import { FILL_RUNTIME, fillTemplateId, SAMPLE_SITE, TOTAL_MARK } from './early-fill.ts';
import { indexHtmlPlugin } from './index-html-plugin.ts';
import { START_AFTER_KEY } from './start-after-paint.ts';

/**
 * Sends a first visit's first data request from index.html, before any module
 * has arrived (a Vite plugin, build only; issue 9, Lighthouse's LCP).
 *
 * The network query's largest paint is its first site card. Its request is
 * always the same on a first visit (Beijing, the default filters, no position,
 * page 1: features/sites/components/site-request.ts), yet the page asked for
 * it only after the shell and the page had downloaded, run, rendered and
 * picked the city. This inline script in the head sends that request while
 * the shell downloads, with the envelope the API client would build (uuid as
 * stored, the default channel, a fresh request id, the check string hashed by
 * WebCrypto; api/request.ts), and leaves the answer's JSON (a promise, and
 * `settled` once it is in) on `window`; the page's first call adopts it when it
 * asks for exactly that body (api/early-call.ts), and asks itself otherwise.
 * When the answer arrives it is also filled into the prerendered screen, before
 * React has arrived (early-fill.ts), and the start script asks for the chunks
 * only after that paint (start-after-paint.ts).
 *
 * It runs only where the route preload (route-preload.ts) has decided this is
 * a first visit to the route's bare address (`data-entry-page`), and only
 * without a query string, which can carry a channel or a city; without
 * WebCrypto (plain HTTP on another address) it does nothing. The CSP allows
 * it by its hash (`data-app`, server/platform/web-static.ts).
 */

/** The route whose first request goes early. */
export const EARLY_ROUTE = '/network-query';

/**
 * Its endpoint as the head needs it (shared/api/sites.ts `siteQuery`; early-call.test.ts holds them equal).
 * Not imported: the contract brings zod and modules the build's config loader would warn about.
 */
export const EARLY_ENDPOINT = { path: '/kej/waround/api/siteQuery/siteQuery', requestCode: '', requestType: '' };

/** The result code of an answer that succeeded (shared/result-codes.ts RESULT.OK; not imported for the same reason). */
export const EARLY_OK_CODE = '1';

/**
 * The script's body (plain ES5, run as written); `head` is the head with the per-visit fields left empty,
 * `fill` what to call with the answer's JSON once it is in (early-fill.ts), or null.
 */
export const EARLY_RUNTIME = `(function (route, key, path, body, head, uuidKey, tail, startAfter, fill) {
  if (document.documentElement.getAttribute('data-entry-page') !== route || location.search) return;
  var subtle = window.crypto && window.crypto.subtle;
  if (!subtle || !window.fetch || !window.TextEncoder) return;
  function hex(bytes) {
    var text = '';
    for (var i = 0; i < bytes.length; i++) text += (bytes[i] < 16 ? '0' : '') + bytes[i].toString(16);
    return text;
  }
  var uuid = '';
  try {
    uuid = sessionStorage.getItem(uuidKey) || '';
  } catch (e) {}
  var id = new Uint8Array(8);
  window.crypto.getRandomValues(id);
  head.uuid = uuid;
  head.requestId = 'r' + hex(id).slice(1);
  var early = { path: path, body: body, at: Date.now() };
  early.answer = subtle
    .digest('SHA-256', new TextEncoder().encode(body + uuid.slice(-tail)))
    .then(function (digest) {
      head.check = hex(new Uint8Array(digest));
      return fetch(path, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', accept: 'application/json, */*' },
        body: '{"head":' + JSON.stringify(head) + ',"body":' + body + '}'
      });
    })
    .then(function (response) {
      return response.ok ? response.json() : null;
    })
    // Nobody may ever take it (a different first request): a failure is not an error of the page's.
    .then(null, function () {
      return null;
    })
    .then(function (json) {
      // For the page's first render (api/early-call.ts settledEarly), and the prerendered copy.
      early.settled = json;
      if (fill) fill(early, json);
      return json;
    });
  window[key] = early;
  // The start script asks for the chunks once this answer is in and painted (start-after-paint.ts).
  window[startAfter] = early.answer;
})`;

/** The fill of the prerendered screen (early-fill.ts), bound to this early call's route. */
function fillSource(): string {
  const args = [EARLY_CALL_KEY, EARLY_OK_CODE, EARLY_MAX_AGE_MS, fillTemplateId(EARLY_ROUTE), SAMPLE_SITE, TOTAL_MARK];
  return `${FILL_RUNTIME}(${args.map((arg) => JSON.stringify(arg)).join(',')})`;
}

/** The inline script for the first visit's site list. */
export function earlyCallScript(): string {
  const endpoint = EARLY_ENDPOINT;
  // The head in the API client's order (api/request.ts); uuid, requestId and check are filled in per visit.
  const head = {
    uuid: '',
    token: '',
    channelNo: DEFAULT_CHANNEL_NO,
    requestId: '',
    requestCode: endpoint.requestCode,
    requestType: endpoint.requestType,
    check: '',
  };
  const args = [
    EARLY_ROUTE,
    EARLY_CALL_KEY,
    endpoint.path,
    // The body exactly as the client serialises it (shared/envelope.ts serialiseBody).
    JSON.stringify(firstVisitSiteRequest()),
    head,
    UUID_KEY,
    UUID_CHECK_TAIL,
    START_AFTER_KEY,
  ];
  const source = `${EARLY_RUNTIME}(${args.map((arg) => JSON.stringify(arg)).join(',')},${fillSource()});\n`;
  if (source.includes('</')) throw new Error('early-call: the script must not contain "</"');
  return source;
}

/** index.html with the early call right after the route preload's script (which sets `data-entry-page`). */
export function withEarlyCall(html: string, prerendered: string[]): string {
  if (!prerendered.includes(EARLY_ROUTE))
    throw new Error(`early-call: ${EARLY_ROUTE} is not prerendered, so no first visit is ever marked for it`);
  const preload = html.indexOf('<script>', html.indexOf('</title>'));
  const end = html.indexOf('</script>', preload);
  if (preload === -1 || end === -1 || !html.slice(preload, end).includes('data-entry-page'))
    throw new Error('early-call: index.html has no route preload script after its title');
  const at = end + '</script>'.length;
  return `${html.slice(0, at)}\n    <script data-app="early-call">${earlyCallScript()}</script>${html.slice(at)}`;
}

/** `prerendered` names the routes whose first screen index.html carries (prerender.ts), once the bundle is written. */
export function earlyCall(prerendered: () => string[]) {
  return indexHtmlPlugin('early-call', (html) => withEarlyCall(html, prerendered()));
}
