import { INVOICE_KIND_NAMES, type InvoiceEntry } from '../../../shared/api/invoice';
import { HOTLINE } from '../../../shared/constants';
import { sameIdNumber, samePartyName } from '../../../shared/rules';
import { moneyText } from '../../../shared/rules/money';
import type { Db } from '../../db/client';
import { InvalidInput, NotFound, Refused, ServiceOff } from '../../platform/errors';
import type { Asker, IdentityGuard } from '../../platform/identity-guard';
import type { Limiter } from '../../platform/limits';
import { maskEmail, maskPartyName } from '../../platform/masking';
import { MAILBOX_LIMIT, type Mailer, mailboxOf } from '../../platform/messaging';
import { PROOF_TTL_SECONDS, type Proofs } from '../../platform/proofs';
import type { Store } from '../../platform/store';
import { invoicePdf } from './pdf';
import { createInvoiceRepo, type InvoiceRow } from './repo';

const NOT_FOUND = '未查询到发票信息，请核对后重试';
const NOT_PROVEN = '请先查询发票后再操作';
/** Mails of e-invoices per session, and of one invoice, an hour (as the e-policy's). */
export const MAIL_LIMITS = {
  perSession: { name: 'invoice-mail', max: 10, windowSeconds: 3600, message: '发送邮件过于频繁，请1小时后再试' },
  perInvoice: {
    name: 'invoice-mail-invoice',
    max: 3,
    windowSeconds: 3600,
    message: '该发票发送邮件过于频繁，请1小时后再试',
  },
} as const;

const proofSubject = (id: string) => `invoice:${id}`;
/**
 * The invoices a session found, for invoiceList: each query that finds some
 * writes their ids to a numbered slot of its own, the number handed out by the
 * store's atomic increment. Two queries answered at once (by policy and by
 * invoice number) then cannot overwrite each other, as one list read, merged
 * and written back did. The count lives as long as the newest slot.
 */
const foundCountKey = (uuid: string) => `invoice:found-count:${uuid}`;
const foundSlotKey = (uuid: string, n: number) => `invoice:found:${uuid}:${n}`;
/** The most recent queries invoiceList reads, and the most invoices it lists. */
const FOUND_MAX = 50;
const money = (v: string) => Number(v).toFixed(2);

export function entry(row: InvoiceRow): InvoiceEntry {
  return {
    kind: row.kind,
    kindName: INVOICE_KIND_NAMES[row.kind],
    billcode: row.invoiceCode ?? '',
    billnumber: row.invoiceNo,
    billamount: money(row.total),
    makedate: row.issueDate,
    policyNo: row.policyNo,
    itemName: row.itemName,
    amount: money(row.amount),
    taxRate: row.taxRate,
    taxAmount: money(row.taxAmount),
    buyerName: maskPartyName(row.buyerName),
    sellerName: row.sellerName,
    sellerTaxId: row.sellerTaxId,
  };
}

export function createInvoiceService(deps: {
  db: Db;
  store: Store;
  limiter: Limiter;
  identityGuard: IdentityGuard;
  proofs: Proofs;
  mailer: Mailer;
}) {
  const { db, store, limiter, identityGuard, proofs, mailer } = deps;
  const repo = createInvoiceRepo(db);

  async function switches() {
    const rows = await repo.settings();
    // A way with no row is open: the switch exists to close a way, not to open one.
    const on = (key: 'byPolicy' | 'byInvoice') => rows.find((r) => r.key === key)?.enabled ?? true;
    return { byPolicy: on('byPolicy'), byInvoice: on('byInvoice') };
  }

  /** Proves the session for the invoices found and remembers them for invoiceList. */
  async function found(uuid: string, rows: InvoiceRow[]) {
    const [, slot] = await Promise.all([
      proofs.grantAll(
        uuid,
        rows.map((r) => proofSubject(r.id)),
      ),
      store.incr(foundCountKey(uuid), PROOF_TTL_SECONDS),
    ]);
    await Promise.all([
      store.set(foundSlotKey(uuid, slot), JSON.stringify(rows.map((r) => r.id)), PROOF_TTL_SECONDS),
      store.touch(foundCountKey(uuid), PROOF_TTL_SECONDS),
    ]);
    return rows.map(entry);
  }

  /** The ids of the invoices found in the session's latest queries, newest last. */
  async function foundIds(uuid: string): Promise<string[]> {
    const count = Number((await store.get(foundCountKey(uuid))) ?? 0);
    const numbers = Array.from({ length: Math.min(count, FOUND_MAX) }, (_, i) => count - i).reverse();
    const slots = await Promise.all(numbers.map((n) => store.get(foundSlotKey(uuid, n))));
    const ids = slots.flatMap((slot): string[] => (slot ? JSON.parse(slot) : []));
    return [...new Set(ids)].slice(-FOUND_MAX);
  }

  async function proven(uuid: string, ref: { billnumber: string; billcode?: string }) {
    const row = await repo.byNumber(ref.billnumber, ref.billcode);
    if (!row || !(await proofs.has(uuid, proofSubject(row.id)))) throw new Refused(NOT_PROVEN);
    return row;
  }

  return {
    switches,

    async byPolicy(asker: Asker, input: { policyNo: string; certificates: string; cusName: string }) {
      if (!(await switches()).byPolicy) throw new ServiceOff('按保单查询发票暂未开放，请使用发票号码查询');
      const rows = await identityGuard.lookup(asker, async () => {
        // The buyer's name as partyNameKey reads it: a company's （） typed as () or a name in
        // another case is still the buyer's, as its number in another form is.
        const mine = (await repo.byPolicy(input.policyNo)).filter(
          (r) => sameIdNumber(r.buyerIdNumber, input.certificates) && samePartyName(r.buyerName, input.cusName),
        );
        if (mine.length === 0) throw new NotFound(NOT_FOUND);
        return mine;
      });
      return found(asker.uuid, rows);
    },

    async byNumber(
      asker: Asker,
      input: { invoiceNumber: string; invoiceCode?: string; issueDate: string; checkCode?: string },
    ) {
      if (!(await switches()).byInvoice) throw new ServiceOff('按发票号码查询暂未开放，请使用保单号查询');
      const vat = input.invoiceNumber.length === 8;
      if (vat && !input.invoiceCode) throw new InvalidInput('请输入发票代码');
      if (vat && !input.checkCode) throw new InvalidInput('请输入校验码后6位');
      if (!vat && input.invoiceCode) throw new InvalidInput('20位数电发票号码无需填写发票代码');
      const row = await identityGuard.lookup(asker, async () => {
        const one = await repo.byNumber(input.invoiceNumber, vat ? input.invoiceCode : undefined);
        const matches =
          one && one.issueDate === input.issueDate && (!vat || one.checkCode?.slice(-6) === input.checkCode);
        if (!one || !matches) throw new NotFound(NOT_FOUND);
        return one;
      });
      return found(asker.uuid, [row]);
    },

    async foundList(uuid: string) {
      const rows = await repo.byIds(await foundIds(uuid));
      const proven = await proofs.hasEach(
        uuid,
        rows.map((r) => proofSubject(r.id)),
      );
      return rows.filter((_, i) => proven[i]).map(entry);
    },

    async pdf(uuid: string, ref: { billnumber: string; billcode?: string }) {
      const row = await proven(uuid, ref);
      return { data: await invoicePdf(row), filename: `电子发票_${row.invoiceNo}.pdf` };
    },

    async email(uuid: string, ref: { billnumber: string; billcode?: string; email: string }) {
      const row = await proven(uuid, ref);
      // Only a mail that went counts: a customer retrying a mail server's outage keeps the hour's ten.
      const limits = [
        [MAIL_LIMITS.perSession, uuid],
        [MAIL_LIMITS.perInvoice, row.id],
        [MAILBOX_LIMIT, mailboxOf(ref.email)],
      ] as const;
      await limiter.within(limits, async () =>
        mailer.send({
          to: ref.email,
          subject: `您的电子发票（发票号码${row.invoiceNo}）`,
          text: `尊敬的客户：\n附件为保单${row.policyNo}的电子发票，价税合计${moneyText(row.total)}元，开票日期${row.issueDate}。\n如有疑问请拨打客服热线${HOTLINE}。`,
          attachments: [
            {
              filename: `电子发票_${row.invoiceNo}.pdf`,
              content: await invoicePdf(row),
              contentType: 'application/pdf',
            },
          ],
        }),
      );
      return { maskedEmail: maskEmail(ref.email) };
    },
  };
}
export type InvoiceService = ReturnType<typeof createInvoiceService>;
