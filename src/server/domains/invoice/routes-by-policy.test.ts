import { describe, expect, it } from 'vitest';
import { invoice } from '../../../shared/api/invoice';
import { RESULT } from '../../../shared/result-codes';
import { createIdentityGuard } from '../../platform/identity-guard';
import { createLimiter } from '../../platform/limits';
import type { Store } from '../../platform/store';
import { createInvoiceRepo } from './repo';
import { createInvoiceService } from './service';
import { digital, invoiceTestApp, rows, t, vat } from './test-kit';

invoiceTestApp();

describe('invoice demo data', () => {
  it('has both kinds, with a code and check code only on VAT invoices', () => {
    expect(vat.invoiceCode).toMatch(/^\d{12}$/);
    expect(vat.invoiceNo).toMatch(/^\d{8}$/);
    expect(vat.checkCode).toMatch(/^\d{20}$/);
    expect(digital.invoiceCode).toBeNull();
    expect(digital.invoiceNo).toMatch(/^\d{20}$/);
    for (const r of rows) expect(Number(r.amount) + Number(r.taxAmount)).toBeCloseTo(Number(r.total), 2);
  });
});

describe('query by policy', () => {
  it('finds the invoices of a policy for its buyer, masked, and lists them again for the session', async () => {
    const uuid = await t.newSession();
    const res = await t.call(
      invoice.queryInvoiceByPolicyNo,
      { policyNo: vat.policyNo, certificates: vat.buyerIdNumber.toLowerCase(), cusName: vat.buyerName },
      { uuid },
    );
    expect(res.code).toBe(RESULT.OK);
    const [first] = res.data.list as Array<Record<string, string>>;
    expect(first).toMatchObject({ billcode: vat.invoiceCode, billnumber: vat.invoiceNo, makedate: vat.issueDate });
    expect(first.billamount).toBe(Number(vat.total).toFixed(2));
    expect(first.buyerName).toContain('*');
    expect(res.raw).not.toContain(vat.buyerIdNumber);
    const again = await t.call(invoice.invoiceList, {}, { uuid });
    expect((again.data.list as Array<{ billnumber: string }>).map((x) => x.billnumber)).toEqual([vat.invoiceNo]);
    expect((await t.call(invoice.invoiceList, {}, { uuid: await t.newSession() })).data.list).toEqual([]);
  });

  it('answers a wrong name with not found', async () => {
    const res = await t.call(invoice.queryInvoiceByPolicyNo, {
      policyNo: vat.policyNo,
      certificates: vat.buyerIdNumber,
      cusName: '张冠李戴',
    });
    expect(res.code).toBe(RESULT.NOT_FOUND);
  });

  it('reads a name with a middle dot as the policy and claims queries do, whichever dot the keyboard typed', async () => {
    // A buyer whose name has the dot of minority names, as the tax platform writes it.
    const buyer = {
      ...vat,
      id: '011001260000099999901',
      invoiceNo: '99999901',
      policyNo: 'PEAK202611000000099999',
      buyerName: '阿依古丽·买买提',
    };
    await createInvoiceRepo(t.database.db).insert([buyer]);
    // Input methods also give the katakana middle dot and the hyphenation point; each is a ·.
    for (const cusName of ['阿依古丽・买买提', '阿依古丽‧买买提', '阿依古丽•买买提']) {
      const res = await t.call(
        invoice.queryInvoiceByPolicyNo,
        { policyNo: buyer.policyNo, certificates: buyer.buyerIdNumber, cusName },
        { uuid: await t.newSession() },
      );
      expect(res.code, cusName).toBe(RESULT.OK);
      expect((res.data.list as Array<{ billnumber: string }>).map((x) => x.billnumber)).toEqual([buyer.invoiceNo]);
    }
  });

  it("finds a company buyer's invoices whichever width of brackets and case of letters is typed", async () => {
    // Company buyers as the tax platform writes them: full-width brackets, Latin letters in capitals.
    const buyers = [
      { suffix: '03', buyerName: '北京某某科技有限公司（北京分公司）' },
      { suffix: '04', buyerName: 'ABC Trading (Beijing) Co., Ltd.' },
    ].map(({ suffix, buyerName }) => ({
      ...vat,
      id: `0110012600000999999${suffix}`,
      invoiceNo: `999999${suffix}`,
      policyNo: `PEAK2026110000000999${suffix}`,
      buyerName,
    }));
    await createInvoiceRepo(t.database.db).insert(buyers);
    const typed = [
      [buyers[0], '北京某某科技有限公司(北京分公司)'],
      [buyers[0], ' 北京某某科技有限公司 (北京分公司) '],
      [buyers[0], '北京某某科技有限公司（北京分公司)'],
      [buyers[1], 'abc trading（beijing）co., ltd.'],
      [buyers[1], 'ＡＢＣ Ｔｒａｄｉｎｇ (Beijing) Co., Ltd.'],
    ] as const;
    for (const [buyer, cusName] of typed) {
      const res = await t.call(
        invoice.queryInvoiceByPolicyNo,
        { policyNo: buyer.policyNo, certificates: buyer.buyerIdNumber, cusName },
        { uuid: await t.newSession() },
      );
      expect(res.code, `${cusName}: ${res.message}`).toBe(RESULT.OK);
      expect((res.data.list as Array<{ billnumber: string }>).map((x) => x.billnumber)).toEqual([buyer.invoiceNo]);
    }
    // Another name is still another name.
    const other = await t.call(
      invoice.queryInvoiceByPolicyNo,
      { policyNo: buyers[0].policyNo, certificates: buyers[0].buyerIdNumber, cusName: '北京某某科技有限公司' },
      { uuid: await t.newSession() },
    );
    expect(other.code).toBe(RESULT.NOT_FOUND);
  });

  it("finds a Hong Kong card holder's invoices however the card's check digit is written", async () => {
    // The buyer's number as the tax platform copied it from the card, brackets and all.
    const buyer = {
      ...vat,
      id: '011001260000099999902',
      invoiceNo: '99999902',
      policyNo: 'PEAK202611000000099998',
      buyerIdNumber: 'A123456(3)',
    };
    await createInvoiceRepo(t.database.db).insert([buyer]);
    for (const certificates of ['A123456(3)', 'A1234563', 'a123456（3）']) {
      const res = await t.call(
        invoice.queryInvoiceByPolicyNo,
        { policyNo: buyer.policyNo, certificates, cusName: buyer.buyerName },
        { uuid: await t.newSession() },
      );
      expect(res.code, certificates).toBe(RESULT.OK);
      expect((res.data.list as Array<{ billnumber: string }>).map((x) => x.billnumber)).toEqual([buyer.invoiceNo]);
    }
  });

  it('locks out a client that keeps guessing', async () => {
    const address = '10.20.30.40';
    const uuid = await t.newSession(address);
    for (let i = 0; i < 10; i++)
      await t.call(
        invoice.queryInvoiceByPolicyNo,
        { policyNo: vat.policyNo, certificates: '11010519491231002X', cusName: '王五' },
        { uuid, address },
      );
    const res = await t.call(
      invoice.queryInvoiceByPolicyNo,
      { policyNo: vat.policyNo, certificates: vat.buyerIdNumber, cusName: vat.buyerName },
      { uuid, address },
    );
    expect(res.code).toBe(RESULT.TOO_MANY);
  });

  it('locks out guesses sent all at once as it does guesses sent one by one', async () => {
    // The shared store as a busy Redis answers: each command takes a while, so the guesses overlap.
    const slow = (store: Store): Store => ({
      ...store,
      get: async (key) => {
        await new Promise((r) => setTimeout(r, 20));
        return store.get(key);
      },
      incr: async (key, ttl) => {
        await new Promise((r) => setTimeout(r, 20));
        return store.incr(key, ttl);
      },
    });
    const identityGuard = createIdentityGuard(createLimiter(slow(t.deps.store)));
    const service = createInvoiceService({ ...t.deps, identityGuard });
    const asker = { uuid: await t.newSession(), clientAddress: '10.20.30.41' };
    const guess = { policyNo: vat.policyNo, certificates: '11010519491231002X', cusName: '王五' };
    const answers = await Promise.allSettled(Array.from({ length: 30 }, () => service.byPolicy(asker, guess)));
    // Each was counted as it started: ten were looked up, the rest refused without a look.
    const reasons = answers.map((a) => (a.status === 'rejected' ? a.reason.constructor.name : 'found'));
    expect(reasons.filter((r) => r === 'NotFound')).toHaveLength(10);
    expect(reasons.filter((r) => r === 'TooMany')).toHaveLength(20);
  });

  it('does not count a query that found its invoice against the client', async () => {
    const address = '10.20.30.42';
    const uuid = await t.newSession(address);
    const own = { policyNo: vat.policyNo, certificates: vat.buyerIdNumber, cusName: vat.buyerName };
    for (let i = 0; i < 12; i++)
      expect((await t.call(invoice.queryInvoiceByPolicyNo, own, { uuid, address })).code).toBe(RESULT.OK);
  });
});
