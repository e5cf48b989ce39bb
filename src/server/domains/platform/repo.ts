import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agency, analyticsEvent, branchOffice, codeValue, region } from './schema';

/** The only file that queries the platform tables. */
export function createPlatformRepo(db: Db) {
  return {
    /** The whole region table (a few thousand rows), in code order. */
    allRegions() {
      return db
        .select({ code: region.code, name: region.name, level: region.level, parentCode: region.parentCode })
        .from(region)
        .orderBy(asc(region.code));
    },
    async region(code: string) {
      const rows = await db.select().from(region).where(eq(region.code, code)).limit(1);
      return rows[0];
    },
    branchesIn(column: 'city' | 'province' | 'all', code?: string) {
      const q = db.select().from(branchOffice);
      const filtered =
        column === 'city' && code
          ? q.where(eq(branchOffice.cityCode, code))
          : column === 'province' && code
            ? q.where(eq(branchOffice.provinceCode, code))
            : q;
      return filtered.orderBy(asc(branchOffice.comCode));
    },
    agenciesOf(comCode: string) {
      return db.select().from(agency).where(eq(agency.comCode, comCode)).orderBy(asc(agency.agentCode));
    },
    /** Every code table at once (a few hundred rows), in display order. */
    allCodeValues() {
      return db
        .select({ tableName: codeValue.tableName, code: codeValue.code, name: codeValue.name })
        .from(codeValue)
        .orderBy(asc(codeValue.tableName), asc(codeValue.sortOrder));
    },
    async insertEvents(rows: (typeof analyticsEvent.$inferInsert)[]) {
      await db.insert(analyticsEvent).values(rows);
    },
  };
}
export type PlatformRepo = ReturnType<typeof createPlatformRepo>;
