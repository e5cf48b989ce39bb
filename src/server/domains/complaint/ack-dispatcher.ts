import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, SmsSender } from '../../platform/messaging';
import { ACK_BATCH, type ComplaintRepo, type PendingAck } from './repo';

/** How often pending acknowledgements are looked for without a kick: failed sends, an instance that died. */
export const ACK_SWEEP_MS = 30_000;
/** How long a claimed acknowledgement is left to the dispatcher that claimed it. */
export const ACK_CLAIM_SECONDS = 60;
/**
 * How long a kick waits before its drain: the complaints answered meanwhile
 * share it. A drain is three round trips whatever its size, so under load
 * this keeps them a fraction of one per complaint; alone, the SMS leaves
 * 10 ms later.
 */
export const ACK_GATHER_MS = 10;

/**
 * Sends complaint acknowledgements after the answer, in batches (issue 9).
 *
 * The complaint row is the acknowledgement's outbox: a submission stores the
 * complaint and its acknowledgement text in one statement, answers the
 * customer ("the acknowledgement goes to 139****2222") and kicks this
 * dispatcher. A drain claims up to 100 pending acknowledgements in one
 * statement (claimed for a minute, FOR UPDATE SKIP LOCKED: several instances
 * never take the same row), sends them (one insert for the development outbox,
 * one by one through a real gateway) and marks the sent ones in one statement.
 * A kick drains 10 ms later, and kicks while a drain runs cause one more
 * drain, so under load one drain serves many complaints; the submission's request path makes one database
 * round trip instead of four. The SMS follows within moments; a gateway outage
 * no longer delays or fails the answer, and nothing is lost: a failed send
 * stays pending and is taken again once its claim expires, by a kick or by the
 * sweep every 30 s (which also finds acknowledgements an instance that died
 * had claimed). An acknowledgement may go out twice only when a send outlives
 * its claim (a minute) or the mark after a successful send fails.
 */
export function createAckDispatcher(deps: {
  repo: Pick<ComplaintRepo, 'claimPendingAcks' | 'markAcksSent'>;
  smsSender: SmsSender;
  mailer: Mailer;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  sweepMs?: number;
  claimSeconds?: number;
  gatherMs?: number;
}) {
  const { repo, smsSender, mailer, log } = deps;
  const claimSeconds = deps.claimSeconds ?? ACK_CLAIM_SECONDS;
  const gatherMs = deps.gatherMs ?? ACK_GATHER_MS;
  let running: Promise<void> | undefined;
  let scheduled = false;
  let again = false;
  let stopped = false;

  /** Sends what it can; the ids of the acknowledgements that went out. */
  async function send(acks: PendingAck[]): Promise<number[]> {
    const sent: number[] = [];
    /** One channel's acknowledgements: as one batch when its adapter has one, else one by one. */
    const deliver = async (
      list: PendingAck[],
      one: (a: PendingAck) => Promise<void>,
      many: ((l: PendingAck[]) => Promise<void>) | undefined,
    ) => {
      if (!list.length) return;
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

  /** One batch: claim, send, mark. Whether a full batch went out (there may be more). */
  async function drainOnce(): Promise<boolean> {
    const acks = await repo.claimPendingAcks(claimSeconds);
    if (!acks.length) return false;
    const sent = await send(acks);
    await repo.markAcksSent(sent);
    return acks.length === ACK_BATCH && sent.length > 0;
  }

  async function drain() {
    scheduled = false;
    try {
      for (;;) {
        again = false;
        const full = await drainOnce();
        if (stopped || !(full || again)) break;
        // Kicked meanwhile: gather again before the next drain (a full batch goes on at once).
        if (!full) await new Promise((resolve) => setTimeout(resolve, gatherMs));
      }
    } catch (err) {
      // The database is down or the like: the rows stay pending for the next kick or sweep.
      log?.warn({ err }, 'complaint acknowledgements: drain failed');
    } finally {
      running = undefined;
    }
  }

  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (scheduled) return;
    scheduled = true;
    // After the answer that kicked is written; kicks meanwhile share the drain.
    setTimeout(() => {
      if (running) {
        again = true;
        scheduled = false;
        return;
      }
      running = drain();
    }, gatherMs).unref();
  }

  const sweep = setInterval(kick, deps.sweepMs ?? ACK_SWEEP_MS);
  sweep.unref();

  return {
    /** A new acknowledgement is pending: drain soon. Never throws, never waits. */
    kick,
    /** Resolves when no drain is running or scheduled (tests, shutdown). */
    async idle() {
      while (running || scheduled) {
        await (running ?? new Promise((resolve) => setTimeout(resolve, 1)));
      }
    },
    /** Stops the sweep and waits for a running drain; later kicks are ignored. */
    async close() {
      clearInterval(sweep);
      await this.idle();
      stopped = true;
    },
  };
}
export type AckDispatcher = ReturnType<typeof createAckDispatcher>;
