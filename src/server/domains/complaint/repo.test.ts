import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import type { ComplaintRepo, NewComplaint, Stored } from './repo';
import { newComplaint, startQuietComplaintApp } from './test-fixtures';

let t: TestApp;
let repo: ComplaintRepo;
beforeAll(async () => {
  ({ t, repo } = await startQuietComplaintApp());
});
afterAll(() => t?.close());

const row = (over: Partial<NewComplaint> = {}) => newComplaint(randomBytes(6).toString('hex'), over);
const now = () => new Date(Date.now() - 600_000);
/** An answer that must be there (a row stored or found, not refused by a unique index). */
const must = (answer: Stored | undefined): Stored => {
  if (!answer) throw new Error('expected a stored or found record');
  return answer;
};

describe('several submissions in one statement (issue 9)', () => {
  it('stores new ones, in order, each pending, as storeOrFind stores one', async () => {
    const rows = [row(), row({ requestId: null }), row({ ackChannel: 'email', ackRecipient: 'a@example.com' })];
    const answers = (await repo.storeOrFindMany(rows.map((r) => ({ row: r, since: now() })))).map(must);
    expect(answers.map((a) => a.duplicate)).toEqual([false, false, false]);
    expect(answers.map((a) => a.row.ackNo)).toEqual(rows.map((r) => r.ackNo));
    const single = must(await repo.storeOrFind(row(), now()));
    for (const [i, answer] of answers.entries()) {
      const stored = await repo.byAckNo(rows[i]?.ackNo as string);
      expect(answer.row).toEqual({
        id: stored?.id,
        ackNo: stored?.ackNo,
        ackChannel: stored?.ackChannel,
        ackRecipient: stored?.ackRecipient,
        ackSubject: stored?.ackSubject,
        ackText: stored?.ackText,
        createdAt: stored?.createdAt,
      });
      expect(Object.keys(answer.row).sort()).toEqual(Object.keys(single.row).sort());
      expect(stored?.payload).toEqual(rows[i]?.payload);
      expect(stored?.requestId).toBe(rows[i]?.requestId);
      expect(await repo.ackPending(answer.row.id)).toBe(true);
    }
  });

  it('stores a complaint without an acknowledgement (ackChannel none) with nothing pending, alone or in a batch', async () => {
    const silent = row({ ackChannel: 'none' });
    const acknowledged = row();
    const [silentAnswer, acknowledgedAnswer] = (
      await repo.storeOrFindMany([
        { row: silent, since: now() },
        { row: acknowledged, since: now() },
      ])
    ).map(must);
    expect(silentAnswer?.row.ackChannel).toBe('none');
    expect(await repo.ackPending(silentAnswer?.row.id as number)).toBe(false);
    expect(await repo.ackPending(acknowledgedAnswer?.row.id as number)).toBe(true);
    const alone = must(await repo.storeOrFind(row({ ackChannel: 'none' }), now()));
    expect(await repo.ackPending(alone.row.id)).toBe(false);
  });

  it('answers a repeat with the record it repeats, by request id first, else by content within the window', async () => {
    const first = row();
    const other = row();
    const { row: firstStored } = must(await repo.storeOrFind(first, now()));
    const { row: otherStored } = must(await repo.storeOrFind(other, now()));
    const sameRequest = row({ requestId: first.requestId, contentHash: other.contentHash });
    const sameContent = row({ contentHash: other.contentHash });
    const contentTooOld = row({ contentHash: first.contentHash });
    const fresh = row();
    const answers = await repo.storeOrFindMany([
      { row: sameRequest, since: now() },
      { row: fresh, since: now() },
      { row: contentTooOld, since: new Date(Date.now() + 60_000) },
    ]);
    expect(answers[0]).toEqual({ row: firstStored, duplicate: true });
    expect(answers[1]?.duplicate).toBe(false);
    expect(answers[1]?.row.ackNo).toBe(fresh.ackNo);
    expect(answers[2]?.duplicate).toBe(false);
    expect(answers[2]?.row.ackNo).toBe(contentTooOld.ackNo);
    const [byContent] = await repo.storeOrFindMany([
      { row: sameContent, since: now() },
      { row: row(), since: now() },
    ]);
    expect(byContent).toEqual({ row: otherStored, duplicate: true });
    expect(await repo.byAckNo(sameRequest.ackNo)).toBeUndefined();
    expect(await repo.byAckNo(sameContent.ackNo)).toBeUndefined();
  });

  it('takes a request id as a retry only from the same session: another session with the same id is stored as new', async () => {
    const first = row();
    const { row: firstStored } = must(await repo.storeOrFind(first, now()));
    // A single statement and a batch alike.
    const otherSession = must(
      await repo.storeOrFind(row({ requestId: first.requestId, sessionUuid: 'other-1' }), now()),
    );
    expect(otherSession.duplicate).toBe(false);
    expect(otherSession.row.id).not.toBe(firstStored.id);
    const other = row({ requestId: first.requestId, sessionUuid: 'other-2' });
    const sameSession = row({ requestId: first.requestId });
    const [inBatch, retry] = await repo.storeOrFindMany([
      { row: other, since: now() },
      { row: sameSession, since: now() },
    ]);
    expect(inBatch).toMatchObject({ duplicate: false, row: { ackNo: other.ackNo } });
    expect(retry).toEqual({ row: firstStored, duplicate: true });
    expect(await repo.earlier(first.requestId as string, 'other-3', 'no-such-hash', now())).toBeUndefined();
    expect(await repo.earlier(first.requestId as string, first.sessionUuid, 'no-such-hash', now())).toEqual(
      firstStored,
    );
  });

  it('answers no row where a unique index refuses one (a number taken), and stores the rest of the batch', async () => {
    const taken = row();
    must(await repo.storeOrFind(taken, now()));
    const innocent = row();
    const clashing = row({ ackNo: taken.ackNo });
    const answers = await repo.storeOrFindMany([
      { row: innocent, since: now() },
      { row: clashing, since: now() },
    ]);
    expect(answers[1]).toBeUndefined();
    expect(must(answers[0]).row.ackNo).toBe(innocent.ackNo);
    expect((await repo.byAckNo(innocent.ackNo))?.contentHash).toBe(innocent.contentHash);
    // The single statement alike; the taken number's record is untouched, and no pending row is added.
    expect(await repo.storeOrFind(row({ ackNo: taken.ackNo }), now())).toBeUndefined();
    const kept = await repo.byAckNo(taken.ackNo);
    expect(kept?.contentHash).toBe(taken.contentHash);
    expect(await repo.ackPending(kept?.id as number)).toBe(true);
  });

  it('the demo list tells whether an acknowledgement went out (its pending row is gone)', async () => {
    const { row: stored } = must(await repo.storeOrFind(row(), now()));
    const listed = async () => (await repo.latest(5)).find((c) => c.ackNo === stored.ackNo);
    expect(await listed()).toMatchObject({ kind: 'quick', acknowledged: false });
    await repo.markAcksSent([stored.id]);
    expect(await listed()).toMatchObject({ acknowledged: true });
  });
});
