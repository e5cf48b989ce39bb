import { describe, expect, it } from 'vitest';
import type { ComplaintAck, ComplaintRepo, NewComplaint } from './repo';
import { createStoreBatcher, STORE_BATCH_MAX } from './store-batcher';
import { newComplaint } from './test-fixtures';

const ackOf = (row: NewComplaint, id: number): ComplaintAck => ({
  id,
  ackNo: row.ackNo,
  ackChannel: row.ackChannel,
  ackRecipient: row.ackRecipient,
  ackSubject: row.ackSubject ?? '',
  ackText: row.ackText,
  createdAt: new Date(0),
});

const row = (n: number, over: Partial<NewComplaint> = {}) => newComplaint(n, over);

/** A repo that writes down each statement (the ack numbers it carried) and answers after a tick. */
function recordingRepo(
  failMany?: (rows: NewComplaint[]) => boolean,
  failOne?: (row: NewComplaint) => boolean,
  refused?: (row: NewComplaint) => boolean,
) {
  const statements: string[][] = [];
  let id = 0;
  const repo = {
    async storeOrFind(r: NewComplaint) {
      statements.push([r.ackNo]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (failOne?.(r)) throw new Error(`clash ${r.ackNo}`);
      return { row: ackOf(r, ++id), duplicate: false };
    },
    async storeOrFindMany(entries: { row: NewComplaint }[]) {
      statements.push(entries.map((e) => e.row.ackNo));
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (failMany?.(entries.map((e) => e.row))) throw new Error('clash in batch');
      return entries.map((e) => (refused?.(e.row) ? undefined : { row: ackOf(e.row, ++id), duplicate: false }));
    },
  } as unknown as Pick<ComplaintRepo, 'storeOrFind' | 'storeOrFindMany'>;
  return { repo, statements };
}

const since = new Date(0);

/** The next turn of the event loop: submissions made after it did not arrive with those before. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('complaint group commit (issue 9)', () => {
  it('a submission alone goes in the same turn of the event loop, in the single statement (no timer)', async () => {
    const { repo, statements } = recordingRepo();
    const batcher = createStoreBatcher(repo);
    const answer = await batcher.storeOrFind(row(1), since);
    expect(answer?.row.ackNo).toBe('KS1');
    expect(statements).toEqual([['KS1']]);
  });

  it('submissions of one turn share a statement, those arriving while it runs the next; each answered with its own record', async () => {
    const { repo, statements } = recordingRepo();
    const batcher = createStoreBatcher(repo); // one statement at a time by default
    const first = [1, 2].map((n) => batcher.storeOrFind(row(n), since));
    await nextTurn();
    const later = [3, 4, 5].map((n) => batcher.storeOrFind(row(n), since));
    const answers = await Promise.all([...first, ...later]);
    expect(answers.map((a) => a?.row.ackNo)).toEqual(['KS1', 'KS2', 'KS3', 'KS4', 'KS5']);
    expect(answers.map((a) => a?.row.ackText)).toEqual(['已受理 1', '已受理 2', '已受理 3', '已受理 4', '已受理 5']);
    expect(statements).toEqual([
      ['KS1', 'KS2'],
      ['KS3', 'KS4', 'KS5'],
    ]);
  });

  it('can run two statements at once; what waits meanwhile goes together', async () => {
    const { repo, statements } = recordingRepo();
    const batcher = createStoreBatcher(repo, STORE_BATCH_MAX, 2);
    const answers = [batcher.storeOrFind(row(1), since)];
    await nextTurn();
    answers.push(batcher.storeOrFind(row(2), since));
    await nextTurn();
    answers.push(...[3, 4, 5].map((n) => batcher.storeOrFind(row(n), since)));
    expect((await Promise.all(answers)).map((a) => a?.row.ackNo)).toEqual(['KS1', 'KS2', 'KS3', 'KS4', 'KS5']);
    expect(statements).toEqual([['KS1'], ['KS2'], ['KS3', 'KS4', 'KS5']]);
  });

  it('never puts two submissions that could repeat or clash with each other in one statement', async () => {
    const { repo, statements } = recordingRepo();
    const batcher = createStoreBatcher(repo, STORE_BATCH_MAX, 1);
    await Promise.all([
      batcher.storeOrFind(row(0), since),
      batcher.storeOrFind(row(1), since),
      batcher.storeOrFind(row(2, { requestId: 'req-1' }), since), // same request as 1
      batcher.storeOrFind(row(3, { contentHash: 'hash-1' }), since), // same content as 1
      batcher.storeOrFind(row(4, { ackNo: 'KS1' }), since), // same acknowledgement number as 1
      batcher.storeOrFind(row(5, { kind: 'return', orderNo: 'O1' }), since),
      batcher.storeOrFind(row(6, { kind: 'return', orderNo: 'O1' }), since), // same order as 5
      batcher.storeOrFind(row(7, { requestId: null }), since),
      batcher.storeOrFind(row(8, { requestId: null }), since), // no request id: nothing shared
    ]);
    // Each one that clashes with 1 (or 6 with 5) waits for the statement after theirs; they do not clash with each other.
    expect(statements).toEqual([
      ['KS0', 'KS1', 'KS5', 'KS7', 'KS8'],
      ['KS2', 'KS3', 'KS1', 'KS6'],
    ]);
  });

  it('holds at most `max` submissions in one statement', async () => {
    const { repo, statements } = recordingRepo();
    const batcher = createStoreBatcher(repo, 3, 1);
    await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((n) => batcher.storeOrFind(row(n), since)));
    expect(statements.map((s) => s.length)).toEqual([3, 3, 2]);
  });

  it('a row a unique index refuses is answered undefined; the others of its statement are answered', async () => {
    const { repo, statements } = recordingRepo(undefined, undefined, (r) => r.ackNo === 'KS3');
    const batcher = createStoreBatcher(repo, STORE_BATCH_MAX, 1);
    const answers = await Promise.all([1, 2, 3, 4].map((n) => batcher.storeOrFind(row(n), since)));
    expect(answers.map((a) => a?.row.ackNo)).toEqual(['KS1', 'KS2', undefined, 'KS4']);
    expect(statements).toEqual([['KS1', 'KS2', 'KS3', 'KS4']]);
  });

  it('when a batch fails, each of its submissions runs alone: only the one concerned sees the error', async () => {
    const { repo, statements } = recordingRepo(
      (rows) => rows.some((r) => r.ackNo === 'KS3'),
      (r) => r.ackNo === 'KS3',
    );
    const batcher = createStoreBatcher(repo, STORE_BATCH_MAX, 1);
    const results = await Promise.allSettled([1, 2, 3, 4].map((n) => batcher.storeOrFind(row(n), since)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((results[2] as PromiseRejectedResult).reason).toEqual(new Error('clash KS3'));
    expect(statements).toEqual([['KS1', 'KS2', 'KS3', 'KS4'], ['KS1'], ['KS2'], ['KS3'], ['KS4']]);
  });
});
