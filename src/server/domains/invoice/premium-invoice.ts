import { HOTLINE } from '../../../shared/constants';
import { fenOf, yuanOf } from '../../../shared/rules/money';
import type { invoice } from './schema';

type NewInvoice = typeof invoice.$inferInsert;

/** VAT on insurance services. */
export const TAX_RATE = 0.06;

/** A premium as invoiced: the policy it pays for, its buyer and the yuan received. */
export interface InvoicedPremium {
  policyNo: string;
  riskName: string;
  buyerName: string;
  buyerIdNumber: string;
  startDate: string;
  endDate: string;
  vehicle: { licenseNo: string | null; vin: string } | null;
  /** Yuan as the policy states it, and the part of it a red envelope paid. */
  premium: string;
  discount?: string;
}

/** The issuing branch as the seller, and the numbers the tax platform gave this invoice. */
export interface InvoiceIssue {
  kind: 'vat' | 'digital';
  invoiceCode: string | null;
  invoiceNo: string;
  checkCode: string | null;
  issueDate: string;
  cityCode: string;
  cityName: string;
  /** Digits for the seller's tax ID (4) and bank account (19), and its street number. */
  sellerDigits: { taxId: string; account: string; street: number };
  clerks: { payee: string; reviewer: string; drawer: string };
  sourceRef?: string;
}

/**
 * The invoice row for a premium: the total is what the insurer received (the premium less a red
 * envelope's share), split into amount and 6 % VAT in whole fen, so amount + tax is the total exactly.
 * The remark carries what a reimbursement clerk checks: the policy, its period, the car and the red envelope.
 */
export function premiumInvoice(p: InvoicedPremium, issue: InvoiceIssue): NewInvoice {
  const discountFen = fenOf(p.discount ?? '0');
  const totalFen = fenOf(p.premium) - discountFen;
  const amountFen = Math.round(totalFen / (1 + TAX_RATE));
  const city = issue.cityName.replace(/市$/, '');
  const vehicle = p.vehicle
    ? `；${p.vehicle.licenseNo ? `车牌号：${p.vehicle.licenseNo}；` : ''}车架号：${p.vehicle.vin}`
    : '';
  const discount = discountFen > 0 ? `；保费${p.premium}元，红包抵扣${yuanOf(discountFen)}元` : '';
  return {
    id: `${issue.invoiceCode ?? ''}${issue.invoiceNo}`,
    kind: issue.kind,
    invoiceCode: issue.invoiceCode,
    invoiceNo: issue.invoiceNo,
    checkCode: issue.checkCode,
    issueDate: issue.issueDate,
    policyNo: p.policyNo,
    itemName: `*保险服务*${p.riskName}`,
    buyerName: p.buyerName,
    buyerIdNumber: p.buyerIdNumber,
    sellerName: `中国人民财产保险股份有限公司${city}市分公司`,
    sellerTaxId: `91${issue.cityCode.slice(0, 6)}71093${issue.sellerDigits.taxId}K`,
    sellerAddress: `${issue.cityName}人民路${issue.sellerDigits.street}号 ${HOTLINE}`,
    sellerBank: `中国工商银行${city}分行营业部 ${issue.sellerDigits.account}`,
    amount: yuanOf(amountFen),
    taxRate: '6%',
    taxAmount: yuanOf(totalFen - amountFen),
    total: yuanOf(totalFen),
    remark: `保单号：${p.policyNo}；保险期间：${p.startDate}至${p.endDate}${vehicle}${discount}`,
    payee: issue.clerks.payee,
    reviewer: issue.clerks.reviewer,
    drawer: issue.clerks.drawer,
    sourceRef: issue.sourceRef ?? null,
  };
}
