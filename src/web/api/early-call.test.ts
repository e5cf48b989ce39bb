import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptEarly, EARLY_MAX_AGE_MS, settledEarly } from './early-call';
import { EARLY_CALL_KEY, type EarlyCall } from './early-call-key';
import { CALL_TIME_LIMIT_MS } from './time-limit';

const PATH = '/kej/waround/api/siteQuery/siteQuery';
const BODY = { cityCode: '11010000', websitetype: '00000', serviceitems: '00', page: 1, pageSize: 20 };
const ok = (data: object) => ({
  head: { requestId: 'r1' },
  body: { common: { resultCode: '1', resultMsg: '' }, ...data },
});

const holder = globalThis as unknown as Record<string, EarlyCall | undefined>;
/** What index.html leaves: the answer's JSON (null when the call failed), `settled` once it is in. */
function leave(answer: Promise<unknown>, body: unknown = BODY, at = Date.now()) {
  const early: EarlyCall = { path: PATH, body: JSON.stringify(body), at, answer };
  answer.then(
    (json) => {
      early.settled = json;
    },
    () => undefined,
  );
  holder[EARLY_CALL_KEY] = early;
  return early;
}
/** Lets the answer's `then`s run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  holder[EARLY_CALL_KEY] = undefined;
});

describe('adoptEarly', () => {
  it('gives up an early answer that never comes once the call time limit has passed since it was sent', async () => {
    vi.useFakeTimers();
    try {
      const sent = Date.now();
      leave(new Promise(() => undefined), BODY, sent);
      let adopted: unknown = 'waiting';
      void adoptEarly(PATH, BODY, sent + 1_000).then((data) => {
        adopted = data;
      });
      await vi.advanceTimersByTimeAsync(CALL_TIME_LIMIT_MS - 1_001);
      expect(adopted).toBe('waiting');
      await vi.advanceTimersByTimeAsync(1);
      expect(adopted).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

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

  it('falls back (null) on a failed call, a business error or no envelope', async () => {
    const failures = [
      Promise.resolve(null),
      Promise.resolve({ body: { common: { resultCode: 'E3000401', resultMsg: '校验失败' } } }),
      Promise.resolve('<html>'),
      Promise.reject(new Error('not expected, but not fatal')),
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

describe('settledEarly (the first render)', () => {
  it('gives an answer that is already in, and leaves it for the first call to adopt', async () => {
    const early = leave(Promise.resolve(ok({ total: 3 })));
    await settle();
    expect(settledEarly(PATH, { ...BODY })).toEqual({ total: 3 });
    // StrictMode renders twice.
    expect(settledEarly(PATH, BODY)).toEqual({ total: 3 });
    expect(early.claimed).toBe(true);
    expect(await adoptEarly(PATH, BODY)).toEqual({ total: 3 });
  });

  it('gives nothing before the answer is in, but claims the call: index.html no longer fills its copy', async () => {
    let arrive: (json: unknown) => void = () => undefined;
    const early = leave(new Promise((resolve) => (arrive = resolve)));
    expect(settledEarly(PATH, BODY)).toBeNull();
    expect(early.claimed).toBe(true);
    arrive(ok({ total: 3 }));
    expect(await adoptEarly(PATH, BODY)).toEqual({ total: 3 });
  });

  it('gives nothing for another request, an old answer, a failed call or a business error', async () => {
    const cases: [Promise<unknown>, unknown, number][] = [
      [Promise.resolve(ok({ total: 3 })), { ...BODY, cityCode: '44010000' }, Date.now()],
      [Promise.resolve(ok({ total: 3 })), BODY, Date.now() - EARLY_MAX_AGE_MS - 1],
      [Promise.resolve(null), BODY, Date.now()],
      [Promise.resolve({ body: { common: { resultCode: 'E3000401', resultMsg: '' } } }), BODY, Date.now()],
    ];
    for (const [answer, body, at] of cases) {
      leave(answer, BODY, at);
      await settle();
      expect(settledEarly(PATH, body)).toBeNull();
    }
    expect(settledEarly('/kej/waround/api/siteQuery/screen', BODY)).toBeNull();
  });

  it('is null when index.html sent nothing', () => {
    expect(settledEarly(PATH, BODY)).toBeNull();
  });
});
