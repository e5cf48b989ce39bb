import { describe, expect, it } from 'vitest';
import { invoice, issueDateRange } from '../../../shared/api/invoice';
import { RESULT } from '../../../shared/result-codes';
import type { Store } from '../../platform/store';
import { createInvoiceRepo, type InvoiceRow } from './repo';
import { createInvoiceService } from './service';
import { digital, invoiceTestApp, rows, t, vat } from './test-kit';

invoiceTestApp();

describe('the invoices a session has found', () => {
  /** The shared store as a busy Redis answers: a read's answer takes a while to come back, so queries overlap. */
  const slowReads = (store: Store): Store => ({
    ...store,
    get: async (key) => {
      const value = await store.get(key);
      await new Promise((r) => setTimeout(r, 20));
      return value;
    },
  });

  it('keeps every invoice of two queries answered at once in one session', async () => {
    const other = rows.find((r) => r.kind === 'digital' && r.policyNo !== vat.policyNo) as InvoiceRow;
    const service = createInvoiceService({ ...t.deps, store: slowReads(t.deps.store) });
    const asker = { uuid: await t.newSession(), clientAddress: '127.0.0.1' };
    const [byPolicy, byNumber] = await Promise.all([
      service.byPolicy(asker, { policyNo: vat.policyNo, certificates: vat.buyerIdNumber, cusName: vat.buyerName }),
      service.byNumber(asker, { invoiceNumber: other.invoiceNo, issueDate: other.issueDate }),
    ]);
    const both = [...byPolicy, ...byNumber].map((x) => x.billnumber).sort();
    expect(both).toContain(other.invoiceNo);
    const listed = await t.call(invoice.invoiceList, {}, { uuid: asker.uuid });
    expect((listed.data.list as Array<{ billnumber: string }>).map((x) => x.billnumber).sort()).toEqual(both);
  });
});

describe('query by invoice', () => {
  it('finds a VAT invoice by number, code, date and the last six of the check code', async () => {
    const input = {
      invoiceNumber: vat.invoiceNo,
      invoiceCode: vat.invoiceCode as string,
      issueDate: vat.issueDate,
      checkCode: (vat.checkCode as string).slice(-6),
    };
    expect((await t.call(invoice.queryInvoiceBybillNo, input)).code).toBe(RESULT.OK);
    const wrongCheck = await t.call(invoice.queryInvoiceBybillNo, {
      ...input,
      checkCode: '000000' === input.checkCode ? '111111' : '000000',
    });
    expect(wrongCheck.code).toBe(RESULT.NOT_FOUND);
    const noCode = await t.call(invoice.queryInvoiceBybillNo, { ...input, invoiceCode: '' });
    expect(noCode.code).toBe(RESULT.INVALID_INPUT);
    expect(noCode.message).toBe('请输入发票代码');
  });

  it('finds a fully digital invoice by number and date only', async () => {
    const res = await t.call(invoice.queryInvoiceBybillNo, {
      invoiceNumber: digital.invoiceNo,
      issueDate: digital.issueDate,
    });
    expect(res.code).toBe(RESULT.OK);
    expect((res.data.list as Array<{ billcode: string; kind: string }>)[0]).toMatchObject({
      billcode: '',
      kind: 'digital',
    });
  });

  it('refuses an issue date outside ten years either side of this year', async () => {
    const { min, max } = issueDateRange();
    const early = `${Number(min.slice(0, 4)) - 1}-12-31`;
    const late = `${Number(max.slice(0, 4)) + 1}-01-01`;
    for (const issueDate of [early, late, '2026-02-30x']) {
      const res = await t.call(invoice.queryInvoiceBybillNo, { invoiceNumber: digital.invoiceNo, issueDate });
      expect(res.code).toBe(RESULT.INVALID_INPUT);
    }
  });
});

describe('query switches', () => {
  it('closes a way when its switch is off, and the page can read it', async () => {
    const repo = createInvoiceRepo(t.database.db);
    await repo.setSetting('byInvoice', false);
    try {
      expect((await t.call(invoice.queryInvoiceSwitch, {})).data).toEqual({ byPolicy: true, byInvoice: false });
      const res = await t.call(invoice.queryInvoiceBybillNo, {
        invoiceNumber: digital.invoiceNo,
        issueDate: digital.issueDate,
      });
      expect(res.code).toBe(RESULT.SERVICE_OFF);
    } finally {
      await repo.setSetting('byInvoice', true);
    }
  });
});
