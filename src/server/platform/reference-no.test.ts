import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { brokenUniqueConstraint } from './db-errors';
import { createReferenceNumbers, insertWithReferenceNo, newReferenceNo, REFERENCE_NO_ATTEMPTS } from './reference-no';

/** The same database engine as the server (PGlite here, PostgreSQL with DATABASE_URL), so the error shape is real. */
let database: Database;
beforeAll(async () => {
  database = await openDatabase(
    process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : 'pglite://memory',
    '',
  );
  await database.db.execute(sql`drop table if exists reference_no_test`);
  await database.db.execute(
    sql`create table reference_no_test (ack_no text constraint reference_no_test_ack_no_unique unique, mobile text constraint reference_no_test_mobile_unique unique)`,
  );
}, 60_000);
afterAll(async () => {
  await database?.db.execute(sql`drop table if exists reference_no_test`);
  await database?.close();
});

const insert = (ackNo: string, mobile: string) =>
  database.db.execute(sql`insert into reference_no_test (ack_no, mobile) values (${ackNo}, ${mobile})`);

describe('reference numbers', () => {
  it('are the prefix, the Beijing date and six digits', () => {
    expect(newReferenceNo('WJ', Date.parse('2026-11-23T17:00:00Z'))).toMatch(/^WJ20261124\d{6}$/);
  });

  it('do not repeat within one process: 200,000 of one prefix a day are all different', () => {
    // Six random digits would have clashed ~19,000 times among as many.
    const numbers = createReferenceNumbers();
    const day = Date.parse('2026-11-26T03:00:00Z');
    const drawn = new Set(Array.from({ length: 200_000 }, () => numbers.next('KS', day)));
    expect(drawn.size).toBe(200_000);
  });

  it('do not reveal their neighbours: consecutive numbers are far apart and each process has its own order', () => {
    const day = Date.parse('2026-11-26T03:00:00Z');
    const digits = (numbers: ReturnType<typeof createReferenceNumbers>) =>
      Array.from({ length: 10_000 }, () => Number(numbers.next('TS', day).slice(-6)));
    const first = digits(createReferenceNumbers());
    // Random draws are within 1,000 of the one before about 0.2 % of the time (20 of 10,000).
    const close = first.slice(1).filter((n, i) => Math.abs(n - (first[i] as number)) <= 1000).length;
    expect(close).toBeLessThan(60);
    expect(Math.min(...first)).toBeLessThan(10_000);
    expect(Math.max(...first)).toBeGreaterThan(990_000);
    const second = digits(createReferenceNumbers());
    expect(second.filter((n, i) => n === first[i]).length).toBeLessThan(5);
  });

  it('count per prefix and keep the date of the draw', () => {
    const numbers = createReferenceNumbers();
    expect(numbers.next('KS', Date.parse('2026-11-26T15:59:59Z'))).toMatch(/^KS20261126\d{6}$/);
    expect(numbers.next('KS', Date.parse('2026-11-26T16:00:00Z'))).toMatch(/^KS20261127\d{6}$/);
    expect(numbers.next('TH', Date.parse('2026-11-26T16:00:00Z'))).toMatch(/^TH20261127\d{6}$/);
  });

  it('draw a new number when one clashes with an earlier one', async () => {
    await insert('WJ20261124000001', '13700000001');
    const tried: string[] = [];
    const stored = await insertWithReferenceNo('WJ', 'reference_no_test_ack_no_unique', async (no) => {
      // The first draw is forced onto the number already stored.
      const ackNo = tried.length === 0 ? 'WJ20261124000001' : no;
      tried.push(ackNo);
      await insert(ackNo, '13700000002');
      return ackNo;
    });
    expect(tried).toHaveLength(2);
    expect(stored).not.toBe('WJ20261124000001');
  });

  it('leave any other unique violation (a duplicate submission) to the caller', async () => {
    let attempts = 0;
    const error = await insertWithReferenceNo('WJ', 'reference_no_test_ack_no_unique', async (no) => {
      attempts++;
      await insert(no, '13700000001');
    }).catch((e: unknown) => e);
    expect(attempts).toBe(1);
    expect(brokenUniqueConstraint(error)).toBe('reference_no_test_mobile_unique');
  });

  it('give up after a few clashes rather than loop', async () => {
    let attempts = 0;
    const error = await insertWithReferenceNo('WJ', 'reference_no_test_ack_no_unique', async () => {
      attempts++;
      await insert('WJ20261124000001', `1370000010${attempts}`);
    }).catch((e: unknown) => e);
    expect(attempts).toBe(REFERENCE_NO_ATTEMPTS);
    expect(brokenUniqueConstraint(error)).toBe('reference_no_test_ack_no_unique');
  });
});
