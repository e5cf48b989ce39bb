import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isEmpty } from '../../db/is-empty';
import { invoice, invoiceSetting } from './schema';

export type InvoiceRow = typeof invoice.$inferSelect;

/** The only file that queries the invoice tables. */
export function createInvoiceRepo(db: Db) {
  return {
    byPolicy(policyNo: string) {
      return db.select().from(invoice).where(eq(invoice.policyNo, policyNo)).orderBy(asc(invoice.issueDate));
    },
    async byNumber(invoiceNo: string, invoiceCode: string | undefined) {
      const rows = await db
        .select()
        .from(invoice)
        .where(
          and(
            eq(invoice.invoiceNo, invoiceNo),
            invoiceCode ? eq(invoice.invoiceCode, invoiceCode) : isNull(invoice.invoiceCode),
          ),
        )
        .limit(1);
      return rows[0];
    },
    byIds(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([] as InvoiceRow[]);
      return db.select().from(invoice).where(inArray(invoice.id, ids)).orderBy(asc(invoice.issueDate));
    },
    all() {
      return db.select().from(invoice).orderBy(asc(invoice.policyNo));
    },
    isEmpty: () => isEmpty(db, invoice),
    async insert(rows: (typeof invoice.$inferInsert)[]) {
      if (rows.length) await db.insert(invoice).values(rows).onConflictDoNothing();
    },
    settings() {
      return db.select().from(invoiceSetting);
    },
    async setSetting(key: 'byPolicy' | 'byInvoice', enabled: boolean) {
      await db
        .insert(invoiceSetting)
        .values({ key, enabled })
        .onConflictDoUpdate({ target: invoiceSetting.key, set: { enabled, updatedAt: new Date() } });
    },
  };
}
export type InvoiceRepo = ReturnType<typeof createInvoiceRepo>;
