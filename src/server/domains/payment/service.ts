import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { type groupGet, MAY_LAND_STATUS_TEXT } from '../../../shared/api/payment';
import { fenOf, yuanOf } from '../../../shared/rules/money';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { chinaDate } from '../../platform/calendar';
import { NotFound, Refused } from '../../platform/errors';
import type { Asker, IdentityGuard } from '../../platform/identity-guard';
import { maskIdNumber, maskPartyName } from '../../platform/masking';
import type { Ports } from '../../platform/ports';
import type { Proofs } from '../../platform/proofs';
import type { SmsCodes } from '../../platform/sms-codes';
import { type CouponLike, createCouponBook } from './coupons';
import type { PaymentGateway } from './gateway';
import { couponFit, LATE_NOTICE_MS, originOf, payDeadline, toPaymentRecord } from './present';
import { type OrderRow, paymentRepo as repo, type TradeOfOrder } from './repo';

type FindBody = z.output<typeof groupGet.request>;

export interface PaymentServiceDeps {
  db: Db;
  config: Pick<Config, 'ORDER_PAY_REQUEST_CODE'>;
  identityGuard: IdentityGuard;
  proofs: Proofs;
  smsCodes: SmsCodes;
  gateway: PaymentGateway;
  ports: Ports;
  now?: () => number;
}

const OPEN_STATES: OrderRow['status'][] = ['unpaid', 'paying', 'failed'];
/** Only an expired order (a payment may land, money taken late) or a paid one (money taken twice) has trades to tell. */
const readsTrades = (order: OrderRow) => order.status === 'expired' || order.status === 'paid';
/** The yuan these trades took, or null when they are none. */
const yuanSum = (trades: TradeOfOrder[]) =>
  trades.length ? yuanOf(trades.reduce((sum, t) => sum + fenOf(t.amount), 0)) : null;
export const proofOf = (orderId: string) => `order:${orderId}`;

function newTradeNo(now: number): string {
  const stamp = new Date(now + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `PT${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** newGetPaymentInfo's refusals of an order past its last pay date. */
export const EXPIRED_MAY_LAND =
  '本订单已过最晚缴费日期，支付结果确认中：如您已在截止前付款，请勿重复投保，稍后返回订单页查看';
export const EXPIRED_UNPAID = '本订单已超过最晚缴费日期，已不能支付';

export function createPaymentService(deps: PaymentServiceDeps) {
  const { db, identityGuard, proofs, smsCodes, gateway } = deps;
  const now = deps.now ?? Date.now;
  const book = createCouponBook(deps.ports);

  /**
   * Lazy expiry: any read past the last pay date moves an open order to expired first.
   * Its trades are closed in our books so no new payment starts on them; a payment the
   * gateway took before the deadline but notifies after this still lands (notify.ts:
   * a trade we closed is applied, expired → paid).
   */
  async function settleExpiry(order: OrderRow): Promise<OrderRow> {
    if (!OPEN_STATES.includes(order.status) || now() <= payDeadline(order.lastPayDate).getTime()) return order;
    return db.transaction(async (tx) => {
      const row = await repo.transition(tx, order.orderId, OPEN_STATES, 'expired', '超过最晚缴费日期，订单已失效');
      if (row) {
        await repo.closeOpenTrades(tx, order.orderId);
        await book.release(tx, order.orderId);
      }
      return row ?? ((await repo.order(tx, order.orderId)) as OrderRow);
    });
  }

  /**
   * The order, to a session that found it. Each read renews the find's proof for another half hour:
   * a customer who found the order, then took longer than that to read it, pay at the cashier and come
   * back, was told 请先通过订单查询找到该订单 on the result of a payment just made.
   */
  async function provenOrder(uuid: string, orderId: string): Promise<OrderRow> {
    if (!(await proofs.has(uuid, proofOf(orderId)))) throw new Refused('请先通过订单查询找到该订单');
    await proofs.grant(uuid, proofOf(orderId));
    return currentOrder(orderId);
  }

  /** The order as it stands now, its deadline settled; for a second read within a request already proven. */
  async function currentOrder(orderId: string): Promise<OrderRow> {
    const order = await repo.order(db, orderId);
    if (!order) throw new NotFound('未找到该订单');
    return settleExpiry(order);
  }

  /**
   * Settles the deadline of each other order holding one of these coupons: an order left at the cashier
   * holds its red envelope until it is read past its deadline (lazy expiry), and reading this order never
   * read that one, so the envelope stayed 已用于其他订单 (hidden here, refused at payment) while the
   * wallet showed it 未使用. True when one was freed.
   */
  async function freeRunOutHolds(held: CouponLike[], orderId: string): Promise<boolean> {
    const holders = new Set(held.flatMap((c) => (c.heldByOrder && c.heldByOrder !== orderId ? [c.heldByOrder] : [])));
    let freed = false;
    for (const holder of holders) {
      const row = await repo.order(db, holder);
      if (row && (await settleExpiry(row)).status !== row.status) freed = true;
    }
    return freed;
  }

  async function coupons(order: OrderRow) {
    const today = chinaDate(now());
    let held = await book.listFor(db, order);
    if (await freeRunOutHolds(held, order.orderId)) held = await book.listFor(db, order);
    const list = held.map((c) => couponFit(c, order, today));
    const applied = order.couponCode ? (list.find((c) => c.couponCode === order.couponCode) ?? null) : null;
    return { list: list.filter((c) => !c.reason.startsWith('已用于')), applied };
  }

  /**
   * An order as the pages show it, from its trades (`repo.tradesOfOrders`; only an expired or a paid
   * order's record reads them, see `readsTrades`):
   * - mayLand: it may yet become paid. One of its trades was closed by us (lazy expiry or a newer
   *   start) and the gateway never told its outcome (no gatewayTxnId), and its notice can still come
   *   (LATE_NOTICE_MS). A SUCCESS taken before the deadline then pays it (notify.ts), so until then
   *   the pages say 支付结果确认中, not that the order expired.
   * - lateRefund: the money the gateway took after the deadline. A trade that succeeded on an order
   *   that is not paid was refused by notify.ts (`late-refund`) and goes back the way it came.
   * - duplicateRefund: the money taken on a paid order besides the trade that paid it (two cashier
   *   tabs): notify.ts recorded it `refund-due`, or `late-refund` if it came after the deadline and
   *   before the payment that made the order paid; either way it goes back the way it came.
   */
  function recordFrom(order: OrderRow, trades: TradeOfOrder[]) {
    const record = toPaymentRecord(order);
    const mayLand =
      order.status === 'expired' &&
      now() <= payDeadline(order.lastPayDate).getTime() + LATE_NOTICE_MS &&
      trades.some((t) => t.status === 'closed' && t.gatewayTxnId === null);
    const taken = trades.filter((t) => t.status === 'success');
    return {
      record: mayLand ? { ...record, statusText: MAY_LAND_STATUS_TEXT } : record,
      mayLand,
      lateRefund: order.status === 'expired' ? yuanSum(taken) : null,
      duplicateRefund: order.status === 'paid' ? yuanSum(taken.filter((t) => !t.paidTheOrder)) : null,
    };
  }

  /** One order's record, its trades read only when its state needs them. */
  async function recordOf(order: OrderRow) {
    return recordFrom(order, readsTrades(order) ? await repo.tradesOfOrders(db, [order.orderId]) : []);
  }

  return {
    settleExpiry,
    recordOf,

    /** groupGet: the orders of one payer; a find proves the session for them. */
    async find(body: FindBody, asker: Asker) {
      if (body.payerType === 'noncar') {
        // Locked-out clients do not get to use up SMS codes; a wrong code is the code's miss, not the lookup's.
        await identityGuard.ensureAllowed(asker);
        await smsCodes.verify(body.identifymobile, 'payment', body.smsValidCode);
      }
      const rows = await identityGuard.lookup(asker, async () => {
        let orders: OrderRow[];
        if (body.payerType === 'noncar')
          orders = await repo.ordersOfPayer(db, body.identifyname, body.identifynumber, body.identifymobile);
        else {
          // The contract takes exactly one of the two: a new car's frame number, or the plate.
          const car = body.frameNo !== undefined ? { frameNo: body.frameNo } : { licenseNo: body.licenseNo ?? '' };
          orders = await repo.ordersOfCar(db, car, body.identifyNumber, body.applyMobile);
        }
        if (orders.length === 0) throw new NotFound('未查询到您的订单，请核对投保人信息后重试');
        return orders;
      });
      // One order at a time, each in its own transaction, as a read of one order settles it (not all at
      // once: each would hold a connection of the pool). An order moves to expired once (its
      // compare-and-set), so only one whose deadline passed since it was last read writes here; every
      // other costs no query.
      const settled = [];
      for (const row of rows) settled.push(await settleExpiry(row));
      await proofs.grantAll(
        asker.uuid,
        settled.map((row) => proofOf(row.orderId)),
      );
      const payers = new Map(settled.map((o) => [o.applicantIdNumber, o.applicantName]));
      // The expired orders' trades in one query, read after settling (it closes the trades it expires).
      // The list shows each order's record, which only an expired order's trades change (a payment that
      // may land); what a paid order's trades tell (money taken twice) is for its own pages.
      const trades = await repo.tradesOfOrders(
        db,
        settled.filter((o) => o.status === 'expired').map((o) => o.orderId),
      );
      const tradesOf = (row: OrderRow) => trades.filter((t) => t.orderId === row.orderId);
      return {
        payerList: [...payers].map(([id, name]) => ({ name: maskPartyName(name), identifyNumber: maskIdNumber(id) })),
        list: settled.map((row) => recordFrom(row, tradesOf(row)).record),
      };
    },

    async detail(uuid: string, orderId: string) {
      const order = await provenOrder(uuid, orderId);
      const history = (await repo.events(db, orderId)).map((e) => ({
        from: e.fromStatus,
        to: e.toStatus as OrderRow['status'],
        reason: e.reason,
        at: e.at.toISOString(),
      }));
      const { list, applied } = await coupons(order);
      const { record, mayLand, lateRefund, duplicateRefund } = await recordOf(order);
      return {
        order: record,
        origin: originOf(order),
        history,
        coupons: list,
        appliedCoupon: applied,
        payAmount: order.payAmount ?? order.sumPremium,
        paidAt: order.paidAt?.toISOString() ?? null,
        paymentMayLand: mayLand,
        lateRefund,
        duplicateRefund,
      };
    },

    provenOrder,
    currentOrder,

    /** newGetPaymentInfo: opens (or reopens) a gateway trade for the amount due. */
    async startPayment(uuid: string, requestCode: string, orderId: string, couponCode: string | undefined) {
      if (requestCode !== deps.config.ORDER_PAY_REQUEST_CODE) throw new Refused('支付请求无效，请返回订单页重新发起');
      const order = await provenOrder(uuid, orderId);
      if (order.status === 'paid') throw new Refused('该订单已支付，无需重复支付');
      if (order.status === 'expired') {
        // Not 请重新投保: a payment taken before the deadline may still be notified (a second purchase
        // is the last thing to invite then), and a renewal is renewed again, not insured anew; the
        // order's page, read again after this refusal, gives the way on (ExpiredOrderAdvice).
        const { mayLand } = await recordOf(order);
        throw new Refused(mayLand ? EXPIRED_MAY_LAND : EXPIRED_UNPAID);
      }
      let discountFen = 0;
      if (couponCode) {
        let coupon = await book.find(db, order, couponCode);
        if (coupon && (await freeRunOutHolds([coupon], orderId))) coupon = await book.find(db, order, couponCode);
        if (!coupon) throw new NotFound('未找到该红包券');
        const fit = couponFit(coupon, order, chinaDate(now()));
        if (!fit.usable) throw new Refused(`该红包券不可用：${fit.reason}`);
        discountFen = fenOf(coupon.amount);
      }
      // Counted in fen; a coupon never brings the amount due below one fen (the gateway takes no zero trade).
      const amount = yuanOf(Math.max(1, fenOf(order.sumPremium) - discountFen));
      const tradeCoupon = couponCode ?? null;
      const fresh = { tradeNo: newTradeNo(now()), expiresAt: payDeadline(order.lastPayDate) };
      const trade = await db.transaction(async (tx) => {
        // The order row is locked before the open trade is read, so two starts of one order (two
        // taps, two tabs) run one after the other: the second sees the first one's trade instead of
        // both opening one. Notifications and lazy expiry take the same lock first.
        const locked = await repo.lockOrder(tx, orderId);
        if (!locked || !OPEN_STATES.includes(locked.status)) throw new Refused('订单状态已变化，请刷新后重试');
        const open = await repo.openTrade(tx, orderId);
        // Same amount and same coupon: answer the open trade (the contract: starting again answers
        // the same trade). Closing it would only close it in our books; the gateway keeps it open
        // and an older cashier tab could still pay it.
        if (open && open.amount === amount && open.couponCode === tradeCoupon)
          return { tradeNo: open.tradeNo, expiresAt: open.expiresAt };
        // Different amount or coupon: the old trade's price is no longer the one asked for, so it is
        // closed and a new one opened. Should the gateway still take money on the old one, its
        // notification is applied by trade (notify.ts), not lost.
        if (open) await repo.finishTrade(tx, open.tradeNo, 'closed', null);
        await book.release(tx, orderId);
        if (couponCode && !(await book.hold(tx, couponCode, orderId)))
          throw new Refused('该红包券已被使用，请选择其他红包');
        const moved = await repo.transition(
          tx,
          orderId,
          OPEN_STATES,
          'paying',
          open ? '重新发起支付' : '发起支付',
          { payAmount: amount, couponCode: tradeCoupon },
          fresh.tradeNo,
        );
        if (!moved) throw new Refused('订单状态已变化，请刷新后重试');
        await repo.insertTrade(tx, { ...fresh, orderId, amount, couponCode: tradeCoupon, status: 'open' });
        return fresh;
      });
      const subject = `${order.riskName}（${order.proposalNo}）`;
      // For an answered open trade this asks the gateway again for the same tradeNo: the sandbox
      // keeps what it knows of a trade it has (sandboxGateway), and a payment host treats a repeated
      // merchant trade number as the same trade.
      const { tradeNo, expiresAt } = trade;
      const { payUrl } = await gateway.openTrade({ tradeNo, orderId, amount, subject, expiresAt });
      return { tradeNo, payUrl, payAmount: amount, expiresAt: expiresAt.toISOString() };
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
