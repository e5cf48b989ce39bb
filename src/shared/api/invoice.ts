import { z } from 'zod';
import { DATE_PICKER_YEARS } from '../constants';
import { isCalendarDate, normaliseIdNumber, RULES, type Rule, todayInChina } from '../rules';
import { field, fieldOf } from '../rules/fields';
import { endpoint } from './endpoint';

/**
 * Electronic invoices for premiums (spec section 2 and 3, "Invoice").
 *
 * Design decisions (the spec shows no payloads):
 * - Two kinds: the VAT e-invoice (增值税电子普通发票: 10/12-digit code, 8-digit
 *   number, 20-digit check code) and the fully digital e-invoice (数电票: a
 *   20-digit number, no code, no check code).
 * - Found two ways, each switched on or off by a server setting: by policy
 *   (policy number + the buyer's certificate number + the buyer's name) or by
 *   invoice (number, code and the last six digits of the check code for a VAT
 *   invoice; a fully digital one has neither, so its number and issue date
 *   suffice). A miss counts towards the identity lockout of policy queries.
 * - A match leaves a proof per invoice on the session; only a proven invoice
 *   can be opened, downloaded or e-mailed, and `invoiceList` answers the
 *   invoices this session has found, so the result page survives a reload.
 * - The buyer's name and certificate number leave the server masked: the
 *   customer typed them, and the PDF (which only a proven session gets) shows them whole.
 */

/** The buyer's name as the form has always taken it: a registered company name can be long. */
const BUYER_NAME_MAX_LENGTH = 60;

/**
 * The buyer's ID number, of any type: cleaned as every ID number is
 * (normaliseIdNumber), so a Hong Kong card typed A123456(3) is A1234563 and
 * matches the record however the tax platform wrote it.
 */
const CERTIFICATE_RULE: Rule = {
  test: (v) => /^[0-9A-Z]{6,50}$/.test(v),
  message: '请输入正确的证件号码',
  requiredMessage: '请输入证件号码',
  maxLength: 50,
  normalise: normaliseIdNumber,
};

/** The issue-date picker's range (spec section 9): ten years either side of this year. */
export function issueDateRange(today = todayInChina()): { min: string; max: string } {
  const year = Number(today.slice(0, 4));
  return { min: `${year - DATE_PICKER_YEARS}-01-01`, max: `${year + DATE_PICKER_YEARS}-12-31` };
}

/** An impossible date (2025-02-31) is refused like a malformed one: the picker never offers it. */
const issueDate = z
  .string({ error: '请选择开票日期' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, '请选择开票日期')
  .refine(isCalendarDate, { message: '请选择开票日期', abort: true })
  .refine((v) => {
    const { min, max } = issueDateRange();
    return v >= min && v <= max;
  }, '开票日期须在前后十年之内');

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const invoiceKind = z.enum(['vat', 'digital']);
export const INVOICE_KIND_NAMES = { vat: '增值税电子普通发票', digital: '电子发票（普通发票）' } as const;

/** One invoice as the list shows it: bill code, bill number, amount, issue date (spec section 3) and its face. */
const invoiceEntry = z.object({
  kind: invoiceKind,
  kindName: z.string(),
  /** Empty for a fully digital e-invoice. */
  billcode: z.string(),
  billnumber: z.string(),
  /** Total including tax, yuan. */
  billamount: z.string(),
  makedate: z.string(),
  policyNo: z.string(),
  itemName: z.string(),
  amount: z.string(),
  taxRate: z.string(),
  taxAmount: z.string(),
  /** Masked. */
  buyerName: z.string(),
  sellerName: z.string(),
  sellerTaxId: z.string(),
});
export type InvoiceEntry = z.infer<typeof invoiceEntry>;

const invoiceRef = { billnumber: field.invoiceNo, billcode: optional(field.invoiceCode) };

/** Which ways of querying are open (silent: the page hides a closed way). */
export const queryInvoiceSwitch = endpoint({
  path: '/kej/waround/api/electronicInvoice/queryInvoiceSwitch',
  summary: '电子发票查询方式开关',
  silent: true,
  request: z.object({}),
  response: z.object({ byPolicy: z.boolean(), byInvoice: z.boolean() }),
});

/**
 * The invoices of a policy, for its buyer (the policyholder): policy number,
 * ID number and name must all match, else "not found" without saying which
 * (a miss counts towards the client's lockout). The buyer's name comes back
 * masked; the session may then open, download and e-mail these invoices.
 * Refused with a message when the server's switch has this way closed.
 * The form checks its fields with this very schema (loaded after the page).
 */
export const queryInvoiceByPolicyNo = endpoint({
  path: '/kej/waround/api/electronicInvoice/queryInvoiceByPolicyNo',
  summary: '按保单查询电子发票',
  request: z.object({
    policyNo: field.policyNo,
    certificates: fieldOf(CERTIFICATE_RULE),
    // The buyer may be a company: the party-name rule, to the 60 characters the form has always taken.
    cusName: fieldOf(RULES.isPartyName, BUYER_NAME_MAX_LENGTH),
  }),
  response: z.object({ list: z.array(invoiceEntry) }),
});

/**
 * One invoice by its own data: an 8-digit VAT e-invoice needs its code and the
 * last six of its check code; a 20-digit fully digital one has neither and is
 * found by number and issue date. Same not-found, lockout and switch rules as
 * by policy.
 */
export const queryInvoiceBybillNo = endpoint({
  path: '/kej/waround/api/electronicInvoice/queryInvoiceBybillNo',
  summary: '按发票查询电子发票',
  request: z.object({
    invoiceNumber: field.invoiceNo,
    invoiceCode: optional(field.invoiceCode),
    issueDate,
    checkCode: optional(field.invoiceAfterSix),
  }),
  response: z.object({ list: z.array(invoiceEntry) }),
});

/** The invoice as a PDF (only to a session that found it), inline for `/pdf` or as an attachment to download. */
export const queryElectronicInvoice = endpoint({
  path: '/kej/waround/api/electronicInvoice/queryElectronicInvoice',
  summary: '电子发票PDF',
  responseType: 'blob',
  request: z.object({ ...invoiceRef, download: z.boolean().default(false) }),
  response: z.unknown(),
});

/** The invoices this session has found in the last half hour. */
export const invoiceList = endpoint({
  path: '/kej/whome/api/electronicInvoice/invoiceList',
  summary: '已查询的电子发票列表',
  request: z.object({}),
  response: z.object({ list: z.array(invoiceEntry) }),
});

/**
 * E-mails the PDF (the spec lists no path for it; this one is ours). At most
 * ten mails per session an hour, so the form cannot be used to spam.
 */
export const sendInvoiceEmail = endpoint({
  path: '/kej/waround/api/electronicInvoice/sendInvoiceEmail',
  summary: '电子发票发送邮箱',
  request: z.object({ ...invoiceRef, email: field.email }),
  response: z.object({ maskedEmail: z.string() }),
});

export const invoice = {
  queryInvoiceSwitch,
  queryInvoiceByPolicyNo,
  queryInvoiceBybillNo,
  queryElectronicInvoice,
  invoiceList,
  sendInvoiceEmail,
};
