import { createHash } from 'node:crypto';
import { Refused, TooMany } from '../../platform/errors';
import { maskEmail, maskMobile } from '../../platform/masking';
import { newReferenceNo, REFERENCE_NO_ATTEMPTS } from '../../platform/reference-no';
import type { Store } from '../../platform/store';
import type { AckDispatcher } from './ack-dispatcher';
import type { ComplaintAck, ComplaintRepo, ComplaintRow, NewComplaint, Stored } from './repo';
import { createStoreBatcher } from './store-batcher';

/** Same content from the same mobile within this window is a retry, not a new complaint. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;
/** How long a second identical submission waits for the first one to be stored. */
const IN_FLIGHT_WAIT_MS = 3_000;

const PREFIX: Record<ComplaintRow['kind'], string> = { quick: 'KS', formal: 'TS', return: 'TH' };

/** TS + Beijing date + 6 digits (see platform/reference-no.ts); storeOrFind() draws again on a clash. */
export function newAckNo(kind: ComplaintRow['kind'], now = Date.now()): string {
  return newReferenceNo(PREFIX[kind], now);
}

/** Key order never changes a hash: the same form typed twice hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

export function contentHash(kind: string, mobile: string, payload: unknown): string {
  return createHash('sha256')
    .update(`${kind}|${mobile}|${canonical(payload)}`)
    .digest('hex');
}

export interface Submission {
  kind: ComplaintRow['kind'];
  requestId: string;
  sessionUuid: string;
  name: string;
  mobile: string;
  email: string;
  orderNo?: string;
  payload: Record<string, unknown>;
  /** What makes two submissions the same complaint, when not the whole payload (a derived call-back day). */
  sameContent?: unknown;
  ack: { channel: 'sms' | 'email'; recipient: string; subject?: string; text: (ackNo: string) => string };
}

export interface Acknowledgement {
  ackNo: string;
  ackChannel: ComplaintAck['ackChannel'];
  ackTo: string;
  receivedAt: string;
  duplicate: boolean;
}

export function acknowledgementOf(row: ComplaintAck, duplicate: boolean): Acknowledgement {
  return {
    ackNo: row.ackNo,
    ackChannel: row.ackChannel,
    // 'none' names the mobile its SMS was not sent to.
    ackTo: row.ackChannel === 'email' ? maskEmail(row.ackRecipient) : maskMobile(row.ackRecipient),
    receivedAt: row.createdAt.toISOString(),
    duplicate,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The checks a submission passes before it is stored (limits, SMS code), and how to undo their counting. */
export interface Checks {
  /** Throws the refusal (too many, wrong code, already appealed). */
  beforeStore(): Promise<void>;
  /**
   * After beforeStore passed: false when the submission is to be stored without its acknowledgement
   * (a mobile past its day's acknowledgement SMS, service.ts). Acknowledged when absent.
   */
  acknowledge?(): boolean;
  /**
   * Gives back what beforeStore counted (limit hits), when the submission
   * turns out to repeat a stored one (a retry must not use up a slot) or is
   * not stored at all (the store step threw).
   */
  giveBack?(): Promise<void>;
}

/**
 * Stores one submission exactly once; its acknowledgement goes out after the
 * answer, through the dispatcher (ack-dispatcher.ts, issue 9).
 *
 * Request path of a new complaint: the in-flight lock (shared store), the
 * checks, and one database statement that finds the record this submission
 * repeats or stores it (shared with the submissions that arrive at the same
 * time: store-batcher.ts). A retry answers the first record (duplicate: true)
 * and is never refused for what its first attempt used up: when the checks
 * refuse (its code was used, the limit is reached, the order has its appeal),
 * the record it repeats is looked up (the rare path) and answered instead;
 * when they pass, what they counted is given back. A submission the store
 * step fails for (the database down) gives back what they counted too: it was
 * not stored, so it must not use up the customer's allowance.
 */
export function createSubmissions(deps: { repo: ComplaintRepo; store: Store; acks: Pick<AckDispatcher, 'enqueue'> }) {
  const { repo, store, acks } = deps;
  // Submissions arriving together share one statement (group commit).
  const batcher = createStoreBatcher(repo);
  const since = () => new Date(Date.now() - DUPLICATE_WINDOW_MS);

  async function earlier(sub: Submission, hash: string): Promise<ComplaintAck | undefined> {
    return repo.earlier(sub.requestId || null, sub.sessionUuid, hash, since());
  }

  /** The submission's record; `claimedAt` is when its statement went (performance.now()), for the dispatcher. */
  async function storeOrFind(
    sub: Submission,
    hash: string,
    acknowledge: boolean,
  ): Promise<Stored & { claimedAt: number }> {
    for (let attempt = 1; ; attempt++) {
      const ackNo = newAckNo(sub.kind);
      const row: NewComplaint = {
        ackNo,
        kind: sub.kind,
        requestId: sub.requestId || null,
        contentHash: hash,
        name: sub.name,
        mobile: sub.mobile,
        email: sub.email,
        orderNo: sub.orderNo ?? null,
        payload: sub.payload,
        sessionUuid: sub.sessionUuid,
        // Stored without a pending acknowledgement, so never sent (repo.ts).
        ackChannel: acknowledge ? sub.ack.channel : 'none',
        ackRecipient: sub.ack.recipient,
        ackSubject: sub.ack.subject ?? '',
        ackText: sub.ack.text(ackNo),
      };
      // Before the statement: the acknowledgement's claim, from the database's now() in it, starts later.
      const claimedAt = performance.now();
      const stored = await batcher.storeOrFind(row, since());
      if (stored) return { ...stored, claimedAt };
      // A unique index refused it. A parallel retry with the same request id won,
      // or the order already has an appeal.
      const winner = await earlier(sub, hash);
      if (winner) return { row: winner, duplicate: true, claimedAt };
      const open = sub.orderNo ? await repo.returnAppeal(sub.orderNo) : undefined;
      if (open) throw new Refused(`该订单已提交过申诉，受理编号${open.ackNo}`);
      // Otherwise the acknowledgement number was taken: draw again.
      if (attempt >= REFERENCE_NO_ATTEMPTS)
        throw new Error(`complaint: ${REFERENCE_NO_ATTEMPTS} acknowledgement numbers drawn, all taken`);
    }
  }

  return {
    async submit(sub: Submission, checks: Checks): Promise<Acknowledgement> {
      const hash = contentHash(sub.kind, sub.mobile, sub.sameContent ?? sub.payload);

      // Two identical submissions at once: the second waits for the first and answers its record.
      // The lock names the request holding it (its session's, as request ids count within a
      // session): a retry of that same request (its answer lost to a crash) goes ahead, or a
      // dead holder would refuse it for the lock's lifetime; the unique request id then decides
      // whether the first attempt stored it after all.
      const lockKey = `complaint:submitting:${hash}`;
      const owner = sub.requestId ? `${sub.sessionUuid}:${sub.requestId}` : '1';
      const mine = async () => sub.requestId !== '' && (await store.get(lockKey)) === owner;
      // Only the attempt that took the lock frees it: a retry going ahead beside its
      // first attempt must leave the lock to it, or a third would not wait.
      let locked = await store.setIfAbsent(lockKey, owner, 30);
      if (!locked && !(await mine())) {
        // The first's record answers the wait. A lock freed without one (the first was
        // refused, or failed) lets this one go ahead, to be checked on its own.
        for (let waited = 0; !locked; waited += 200) {
          if (waited >= IN_FLIGHT_WAIT_MS) throw new TooMany('您的投诉正在提交，请勿重复提交');
          await sleep(200);
          const first = await earlier(sub, hash);
          if (first) return acknowledgementOf(first, true);
          locked = await store.setIfAbsent(lockKey, owner, 30);
        }
      }
      try {
        try {
          await checks.beforeStore();
        } catch (refusal) {
          const first = await earlier(sub, hash);
          if (!first) throw refusal;
          await checks.giveBack?.();
          return acknowledgementOf(first, true);
        }
        let stored: Awaited<ReturnType<typeof storeOrFind>>;
        try {
          stored = await storeOrFind(sub, hash, checks.acknowledge?.() ?? true);
        } catch (failure) {
          // Nothing was stored (the database failed, or another appeal of the order won): what the
          // checks counted is given back, or an outage would use up the customer's day's allowance.
          // A failure to give back must not hide the one the customer is told about.
          await checks.giveBack?.().catch(() => undefined);
          throw failure;
        }
        const { row, duplicate, claimedAt } = stored;
        if (duplicate) {
          await checks.giveBack?.();
          return acknowledgementOf(row, true);
        }
        // Its pending row is held by this instance: the dispatcher sends it from memory.
        if (row.ackChannel !== 'none') acks.enqueue(row, claimedAt);
        return acknowledgementOf(row, false);
      } finally {
        if (locked) await store.del(lockKey);
      }
    },
  };
}
export type Submissions = ReturnType<typeof createSubmissions>;
