import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Premium invoices as the tax platform issued them. The policy number and the
 * buyer (the applicant who paid) are copied onto the invoice, as on paper, so
 * the invoice domain proves a customer without reading the policy tables.
 */
export const invoice = pgTable(
  'invoice_invoice',
  {
    /** Code + number for a VAT e-invoice, the number alone for a fully digital one. */
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['vat', 'digital'] }).notNull(),
    invoiceCode: text('invoice_code'),
    invoiceNo: text('invoice_no').notNull(),
    /** 20 digits; none on a fully digital e-invoice. */
    checkCode: text('check_code'),
    issueDate: text('issue_date').notNull(),
    policyNo: text('policy_no').notNull(),
    itemName: text('item_name').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerIdNumber: text('buyer_id_number').notNull(),
    sellerName: text('seller_name').notNull(),
    sellerTaxId: text('seller_tax_id').notNull(),
    sellerAddress: text('seller_address').notNull(),
    sellerBank: text('seller_bank').notNull(),
    /** Yuan as numeric text: excluding tax, the tax, and the total. */
    amount: text('amount').notNull(),
    taxRate: text('tax_rate').notNull(),
    taxAmount: text('tax_amount').notNull(),
    total: text('total').notNull(),
    remark: text('remark').notNull(),
    payee: text('payee').notNull(),
    reviewer: text('reviewer').notNull(),
    drawer: text('drawer').notNull(),
    /** What a portal payment invoiced (the policy's sourceRef): one invoice each; none on the tax platform's own. */
    sourceRef: text('source_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_policy_idx').on(t.policyNo),
    uniqueIndex('invoice_no_code_idx').on(t.invoiceNo, t.invoiceCode),
    uniqueIndex('invoice_source_idx').on(t.sourceRef),
  ],
);

/** The switches of the two ways of querying (queryInvoiceSwitch). */
export const invoiceSetting = pgTable('invoice_setting', {
  key: text('key', { enum: ['byPolicy', 'byInvoice'] }).primaryKey(),
  enabled: boolean('enabled').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
