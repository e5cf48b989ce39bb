import { and, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { idNumberForms } from '../../../shared/rules';
import type { Db } from '../../db/client';
import { isEmpty } from '../../db/is-empty';
import { jsonRow } from '../../db/json-row';
import { createBatchedLookup } from '../../platform/batched-lookup';
import { chinaDate } from '../../platform/calendar';
import type { PolicyInsert } from './records';
import { policyEndorsement, policyRecord } from './schema';

export type PolicyRow = typeof policyRecord.$inferSelect;
/**
 * What the query forms and their result list read of a policy: who holds it
 * (to match the person asking) and its summary line. Not the jsonb documents
 * (coverages, terms, payment, channel), nor the other columns of the detail page.
 */
export type PolicyHead = Pick<
  PolicyRow,
  | 'policyNo'
  | 'kind'
  | 'riskCode'
  | 'riskName'
  | 'queryType'
  | 'applicantName'
  | 'applicantIdNo'
  | 'insuredName'
  | 'insuredIdNo'
  | 'startDate'
  | 'endDate'
  | 'premium'
  | 'licenseNo'
  | 'vin'
  | 'frameNo'
  | 'brandModel'
  | 'isNewCar'
  | 'school'
>;

/** The columns of PolicyHead: text and one boolean, so each reads back from json unchanged (db/json-row.ts). */
function headFields() {
  const t = policyRecord;
  return {
    policyNo: t.policyNo,
    kind: t.kind,
    riskCode: t.riskCode,
    riskName: t.riskName,
    queryType: t.queryType,
    applicantName: t.applicantName,
    applicantIdNo: t.applicantIdNo,
    insuredName: t.insuredName,
    insuredIdNo: t.insuredIdNo,
    startDate: t.startDate,
    endDate: t.endDate,
    premium: t.premium,
    licenseNo: t.licenseNo,
    vin: t.vin,
    frameNo: t.frameNo,
    brandModel: t.brandModel,
    isNewCar: t.isNewCar,
    school: t.school,
  } satisfies { [K in keyof PolicyHead]: unknown };
}
export type EndorsementRow = typeof policyEndorsement.$inferSelect;

/** The only file that queries the policy tables. */
export function createPolicyRepo(db: Db) {
  // A party holding the ID number, in every form a record may keep it (A123456(3) or A1234563).
  const byIdentity = (id: string) => {
    const forms = idNumberForms(id);
    return or(inArray(policyRecord.applicantIdNo, forms), inArray(policyRecord.insuredIdNo, forms));
  };
  // Every query page and detail call reads one policy by number: built once and
  // prepared (issue 9), so neither Drizzle nor PostgreSQL parses it per request.
  const getOne = db
    .select()
    .from(policyRecord)
    .where(eq(policyRecord.policyNo, sql.placeholder('policyNo')))
    .limit(1)
    .prepare('policy_get');
  // What a query and its result list read (PolicyHead), as one json value
  // (issue 9): not the jsonb documents, ~70% of a row, which would be parsed
  // from JSON only to be dropped; and one column instead of 18, each of which
  // the driver described and parsed, and Drizzle mapped, on every query.
  // Lookups that arrive together share one statement (platform/batched-lookup.ts).
  const getHeads = db
    .select({ head: jsonRow(headFields()) })
    .from(policyRecord)
    .where(sql`${policyRecord.policyNo} = any(${sql.placeholder('policyNos')}::text[])`)
    .prepare('policy_get_heads');
  const head = createBatchedLookup(async (policyNos: string[]) => {
    const rows = await getHeads.execute({ policyNos });
    return new Map(rows.map((r) => [r.head.policyNo, r.head]));
  });
  return {
    /** How many policies there are, for the dev demo list's line: it reads the whole table, so no check or customer's call uses it. */
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(policyRecord);
      return row?.n ?? 0;
    },
    isEmpty: () => isEmpty(db, policyRecord),
    async get(policyNo: string): Promise<PolicyRow | undefined> {
      const rows = await getOne.execute({ policyNo });
      return rows[0];
    },
    /** One policy by number without its jsonb documents, for the query forms. */
    head(policyNo: string): Promise<PolicyHead | undefined> {
      return head(policyNo);
    },
    many(policyNos: string[]): Promise<PolicyRow[]> {
      if (policyNos.length === 0) return Promise.resolve([]);
      return db.select().from(policyRecord).where(inArray(policyRecord.policyNo, policyNos));
    },
    /** Policies of a plate held by a person (applicant or insured). */
    byPlateAndPerson(licenseNo: string, id: string) {
      return db
        .select()
        .from(policyRecord)
        .where(and(eq(policyRecord.licenseNo, licenseNo), byIdentity(id)))
        .orderBy(desc(policyRecord.startDate));
    },
    byPlateAndMobile(licenseNo: string, mobile: string) {
      return db
        .select()
        .from(policyRecord)
        .where(
          and(
            eq(policyRecord.licenseNo, licenseNo),
            or(eq(policyRecord.applicantMobile, mobile), eq(policyRecord.insuredMobile, mobile)),
          ),
        )
        .orderBy(desc(policyRecord.startDate));
    },
    /** Every policy of the same vehicle (compulsory and commercial), newest first. */
    byVin(vin: string) {
      return db.select().from(policyRecord).where(eq(policyRecord.vin, vin)).orderBy(desc(policyRecord.startDate));
    },
    byVisaSerial(visaSerialNo: string) {
      return db.select().from(policyRecord).where(eq(policyRecord.visaSerialNo, visaSerialNo));
    },
    byLoanContract(loanContractNo: string) {
      return db.select().from(policyRecord).where(eq(policyRecord.loanContractNo, loanContractNo));
    },
    /**
     * Policies insuring the holder of an ID number, in every form a record may
     * keep it (A123456(3) or A1234563), so the index still finds them.
     */
    byInsured(insuredIdNo: string) {
      return db
        .select()
        .from(policyRecord)
        .where(inArray(policyRecord.insuredIdNo, idNumberForms(insuredIdNo)))
        .orderBy(desc(policyRecord.endDate))
        .limit(100);
    },
    /** The first policies by number: the demo book's, for /dev/demo. */
    sample(limit: number) {
      return db.select().from(policyRecord).orderBy(policyRecord.createdAt, policyRecord.policyNo).limit(limit);
    },
    async findBySource(sourceRef: string): Promise<PolicyRow | undefined> {
      const rows = await db.select().from(policyRecord).where(eq(policyRecord.sourceRef, sourceRef)).limit(1);
      return rows[0];
    },
    async insertMany(rows: PolicyInsert[], endorsements: (typeof policyEndorsement.$inferInsert)[] = []) {
      await db.transaction(async (tx) => {
        for (let i = 0; i < rows.length; i += 500) await tx.insert(policyRecord).values(rows.slice(i, i + 500));
        if (endorsements.length) await tx.insert(policyEndorsement).values(endorsements);
      });
    },
    /** Inserts unless the policy number or source is already there; true when written. */
    async insertIfAbsent(row: PolicyInsert): Promise<boolean> {
      const written = await db
        .insert(policyRecord)
        .values(row)
        .onConflictDoNothing()
        .returning({ no: policyRecord.policyNo });
      return written.length > 0;
    },
    endorsements(policyNo: string) {
      return db
        .select()
        .from(policyEndorsement)
        .where(eq(policyEndorsement.policyNo, policyNo))
        .orderBy(desc(policyEndorsement.effectiveAt));
    },
    async endorsementCount(policyNo: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(policyEndorsement)
        .where(eq(policyEndorsement.policyNo, policyNo));
      return row?.n ?? 0;
    },
    /**
     * The plate endorsement: the endorsement row and the new plate in one
     * transaction; a repeated endorsement number changes nothing. False when
     * the policy does not exist.
     */
    async platesOf(policyNos: string[]) {
      if (policyNos.length === 0) return [];
      return db
        .select({ policyNo: policyRecord.policyNo, licenseNo: policyRecord.licenseNo })
        .from(policyRecord)
        .where(inArray(policyRecord.policyNo, policyNos));
    },
    async addPlate(input: { policyNo: string; licenseNo: string; endorsementNo: string; effectiveAt: Date }) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ licenseNo: policyRecord.licenseNo, vin: policyRecord.vin })
          .from(policyRecord)
          .where(eq(policyRecord.policyNo, input.policyNo))
          .for('update');
        if (!row) return false;
        const inserted = await tx
          .insert(policyEndorsement)
          .values({
            endorsementNo: input.endorsementNo,
            policyNo: input.policyNo,
            type: 'plate',
            typeName: '新车上牌批改',
            content: `车牌号码：${row.licenseNo ?? '新车未上牌'} → ${input.licenseNo}`,
            effectiveAt: input.effectiveAt,
          })
          .onConflictDoNothing()
          .returning({ no: policyEndorsement.endorsementNo });
        // The car got its plate: every policy of that vehicle (compulsory and commercial) in force
        // that day shows it. A part that has lapsed is a contract ended: it is not endorsed.
        if (inserted.length > 0)
          await tx
            .update(policyRecord)
            .set({ licenseNo: input.licenseNo })
            .where(
              row.vin
                ? and(eq(policyRecord.vin, row.vin), gte(policyRecord.endDate, chinaDate(input.effectiveAt.getTime())))
                : eq(policyRecord.policyNo, input.policyNo),
            );
        return true;
      });
    },
  };
}
export type PolicyRepo = ReturnType<typeof createPolicyRepo>;
