import { describe, expect, it, vi } from 'vitest';
import { sites } from '../../shared/api/sites';
import { checkString } from '../../shared/check-string';
import { DEFAULT_CHANNEL_NO } from '../../shared/constants';
import { serialiseBody } from '../../shared/envelope';
import { RESULT } from '../../shared/result-codes';
import { EARLY_CALL_KEY, type EarlyCall } from '../api/early-call-key';
import { buildRequest } from '../api/request';
import { UUID_KEY } from '../api/session';
import {
  firstVisitSiteRequest,
  initialCityFor,
  SITE_PAGE_SIZE,
  siteRequest,
} from '../features/sites/components/site-request';
import { initialGlobal } from '../store/global-slice';
import { emptyNetworkQuery } from '../store/slices/sites';
import { EARLY_ENDPOINT, EARLY_OK_CODE, EARLY_ROUTE, earlyCallScript, withEarlyCall } from './early-call';
import { FILL_RUNTIME } from './early-fill';
import { START_AFTER_KEY } from './start-after-paint';

interface Visit {
  entryPage?: string | null;
  search?: string;
  uuid?: string | null;
  subtle?: boolean;
  answer?: () => Promise<Response>;
}

/** Runs the inline script as a page would, with a fetch that records what is sent. */
async function run({
  entryPage = EARLY_ROUTE,
  search = '',
  uuid = null,
  subtle = true,
  answer = async () => new Response('{}'),
}: Visit = {}) {
  const sent: { url: string; init: RequestInit }[] = [];
  const lookedUp: string[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return answer();
  });
  const window: Record<string, unknown> = {
    crypto: subtle ? globalThis.crypto : { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) },
    fetch,
    TextEncoder,
  };
  const document = {
    documentElement: { getAttribute: (name: string) => (name === 'data-entry-page' ? entryPage : null) },
    // No prerendered screen here: the fill (early-fill.ts, tested there) finds nothing to fill.
    readyState: 'complete',
    createTreeWalker: () => ({ nextNode: () => false }),
    getElementById: (id: string) => {
      lookedUp.push(id);
      return null;
    },
  };
  const sessionStorage = { getItem: (key: string) => (key === UUID_KEY ? uuid : null) };
  new Function('window', 'document', 'location', 'sessionStorage', 'fetch', 'TextEncoder', earlyCallScript())(
    window,
    document,
    { search },
    sessionStorage,
    fetch,
    TextEncoder,
  );
  const early = window[EARLY_CALL_KEY] as EarlyCall | undefined;
  const json = early ? await early.answer : undefined;
  return { early, sent, json, startAfter: window[START_AFTER_KEY], lookedUp };
}

describe('the early call of a first visit to /network-query', () => {
  it('asks for exactly what the page asks for on a first visit', () => {
    // useInitialCity on the initial store, then useSiteQuery's first page.
    const q = { ...emptyNetworkQuery, cityCode: initialCityFor(initialGlobal.basicInfo.cityCode) };
    expect(firstVisitSiteRequest()).toEqual(siteRequest(q, undefined, 1, SITE_PAGE_SIZE));
    expect(serialiseBody(firstVisitSiteRequest())).toBe(
      '{"cityCode":"11010000","websitetype":"00000","serviceitems":"00","page":1,"pageSize":20}',
    );
    const { path, requestCode = '', requestType = '', sessionFree } = sites.siteQuery;
    expect(EARLY_ENDPOINT).toEqual({ path, requestCode, requestType });
    // It goes out before any uuid exists.
    expect(sessionFree).toBe(true);
    expect(EARLY_OK_CODE).toBe(RESULT.OK);
  });

  it('sends the envelope the API client sends, with or without a stored uuid', async () => {
    for (const uuid of [null, '0f6d2a645a1c4c879d4e1b2c3d4e5f60']) {
      const { early, sent } = await run({ uuid });
      expect(sent).toHaveLength(1);
      const body = firstVisitSiteRequest();
      expect(early).toMatchObject({ path: sites.siteQuery.path, body: serialiseBody(body) });
      const envelope = JSON.parse(String(sent[0].init.body));
      expect(envelope.body).toEqual(body);
      expect(envelope.head.requestId).toMatch(/^r[0-9a-f]{15}$/);
      expect(envelope.head.check).toBe(checkString(body, uuid ?? ''));
      const client = await buildRequest(sites.siteQuery, body, {
        uuid: uuid ?? '',
        token: '',
        channelNo: DEFAULT_CHANNEL_NO,
        requestId: envelope.head.requestId,
      });
      expect(sent[0].url).toBe(client.url);
      expect(String(sent[0].init.body)).toBe(client.init.body);
      const { body: _sent, ...init } = sent[0].init;
      const { body: _client, ...clientInit } = client.init;
      expect(init).toEqual(clientInit);
    }
  });

  it("leaves the answer's JSON, also as `settled`, and has the start wait for it", async () => {
    const body = { head: {}, body: { common: { resultCode: '1', resultMsg: '' }, total: 3 } };
    const { early, json, startAfter } = await run({ answer: async () => new Response(JSON.stringify(body)) });
    expect(json).toEqual(body);
    expect(early?.settled).toEqual(body);
    expect(startAfter).toBe(early?.answer);
    // With the fill of the prerendered screen (early-fill.test.tsx runs it): a first visit's answer goes to it.
    expect(earlyCallScript()).toContain(FILL_RUNTIME);
    const list = { siteInfoList: [{ siteId: 'S1' }], total: 1, hasMore: true, sortedBy: 'name' };
    const first = { head: {}, body: { common: { resultCode: '1', resultMsg: '' }, ...list } };
    const { lookedUp } = await run({ answer: async () => new Response(JSON.stringify(first)) });
    expect(lookedUp).toContain('app');
  });

  it('leaves null, never a rejection, when the call fails: network, HTTP status, not JSON', async () => {
    const failures = [
      async () => Promise.reject(new TypeError('Failed to fetch')),
      async () => new Response('busy', { status: 503 }),
      async () => new Response('<html>'),
    ];
    for (const answer of failures) {
      const { early, json } = await run({ answer });
      expect(json).toBeNull();
      expect(early?.settled).toBeNull();
    }
  });

  it('sends nothing on another route, a later visit, with a query string, or without WebCrypto', async () => {
    for (const visit of [
      { entryPage: '/policy-query' },
      { entryPage: null },
      { search: '?channelNo=7' },
      { subtle: false },
    ]) {
      const { early, sent, startAfter } = await run(visit);
      expect(early).toBeUndefined();
      expect(sent).toHaveLength(0);
      expect(startAfter).toBeUndefined();
    }
  });

  it('goes right after the route preload script, marked for the CSP', () => {
    const html =
      '<head><title>t</title>\n    <script>(function(){ x("data-entry-page"); })()</script>\n<style></style></head>';
    const out = withEarlyCall(html, [EARLY_ROUTE]);
    const preload = out.indexOf('data-entry-page');
    const early = out.indexOf('<script data-app="early-call">');
    expect(early).toBeGreaterThan(preload);
    expect(early).toBeLessThan(out.indexOf('<style>'));
    expect(() => withEarlyCall(html, ['/'])).toThrow(/not prerendered/);
    expect(() => withEarlyCall('<title>t</title><script>other()</script>', [EARLY_ROUTE])).toThrow(/preload/);
  });
});
