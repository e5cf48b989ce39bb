import { createHash, randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import { regionName } from '../../db/seed/regions-data';
import { chinaDate } from '../../platform/calendar';
import type { InvoiceIssuer } from '../../platform/ports';
import { premiumInvoice } from './premium-invoice';
import { createInvoiceRepo } from './repo';

/**
 * Who the invoices the portal's payments bring are signed by: no clerk took the money or keyed the
 * invoice, and the face says so rather than naming a made-up person.
 */
export const ONLINE_CLERKS = { payee: '在线收款', reviewer: '系统复核', drawer: '系统开票' };

const cityNameOf = (cityCode: string) => regionName(cityCode) ?? '北京市';

/** A branch's tax ID, account and street number: the same on every invoice the branch issues. */
function branchDigits(cityCode: string) {
  const digits = BigInt(`0x${createHash('sha256').update(`branch:${cityCode}`).digest('hex')}`)
    .toString()
    .padStart(26, '0');
  return { taxId: digits.slice(0, 4), account: digits.slice(4, 23), street: 1 + (Number(digits.slice(23, 26)) % 300) };
}

/**
 * A fully digital e-invoice's 20 digits as the tax platform gives them: the year, the province, 2, and
 * fifteen more, drawn (a million issued a day would clash about once in two thousand years).
 */
export function digitalInvoiceNo(issueDate: string, cityCode: string): string {
  const fifteen = `${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e6)).padStart(6, '0')}`;
  return `${issueDate.slice(2, 4)}${cityCode.slice(0, 2)}2${fifteen}`;
}

/**
 * A premium paid in the portal becomes a fully digital e-invoice, as the insurer issues them today,
 * dated the day it was paid (Beijing), found by /invoice-query like any other. Idempotent by sourceRef:
 * the payment domain asks again whenever it retries issuing an order's policies.
 */
export function createInvoiceIssuer(db: Db): InvoiceIssuer {
  const repo = createInvoiceRepo(db);
  return {
    async invoicePremium(r) {
      const issueDate = chinaDate(r.paidAt.getTime());
      await repo.insert([
        premiumInvoice(
          {
            policyNo: r.policyNo,
            riskName: r.riskName,
            buyerName: r.buyer.name,
            buyerIdNumber: r.buyer.identifyNumber,
            startDate: r.startDate,
            endDate: r.endDate,
            vehicle: r.vehicle,
            premium: r.premium,
            discount: r.discount,
          },
          {
            kind: 'digital',
            invoiceCode: null,
            invoiceNo: digitalInvoiceNo(issueDate, r.cityCode),
            checkCode: null,
            issueDate,
            cityCode: r.cityCode,
            cityName: cityNameOf(r.cityCode),
            sellerDigits: branchDigits(r.cityCode),
            clerks: ONLINE_CLERKS,
            sourceRef: r.sourceRef,
          },
        ),
      ]);
    },
  };
}
