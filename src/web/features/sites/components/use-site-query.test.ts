import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CALL_KEY, type EarlyCall } from '../../../api/early-call-key';
import { firstVisitSiteRequest } from './site-request';

const api = vi.fn();
vi.mock('../../../api/client', () => ({ api: (...args: unknown[]) => api(...args) }));
// The store's persistence wants sessionStorage, which a test in Node has not.
vi.mock('../../../store', () => ({ useAppStore: () => undefined }));

const { firstPage } = await import('./use-site-query');

const holder = globalThis as unknown as Record<string, EarlyCall | undefined>;
const answer = (total: number) =>
  new Response(JSON.stringify({ body: { common: { resultCode: '1', resultMsg: '' }, total, siteInfoList: [] } }));
function sentEarly(response: Promise<Response>) {
  response.catch(() => undefined);
  holder[EARLY_CALL_KEY] = {
    path: '/kej/waround/api/siteQuery/siteQuery',
    body: JSON.stringify(firstVisitSiteRequest()),
    at: Date.now(),
    response,
  };
}

beforeEach(() => {
  api.mockClear();
  api.mockResolvedValue({ total: 9, siteInfoList: [] });
});
afterEach(() => {
  holder[EARLY_CALL_KEY] = undefined;
});

describe("the site list's first page", () => {
  it("adopts index.html's answer for the first visit's request, then calls for the next", async () => {
    sentEarly(Promise.resolve(answer(3)));
    expect(await firstPage(firstVisitSiteRequest())).toMatchObject({ total: 3 });
    expect(api).not.toHaveBeenCalled();
    expect(await firstPage(firstVisitSiteRequest())).toMatchObject({ total: 9 });
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('calls for another city (the visitor changed it, or a link named it)', async () => {
    sentEarly(Promise.resolve(answer(3)));
    const other = { ...firstVisitSiteRequest(), cityCode: '44010000' };
    expect(await firstPage(other)).toMatchObject({ total: 9 });
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ path: '/kej/waround/api/siteQuery/siteQuery' }), other);
  });

  it('calls itself when the early call failed', async () => {
    sentEarly(Promise.reject(new TypeError('Failed to fetch')));
    expect(await firstPage(firstVisitSiteRequest())).toMatchObject({ total: 9 });
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('calls when nothing was sent early (a later visit)', async () => {
    expect(await firstPage(firstVisitSiteRequest())).toMatchObject({ total: 9 });
    expect(api).toHaveBeenCalledTimes(1);
  });
});
