import type { ComplaintRepo, NewComplaint, Stored } from './repo';

/** At most this many submissions share one statement. */
export const STORE_BATCH_MAX = 64;
/**
 * At most this many store statements run at once per instance. One: while it
 * runs, the submissions that arrive wait and share the next, so statements
 * are fewer and fuller. Two (so the server could prepare the next batch while
 * PostgreSQL ran the last) gave 0.18–0.22 of the bare route in four runs on
 * the benchmark's database, one 0.22–0.30 (issue 9).
 */
export const STORE_CONCURRENCY = 1;

interface Job {
  row: NewComplaint;
  since: Date;
  resolve: (stored: Stored | undefined) => void;
  reject: (err: unknown) => void;
}

/** What makes two submissions unable to share a statement: either could repeat or clash with the other. */
const keysOf = (row: NewComplaint) => {
  const keys = [`ack:${row.ackNo}`, `content:${row.contentHash}`];
  // A request id names a request within its session only (repo.ts); the session uuid has no colon.
  if (row.requestId) keys.push(`request:${row.sessionUuid}:${row.requestId}`);
  if (row.orderNo) keys.push(`order:${row.orderNo}`);
  return keys;
};

/**
 * Group commit of complaint submissions (issue 9). Each statement costs the
 * server a socket write and PostgreSQL a round trip, a parse and a commit,
 * whatever its number of rows; under load those, not the rows, were most of a
 * complaint's cost. So one instance runs at most STORE_CONCURRENCY store
 * statements at a time: a submission that arrives while they run waits and
 * then goes with every other that waited, in one statement of up to 64 rows
 * (repo.storeOrFindMany). Otherwise it goes at the end of the event loop's
 * turn, not at once (no timer either): the requests read in the same turn
 * share it. Going at once, the first of a group of requests went alone and
 * the rest waited for it, two statements where one would do: 0.21 → 0.25–0.27
 * of the bare route in two runs each, side by side.
 *
 * Each submission gets exactly the answer its own statement would give: two
 * that could repeat or clash with each other (same request id, content,
 * acknowledgement number or order) never share a statement; the later one
 * waits for the next. (Two such in statements running at once are handled as
 * two single statements always were: a unique index decides.) A row a
 * unique index refuses (a twin stored by another instance meanwhile, a taken
 * acknowledgement number) is answered undefined, and the others of its batch
 * are stored all the same; submission.ts decides what the refusal was. When a
 * batch fails otherwise, each of its submissions runs again on its own, so
 * only the one concerned sees the error.
 */
export function createStoreBatcher(
  repo: Pick<ComplaintRepo, 'storeOrFind' | 'storeOrFindMany'>,
  max = STORE_BATCH_MAX,
  concurrency = STORE_CONCURRENCY,
) {
  const waiting: Job[] = [];
  let running = 0;
  let starting = false;

  const alone = async (job: Job) => {
    try {
      job.resolve(await repo.storeOrFind(job.row, job.since));
    } catch (err) {
      job.reject(err);
    }
  };

  /** The next statement's submissions, in arrival order; the others keep waiting. */
  function nextBatch(): Job[] {
    const batch: Job[] = [];
    const rest: Job[] = [];
    const taken = new Set<string>();
    for (const job of waiting) {
      const keys = keysOf(job.row);
      if (batch.length < max && !keys.some((key) => taken.has(key))) {
        batch.push(job);
        for (const key of keys) taken.add(key);
      } else rest.push(job);
    }
    waiting.splice(0, waiting.length, ...rest);
    return batch;
  }

  async function run() {
    running += 1;
    try {
      while (waiting.length) {
        const batch = nextBatch();
        if (batch.length === 1) {
          await alone(batch[0] as Job);
          continue;
        }
        let answers: (Stored | undefined)[];
        try {
          answers = await repo.storeOrFindMany(batch.map(({ row, since }) => ({ row, since })));
        } catch {
          await Promise.all(batch.map(alone));
          continue;
        }
        for (const [i, job] of batch.entries()) job.resolve(answers[i]);
      }
    } finally {
      running -= 1;
    }
  }

  return {
    /** repo.storeOrFind, possibly in one statement with other submissions. */
    storeOrFind(row: NewComplaint, since: Date): Promise<Stored | undefined> {
      return new Promise<Stored | undefined>((resolve, reject) => {
        waiting.push({ row, since, resolve, reject });
        // Not at once: at the end of this turn of the event loop, so that the
        // submissions whose requests were read together go together (no timer).
        if (running < concurrency && !starting) {
          starting = true;
          setImmediate(() => {
            starting = false;
            if (running < concurrency && waiting.length) void run();
          });
        }
      });
    },
  };
}
