import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, SmsMessage, SmsSender } from '../../platform/messaging';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createAckDispatcher } from './ack-dispatcher';
import { ACK_BATCH, type ComplaintRepo, createComplaintRepo } from './repo';
import { ackDispatcherOf } from './routes';

let t: TestApp;
let repo: ComplaintRepo;
beforeAll(async () => {
  t = await startTestApp();
  // The app's own dispatcher stays out of the way: these tests drain with their own.
  await ackDispatcherOf(t.app)?.close();
  repo = createComplaintRepo(t.database.db);
});
afterAll(() => t?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const noMail: Mailer = {
  send: async () => {
    throw new Error('no mail in this test');
  },
};

/** A complaint stored as a submission stores it: its acknowledgement pending. */
async function stored(text: string, channel: 'sms' | 'email' = 'sms') {
  const { row, duplicate } = await repo.storeOrFind(
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
  );
  expect(duplicate).toBe(false);
  return row;
}
const sentAt = async (ackNo: string) => (await repo.byAckNo(ackNo))?.ackSentAt ?? null;

describe('acknowledgement dispatcher (issue 9)', () => {
  it('sends a batch through sendMany in one call and marks it sent', async () => {
    const batches: SmsMessage[][] = [];
    const smsSender: SmsSender = {
      send: async () => {
        throw new Error('one by one is not used when a batch method exists');
      },
      sendMany: async (messages) => void batches.push(messages),
    };
    const rows = [await stored('batch-1'), await stored('batch-2'), await stored('batch-3')];
    const dispatcher = createAckDispatcher({ repo, smsSender, mailer: noMail });
    dispatcher.kick();
    dispatcher.kick();
    await dispatcher.idle();
    await dispatcher.close();
    expect(batches).toHaveLength(1);
    expect(batches[0]?.map((m) => m.text)).toEqual(['batch-1', 'batch-2', 'batch-3']);
    for (const row of rows) expect(await sentAt(row.ackNo)).toBeInstanceOf(Date);
  });

  it('waits on close for a running drain, then ignores kicks', async () => {
    const sent: string[] = [];
    const smsSender: SmsSender = {
      send: async (_mobile, text) => {
        await sleep(50);
        sent.push(text);
      },
    };
    const row = await stored('sent-before-close');
    const dispatcher = createAckDispatcher({ repo, smsSender, mailer: noMail });
    dispatcher.kick();
    await sleep(5);
    await dispatcher.close();
    expect(sent).toEqual(['sent-before-close']);
    expect(await sentAt(row.ackNo)).toBeInstanceOf(Date);
    const late = await stored('after-close');
    dispatcher.kick();
    await sleep(20);
    expect(await sentAt(late.ackNo)).toBeNull();
    // Left pending for any dispatcher (here, the next test's).
  });

  it('leaves a failed send pending; a later drain (the sweep) sends it', async () => {
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
    const sms = await stored('fails-first');
    const mail = await stored('mail-goes', 'email');
    // Claims of a few milliseconds: the failed one may be taken again at once.
    const dispatcher = createAckDispatcher({ repo, smsSender, mailer, sweepMs: 50, claimSeconds: 0.001 });
    dispatcher.kick();
    await dispatcher.idle();
    // Only the successes are marked.
    expect(await sentAt(sms.ackNo)).toBeNull();
    expect(await sentAt(mail.ackNo)).toBeInstanceOf(Date);
    expect(mailed).toEqual(['mail-goes']);

    gatewayUp = true;
    for (let waited = 0; waited < 3000 && !(await sentAt(sms.ackNo)); waited += 50) await sleep(50);
    await dispatcher.close();
    expect(await sentAt(sms.ackNo)).toBeInstanceOf(Date);
    expect(sent.filter((text) => text === 'fails-first')).toHaveLength(1);
    expect(mailed).toEqual(['mail-goes']);
  });

  it('does not take again an acknowledgement another dispatcher has claimed', async () => {
    const row = await stored('claimed-elsewhere');
    const failing = createAckDispatcher({
      repo,
      smsSender: {
        send: async () => {
          throw new Error('down');
        },
      },
      mailer: noMail,
    });
    failing.kick();
    await failing.idle();
    await failing.close();
    const sent: string[] = [];
    const other = createAckDispatcher({
      repo,
      smsSender: { send: async (_m, text) => void sent.push(text) },
      mailer: noMail,
    });
    other.kick();
    await other.idle();
    await other.close();
    expect(sent).not.toContain('claimed-elsewhere');
    expect(await sentAt(row.ackNo)).toBeNull();
  });

  it('two dispatchers on one database (two instances) never send the same acknowledgement twice', async () => {
    const count = ACK_BATCH + 50;
    const texts: string[] = [];
    for (let i = 0; i < count; i++) texts.push((await stored(`twin-${i}`)).ackText);
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
      a.kick();
      b.kick();
      await sleep(5);
    }
    await Promise.all([a.idle(), b.idle()]);
    await Promise.all([a.close(), b.close()]);
    const ours = sent.filter((text) => text.startsWith('twin-'));
    expect(ours.sort()).toEqual([...texts].sort());
    expect(new Set(sent).size).toBe(sent.length);
  });
});
