import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from './schema';

/** A LIKE pattern that matches the keyword anywhere, with its own % and _ taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The only file that queries the content tables. */
export function createContentRepo(db: Db) {
  return {
    banners(kind: 'banner' | 'ad', position: string, today: string) {
      return db
        .select()
        .from(t.banner)
        .where(
          and(
            eq(t.banner.kind, kind),
            eq(t.banner.position, position),
            or(isNull(t.banner.startDate), lte(t.banner.startDate, today)),
            or(isNull(t.banner.endDate), gte(t.banner.endDate, today)),
          ),
        )
        .orderBy(asc(t.banner.sortOrder));
    },
    /** The hash of the last import: every content write changes it (import.ts). */
    async importVersion(): Promise<string> {
      const rows = await db.select({ hash: t.importLog.hash }).from(t.importLog).where(eq(t.importLog.id, 1));
      return rows[0]?.hash ?? '';
    },
    /** Channels, columns and modules in full: a few dozen rows that make up the home pages. */
    async homeStructure() {
      const [channels, columns, modules] = await Promise.all([
        db.select().from(t.channel).orderBy(asc(t.channel.sortOrder)),
        db.select().from(t.column).orderBy(asc(t.column.sortOrder)),
        db.select().from(t.module).orderBy(asc(t.module.sortOrder)),
      ]);
      return { channels, columns, modules };
    },
    searchModules(keyword: string, limit: number) {
      const p = containsPattern(keyword);
      return db
        .select()
        .from(t.module)
        .where(and(or(ilike(t.module.title, p), ilike(t.module.subtitle, p)), sql`${t.module.link} like '/%'`))
        .orderBy(asc(t.module.sortOrder))
        .limit(limit * 3);
    },
    riskClasses() {
      return db
        .select({
          code: t.riskClass.code,
          name: t.riskClass.name,
          description: t.riskClass.description,
          icon: t.riskClass.icon,
          productCount: sql<number>`count(${t.product.code})::int`,
        })
        .from(t.riskClass)
        .leftJoin(t.product, and(eq(t.product.riskClassCode, t.riskClass.code), eq(t.product.inMall, true)))
        .groupBy(t.riskClass.code)
        .orderBy(asc(t.riskClass.sortOrder));
    },
    riskClassNames() {
      return db.select({ code: t.riskClass.code, name: t.riskClass.name }).from(t.riskClass);
    },
    async products(where: SQL | undefined, offset: number, limit: number, orderFirst?: SQL) {
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(t.product)
          .where(where)
          .orderBy(...(orderFirst ? [orderFirst] : []), asc(t.product.sortOrder))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(t.product).where(where),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },
    mallWhere(riskClassCode?: string) {
      return and(eq(t.product.inMall, true), riskClassCode ? eq(t.product.riskClassCode, riskClassCode) : undefined);
    },
    /**
     * Name, summary or a tag contains the keyword (ILIKE works on Chinese text: no word splitting).
     * Each tag on its own: the array's JSON text has quotes, commas and brackets every tagged
     * product would match (a search for " listed them all).
     */
    productSearchWhere(keyword: string) {
      const p = containsPattern(keyword);
      const tagged = sql`exists (select 1 from jsonb_array_elements_text(${t.product.tags}) as tag where tag ilike ${p})`;
      return or(ilike(t.product.name, p), ilike(t.product.summary, p), tagged);
    },
    nameFirst(keyword: string) {
      return sql`case when ${t.product.name} ilike ${containsPattern(keyword)} then 0 else 1 end`;
    },
    async product(code: string) {
      const rows = await db.select().from(t.product).where(eq(t.product.code, code));
      return rows[0];
    },
    searchArticles(keyword: string, limit: number) {
      const p = containsPattern(keyword);
      return db
        .select()
        .from(t.article)
        .where(or(ilike(t.article.title, p), ilike(t.article.summary, p), ilike(t.article.body, p)))
        .orderBy(sql`case when ${t.article.title} ilike ${p} then 0 else 1 end`, desc(t.article.publishedAt))
        .limit(limit);
    },
    articles(category: string) {
      return db
        .select()
        .from(t.article)
        .where(eq(t.article.category, category))
        .orderBy(asc(t.article.sortOrder), desc(t.article.publishedAt));
    },
    async news(slug: string | undefined, offset: number, limit: number) {
      const where = and(eq(t.article.category, 'news'), slug ? eq(t.article.slug, slug) : undefined);
      const [rows, total] = await Promise.all([
        db.select().from(t.article).where(where).orderBy(desc(t.article.publishedAt)).offset(offset).limit(limit),
        db.select({ n: count() }).from(t.article).where(where),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },
    gallery(category: string) {
      return db.select().from(t.gallery).where(eq(t.gallery.category, category)).orderBy(asc(t.gallery.sortOrder));
    },
    comments(limit: number) {
      return db.select().from(t.comment).where(eq(t.comment.shown, true)).orderBy(desc(t.comment.date)).limit(limit);
    },
    funds() {
      return db.select().from(t.fund).orderBy(asc(t.fund.sortOrder));
    },
    /** The newest values of every fund, newest first (the service keeps two per fund). */
    recentValues(since: string) {
      return db
        .select()
        .from(t.fundValue)
        .where(gte(t.fundValue.date, since))
        .orderBy(asc(t.fundValue.fundCode), desc(t.fundValue.date));
    },
    history(fundCode: string, since: string) {
      return db
        .select({ date: t.fundValue.date, unitValue: t.fundValue.unitValue })
        .from(t.fundValue)
        .where(and(eq(t.fundValue.fundCode, fundCode), gte(t.fundValue.date, since)))
        .orderBy(asc(t.fundValue.date));
    },
    async lastValueDate() {
      const rows = await db.select({ d: sql<string>`max(${t.fundValue.date})::text` }).from(t.fundValue);
      return rows[0]?.d ?? null;
    },
    activities() {
      return db.select().from(t.activity).orderBy(asc(t.activity.sortOrder));
    },
    async settings() {
      const rows = await db.select().from(t.setting);
      return new Map(rows.map((r) => [r.key, r.value]));
    },
    renewalCandidates(policyNos: string[]) {
      if (policyNos.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(t.renewalCandidate)
        .where(inArray(t.renewalCandidate.policyNo, policyNos))
        .orderBy(asc(t.renewalCandidate.endDate));
    },
    renewalDueBetween(from: string, to: string) {
      return db
        .select()
        .from(t.renewalCandidate)
        .where(and(gte(t.renewalCandidate.endDate, from), lte(t.renewalCandidate.endDate, to)))
        .orderBy(asc(t.renewalCandidate.endDate))
        .limit(5);
    },
    /** Adds the new candidates and brings the known ones up to date (a renewed policy's new end date). */
    async upsertRenewalCandidates(rows: (typeof t.renewalCandidate.$inferInsert)[]) {
      if (!rows.length) return;
      await db
        .insert(t.renewalCandidate)
        .values(rows)
        .onConflictDoUpdate({
          target: t.renewalCandidate.policyNo,
          set: {
            riskName: sql`excluded.risk_name`,
            subject: sql`excluded.subject`,
            endDate: sql`excluded.end_date`,
          },
        });
    },
  };
}
export type ContentRepo = ReturnType<typeof createContentRepo>;
