import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoice } from '../../../shared/api/invoice';
import { RESULT } from '../../../shared/result-codes';
import type { InvoiceIssuer, PremiumReceived } from '../../platform/ports';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { invoicePdf } from './pdf';
import { pdfText } from './pdf-text';
import { ONLINE_CLERKS } from './ports';
import { createInvoiceRepo, type InvoiceRow } from './repo';

let t: TestApp;
let issuer: InvoiceIssuer;
beforeAll(async () => {
  t = await startTestApp();
  issuer = t.deps.ports.invoiceIssuer as InvoiceIssuer;
});
afterAll(() => t?.close());

const received = (policyNo: string, over: Partial<PremiumReceived> = {}): PremiumReceived => ({
  policyNo,
  riskName: '家庭财产综合保险',
  buyer: { name: '王五', identifyNumber: '110101199003070015' },
  cityCode: '44010000',
  startDate: '2026-12-01',
  endDate: '2027-11-30',
  vehicle: null,
  premium: '420.00',
  discount: '20.00',
  // 23:30 on 30 November in Beijing is 15:30 UTC: the invoice is dated by Beijing's day.
  paidAt: new Date('2026-11-30T15:30:00Z'),
  sourceRef: `order:ORDTEST:${policyNo}`,
  ...over,
});

describe('the e-invoice of a premium paid in the portal', () => {
  it('is a fully digital invoice found by /invoice-query, dated the Beijing day it was paid', async () => {
    await issuer.invoicePremium(received('PJAB202611300000000001'));
    const found = await t.call(
      invoice.queryInvoiceByPolicyNo,
      { policyNo: 'PJAB202611300000000001', certificates: '110101199003070015', cusName: '王五' },
      { uuid: await t.newSession() },
    );
    expect(found.code).toBe(RESULT.OK);
    const [entry] = found.data.list as Array<Record<string, string>>;
    expect(entry).toMatchObject({
      kind: 'digital',
      billcode: '',
      billamount: '400.00',
      makedate: '2026-11-30',
      itemName: '*保险服务*家庭财产综合保险',
      sellerName: '中国人民财产保险股份有限公司广州市分公司',
    });
    // The year, Guangdong, 2, and fifteen drawn digits.
    expect(entry?.billnumber).toMatch(/^26442\d{15}$/);
  });

  it('is issued once for its source, however often the payment domain asks', async () => {
    const repo = createInvoiceRepo(t.database.db);
    await issuer.invoicePremium(received('PJAB202611300000000002'));
    await issuer.invoicePremium(received('PJAB202611300000000002'));
    await Promise.all([1, 2, 3].map(() => issuer.invoicePremium(received('PJAB202611300000000002'))));
    expect(await repo.byPolicy('PJAB202611300000000002')).toHaveLength(1);
  });

  it('is signed by the system, with the branch’s same tax ID and account on every invoice it issues', async () => {
    const repo = createInvoiceRepo(t.database.db);
    await issuer.invoicePremium(received('PJAB202611300000000003'));
    const [a] = await repo.byPolicy('PJAB202611300000000001');
    const [b] = await repo.byPolicy('PJAB202611300000000003');
    expect(a).toMatchObject({
      payee: ONLINE_CLERKS.payee,
      reviewer: ONLINE_CLERKS.reviewer,
      drawer: ONLINE_CLERKS.drawer,
    });
    expect([b?.sellerTaxId, b?.sellerBank, b?.sellerAddress]).toEqual([
      a?.sellerTaxId,
      a?.sellerBank,
      a?.sellerAddress,
    ]);
    expect(a?.sellerTaxId).toMatch(/^9144010071093\d{4}K$/);
  });

  it('prints the red envelope in the remark of its PDF, and the system as its drawer', async () => {
    const [row] = await createInvoiceRepo(t.database.db).byPolicy('PJAB202611300000000001');
    const text = await pdfText(await invoicePdf(row as InvoiceRow));
    expect(text).toContain('红包抵扣20.00元');
    expect(text).toContain(`开票人：${ONLINE_CLERKS.drawer}`);
  });
});
