import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, SmsMessage, SmsSender } from '../../platform/messaging';
import type { TestApp } from '../../testing/test-app';
import { createAckDispatcher } from './ack-dispatcher';
import { ACK_BATCH, type ComplaintRepo, type PendingAck } from './repo';
import { startQuietComplaintApp } from './test-fixtures';

let t: TestApp;
let repo: ComplaintRepo;
beforeAll(async () => {
  ({ t, repo } = await startQuietComplaintApp());
});
afterAll(() => t?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const noMail: Mailer = {
  send: async () => {
    throw new Error('no mail in this test');
  },
};

/**
 * A complaint stored as a submission stores it: its acknowledgement pending,
 * held by the storing instance for `claimSeconds` (a few milliseconds: as if
 * that instance had died and the claim expired). With `claimedAt`, taken
 * before the statement as a submission takes it, for `enqueue`.
 */
async function stored(text: string, channel: 'sms' | 'email' = 'sms', claimSeconds?: number) {
  const claimedAt = performance.now();
  const answer = await repo.storeOrFind(
    {
      ackNo: `KS${randomBytes(7).toString('hex')}`,
      kind: 'quick',
      requestId: null,
      contentHash: randomBytes(16).toString('hex'),
      name: '王小明',
      mobile: '13911112222',
      email: '',
      payload: { content: text },
      sessionUuid: 's',
      ackChannel: channel,
      ackRecipient: channel === 'sms' ? '13911112222' : 'a@example.com',
      ackSubject: channel === 'sms' ? '' : '受理通知',
      ackText: text,
    },
    new Date(),
    claimSeconds,
  );
  expect(answer?.duplicate).toBe(false);
  return { ...(answer?.row as NonNullable<typeof answer>['row']), claimedAt };
}
const pending = (row: { id: number }) => repo.ackPending(row.id);
/** The repo, counting the sweep's claims. */
const counting = () => {
  const claims: number[] = [];
  return {
    claims,
    repo: {
      claimExpiredAcks: async (seconds: number) => {
        const rows = await repo.claimExpiredAcks(seconds);
        claims.push(rows.length);
        return rows;
      },
      markAcksSent: (ids: number[]) => repo.markAcksSent(ids),
    },
  };
};

describe('acknowledgement dispatcher (issue 9)', () => {
  it('sends what its instance stored from memory, in one sendMany call, and deletes the pending rows', async () => {
    const batches: SmsMessage[][] = [];
    const smsSender: SmsSender = {
      send: async () => {
        throw new Error('one by one is not used when a batch method exists');
      },
      sendMany: async (messages) => void batches.push(messages),
    };
    const rows = [await stored('batch-1'), await stored('batch-2'), await stored('batch-3')];
    const { claims, repo: countingRepo } = counting();
    const dispatcher = createAckDispatcher({ repo: countingRepo, smsSender, mailer: noMail });
    for (const row of rows) dispatcher.enqueue(row, row.claimedAt);
    await dispatcher.idle();
    await dispatcher.close();
    expect(batches).toHaveLength(1);
    expect(batches[0]?.map((m) => m.text)).toEqual(['batch-1', 'batch-2', 'batch-3']);
    for (const row of rows) expect(await pending(row)).toBe(false);
    // Nothing was read or claimed in the database: the instance held them.
    expect(claims).toEqual([]);
  });

  it('sends on close what it holds, then leaves later acknowledgements pending', async () => {
    const sent: string[] = [];
    const smsSender: SmsSender = {
      send: async (_mobile, text) => {
        await sleep(50);
        sent.push(text);
      },
    };
    const row = await stored('sent-before-close');
    const dispatcher = createAckDispatcher({ repo, smsSender, mailer: noMail, gatherMs: 1000 });
    dispatcher.enqueue(row, row.claimedAt);
    await dispatcher.close();
    expect(sent).toEqual(['sent-before-close']);
    expect(await pending(row)).toBe(false);
    const late = await stored('after-close');
    dispatcher.enqueue(late, late.claimedAt);
    await sleep(20);
    expect(sent).toEqual(['sent-before-close']);
    expect(await pending(late)).toBe(true);
  });

  it('leaves a failed send pending; once its claim expires the sweep sends it', async () => {
    let gatewayUp = false;
    const sent: string[] = [];
    const smsSender: SmsSender = {
      async send(_mobile, text) {
        if (!gatewayUp) throw new Error('gateway down');
        sent.push(text);
      },
    };
    const mailed: string[] = [];
    const mailer: Mailer = { send: async (mail) => void mailed.push(mail.text) };
    // Claims of half a second: long enough to send from memory, short enough for the sweep to take the failed one soon.
    const sms = await stored('fails-first', 'sms', 0.5);
    const mail = await stored('mail-goes', 'email', 0.5);
    const dispatcher = createAckDispatcher({ repo, smsSender, mailer, sweepMs: 50, claimSeconds: 0.5 });
    dispatcher.enqueue(sms, sms.claimedAt);
    dispatcher.enqueue(mail, mail.claimedAt);
    await dispatcher.idle();
    // Only the successes are deleted.
    expect(await pending(sms)).toBe(true);
    expect(await pending(mail)).toBe(false);
    expect(mailed).toEqual(['mail-goes']);

    gatewayUp = true;
    for (let waited = 0; waited < 3000 && (await pending(sms)); waited += 50) await sleep(50);
    await dispatcher.close();
    expect(await pending(sms)).toBe(false);
    expect(sent.filter((text) => text === 'fails-first')).toHaveLength(1);
    expect(mailed).toEqual(['mail-goes']);
  });

  it('does not take an acknowledgement another instance holds (its claim has not expired)', async () => {
    // Stored by another instance, which holds it in memory for a minute.
    const row = await stored('held-elsewhere');
    const sent: string[] = [];
    const other = createAckDispatcher({
      repo,
      smsSender: { send: async (_m, text) => void sent.push(text) },
      mailer: noMail,
    });
    other.sweep();
    await other.idle();
    await other.close();
    expect(sent).not.toContain('held-elsewhere');
    expect(await pending(row)).toBe(true);
  });

  it('after an instance died holding acknowledgements, two sweeping instances send each exactly once', async () => {
    const count = ACK_BATCH + 50;
    const texts: string[] = [];
    // Stored, never sent: the instance died; its claims (a few milliseconds here) expired.
    for (let i = 0; i < count; i++) texts.push((await stored(`orphan-${i}`, 'sms', 0.001)).ackText);
    await sleep(5);
    const sent: string[] = [];
    // Slow sends, so the two drains overlap.
    const slowSender = (): SmsSender => ({
      send: async (_mobile, text) => {
        await sleep(1);
        sent.push(text);
      },
      sendMany: async (messages) => {
        await sleep(20);
        sent.push(...messages.map((m) => m.text));
      },
    });
    const a = createAckDispatcher({ repo, smsSender: slowSender(), mailer: noMail });
    const b = createAckDispatcher({ repo, smsSender: { send: slowSender().send }, mailer: noMail });
    for (let i = 0; i < 5; i++) {
      a.sweep();
      b.sweep();
      await sleep(5);
    }
    await Promise.all([a.idle(), b.idle()]);
    await Promise.all([a.close(), b.close()]);
    const ours = sent.filter((text) => text.startsWith('orphan-'));
    expect(ours.sort()).toEqual([...texts].sort());
    expect(new Set(sent).size).toBe(sent.length);
  });

  it('under a backlog, sends nothing from memory once its claim ran short: what another instance swept goes once', async () => {
    // A's gateway hangs on the first acknowledgement, then times out; the second waits behind it in A's memory.
    let release = () => {};
    const hanging = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sentByA: string[] = [];
    const a = createAckDispatcher({
      repo,
      claimSeconds: 1,
      mailer: noMail,
      smsSender: {
        async send(_mobile, text) {
          if (text === 'hangs') {
            await hanging;
            throw new Error('gateway timed out');
          }
          sentByA.push(text);
        },
      },
    });
    const first = await stored('hangs', 'sms', 1);
    const behind = await stored('waits-behind', 'sms', 1);
    a.enqueue(first, first.claimedAt);
    a.enqueue(behind, behind.claimedAt);
    // A's claims (a second) run out; B's sweep takes both rows and sends them.
    await sleep(1100);
    const sentByB: string[] = [];
    const b = createAckDispatcher({
      repo,
      smsSender: { send: async (_mobile, text) => void sentByB.push(text) },
      mailer: noMail,
    });
    b.sweep();
    await b.idle();
    expect(sentByB).toEqual(expect.arrayContaining(['hangs', 'waits-behind']));
    release();
    await a.idle();
    await Promise.all([a.close(), b.close()]);
    expect([...sentByA, ...sentByB].filter((text) => text === 'waits-behind')).toHaveLength(1);
    expect(await pending(behind)).toBe(false);
  });

  it('holds at most queueMax in memory; the rest is left to the sweep, not lost', async () => {
    const sent: string[] = [];
    const smsSender: SmsSender = { send: async (_m, text) => void sent.push(text) };
    // Claims of half a second: long enough to send from memory; the sweep then waits for the other's to end.
    const rows = [await stored('held-1', 'sms', 0.5), await stored('beyond-1', 'sms', 0.5)];
    const dispatcher = createAckDispatcher({ repo, smsSender, mailer: noMail, queueMax: 1, claimSeconds: 0.5 });
    dispatcher.enqueue(rows[0] as PendingAck, rows[0]?.claimedAt as number);
    dispatcher.enqueue(rows[1] as PendingAck, rows[1]?.claimedAt as number);
    await dispatcher.idle();
    expect(sent).toEqual(['held-1']);
    expect(await pending(rows[1] as PendingAck)).toBe(true);
    await sleep(550);
    dispatcher.sweep();
    await dispatcher.idle();
    await dispatcher.close();
    expect(sent).toContain('beyond-1');
    expect(await pending(rows[1] as PendingAck)).toBe(false);
  });
});
