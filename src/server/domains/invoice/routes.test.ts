import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { invoice, issueDateRange } from '../../../shared/api/invoice';
import { checkString } from '../../../shared/check-string';
import { RESULT } from '../../../shared/result-codes';
import { createIdentityGuard } from '../../platform/identity-guard';
import { createLimiter } from '../../platform/limits';
import { latestOutbox, MAILBOX_LIMIT } from '../../platform/messaging';
import type { Store } from '../../platform/store';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { pdfText } from './pdf-text';
import { createInvoiceRepo, type InvoiceRow } from './repo';
import { createInvoiceService, MAIL_LIMITS } from './service';

let t: TestApp;
let rows: InvoiceRow[];
let vat: InvoiceRow;
let digital: InvoiceRow;
beforeAll(async () => {
  t = await startTestApp();
  rows = await createInvoiceRepo(t.database.db).all();
  vat = rows.find((r) => r.kind === 'vat') as InvoiceRow;
  digital = rows.find((r) => r.kind === 'digital') as InvoiceRow;
});
afterAll(() => t?.close());

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

describe('opening, downloading and e-mailing', () => {
  it('gives the PDF only to a session that found the invoice', async () => {
    const refused = await t.call(
      invoice.queryElectronicInvoice,
      { billnumber: digital.invoiceNo },
      { uuid: await t.newSession() },
    );
    expect(refused.code).toBe(RESULT.REFUSED);
    const uuid = await t.newSession();
    await t.call(
      invoice.queryInvoiceBybillNo,
      { invoiceNumber: digital.invoiceNo, issueDate: digital.issueDate },
      { uuid },
    );
    const pdf = await t.call(invoice.queryElectronicInvoice, { billnumber: digital.invoiceNo }, { uuid });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.raw.startsWith('%PDF-')).toBe(true);
    expect(pdf.headers['content-disposition']).toBeUndefined();
    const bytes = await t.app.inject({
      method: 'POST',
      url: invoice.queryElectronicInvoice.path,
      payload: {
        head: { uuid, requestId: 'r1', check: checkString({ billnumber: digital.invoiceNo }, uuid) },
        body: { billnumber: digital.invoiceNo },
      },
    });
    expect(await pdfText(bytes.rawPayload)).toContain(digital.invoiceNo);
    const download = await t.call(
      invoice.queryElectronicInvoice,
      { billnumber: digital.invoiceNo, download: true },
      { uuid },
    );
    expect(String(download.headers['content-disposition'])).toContain(
      encodeURIComponent(`电子发票_${digital.invoiceNo}.pdf`),
    );
  });

  it('e-mails the PDF to the address given, masked in the answer', async () => {
    const uuid = await t.newSession();
    await t.call(
      invoice.queryInvoiceBybillNo,
      { invoiceNumber: digital.invoiceNo, issueDate: digital.issueDate },
      { uuid },
    );
    const res = await t.call(
      invoice.sendInvoiceEmail,
      { billnumber: digital.invoiceNo, email: 'customer@example.com' },
      { uuid },
    );
    expect(res.code).toBe(RESULT.OK);
    expect(res.data.maskedEmail).toBe('c*******@example.com');
    const [mail] = (await latestOutbox(t.database.db)).filter((m) => m.recipient === 'customer@example.com');
    expect(mail.attachments).toBe(`电子发票_${digital.invoiceNo}.pdf`);
  });
});

describe('mail limits', () => {
  it('counts only mails that went: a send the mail server refused leaves the invoice its three an hour', async () => {
    // An invoice no other test mails: its three an hour are all its own.
    const unmailed = rows.filter((r) => r.kind === 'digital')[1];
    const uuid = await t.newSession();
    await t.call(
      invoice.queryInvoiceBybillNo,
      { invoiceNumber: unmailed.invoiceNo, issueDate: unmailed.issueDate },
      { uuid },
    );
    const send = () =>
      t.call(invoice.sendInvoiceEmail, { billnumber: unmailed.invoiceNo, email: 'retry@example.com' }, { uuid });
    const refuse = vi.spyOn(t.deps.mailer, 'send').mockRejectedValueOnce(new Error('mail server unavailable'));
    try {
      expect((await send()).code).toBe(RESULT.SYSTEM_ERROR);
    } finally {
      refuse.mockRestore();
    }
    for (let i = 0; i < MAIL_LIMITS.perInvoice.max; i += 1) expect((await send()).code).toBe(RESULT.OK);
    const refused = await send();
    expect([refused.code, refused.message]).toEqual([RESULT.TOO_MANY, MAIL_LIMITS.perInvoice.message]);
    // Another session asking for the same invoice is refused too: the cap is the invoice's.
    const other = await t.newSession();
    await t.call(
      invoice.queryInvoiceBybillNo,
      { invoiceNumber: unmailed.invoiceNo, issueDate: unmailed.issueDate },
      { uuid: other },
    );
    const again = await t.call(
      invoice.sendInvoiceEmail,
      { billnumber: unmailed.invoiceNo, email: 'retry@example.com' },
      { uuid: other },
    );
    expect(again.code).toBe(RESULT.TOO_MANY);
  });

  it("stops at a mailbox's ten an hour across sessions and documents, whatever the address's case", async () => {
    // Nine documents already went to this mailbox this hour (e-policies and invoices, any session).
    for (let i = 0; i < MAILBOX_LIMIT.max - 1; i += 1) await t.deps.limiter.hit(MAILBOX_LIMIT, 'full@example.com');
    const mailFrom = async (email: string) => {
      const uuid = await t.newSession();
      await t.call(
        invoice.queryInvoiceBybillNo,
        {
          invoiceNumber: vat.invoiceNo,
          invoiceCode: vat.invoiceCode ?? '',
          issueDate: vat.issueDate,
          checkCode: vat.checkCode?.slice(-6) ?? '',
        },
        { uuid },
      );
      return t.call(
        invoice.sendInvoiceEmail,
        { billnumber: vat.invoiceNo, billcode: vat.invoiceCode ?? '', email },
        { uuid },
      );
    };
    expect((await mailFrom('full@example.com')).code).toBe(RESULT.OK);
    const refused = await mailFrom('Full@Example.com');
    expect([refused.code, refused.message]).toEqual([RESULT.TOO_MANY, MAILBOX_LIMIT.message]);
    // The invoice's own count is given back with the refusal: another mailbox still gets its mails.
    expect(await t.deps.limiter.peek(MAIL_LIMITS.perInvoice, vat.id)).toBe(1);
    expect((await mailFrom('other@example.com')).code).toBe(RESULT.OK);
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
