import { afterEach, describe, expect, it } from 'vitest';
import { adoptEarly, EARLY_MAX_AGE_MS } from './early-call';
import { EARLY_CALL_KEY, type EarlyCall } from './early-call-key';

const PATH = '/kej/waround/api/siteQuery/siteQuery';
const BODY = { cityCode: '11010000', websitetype: '00000', serviceitems: '00', page: 1, pageSize: 20 };
const ok = (data: object) =>
  new Response(
    JSON.stringify({ head: { requestId: 'r1' }, body: { common: { resultCode: '1', resultMsg: '' }, ...data } }),
  );

const holder = globalThis as unknown as Record<string, EarlyCall | undefined>;
function leave(response: Promise<Response>, body: unknown = BODY, at = Date.now()) {
  response.catch(() => undefined);
  holder[EARLY_CALL_KEY] = { path: PATH, body: JSON.stringify(body), at, response };
}

afterEach(() => {
  holder[EARLY_CALL_KEY] = undefined;
});

describe('adoptEarly', () => {
  it('adopts the early answer for the identical request, once', async () => {
    leave(Promise.resolve(ok({ total: 3, siteInfoList: [] })));
    expect(await adoptEarly(PATH, { ...BODY })).toEqual({ total: 3, siteInfoList: [] });
    expect(await adoptEarly(PATH, BODY)).toBeNull();
  });

  it('does not adopt a different body, and drops it: a later identical call asks itself', async () => {
    leave(Promise.resolve(ok({ total: 3 })));
    expect(await adoptEarly(PATH, { ...BODY, cityCode: '44010000' })).toBeNull();
    expect(await adoptEarly(PATH, BODY)).toBeNull();
  });

  it('tells apart any difference: filters, position, page, key order', async () => {
    const others = [
      { ...BODY, websitetype: '01000' },
      { ...BODY, serviceitems: '01' },
      { ...BODY, position: { lat: 39.9, lng: 116.4 } },
      { ...BODY, page: 2 },
      { pageSize: 20, page: 1, cityCode: '11010000', websitetype: '00000', serviceitems: '00' },
      { ...BODY, countycode: '11010100' },
    ];
    for (const other of others) {
      leave(Promise.resolve(ok({ total: 3 })));
      expect(await adoptEarly(PATH, other)).toBeNull();
    }
  });

  it('leaves another endpoint alone', async () => {
    leave(Promise.resolve(ok({ total: 3 })));
    expect(await adoptEarly('/kej/waround/api/siteQuery/screen', BODY)).toBeNull();
    expect(await adoptEarly(PATH, BODY)).toEqual({ total: 3 });
  });

  it('falls back (null) on a network failure, an HTTP error, a business error or no envelope', async () => {
    const failures = [
      Promise.reject(new TypeError('Failed to fetch')),
      Promise.resolve(new Response('busy', { status: 503 })),
      Promise.resolve(
        new Response(JSON.stringify({ body: { common: { resultCode: 'E3000401', resultMsg: '校验失败' } } })),
      ),
      Promise.resolve(new Response('<html>')),
    ];
    for (const failure of failures) {
      leave(failure);
      expect(await adoptEarly(PATH, BODY)).toBeNull();
    }
  });

  it('does not adopt an answer asked for too long ago (a later visit)', async () => {
    leave(Promise.resolve(ok({ total: 3 })), BODY, Date.now() - EARLY_MAX_AGE_MS - 1);
    expect(await adoptEarly(PATH, BODY)).toBeNull();
  });

  it('is null when index.html sent nothing', async () => {
    expect(await adoptEarly(PATH, BODY)).toBeNull();
  });
});
