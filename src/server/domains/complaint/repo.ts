import { and, desc, eq, gte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isEmpty } from '../../db/is-empty';
import { complaintAckPending, complaintRecord, returnShippingPolicy } from './schema';

export type ComplaintRow = typeof complaintRecord.$inferSelect;
export type NewComplaint = typeof complaintRecord.$inferInsert;
/** What a submission reads back of a complaint: its acknowledgement (submission.ts). */
export type ComplaintAck = Pick<
  ComplaintRow,
  'id' | 'ackNo' | 'ackChannel' | 'ackRecipient' | 'ackSubject' | 'ackText' | 'createdAt'
>;

/** The columns of ComplaintAck: a submission's statements return these, not the whole row with its payload. */
const ackColumns = {
  id: complaintRecord.id,
  ackNo: complaintRecord.ackNo,
  ackChannel: complaintRecord.ackChannel,
  ackRecipient: complaintRecord.ackRecipient,
  ackSubject: complaintRecord.ackSubject,
  ackText: complaintRecord.ackText,
  createdAt: complaintRecord.createdAt,
} satisfies { [K in keyof ComplaintAck]: unknown };

/** What a submission writes: the complaint and its acknowledgement, in the order of the insert's columns. */
const insertColumns = {
  ackNo: complaintRecord.ackNo,
  kind: complaintRecord.kind,
  requestId: complaintRecord.requestId,
  contentHash: complaintRecord.contentHash,
  name: complaintRecord.name,
  mobile: complaintRecord.mobile,
  email: complaintRecord.email,
  orderNo: complaintRecord.orderNo,
  payload: complaintRecord.payload,
  sessionUuid: complaintRecord.sessionUuid,
  ackChannel: complaintRecord.ackChannel,
  ackRecipient: complaintRecord.ackRecipient,
  ackSubject: complaintRecord.ackSubject,
  ackText: complaintRecord.ackText,
} as const;

/** A submission's values for every insert column, the optional ones at their stored defaults. */
const insertValues = (row: NewComplaint) => ({
  ...row,
  requestId: row.requestId ?? null,
  orderNo: row.orderNo ?? null,
  email: row.email ?? '',
  ackSubject: row.ackSubject ?? '',
});

/** A submission's record: the one it repeats (duplicate), or itself, stored. */
export type Stored = { row: ComplaintAck; duplicate: boolean };

/** An acknowledgement a dispatcher has claimed, to send (ack-dispatcher.ts). */
export type PendingAck = Pick<ComplaintRow, 'id' | 'ackChannel' | 'ackRecipient' | 'ackSubject' | 'ackText'>;
/** How many acknowledgements one drain claims and sends at most. */
export const ACK_BATCH = 100;
/**
 * How long a pending acknowledgement is left to the dispatcher that holds it:
 * the instance that stored the complaint, or the one whose sweep claimed it.
 */
export const ACK_CLAIM_SECONDS = 60;

/** The only file that queries the complaint tables. */
export function createComplaintRepo(db: Db) {
  const first = <T>(rows: T[]): T | undefined => rows[0];
  // A submission's statements are built once and prepared (issue 9): every
  // complaint runs them, and each is one round trip.
  // A request id is the client's own choice, so it names a request only
  // within its session: another session's complaint with the same id is
  // another complaint, never answered with this one's acknowledgement.
  const sameRequest = and(
    eq(complaintRecord.requestId, sql.placeholder('requestId')),
    eq(complaintRecord.sessionUuid, sql.placeholder('sessionUuid')),
  );
  /** The record a submission repeats: the one of the same request first, else the first with the same content. */
  const repeated = () =>
    db
      .select(ackColumns)
      .from(complaintRecord)
      .where(
        or(
          sameRequest,
          and(
            eq(complaintRecord.contentHash, sql.placeholder('contentHash')),
            gte(complaintRecord.createdAt, sql.placeholder('since')),
          ),
        ),
      )
      .orderBy(sql`(${sameRequest}) is true desc`, complaintRecord.id)
      .limit(1);
  const earlierOne = repeated().prepare('complaint_earlier');
  // Store or find, in one statement and one round trip (issue 9): the record
  // this submission repeats, else the new one. Data-modifying CTEs share one
  // snapshot, so the insert runs only when `prior` is empty. A unique index
  // that refuses the row (a twin committed meanwhile, the order's appeal, an
  // acknowledgement number taken) stores nothing and answers no row, rather
  // than an error: node-postgres's pool closes a connection whose query
  // failed, and a busy day's number clashes then cost a new connection (a
  // backend started, every statement prepared again) each. submission.ts
  // decides which it was.
  const prior = db.$with('prior').as(repeated());
  const names = (columns: Record<string, { name: string }>) =>
    sql.join(
      Object.values(columns).map((column) => sql.identifier(column.name)),
      sql`, `,
    );
  // Placeholders in a select list have no type of their own: each is cast to its column's.
  const values = sql.join(
    Object.entries(insertColumns).map(([key, column]) => sql`${sql.placeholder(key)}::${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  const inserted = db
    .$with('ins', ackColumns)
    .as(
      sql`insert into ${complaintRecord} (${names(insertColumns)}) select ${values} where not exists (select 1 from ${prior}) on conflict do nothing returning ${names(ackColumns)}`,
    );
  const pendingId = sql.identifier(complaintAckPending.complaintId.name);
  const claimedUntil = sql.identifier(complaintAckPending.claimedUntil.name);
  // The new complaint's acknowledgement is pending, held by this instance for claimSeconds; one stored
  // without an acknowledgement ('none') has none to send.
  const pending = db
    .$with('pending', { complaintId: complaintAckPending.complaintId })
    .as(
      sql`insert into ${complaintAckPending} (${pendingId}, ${claimedUntil}) select id, now() + make_interval(secs => ${sql.placeholder('claimSeconds')}::double precision) from ${inserted} where ack_channel <> 'none' returning ${pendingId}`,
    );
  const answer = db
    .$with('answer', { ...ackColumns, duplicate: sql<boolean>`duplicate`.as('duplicate') })
    .as(sql`select *, false as duplicate from ${inserted} union all select *, true from ${prior}`);
  const storeOrFind = db
    .with(prior, inserted, pending, answer)
    .select()
    .from(answer)
    .prepare('complaint_store_or_find');
  // The sweep (ack-dispatcher.ts): up to a batch of acknowledgements whose
  // claim expired (a failed send, an instance that died), claimed in one
  // statement with their texts. SKIP LOCKED: two instances sweeping at once
  // each take other rows; a row another one claimed and committed no longer
  // matches (its claim has not expired).
  const claimed = db
    .$with('claimed', { complaintId: complaintAckPending.complaintId })
    .as(
      sql`update ${complaintAckPending} set ${claimedUntil} = now() + make_interval(secs => ${sql.placeholder('claimSeconds')}::double precision) where ${pendingId} in (select ${pendingId} from ${complaintAckPending} where ${claimedUntil} < now() order by ${pendingId} limit ${ACK_BATCH} for update skip locked) returning ${pendingId}`,
    );
  const claimExpired = db
    .with(claimed)
    .select({
      id: complaintRecord.id,
      ackChannel: complaintRecord.ackChannel,
      ackRecipient: complaintRecord.ackRecipient,
      ackSubject: complaintRecord.ackSubject,
      ackText: complaintRecord.ackText,
    })
    .from(claimed)
    .innerJoin(complaintRecord, eq(complaintRecord.id, claimed.complaintId))
    .orderBy(complaintRecord.id)
    .prepare('complaint_ack_claim');
  // Sent: the pending rows go. The ids as one array literal: one statement, one plan, whatever the batch's size.
  const deleteSent = db
    .delete(complaintAckPending)
    .where(sql`${complaintAckPending.complaintId} = any(${sql.placeholder('ids')}::bigint[])`)
    .prepare('complaint_ack_sent');
  // Several submissions in one statement (store-batcher.ts): the same as
  // storeOrFind for each, one round trip for all. The batch never holds two
  // submissions that could repeat or clash with each other (same request id,
  // content, acknowledgement number or order), so each one's lookup sees
  // exactly what its own statement would have seen.
  const manyColumns = Object.values(insertColumns).map((column) => column.name);
  const recordType = sql.raw(
    [
      'ord int',
      'since_ms float8',
      ...Object.values(insertColumns).map((column) => `${column.name} ${column.getSQLType()}`),
    ].join(', '),
  );
  const ackSelect = (alias: string) =>
    sql.raw(
      `${alias}.id::float8 as id, ${alias}.ack_no, ${alias}.ack_channel, ${alias}.ack_recipient, ${alias}.ack_subject, ${alias}.ack_text, (extract(epoch from ${alias}.created_at) * 1000)::float8 as created_ms`,
    );
  // Prepared like the single statement: planning this one took ~2 ms of PostgreSQL CPU, more than running it.
  // The CTEs name each other: input, prior, ins.
  const manyInput = db
    .$with('input', { ord: sql<number>`ord`.as('ord') })
    .as(sql`select * from jsonb_to_recordset(${sql.placeholder('input')}::jsonb) as x(${recordType})`);
  const manyPrior = db.$with('prior', { ord: sql<number>`ord`.as('ord') }).as(sql`
      select i.ord, r.id, r.ack_no, r.ack_channel, r.ack_recipient, r.ack_subject, r.ack_text, r.created_at
      from input i cross join lateral (
        select c.id, c.ack_no, c.ack_channel, c.ack_recipient, c.ack_subject, c.ack_text, c.created_at
        from ${complaintRecord} c
        where (c.request_id = i.request_id and c.session_uuid = i.session_uuid)
          or (c.content_hash = i.content_hash and c.created_at >= to_timestamp(i.since_ms / 1000.0))
        order by (c.request_id = i.request_id and c.session_uuid = i.session_uuid) is true desc, c.id
        limit 1
      ) r`);
  const manyInserted = db.$with('ins', { id: sql<number>`id`.as('id') }).as(sql`
      insert into ${complaintRecord} (${sql.raw(manyColumns.join(', '))})
      select ${sql.raw(manyColumns.map((name) => `i.${name}`).join(', '))} from input i
      where not exists (select 1 from prior p where p.ord = i.ord)
      order by i.ord
      on conflict do nothing
      returning id, ack_no, ack_channel, ack_recipient, ack_subject, ack_text, created_at`);
  const manyPending = db.$with('pending', { id: sql<number>`complaint_id`.as('complaint_id') }).as(sql`
      insert into ${complaintAckPending} (${pendingId}, ${claimedUntil})
      select id, now() + make_interval(secs => ${sql.placeholder('claimSeconds')}::double precision) from ins
      where ack_channel <> 'none'
      returning ${pendingId}`);
  const manyAnswer = db
    .$with('answer', {
      ord: sql<number>`ord`.as('ord'),
      id: sql<number>`id`.as('id'),
      ackNo: sql<string>`ack_no`.as('ack_no'),
      ackChannel: sql<ComplaintAck['ackChannel']>`ack_channel`.as('ack_channel'),
      ackRecipient: sql<string>`ack_recipient`.as('ack_recipient'),
      ackSubject: sql<string>`ack_subject`.as('ack_subject'),
      ackText: sql<string>`ack_text`.as('ack_text'),
      createdMs: sql<number>`created_ms`.as('created_ms'),
      duplicate: sql<boolean>`duplicate`.as('duplicate'),
    })
    .as(sql`
      select i.ord, ${ackSelect('ins')}, false as duplicate from ins join input i on i.ack_no = ins.ack_no
      union all
      select p.ord, ${ackSelect('p')}, true as duplicate from prior p`);
  const storeOrFindManyPrepared = db
    .with(manyInput, manyPrior, manyInserted, manyPending, manyAnswer)
    .select()
    .from(manyAnswer)
    .prepare('complaint_store_or_find_many');
  return {
    /**
     * The record a submission repeats, in one round trip: the one with the
     * same request id (when given) from the same session, else the first
     * with the same content hash since `since`.
     */
    async earlier(
      requestId: string | null,
      sessionUuid: string,
      contentHash: string,
      since: Date,
    ): Promise<ComplaintAck | undefined> {
      return first(await earlierOne.execute({ requestId, sessionUuid, contentHash, since }));
    },
    /**
     * The record a submission repeats (as `earlier`), or the submission stored
     * as a new record: one statement, one round trip (issue 9). Undefined when
     * a unique index refused it: a parallel twin or another appeal of the
     * order won, or the acknowledgement number is taken.
     */
    async storeOrFind(row: NewComplaint, since: Date, claimSeconds = ACK_CLAIM_SECONDS): Promise<Stored | undefined> {
      const [found] = await storeOrFind.execute({
        ...insertValues(row),
        payload: JSON.stringify(row.payload),
        since,
        claimSeconds,
      });
      if (!found) return undefined;
      const { duplicate, ...ack } = found;
      return { row: ack, duplicate };
    },
    /**
     * storeOrFind for several submissions in one statement and one round trip
     * (store-batcher.ts); the answers in the order of `entries`, undefined
     * where a unique index refused one (the others are stored all the same).
     * The caller never puts two submissions that could repeat or clash with
     * each other in one call.
     */
    async storeOrFindMany(
      entries: { row: NewComplaint; since: Date }[],
      claimSeconds = ACK_CLAIM_SECONDS,
    ): Promise<(Stored | undefined)[]> {
      // One record per submission, keyed by column name as jsonb_to_recordset reads it.
      const input = JSON.stringify(
        entries.map(({ row, since }, ord) => {
          const values = insertValues(row);
          const record: Record<string, unknown> = { ord, since_ms: since.getTime() };
          for (const [key, column] of Object.entries(insertColumns))
            record[column.name] = values[key as keyof typeof insertColumns];
          return record;
        }),
      );
      const rows = await storeOrFindManyPrepared.execute({ input, claimSeconds });
      const answers: (Stored | undefined)[] = entries.map(() => undefined);
      for (const r of rows) {
        answers[Number(r.ord)] = {
          row: {
            id: Number(r.id),
            ackNo: r.ackNo,
            ackChannel: r.ackChannel,
            ackRecipient: r.ackRecipient,
            ackSubject: r.ackSubject,
            ackText: r.ackText,
            createdAt: new Date(Number(r.createdMs)),
          },
          duplicate: r.duplicate,
        };
      }
      return answers;
    },
    /** Up to ACK_BATCH pending acknowledgements whose claim expired, claimed for `claimSeconds`, oldest first. */
    async claimExpiredAcks(claimSeconds: number): Promise<PendingAck[]> {
      return claimExpired.execute({ claimSeconds });
    },
    /** These acknowledgements went out: no longer pending. */
    async markAcksSent(ids: number[]) {
      if (ids.length) await deleteSent.execute({ ids: `{${ids.join(',')}}` });
    },
    /** Whether a complaint's acknowledgement is still to send (tests, the demo list). */
    async ackPending(id: number) {
      const rows = await db
        .select({ id: complaintAckPending.complaintId })
        .from(complaintAckPending)
        .where(eq(complaintAckPending.complaintId, id));
      return rows.length > 0;
    },
    async byAckNo(ackNo: string) {
      return first(await db.select().from(complaintRecord).where(eq(complaintRecord.ackNo, ackNo)).limit(1));
    },
    async returnAppeal(orderNo: string) {
      return first(
        await db
          .select()
          .from(complaintRecord)
          .where(and(eq(complaintRecord.kind, 'return'), eq(complaintRecord.orderNo, orderNo)))
          .limit(1),
      );
    },
    async returnPolicy(orderNo: string) {
      return first(await db.select().from(returnShippingPolicy).where(eq(returnShippingPolicy.orderNo, orderNo)));
    },
    /** The newest complaints, each with whether its acknowledgement went out ('none': never). */
    async latest(limit: number) {
      return db
        .select({
          ackNo: complaintRecord.ackNo,
          kind: complaintRecord.kind,
          acknowledged: sql<boolean>`${complaintRecord.ackChannel} <> 'none' and not exists (select 1 from ${complaintAckPending} where ${complaintAckPending.complaintId} = ${complaintRecord.id})`,
        })
        .from(complaintRecord)
        .orderBy(desc(complaintRecord.id))
        .limit(limit);
    },
    async returnPolicies(limit: number) {
      return db.select().from(returnShippingPolicy).orderBy(returnShippingPolicy.orderNo).limit(limit);
    },
    async insertReturnPolicies(rows: (typeof returnShippingPolicy.$inferInsert)[]) {
      if (rows.length) await db.insert(returnShippingPolicy).values(rows).onConflictDoNothing();
    },
    hasReturnPolicies: async () => !(await isEmpty(db, returnShippingPolicy)),
  };
}
export type ComplaintRepo = ReturnType<typeof createComplaintRepo>;
