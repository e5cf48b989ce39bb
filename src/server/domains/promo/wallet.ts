import { chinaDate } from '../../platform/calendar';
import type { CouponWallet, WalletCoupon } from '../../platform/ports';
import { type CouponRow, createPromoRepo } from './repo';
import { couponExpiresAt } from './validity';

function walletCoupon(row: CouponRow, title: string): WalletCoupon {
  return {
    couponCode: row.couponNo,
    mobile: row.mobile,
    name: row.title ?? title,
    amount: row.amount,
    minPremium: row.threshold,
    // The Beijing calendar day: a coupon is usable through the day it expires.
    validTo: chinaDate(row.expiresAt.getTime()),
    heldByOrder: row.usedOrderId,
    usedAt: row.usedAt,
  };
}

/**
 * The campaign coupons of /redEnvelope-coupon as the payment domain uses them
 * (platform/ports.ts). A coupon is held while its order is being paid, spent
 * when the payment succeeds and given back when it fails or expires, so it is
 * used once. Each call runs on the caller's handle (its transaction).
 */
export function promoCouponWallet(): CouponWallet {
  async function titled(repo: ReturnType<typeof createPromoRepo>, rows: CouponRow[]) {
    const titles = new Map((await repo.campaignTitles()).map((c) => [c.id, c.title]));
    return rows.map((r) => walletCoupon(r, titles.get(r.campaignId) ?? '红包券'));
  }
  return {
    async couponsOf(db, mobile) {
      const repo = createPromoRepo(db);
      return titled(repo, await repo.couponsOf(mobile));
    },
    async coupon(db, couponCode) {
      const repo = createPromoRepo(db);
      const row = await repo.couponByNo(couponCode);
      return row ? (await titled(repo, [row]))[0] : undefined;
    },
    hold: (db, couponCode, orderId) => createPromoRepo(db).hold(couponCode, orderId),
    release: (db, orderId) => createPromoRepo(db).release(orderId),
    consume: (db, orderId) => createPromoRepo(db).consume(orderId),
    async grant(db, c) {
      await createPromoRepo(db).grant({
        couponNo: c.couponCode,
        campaignId: c.source,
        mobile: c.mobile,
        title: c.title,
        amount: c.amount,
        threshold: c.minPremium,
        expiresAt: couponExpiresAt(new Date(), c.validDays),
      });
    },
  };
}
