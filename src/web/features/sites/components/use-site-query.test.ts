import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CALL_KEY, type EarlyCall } from '../../../api/early-call-key';
import { firstVisitSiteRequest } from './site-request';

const api = vi.fn();
vi.mock('../../../api/client', () => ({ api: (...args: unknown[]) => api(...args) }));
// The store's persistence wants sessionStorage, which a test in Node has not.
vi.mock('../../../store', () => ({ useAppStore: () => undefined }));

const { firstPage, seededFirstPage } = await import('./use-site-query');
const { emptyNetworkQuery } = await import('../../../store/slices/sites');

const holder = globalThis as unknown as Record<string, EarlyCall | undefined>;
const answer = (total: number) => ({ body: { common: { resultCode: '1', resultMsg: '' }, total, siteInfoList: [] } });
/** What index.html leaves (build/early-call.ts); `settled` when the answer is already in. */
function sentEarly(json: Promise<unknown>, settled?: unknown) {
  holder[EARLY_CALL_KEY] = {
    path: '/kej/waround/api/siteQuery/siteQuery',
    body: JSON.stringify(firstVisitSiteRequest()),
    at: Date.now(),
    answer: json,
    settled,
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
    sentEarly(Promise.resolve(null));
    expect(await firstPage(firstVisitSiteRequest())).toMatchObject({ total: 9 });
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('calls when nothing was sent early (a later visit)', async () => {
    expect(await firstPage(firstVisitSiteRequest())).toMatchObject({ total: 9 });
    expect(api).toHaveBeenCalledTimes(1);
  });
});

describe("the first render's list (seededFirstPage)", () => {
  const BEIJING_VISITOR = '11000000';
  it("is the early call's answer on a first visit once it is in, as the first call will adopt it", async () => {
    sentEarly(Promise.resolve(answer(3)), answer(3));
    expect(seededFirstPage(emptyNetworkQuery, BEIJING_VISITOR, 20)).toMatchObject({ total: 3 });
    // The first call still adopts it: nothing is asked twice.
    expect(await firstPage(firstVisitSiteRequest())).toMatchObject({ total: 3 });
    expect(api).not.toHaveBeenCalled();
  });

  it('is nothing before the answer is in: the page shows the list when its first call has it', async () => {
    sentEarly(new Promise(() => undefined));
    expect(seededFirstPage(emptyNetworkQuery, BEIJING_VISITOR, 20)).toBeNull();
    expect(holder[EARLY_CALL_KEY]?.claimed).toBe(true);
  });

  it('is nothing for a stored city, filters, location, another page size, or no early call', () => {
    const others = [
      { ...emptyNetworkQuery, cityCode: '44010000' },
      { ...emptyNetworkQuery, websitetype: '01000' },
      { ...emptyNetworkQuery, useLocation: true },
    ];
    for (const q of others) {
      sentEarly(Promise.resolve(answer(3)), answer(3));
      expect(seededFirstPage(q, BEIJING_VISITOR, 20)).toBeNull();
    }
    sentEarly(Promise.resolve(answer(3)), answer(3));
    expect(seededFirstPage(emptyNetworkQuery, '44010000', 20)).toBeNull();
    expect(seededFirstPage(emptyNetworkQuery, BEIJING_VISITOR, 100)).toBeNull();
    holder[EARLY_CALL_KEY] = undefined;
    expect(seededFirstPage(emptyNetworkQuery, BEIJING_VISITOR, 20)).toBeNull();
  });
});
