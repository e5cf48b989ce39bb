import { and, asc, desc, eq, getTableColumns, inArray, isNull, like, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isEmpty } from '../../db/is-empty';
import { payNotification, payOrder, payOrderEvent, payTrade, redEnvelope } from './schema';

export type OrderRow = typeof payOrder.$inferSelect;
export type TradeRow = typeof payTrade.$inferSelect;
/** A trade as the pages' records read it: with whether it is the one that paid its order. */
export type TradeOfOrder = TradeRow & { paidTheOrder: boolean };
export type CouponRow = typeof redEnvelope.$inferSelect;
type Status = OrderRow['status'];

/** The only file that queries the payment tables. Every method takes the db or a transaction. */
export const paymentRepo = {
  async order(db: Db, orderId: string): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(payOrder).where(eq(payOrder.orderId, orderId)).limit(1);
    return row;
  },
  /**
   * The order, locked until the transaction ends. Every path that changes an
   * order together with its trades (starting a payment, a notification, lazy
   * expiry through `transition`) takes this lock first and the trade rows
   * after, so they queue instead of deadlocking or both opening a trade.
   */
  async lockOrder(db: Db, orderId: string): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(payOrder).where(eq(payOrder.orderId, orderId)).for('update');
    return row;
  },
  async orderBySource(db: Db, sourceRef: string): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(payOrder).where(eq(payOrder.sourceRef, sourceRef)).limit(1);
    return row;
  },
  /** Non-car: the applicant (payer) by name, ID number and mobile. */
  ordersOfPayer(db: Db, name: string, idNumber: string, mobile: string) {
    return db
      .select()
      .from(payOrder)
      .where(
        and(
          eq(payOrder.applicantName, name),
          eq(payOrder.applicantIdNumber, idNumber),
          eq(payOrder.applicantMobile, mobile),
        ),
      )
      .orderBy(desc(payOrder.inputTime));
  },
  /**
   * Car: the plate, or for a new car not yet registered the last six characters of its frame number
   * (VIN), with the applicant's ID number and mobile. The frame number is letters and digits only
   * (isSixFrame), so it is safe in a LIKE pattern.
   */
  ordersOfCar(db: Db, car: { licenseNo: string } | { frameNo: string }, idNumber: string, mobile: string) {
    return db
      .select()
      .from(payOrder)
      .where(
        and(
          'licenseNo' in car ? eq(payOrder.licenseNo, car.licenseNo) : like(payOrder.vin, `%${car.frameNo}`),
          eq(payOrder.kind, 'car'),
          eq(payOrder.applicantIdNumber, idNumber),
          eq(payOrder.applicantMobile, mobile),
        ),
      )
      .orderBy(desc(payOrder.inputTime));
  },
  async insertOrders(db: Db, rows: (typeof payOrder.$inferInsert)[]) {
    if (rows.length) await db.insert(payOrder).values(rows);
  },
  ordersEmpty: (db: Db) => isEmpty(db, payOrder),
  /**
   * Moves an order only if it is still in one of `from`: the compare-and-set
   * that makes a transition happen once, however many requests race for it.
   */
  async transition(
    db: Db,
    orderId: string,
    from: Status[],
    to: Status,
    reason: string,
    patch: Partial<typeof payOrder.$inferInsert> = {},
    tradeNo: string | null = null,
  ): Promise<OrderRow | undefined> {
    const [before] = await db
      .select({ status: payOrder.status })
      .from(payOrder)
      .where(and(eq(payOrder.orderId, orderId), inArray(payOrder.status, from)))
      .for('update');
    if (!before) return undefined;
    const [row] = await db
      .update(payOrder)
      .set({ ...patch, status: to })
      .where(and(eq(payOrder.orderId, orderId), eq(payOrder.status, before.status)))
      .returning();
    if (!row) return undefined;
    await db.insert(payOrderEvent).values({ orderId, fromStatus: before.status, toStatus: to, reason, tradeNo });
    return row;
  },
  async recordEvent(
    db: Db,
    orderId: string,
    fromStatus: string,
    toStatus: Status,
    reason: string,
    tradeNo: string | null = null,
  ) {
    await db.insert(payOrderEvent).values({ orderId, fromStatus, toStatus, reason, tradeNo });
  },
  async updateOrder(db: Db, orderId: string, patch: Partial<typeof payOrder.$inferInsert>) {
    await db.update(payOrder).set(patch).where(eq(payOrder.orderId, orderId));
  },
  events(db: Db, orderId: string) {
    return db.select().from(payOrderEvent).where(eq(payOrderEvent.orderId, orderId)).orderBy(asc(payOrderEvent.id));
  },

  async openTrade(db: Db, orderId: string): Promise<TradeRow | undefined> {
    const [row] = await db
      .select()
      .from(payTrade)
      .where(and(eq(payTrade.orderId, orderId), eq(payTrade.status, 'open')))
      .limit(1);
    return row;
  },
  async trade(db: Db, tradeNo: string): Promise<TradeRow | undefined> {
    const [row] = await db.select().from(payTrade).where(eq(payTrade.tradeNo, tradeNo)).limit(1);
    return row;
  },
  /**
   * The trades of these orders in one query, oldest first, each with whether it paid its order: the
   * trade named by the order's event into `paid` (notify.ts records the trade on it). An order becomes
   * paid once and never leaves it, so at most one trade of an order is marked. Which trade paid is
   * not the newest, nor the first to succeed: an older cashier tab can pay a trade a new start
   * replaced, and money taken after the deadline can succeed before a payment from before it lands.
   */
  async tradesOfOrders(db: Db, orderIds: string[]): Promise<TradeOfOrder[]> {
    if (orderIds.length === 0) return [];
    return db
      .select({ ...getTableColumns(payTrade), paidTheOrder: sql<boolean>`${payOrderEvent.id} is not null` })
      .from(payTrade)
      .leftJoin(
        payOrderEvent,
        and(
          eq(payOrderEvent.orderId, payTrade.orderId),
          eq(payOrderEvent.tradeNo, payTrade.tradeNo),
          eq(payOrderEvent.toStatus, 'paid'),
          ne(payOrderEvent.fromStatus, 'paid'),
        ),
      )
      .where(inArray(payTrade.orderId, orderIds))
      .orderBy(asc(payTrade.createdAt));
  },
  async insertTrade(db: Db, row: typeof payTrade.$inferInsert) {
    await db.insert(payTrade).values(row);
  },
  /** Finishes an open trade once; false when it was already finished. */
  async finishTrade(db: Db, tradeNo: string, status: 'success' | 'closed', gatewayTxnId: string | null) {
    const rows = await db
      .update(payTrade)
      .set({ status, gatewayTxnId, finishedAt: new Date() })
      .where(and(eq(payTrade.tradeNo, tradeNo), eq(payTrade.status, 'open')))
      .returning({ tradeNo: payTrade.tradeNo });
    return rows.length > 0;
  },
  /**
   * Records the gateway's SUCCESS on a trade that we closed ourselves (replaced
   * by a new start, or closed by lazy expiry) and the gateway never finished:
   * the money was taken all the same. Once only, like finishTrade: the
   * gatewayTxnId it sets makes a replay of the same notification find nothing.
   */
  async claimClosedTrade(db: Db, tradeNo: string, gatewayTxnId: string) {
    const rows = await db
      .update(payTrade)
      .set({ status: 'success', gatewayTxnId, finishedAt: new Date() })
      .where(and(eq(payTrade.tradeNo, tradeNo), eq(payTrade.status, 'closed'), isNull(payTrade.gatewayTxnId)))
      .returning({ tradeNo: payTrade.tradeNo });
    return rows.length > 0;
  },
  async closeOpenTrades(db: Db, orderId: string) {
    await db
      .update(payTrade)
      .set({ status: 'closed', finishedAt: new Date() })
      .where(and(eq(payTrade.orderId, orderId), eq(payTrade.status, 'open')));
  },
  async logNotification(db: Db, tradeNo: string | null, payload: string, outcome: string) {
    await db.insert(payNotification).values({ tradeNo, payload, outcome });
  },
  notifications(db: Db, tradeNo: string) {
    return db.select().from(payNotification).where(eq(payNotification.tradeNo, tradeNo));
  },

  couponsOf(db: Db, ownerIdNumber: string) {
    return db
      .select()
      .from(redEnvelope)
      .where(eq(redEnvelope.ownerIdNumber, ownerIdNumber))
      .orderBy(asc(redEnvelope.couponCode));
  },
  async coupon(db: Db, couponCode: string): Promise<CouponRow | undefined> {
    const [row] = await db.select().from(redEnvelope).where(eq(redEnvelope.couponCode, couponCode)).limit(1);
    return row;
  },
  /** Holds a free coupon for an order (or confirms this order already holds it). */
  async holdCoupon(db: Db, couponCode: string, orderId: string): Promise<boolean> {
    const rows = await db
      .update(redEnvelope)
      .set({ heldByOrder: orderId })
      .where(
        and(
          eq(redEnvelope.couponCode, couponCode),
          isNull(redEnvelope.usedAt),
          or(isNull(redEnvelope.heldByOrder), eq(redEnvelope.heldByOrder, orderId)),
        ),
      )
      .returning({ c: redEnvelope.couponCode });
    return rows.length > 0;
  },
  async releaseCoupons(db: Db, orderId: string) {
    await db
      .update(redEnvelope)
      .set({ heldByOrder: null })
      .where(and(eq(redEnvelope.heldByOrder, orderId), isNull(redEnvelope.usedAt)));
  },
  async consumeCoupon(db: Db, orderId: string) {
    await db
      .update(redEnvelope)
      .set({ usedAt: new Date() })
      .where(and(eq(redEnvelope.heldByOrder, orderId), isNull(redEnvelope.usedAt)));
  },
  async insertCoupons(db: Db, rows: (typeof redEnvelope.$inferInsert)[]) {
    if (rows.length) await db.insert(redEnvelope).values(rows);
  },
};
