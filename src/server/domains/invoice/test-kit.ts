/** What the invoice API tests share: the app and its seeded invoices, one of each kind. */
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createInvoiceRepo, type InvoiceRow } from './repo';

export let t: TestApp;
/** Every seeded invoice. */
export let rows: InvoiceRow[];
/** A seeded VAT e-invoice (code, 8-digit number, check code). */
export let vat: InvoiceRow;
/** A seeded fully digital e-invoice (20-digit number, no code). */
export let digital: InvoiceRow;

/** The invoice API tests' app, one per test file (tests only): registers the file's hooks. */
export function invoiceTestApp() {
  beforeAll(async () => {
    t = await startTestApp();
    rows = await createInvoiceRepo(t.database.db).all();
    vat = rows.find((r) => r.kind === 'vat') as InvoiceRow;
    digital = rows.find((r) => r.kind === 'digital') as InvoiceRow;
  });
  afterAll(() => t?.close());
}
