import { describe, expect, it } from 'vitest';
import { TooMany } from '../../platform/errors';
import { createMemoryStore } from '../../platform/memory-store';
import { REFERENCE_NO_ATTEMPTS } from '../../platform/reference-no';
import type { ComplaintAck, ComplaintRepo } from './repo';
import { contentHash, createSubmissions, type Submission } from './submission';

/** A repo that stores nothing and writes down the calls a submission makes. */
const smsAck: ComplaintAck = {
  id: 7,
  ackNo: 'KS20261125123456',
  ackChannel: 'sms',
  ackRecipient: '13911112222',
  ackSubject: '',
  ackText: '已受理',
  createdAt: new Date('2026-11-25T08:00:00Z'),
};

function recordingRepo(calls: string[], stored: { row: ComplaintAck; duplicate: boolean }, first?: ComplaintAck) {
  return {
    earlier: async () => {
      calls.push('earlier');
      return first;
    },
    storeOrFind: async () => {
      calls.push('storeOrFind');
      return stored;
    },
  } as unknown as ComplaintRepo;
}

const submission: Submission = {
  kind: 'quick',
  requestId: 'req-1',
  sessionUuid: 'u',
  name: '王小明',
  mobile: '13911112222',
  email: '',
  payload: { content: '请尽快处理' },
  ack: { channel: 'sms', recipient: '13911112222', text: () => '已受理' },
};

function submissionsWith(calls: string[], stored: { row: ComplaintAck; duplicate: boolean }, first?: ComplaintAck) {
  return createSubmissions({
    repo: recordingRepo(calls, stored, first),
    store: createMemoryStore(),
    acks: { enqueue: (ack) => void calls.push(`enqueue ${ack.id}`) },
  });
}

const checks = (calls: string[], refusal?: Error) => ({
  beforeStore: async () => {
    calls.push('limits');
    if (refusal) throw refusal;
  },
  giveBack: async () => void calls.push('give back'),
});

describe('submitting a complaint (issue 9: one round trip, acknowledged after the answer)', () => {
  it('a new complaint: checks, one statement, then its acknowledgement to the dispatcher; nothing sent in the request', async () => {
    const calls: string[] = [];
    const ack = await submissionsWith(calls, { row: smsAck, duplicate: false }).submit(submission, checks(calls));
    expect(ack).toMatchObject({ ackNo: 'KS20261125123456', ackTo: '139****2222', duplicate: false });
    expect(calls).toEqual(['limits', 'storeOrFind', 'enqueue 7']);
  });

  it('a retry that passes the checks: answers the first record and gives back what the checks counted', async () => {
    const calls: string[] = [];
    const ack = await submissionsWith(calls, { row: smsAck, duplicate: true }).submit(submission, checks(calls));
    expect(ack).toMatchObject({ ackNo: 'KS20261125123456', duplicate: true });
    expect(calls).toEqual(['limits', 'storeOrFind', 'give back']);
  });

  it('a retry the checks refuse: answers the first record instead of the refusal', async () => {
    const calls: string[] = [];
    const ack = await submissionsWith(calls, { row: smsAck, duplicate: false }, smsAck).submit(
      submission,
      checks(calls, new TooMany('limit')),
    );
    expect(ack).toMatchObject({ ackNo: 'KS20261125123456', duplicate: true });
    expect(calls).toEqual(['limits', 'earlier', 'give back']);
  });

  it('a new complaint the checks refuse: the refusal, nothing stored', async () => {
    const calls: string[] = [];
    await expect(
      submissionsWith(calls, { row: smsAck, duplicate: false }).submit(submission, checks(calls, new TooMany('limit'))),
    ).rejects.toBeInstanceOf(TooMany);
    expect(calls).toEqual(['limits', 'earlier']);
  });

  it('checks that pass without an acknowledgement: stored as ackChannel none, nothing to the dispatcher', async () => {
    const calls: string[] = [];
    const repo = {
      earlier: async () => undefined,
      storeOrFind: async (row: { ackChannel: string }) => {
        calls.push(`storeOrFind ${row.ackChannel}`);
        return { row: { ...smsAck, ackChannel: row.ackChannel }, duplicate: false };
      },
    } as unknown as ComplaintRepo;
    const submissions = createSubmissions({
      repo,
      store: createMemoryStore(),
      acks: { enqueue: (ack) => void calls.push(`enqueue ${ack.id}`) },
    });
    const ack = await submissions.submit(submission, { ...checks(calls), acknowledge: () => false });
    expect(ack).toMatchObject({ ackChannel: 'none', ackTo: '139****2222', duplicate: false });
    expect(calls).toEqual(['limits', 'storeOrFind none']);
  });

  it('a store step that fails gives back what the checks counted: an outage uses up no allowance', async () => {
    const calls: string[] = [];
    const repo = {
      earlier: async () => undefined,
      storeOrFind: async () => {
        calls.push('storeOrFind');
        throw new Error('connection terminated');
      },
    } as unknown as ComplaintRepo;
    const submissions = createSubmissions({ repo, store: createMemoryStore(), acks: { enqueue: () => undefined } });
    await expect(submissions.submit(submission, checks(calls))).rejects.toThrow('connection terminated');
    expect(calls).toEqual(['limits', 'storeOrFind', 'give back']);
  });

  it('a second attempt of the request holding the lock goes ahead, and leaves the lock to the first', async () => {
    const calls: string[] = [];
    const store = createMemoryStore();
    const submissions = createSubmissions({
      repo: recordingRepo(calls, { row: smsAck, duplicate: true }),
      store,
      acks: { enqueue: () => undefined },
    });
    const lockKey = `complaint:submitting:${contentHash(submission.kind, submission.mobile, submission.payload)}`;
    let release = () => {};
    const checking = new Promise<void>((resolve) => {
      release = resolve;
    });
    const firstAttempt = submissions.submit(submission, { beforeStore: () => checking });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await store.get(lockKey)).not.toBeNull();
    // Its answer lost, the client sends the same request again while the first is still being checked.
    const again = await submissions.submit(submission, checks(calls));
    expect(again).toMatchObject({ duplicate: true });
    // The first still runs: an identical submission under another request id must still wait for it.
    expect(await store.get(lockKey)).not.toBeNull();
    release();
    await firstAttempt;
    expect(await store.get(lockKey)).toBeNull();
  });

  it('a submission waiting for an identical one that is refused goes ahead on its own checks', async () => {
    const calls: string[] = [];
    const submissions = submissionsWith(calls, { row: smsAck, duplicate: false });
    let refuse = () => {};
    const checking = new Promise<void>((resolve) => {
      refuse = resolve;
    });
    const refused = submissions.submit(
      { ...submission, requestId: 'req-refused' },
      {
        beforeStore: async () => {
          await checking;
          throw new TooMany('limit');
        },
      },
    );
    await new Promise((resolve) => setImmediate(resolve));
    const waiting = submissions.submit({ ...submission, requestId: 'req-waiting' }, checks(calls));
    await new Promise((resolve) => setTimeout(resolve, 50));
    refuse();
    await expect(refused).rejects.toBeInstanceOf(TooMany);
    const ack = await waiting;
    expect(ack).toMatchObject({ ackNo: 'KS20261125123456', duplicate: false });
    expect(calls.slice(-3)).toEqual(['limits', 'storeOrFind', 'enqueue 7']);
  });

  it('draws another acknowledgement number on a clash, up to the platform limit, then reports it', async () => {
    const clashing = (clashes: number) => {
      const drawn: string[] = [];
      const repo = {
        earlier: async () => undefined,
        // A unique index refused it and no earlier record explains why: the number was taken.
        storeOrFind: async (row: { ackNo: string }) => {
          drawn.push(row.ackNo);
          if (drawn.length <= clashes) return undefined;
          return { row: { ...smsAck, ackNo: row.ackNo }, duplicate: false };
        },
      } as unknown as ComplaintRepo;
      const submissions = createSubmissions({ repo, store: createMemoryStore(), acks: { enqueue: () => undefined } });
      return { drawn, submit: () => submissions.submit(submission, checks([])) };
    };
    const busyDay = clashing(REFERENCE_NO_ATTEMPTS - 1);
    const answer = await busyDay.submit();
    expect(busyDay.drawn).toHaveLength(REFERENCE_NO_ATTEMPTS);
    expect(answer.ackNo).toBe(busyDay.drawn.at(-1));
    const full = clashing(REFERENCE_NO_ATTEMPTS);
    await expect(full.submit()).rejects.toThrow(`${REFERENCE_NO_ATTEMPTS} acknowledgement numbers drawn, all taken`);
    expect(full.drawn).toHaveLength(REFERENCE_NO_ATTEMPTS);
  });
});
