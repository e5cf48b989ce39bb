import { createHash } from 'node:crypto';
import { isUniqueViolation } from '../../platform/db-errors';
import { Refused, TooMany } from '../../platform/errors';
import { maskEmail, maskMobile } from '../../platform/masking';
import type { Mailer, SmsSender } from '../../platform/messaging';
import { newReferenceNo } from '../../platform/reference-no';
import type { Store } from '../../platform/store';
import type { ComplaintAck, ComplaintRepo, ComplaintRow, NewComplaint } from './repo';

/** Same content from the same mobile within this window is a retry, not a new complaint. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;
/** How long a second identical submission waits for the first one to be stored. */
const IN_FLIGHT_WAIT_MS = 3_000;

const PREFIX: Record<ComplaintRow['kind'], string> = { quick: 'KS', formal: 'TS', return: 'TH' };

/** TS + Beijing date + 6 random digits (see platform/reference-no.ts); insert() draws again on a clash. */
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
  ack: { channel: 'sms' | 'email'; recipient: string; subject?: string; text: (ackNo: string) => string };
}

export interface Acknowledgement {
  ackNo: string;
  ackChannel: 'sms' | 'email';
  ackTo: string;
  receivedAt: string;
  duplicate: boolean;
}

export function acknowledgementOf(row: ComplaintAck, duplicate: boolean): Acknowledgement {
  return {
    ackNo: row.ackNo,
    ackChannel: row.ackChannel,
    ackTo: row.ackChannel === 'sms' ? maskMobile(row.ackRecipient) : maskEmail(row.ackRecipient),
    receivedAt: row.createdAt.toISOString(),
    duplicate,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stores one submission exactly once and acknowledges it. `beforeStore` runs
 * only for a submission that is not a retry (limits, SMS code): a retry must
 * not be refused because its code was used by the first attempt.
 */
export function createSubmissions(deps: { repo: ComplaintRepo; store: Store; smsSender: SmsSender; mailer: Mailer }) {
  const { repo, store, smsSender, mailer } = deps;

  async function earlier(sub: Submission, hash: string): Promise<ComplaintAck | undefined> {
    return repo.earlier(sub.requestId || null, hash, new Date(Date.now() - DUPLICATE_WINDOW_MS));
  }

  async function send(row: ComplaintAck) {
    try {
      if (row.ackChannel === 'sms') await smsSender.send(row.ackRecipient, row.ackText);
      else await mailer.send({ to: row.ackRecipient, subject: row.ackSubject, text: row.ackText });
      await repo.markAcknowledged(row.id);
    } catch {
      // Stored is what matters: ack_sent_at stays empty and the record can be re-sent.
    }
  }

  async function insert(sub: Submission, hash: string): Promise<ComplaintAck> {
    for (let attempt = 0; ; attempt++) {
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
        ackChannel: sub.ack.channel,
        ackRecipient: sub.ack.recipient,
        ackSubject: sub.ack.subject ?? '',
        ackText: sub.ack.text(ackNo),
      };
      try {
        return await repo.insert(row);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // A parallel retry with the same request id won, or the order already has an appeal.
        const winner = await earlier(sub, hash);
        if (winner) return Object.assign(winner, { replayed: true });
        const open = sub.orderNo ? await repo.returnAppeal(sub.orderNo) : undefined;
        if (open) throw new Refused(`该订单已提交过申诉，受理编号${open.ackNo}`);
        if (attempt >= 3) throw err;
      }
    }
  }

  return {
    async submit(sub: Submission, beforeStore: () => Promise<void>): Promise<Acknowledgement> {
      const hash = contentHash(sub.kind, sub.mobile, sub.payload);
      const before = await earlier(sub, hash);
      if (before) return acknowledgementOf(before, true);

      // Two identical submissions at once: the second waits for the first and answers its record.
      // The lock names the request holding it: a retry of that same request (its answer lost
      // to a crash) goes ahead, or a dead holder would refuse it for the lock's lifetime; the
      // unique request id then decides whether the first attempt stored it after all.
      const lockKey = `complaint:submitting:${hash}`;
      const owner = sub.requestId || '1';
      const mine = async () => sub.requestId !== '' && (await store.get(lockKey)) === owner;
      if (!(await store.setIfAbsent(lockKey, owner, 30)) && !(await mine())) {
        for (let waited = 0; waited < IN_FLIGHT_WAIT_MS; waited += 200) {
          await sleep(200);
          const first = await earlier(sub, hash);
          if (first) return acknowledgementOf(first, true);
        }
        throw new TooMany('您的投诉正在提交，请勿重复提交');
      }
      try {
        await beforeStore();
        const row = await insert(sub, hash);
        if ((row as { replayed?: boolean }).replayed) return acknowledgementOf(row, true);
        await send(row);
        return acknowledgementOf(row, false);
      } finally {
        await store.del(lockKey);
      }
    },
  };
}
export type Submissions = ReturnType<typeof createSubmissions>;
