import { describe, expect, it, vi } from 'vitest';
import { invoice } from '../../../shared/api/invoice';
import { checkString } from '../../../shared/check-string';
import { RESULT } from '../../../shared/result-codes';
import { latestOutbox, MAILBOX_LIMIT } from '../../platform/messaging';
import { pdfText } from './pdf-text';
import { MAIL_LIMITS } from './service';
import { digital, invoiceTestApp, rows, t, vat } from './test-kit';

invoiceTestApp();

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
