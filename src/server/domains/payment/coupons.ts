import type { Db } from '../../db/client';
import type { Ports, WalletCoupon } from '../../platform/ports';
import { type CouponRow, type OrderRow, paymentRepo as repo } from './repo';

/** What the payment needs of any red envelope, ours or a campaign's. */
export type CouponLike = Pick<
  CouponRow,
  'couponCode' | 'name' | 'amount' | 'minPremium' | 'validTo' | 'heldByOrder' | 'usedAt'
>;

/**
 * The red envelopes an order may use: our own (given to the applicant by ID
 * number) and the campaign coupons the applicant's mobile claimed at
 * /redEnvelope-coupon (the promo domain, through the couponWallet port).
 * Hold, release and spend always act on both books, inside the caller's
 * transaction, so a coupon follows its order's state.
 */
export function createCouponBook(ports: Ports) {
  const wallet = () => ports.couponWallet;
  return {
    async listFor(db: Db, order: OrderRow): Promise<CouponLike[]> {
      const own = await repo.couponsOf(db, order.applicantIdNumber);
      const claimed: WalletCoupon[] = (await wallet()?.couponsOf(db, order.applicantMobile)) ?? [];
      return [...own, ...claimed];
    },

    /** The coupon if the order's applicant owns it. */
    async find(db: Db, order: OrderRow, couponCode: string): Promise<CouponLike | undefined> {
      const own = await repo.coupon(db, couponCode);
      if (own) return own.ownerIdNumber === order.applicantIdNumber ? own : undefined;
      const claimed = await wallet()?.coupon(db, couponCode);
      return claimed?.mobile === order.applicantMobile ? claimed : undefined;
    },

    async hold(db: Db, couponCode: string, orderId: string): Promise<boolean> {
      if (await repo.coupon(db, couponCode)) return repo.holdCoupon(db, couponCode, orderId);
      return (await wallet()?.hold(db, couponCode, orderId)) ?? false;
    },

    async release(db: Db, orderId: string) {
      await repo.releaseCoupons(db, orderId);
      await wallet()?.release(db, orderId);
    },

    async consume(db: Db, orderId: string) {
      await repo.consumeCoupon(db, orderId);
      await wallet()?.consume(db, orderId);
    },
  };
}
export type CouponBook = ReturnType<typeof createCouponBook>;
