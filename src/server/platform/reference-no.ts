import { randomBytes } from 'node:crypto';
import { todayInChina } from '../../shared/rules';
import { brokenUniqueConstraint } from './db-errors';

/** Six digits: a million numbers of one prefix a day. */
const SPACE = 1_000_000;
/** The permutation works on 20 bits (2 × 10), the least that holds SPACE; numbers beyond it walk on. */
const HALF_BITS = 10;
const HALF_MASK = (1 << HALF_BITS) - 1;
/** Feistel rounds, each with a random function of its own: four make a random-looking permutation, eight leave margin. */
const ROUNDS = 8;

/**
 * The numbers customers are given for what they submitted (受理编号, 报名编号,
 * 报案号): a two-letter prefix, the Beijing date and six digits, unique by the
 * table's constraint. They must not be sequential, so that one number does not
 * reveal its neighbours.
 *
 * Six random digits clash sooner than intuition says (the birthday bound: an
 * even chance among about 1,200 numbers of one prefix a day), and the share
 * that clashes grows with the day's count: the benchmark's complaints fill
 * 12–34 % of a day's numbers within one run, and every clash cost the
 * submission another lookup and another store statement, the slowest 1 % of
 * the answers (issue 9). So each process counts its numbers per prefix and
 * hands out a secret permutation of the count: a Feistel network over 20 bits
 * whose round functions are random tables drawn at start (Luby–Rackoff: a
 * random-looking permutation), walked on until it falls below a million. Every
 * count gives another number, and consecutive counts give unrelated ones. The
 * count starts at a random place; one process never repeats a number within a
 * million draws of a prefix, more than any day holds.
 *
 * What is left to the table's constraint: a process restarted during a day,
 * and several instances, each with its own permutation, can still meet each
 * other's numbers, as often as six random digits would (the share of the
 * day's numbers drawn elsewhere). An insert that meets the number's own unique
 * constraint therefore still draws again (insertWithReferenceNo below,
 * complaint/submission.ts); any other unique violation (a duplicate
 * submission) is left to the caller.
 */
export function createReferenceNumbers(random: (bytes: number) => Buffer = randomBytes) {
  const tables = Array.from({ length: ROUNDS }, () => {
    const table = new Uint16Array(1 << HALF_BITS);
    const bytes = random(table.length * 2);
    for (let i = 0; i < table.length; i++) table[i] = bytes.readUInt16LE(i * 2) & HALF_MASK;
    return table;
  });
  const permute = (value: number): number => {
    let x = value;
    do {
      let left = x >>> HALF_BITS;
      let right = x & HALF_MASK;
      for (const table of tables) {
        const mixed = left ^ (table[right] as number);
        left = right;
        right = mixed;
      }
      x = (left << HALF_BITS) | right;
    } while (x >= SPACE); // cycle walking: a permutation of 2²⁰ numbers, restricted to the first million
    return x;
  };
  const counts = new Map<string, number>();
  return {
    /** The prefix, the Beijing date of `now` and six digits not handed out for this prefix in the last million. */
    next(prefix: string, now = Date.now()): string {
      const count = counts.get(prefix) ?? random(4).readUInt32LE(0) % SPACE;
      counts.set(prefix, (count + 1) % SPACE);
      return `${prefix}${todayInChina(now)}${String(permute(count)).padStart(6, '0')}`;
    },
  };
}

const numbers = createReferenceNumbers();

/** The next reference number of this process for a prefix (see createReferenceNumbers). */
export function newReferenceNo(prefix: string, now = Date.now()): string {
  return numbers.next(prefix, now);
}

/**
 * Draws before a clash is reported as a failure. One process does not clash
 * with itself; after a restart, or beside other instances, a draw meets the
 * others' numbers at the share of the day they took: at 12 % of a day's
 * numbers, four draws all clashed about once in 4,000 submissions, which
 * answered 系统繁忙; eight draws all clash about once in 18 million.
 */
export const REFERENCE_NO_ATTEMPTS = 8;

/**
 * Runs `insert` with a fresh reference number until it does not clash with an
 * earlier one. `constraint` is the number's unique constraint as the migration
 * names it (`survey_response_ack_no_unique`).
 */
export async function insertWithReferenceNo<T>(
  prefix: string,
  constraint: string,
  insert: (referenceNo: string) => Promise<T>,
  now = Date.now(),
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert(newReferenceNo(prefix, now));
    } catch (err) {
      const clashed = brokenUniqueConstraint(err) === constraint;
      if (!clashed || attempt >= REFERENCE_NO_ATTEMPTS) throw err;
    }
  }
}
