import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, SmsSender } from '../../platform/messaging';
import { ACK_BATCH, ACK_CLAIM_SECONDS, type ComplaintRepo, type PendingAck } from './repo';

export { ACK_CLAIM_SECONDS };
/** How often acknowledgements whose claim expired are looked for: failed sends, an instance that died. */
export const ACK_SWEEP_MS = 30_000;
/**
 * How long a new acknowledgement waits before its drain: the complaints
 * answered meanwhile share it. A drain is one round trip whatever its size
 * (two for a sweep), so under load this keeps them a fraction of one per
 * complaint; alone, the SMS leaves 10 ms later.
 */
export const ACK_GATHER_MS = 10;
/**
 * At most this many acknowledgements wait in an instance's memory (a slow
 * gateway). One beyond is not held: it stays pending in the database and the
 * sweep sends it once its claim expires.
 */
export const ACK_QUEUE_MAX = 10_000;
/**
 * An acknowledgement goes out from memory only while at least this share of
 * its claim is left (15 s of the minute): a send started then, which the HTTP
 * gateway gives up after 5 s, and the delete of its pending row end before
 * the claim does, so no other instance's sweep can take the row and send it
 * too. One not sent in time stays pending, for the sweep once its claim ends.
 */
const CLAIM_SHARE_LEFT_TO_SEND = 0.25;

/**
 * An acknowledgement this instance holds, and the time (performance.now())
 * its claim lasts at least until: the claim's length from a moment taken
 * before the statement that claimed it, since the database's now() in that
 * statement is later.
 */
interface Held {
  ack: PendingAck;
  heldUntil: number;
}

/**
 * Sends complaint acknowledgements after the answer, in batches (issue 9).
 *
 * A submission stores the complaint, its acknowledgement text and a row in
 * complaint_ack_pending in one statement, answers the customer ("the
 * acknowledgement goes to 139****2222") and hands the acknowledgement to
 * this dispatcher (`enqueue`). The dispatcher holds it in memory: the stored
 * row is held by this instance for a minute (claimed_until), so no other
 * instance takes it, and nothing has to be read or claimed in the database.
 * A drain sends up to 100 (one insert for the development outbox, one by one
 * through a real gateway) and deletes the pending rows of those that went
 * out, in one statement. New acknowledgements drain 10 ms later, and those
 * queued while a drain runs cause one more drain, so under load one drain
 * serves many complaints. The complaint row itself is written once and never
 * updated.
 *
 * Nothing is lost: a failed send keeps its pending row, and so does an
 * acknowledgement this instance held when it died. Once the row's claim
 * expires, the sweep of any instance (every 30 s, and at start) claims it
 * (claimed_until moved on, FOR UPDATE SKIP LOCKED: several instances never
 * take the same row) and sends it. An instance sends only while its claim
 * has a quarter left (CLAIM_SHARE_LEFT_TO_SEND): under a backlog (a slow
 * gateway, thousands waiting in memory) what waited too long is left to the
 * sweep instead of going out after another instance took it. An
 * acknowledgement may go out twice only when it was sent but its row not yet
 * deleted (the instance died between the two, or the delete failed), or when
 * a send outlives the last quarter of its claim (15 s, three times the
 * gateway's timeout): at least once, never lost.
 */
export function createAckDispatcher(deps: {
  repo: Pick<ComplaintRepo, 'claimExpiredAcks' | 'markAcksSent'>;
  smsSender: SmsSender;
  mailer: Mailer;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  sweepMs?: number;
  claimSeconds?: number;
  gatherMs?: number;
  queueMax?: number;
}) {
  const { repo, smsSender, mailer, log } = deps;
  const claimSeconds = deps.claimSeconds ?? ACK_CLAIM_SECONDS;
  const claimMs = claimSeconds * 1000;
  const gatherMs = deps.gatherMs ?? ACK_GATHER_MS;
  const queueMax = deps.queueMax ?? ACK_QUEUE_MAX;
  /** Acknowledgements this instance stored and holds (their rows' claims), oldest first. */
  const queue: Held[] = [];
  let sweepWanted = false;
  let running: Promise<void> | undefined;
  let scheduled: NodeJS.Timeout | undefined;
  let again = false;
  let stopped = false;

  /**
   * Sends what it can while the batch is surely held; the ids of the
   * acknowledgements that went out. Their rows are deleted after the whole
   * batch, so it stops at the batch's first claim to run short, not each
   * acknowledgement at its own.
   */
  async function send(batch: Held[]): Promise<number[]> {
    const sendBefore = Math.min(...batch.map((held) => held.heldUntil)) - claimMs * CLAIM_SHARE_LEFT_TO_SEND;
    const inTime = () => performance.now() < sendBefore;
    const acks = batch.map((held) => held.ack);
    const sent: number[] = [];
    /** One channel's acknowledgements: as one batch when its adapter has one, else one by one. */
    const deliver = async (
      list: PendingAck[],
      one: (a: PendingAck) => Promise<void>,
      many: ((l: PendingAck[]) => Promise<void>) | undefined,
    ) => {
      if (!list.length || !inTime()) return;
      if (many) {
        try {
          await many(list);
          sent.push(...list.map((a) => a.id));
        } catch (err) {
          log?.warn({ err, count: list.length }, 'complaint acknowledgements not sent; they stay pending');
        }
        return;
      }
      for (const ack of list) {
        if (!inTime()) return;
        try {
          await one(ack);
          sent.push(ack.id);
        } catch (err) {
          log?.warn({ err, complaint: ack.id }, 'complaint acknowledgement not sent; it stays pending');
        }
      }
    };
    const sms = (a: PendingAck) => ({ mobile: a.ackRecipient, text: a.ackText });
    const mail = (a: PendingAck) => ({ to: a.ackRecipient, subject: a.ackSubject, text: a.ackText });
    const smsMany = smsSender.sendMany?.bind(smsSender);
    const mailMany = mailer.sendMany?.bind(mailer);
    await deliver(
      acks.filter((a) => a.ackChannel === 'sms'),
      (a) => smsSender.send(a.ackRecipient, a.ackText),
      smsMany && ((l) => smsMany(l.map(sms))),
    );
    await deliver(
      acks.filter((a) => a.ackChannel === 'email'),
      (a) => mailer.send(mail(a)),
      mailMany && ((l) => mailMany(l.map(mail))),
    );
    return sent;
  }

  /** One batch: the held ones first, else the expired ones the sweep claims. Whether there is more to do at once. */
  async function drainOnce(): Promise<boolean> {
    let acks: Held[];
    let fromSweep = false;
    if (queue.length) acks = queue.splice(0, ACK_BATCH);
    else if (sweepWanted) {
      sweepWanted = false;
      fromSweep = true;
      const claimedAt = performance.now();
      const claimed = await repo.claimExpiredAcks(claimSeconds);
      acks = claimed.map((ack) => ({ ack, heldUntil: claimedAt + claimMs }));
    } else return false;
    if (!acks.length) return false;
    const sent = await send(acks);
    await repo.markAcksSent(sent);
    // A full sweep may have left more; not when nothing went out (the gateway is down).
    if (fromSweep && acks.length === ACK_BATCH && sent.length > 0) sweepWanted = true;
    return queue.length >= ACK_BATCH || (fromSweep && sweepWanted);
  }

  async function drain() {
    try {
      for (;;) {
        again = false;
        const more = await drainOnce();
        if (!(more || again || (stopped && queue.length))) break;
        // More arrived meanwhile: gather again before the next drain (a full batch goes on at once).
        if (!more) await new Promise((resolve) => setTimeout(resolve, gatherMs));
      }
    } catch (err) {
      // The database is down or the like: the rows stay pending, for the sweep once their claims expire.
      log?.warn({ err }, 'complaint acknowledgements: drain failed');
    } finally {
      running = undefined;
    }
  }

  function schedule() {
    if (running) {
      again = true;
      return;
    }
    if (scheduled) return;
    // After the answer that queued it is written; those queued meanwhile share the drain.
    scheduled = setTimeout(start, gatherMs).unref();
  }

  function start() {
    clearTimeout(scheduled);
    scheduled = undefined;
    if (running) again = true;
    else running = drain();
  }

  /** Looks for acknowledgements whose claim expired. */
  function sweep() {
    if (stopped) return;
    sweepWanted = true;
    schedule();
  }

  const sweeper = setInterval(sweep, deps.sweepMs ?? ACK_SWEEP_MS);
  sweeper.unref();

  return {
    /**
     * The acknowledgement of a complaint this instance has just stored (its
     * pending row claimed for ACK_CLAIM_SECONDS by the same statement): sent
     * soon. `claimedAt` is performance.now() taken before that statement was
     * sent. Never throws, never waits. After close, or beyond ACK_QUEUE_MAX
     * waiting, it is left to the sweep.
     */
    enqueue(ack: PendingAck, claimedAt: number) {
      if (stopped || queue.length >= queueMax) return;
      queue.push({ ack, heldUntil: claimedAt + claimMs });
      schedule();
    },
    /** Claims and sends what is pending with an expired claim (start-up; the sweep does it every 30 s). */
    sweep,
    /** Resolves when no drain is running or scheduled (tests, shutdown). */
    async idle() {
      while (running || scheduled) {
        await (running ?? new Promise((resolve) => setTimeout(resolve, 1)));
      }
    },
    /** Stops the sweep, sends what this instance holds and waits for it; later acknowledgements are left to the sweep. */
    async close() {
      clearInterval(sweeper);
      // What it holds goes now, without waiting for the gathering.
      if (queue.length) start();
      await this.idle();
      stopped = true;
    },
  };
}
export type AckDispatcher = ReturnType<typeof createAckDispatcher>;
