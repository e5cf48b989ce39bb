import { randomInt } from 'node:crypto';
import { todayInChina } from '../../shared/rules';
import { brokenUniqueConstraint } from './db-errors';

/**
 * The numbers customers are given for what they submitted (受理编号, 报名编号,
 * 报案号): a two-letter prefix, the Beijing date and six random digits, unique
 * by the table's constraint. Random rather than sequential so that one number
 * does not reveal its neighbours.
 *
 * Six digits a day collide sooner than intuition says: by the birthday bound
 * there is an even chance of a clash among about 1,200 numbers of one prefix
 * in a day (the 200-customer load run met two). So an insert that meets the
 * number's own unique constraint draws a new number and tries again; any other
 * unique violation (a duplicate submission) is left to the caller.
 */
export function newReferenceNo(prefix: string, now = Date.now()): string {
  return `${prefix}${todayInChina(now)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * Draws before a clash is reported as a failure. A busy day fills the space:
 * at 124,000 numbers of one prefix (12 %, the benchmark's complaints of one
 * day) four draws all clashed about once in 4,000 submissions, which answered
 * 系统繁忙; eight draws all clash about once in 18 million.
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
