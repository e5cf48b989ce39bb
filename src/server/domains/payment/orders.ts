import { randomInt } from 'node:crypto';
import { VEHICLE_TAX } from '../../../shared/api/payment';
import { fenOf, yuanOf } from '../../../shared/rules/money';
import type { Db } from '../../db/client';
import { chinaDate } from '../../platform/calendar';
import { isUniqueViolation } from '../../platform/db-errors';
import type { OrderToCreate, PaymentOrders } from '../../platform/ports';
import type { Proofs } from '../../platform/proofs';
import { paymentRepo as repo } from './repo';
import type { payOrder } from './schema';
import { proofOf } from './service';

type OrderInsert = typeof payOrder.$inferInsert;

const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(0, 10))).join('');

/** Order ids: ORD + Beijing date + 8 random digits. */
export const newOrderId = (now = Date.now()) => `ORD${chinaDate(now).replaceAll('-', '')}${digits(8)}`;

/** A proposal number shaped like its policy number (T instead of P): risk, year, region, serial. */
export function newProposalNo(riskCode: string, cityCode: string, year: string, serial?: string): string {
  return `T${riskCode}${year}${cityCode.slice(0, 4)}${serial ?? `8${digits(9)}`}`;
}

/** Builds the order row for a car (compulsory + commercial) or non-car order. */
export function orderRow(input: OrderToCreate, orderId: string, serialOf?: (riskCode: string) => string): OrderInsert {
  const ci = input.parts.find((p) => p.riskCode === 'DZA');
  const bi = input.parts.find((p) => p.riskCode !== 'DZA');
  const first = ci ?? bi;
  if (!first) throw new Error('an order needs at least one part');
  const year = first.startDate.slice(0, 4);
  const proposal = (p: { riskCode: string }) => newProposalNo(p.riskCode, input.cityCode, year, serialOf?.(p.riskCode));
  const proposalNoCi = ci ? proposal(ci) : null;
  const proposalNoBi = bi ? proposal(bi) : null;
  // Vehicle and vessel tax rides with the compulsory part (VEHICLE_TAX). Summed in fen, as the renewal quote is.
  const shipFen = ci ? fenOf(VEHICLE_TAX) : 0;
  const totalFen = input.parts.reduce((sum, p) => sum + fenOf(p.premium), 0) + shipFen;
  const v = input.vehicle;
  return {
    orderId,
    kind: input.kind,
    proposalNo: (proposalNoBi ?? proposalNoCi) as string,
    riskCode: input.kind === 'car' ? (bi ? 'DAA' : 'DZA') : first.riskCode,
    riskName: input.kind === 'car' ? (bi && ci ? '机动车交强险+商业险' : first.riskName) : first.riskName,
    applicantName: input.applicant.name,
    applicantIdType: input.applicant.identifyType,
    applicantIdNumber: input.applicant.identifyNumber,
    applicantMobile: input.applicant.mobile,
    insuredName: input.insured.name,
    insuredIdType: input.insured.identifyType,
    insuredIdNumber: input.insured.identifyNumber,
    insuredMobile: input.insured.mobile,
    comCode: input.comCode,
    cityCode: input.cityCode,
    licenseNo: v?.licenseNo ?? null,
    vin: v?.vin ?? null,
    engineNo: v?.engineNo ?? null,
    brandModel: v?.brandModel ?? null,
    isNewCar: v?.isNewCar ?? false,
    proposalNoBi,
    biRiskName: bi?.riskName ?? null,
    biStartDate: bi?.startDate ?? null,
    biEndDate: bi?.endDate ?? null,
    biSumPremium: bi?.premium ?? null,
    biSumInsured: bi?.sumInsured ?? null,
    proposalNoCi,
    ciStartDate: ci?.startDate ?? null,
    ciEndDate: ci?.endDate ?? null,
    ciSumPremium: ci?.premium ?? null,
    ciSumInsured: ci?.sumInsured ?? null,
    shipSumPremium: yuanOf(shipFen),
    sumPremium: yuanOf(totalFen),
    lastPayDate: input.lastPayDate,
    status: 'unpaid',
    sourceRef: input.sourceRef,
  };
}

/** The port other domains (renewal) use to create an order and follow it. */
export function createPaymentOrders(db: Db, proofs: Proofs): PaymentOrders {
  /** Inserts a new order for the source and answers its id and amount. */
  async function insertOrder(input: OrderToCreate): Promise<{ orderId: string; sumPremium: string }> {
    const row = orderRow(input, newOrderId());
    try {
      await db.transaction(async (tx) => {
        await repo.insertOrders(tx, [row]);
        await repo.recordEvent(tx, row.orderId, 'new', 'unpaid', '订单已生成，等待支付');
      });
      return { orderId: row.orderId, sumPremium: row.sumPremium };
    } catch (err) {
      // A double tap asks twice at once: both found no order for the source, and
      // the other ask inserted first. Its order is the customer's answer too.
      const inserted = isUniqueViolation(err) ? await repo.orderBySource(db, input.sourceRef) : undefined;
      if (!inserted) throw err;
      return { orderId: inserted.orderId, sumPremium: inserted.sumPremium };
    }
  }

  return {
    async create(input, forSession) {
      // An order that exists is answered as it stands: its amount, not the one asked for now.
      const existing = await repo.orderBySource(db, input.sourceRef);
      const order = existing
        ? { orderId: existing.orderId, sumPremium: existing.sumPremium }
        : await insertOrder(input);
      if (forSession) await proofs.grant(forSession, proofOf(order.orderId));
      return order;
    },
    async statusOf(orderId) {
      const order = await repo.order(db, orderId);
      if (!order) return null;
      return {
        status: order.status,
        policyNos: order.policyNos ? order.policyNos.split(',') : [],
        sumPremium: order.sumPremium,
        shipSumPremium: order.shipSumPremium,
        compulsoryPremium: order.ciSumPremium,
        otherPremium: order.biSumPremium,
        lastPayDate: order.lastPayDate,
      };
    },
  };
}
