import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isEmpty } from '../../db/is-empty';
import { groupbuyLead, groupbuyLink, groupbuyStaff } from './schema';

export type LinkRow = typeof groupbuyLink.$inferSelect;
export type NewLink = typeof groupbuyLink.$inferInsert;
export type LeadRow = typeof groupbuyLead.$inferSelect;
/** What makes a link one promoter's: one link per employee, product, organisation, agent and project. */
export type LinkOwner = Pick<LinkRow, 'employeeNo' | 'kind' | 'comCode' | 'agentCode' | 'projectCode'>;

/** The only file that queries the group-buy tables. */
export function createGroupbuyRepo(db: Db) {
  return {
    async staff(employeeNo: string) {
      return (await db.select().from(groupbuyStaff).where(eq(groupbuyStaff.employeeNo, employeeNo)).limit(1))[0];
    },
    async linkOf(owner: LinkOwner) {
      return (
        await db
          .select()
          .from(groupbuyLink)
          .where(
            and(
              eq(groupbuyLink.employeeNo, owner.employeeNo),
              eq(groupbuyLink.kind, owner.kind),
              eq(groupbuyLink.comCode, owner.comCode),
              eq(groupbuyLink.agentCode, owner.agentCode),
              eq(groupbuyLink.projectCode, owner.projectCode),
            ),
          )
          .limit(1)
      )[0];
    },
    async link(groupByNo: string) {
      return (await db.select().from(groupbuyLink).where(eq(groupbuyLink.groupByNo, groupByNo)).limit(1))[0];
    },
    async insertLink(row: NewLink) {
      return db.transaction(async (tx) => (await tx.insert(groupbuyLink).values(row).returning())[0] as LinkRow);
    },
    async lead(mobile: string, groupByNo: string) {
      return (
        await db
          .select()
          .from(groupbuyLead)
          .where(and(eq(groupbuyLead.mobile, mobile), eq(groupbuyLead.groupByNo, groupByNo)))
          .limit(1)
      )[0];
    },
    async insertLead(row: typeof groupbuyLead.$inferInsert) {
      return db.transaction(async (tx) => (await tx.insert(groupbuyLead).values(row).returning())[0] as LeadRow);
    },
    async leadsOf(groupByNo: string) {
      const [row] = await db.select({ n: count() }).from(groupbuyLead).where(eq(groupbuyLead.groupByNo, groupByNo));
      return row?.n ?? 0;
    },
    staffList(limit: number) {
      return db.select().from(groupbuyStaff).orderBy(groupbuyStaff.employeeNo).limit(limit);
    },
    latestLinks(limit: number) {
      return db.select().from(groupbuyLink).orderBy(desc(groupbuyLink.id)).limit(limit);
    },
    hasStaff: async () => !(await isEmpty(db, groupbuyStaff)),
    async insertStaff(rows: (typeof groupbuyStaff.$inferInsert)[]) {
      await db.insert(groupbuyStaff).values(rows).onConflictDoNothing();
    },
  };
}
export type GroupbuyRepo = ReturnType<typeof createGroupbuyRepo>;
