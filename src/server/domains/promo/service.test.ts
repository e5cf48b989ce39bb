import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, chinaDate } from '../../platform/calendar';
import { createProofs } from '../../platform/proofs';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createPromoRepo } from './repo';
import { promoCouponCampaign } from './schema';
import { DEMO_CAMPAIGN_ID } from './seed';
import { createPromoService, stateOf } from './service';
import { promoCouponWallet } from './wallet';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const service = (now?: () => Date) =>
  createPromoService({
    repo: createPromoRepo(t.database.db),
    smsCodes: { verify: async () => undefined },
    smsSender: { send: async () => undefined },
    proofs: createProofs(t.deps.store),
    now,
  });

describe('the coupon pool under 100 concurrent claims', () => {
  it('hands out exactly the pool, one per mobile', async () => {
    await t.database.db
      .update(promoCouponCampaign)
      .set({ total: 10, claimed: 0 })
      .where(eq(promoCouponCampaign.id, DEMO_CAMPAIGN_ID));
    const s = service();
    const claims = Array.from({ length: 100 }, (_, i) => `1590000${String(i % 90).padStart(4, '0')}`);
    const results = await Promise.allSettled(
      claims.map((mobile, i) => s.claim({ campaignId: DEMO_CAMPAIGN_ID, mobile, smsValidCode: '123456' }, `u${i}`)),
    );
    const fresh = results.filter((r) => r.status === 'fulfilled' && !r.value.duplicate);
    expect(fresh).toHaveLength(10);
    const refused = results.filter((r) => r.status === 'rejected');
    for (const r of refused) expect(String((r as PromiseRejectedResult).reason.message)).toMatch(/领完|正在/);
    const [c] = await t.database.db
      .select()
      .from(promoCouponCampaign)
      .where(eq(promoCouponCampaign.id, DEMO_CAMPAIGN_ID));
    expect(c?.claimed).toBe(10);
    const held = new Set(
      (await Promise.all(claims.map((m) => createPromoRepo(t.database.db).couponsOf(m)))).flat().map((r) => r.couponNo),
    );
    expect(held.size).toBe(10);
  });
});

describe('a claimed coupon of 30 days', () => {
  it('is usable at payment through day 30 counting the claim day, not day 31', async () => {
    await t.database.db
      .update(promoCouponCampaign)
      .set({ total: 500 })
      .where(eq(promoCouponCampaign.id, DEMO_CAMPAIGN_ID));
    const claimedAt = Date.now();
    const { coupon } = await service().claim(
      { campaignId: DEMO_CAMPAIGN_ID, mobile: '13900009998', smsValidCode: '1' },
      'u',
    );
    const held = await promoCouponWallet().coupon(t.database.db, coupon.couponNo);
    expect(held?.validTo).toBe(addDays(chinaDate(claimedAt), 29));
    expect(chinaDate(new Date(coupon.expiresAt).getTime())).toBe(addDays(chinaDate(claimedAt), 29));
  });
});

describe('using a coupon at payment (the wallet port)', () => {
  it('holds it for one order at a time, gives it back on failure and spends it once', async () => {
    await t.database.db
      .update(promoCouponCampaign)
      .set({ total: 500 })
      .where(eq(promoCouponCampaign.id, DEMO_CAMPAIGN_ID));
    const mobile = '13900009999';
    const { coupon } = await service().claim({ campaignId: DEMO_CAMPAIGN_ID, mobile, smsValidCode: '1' }, 'u');
    const wallet = promoCouponWallet();
    const db = t.database.db;
    expect(await wallet.coupon(db, coupon.couponNo)).toMatchObject({ mobile, amount: '20.00', minPremium: '200.00' });

    // Two orders race for the same coupon: exactly one holds it.
    const [a, b] = await Promise.all([wallet.hold(db, coupon.couponNo, 'O1'), wallet.hold(db, coupon.couponNo, 'O2')]);
    expect([a, b].sort()).toEqual([false, true]);
    const holder = a ? 'O1' : 'O2';
    const other = a ? 'O2' : 'O1';
    expect(await wallet.hold(db, coupon.couponNo, holder)).toBe(true);

    // The holder's payment fails: the coupon is free again for the other order.
    await wallet.release(db, holder);
    expect(await wallet.hold(db, coupon.couponNo, other)).toBe(true);
    await wallet.consume(db, other);
    expect(await wallet.hold(db, coupon.couponNo, holder)).toBe(false);
    await wallet.release(db, other);
    expect((await wallet.coupon(db, coupon.couponNo))?.usedAt).not.toBeNull();
    const listed = await service().myCoupons(mobile, '', 'u');
    expect(listed.coupons[0]?.status).toBe('used');
  });
});

describe('where the red-envelope campaign stands', () => {
  it('is not started before its start, with its start time, and refuses a claim as not started', async () => {
    const [c] = await t.database.db
      .select()
      .from(promoCouponCampaign)
      .where(eq(promoCouponCampaign.id, DEMO_CAMPAIGN_ID));
    if (!c) throw new Error('the demo campaign is seeded');
    const before = service(() => new Date(c.startsAt.getTime() - 86_400_000));
    expect(await before.campaign()).toMatchObject({
      open: false,
      state: 'notStarted',
      startsAt: c.startsAt.toISOString(),
    });
    const claim = { campaignId: DEMO_CAMPAIGN_ID, mobile: '13900007777', smsValidCode: '1' };
    await expect(before.claim(claim, 'u')).rejects.toThrow('红包活动尚未开始');
    // After its end it has ended; while it runs it is open, or sold out once every coupon is claimed.
    const after = service(() => new Date(c.endsAt.getTime() + 1000));
    expect(await after.campaign()).toMatchObject({ open: false, state: 'ended' });
    await expect(after.claim(claim, 'u')).rejects.toThrow('红包活动已结束');
    const during = service(() => new Date(c.startsAt.getTime() + 1000));
    expect(await during.campaign()).toMatchObject({ state: c.claimed < c.total ? 'open' : 'soldOut' });
    expect(stateOf({ ...c, claimed: c.total }, new Date(c.startsAt.getTime() + 1000))).toBe('soldOut');
  });
});
