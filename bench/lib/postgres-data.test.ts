import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseUrl, fillPostgres, postgresReachable } from './postgres-data';

// A benchmark database of its own on the machine's PostgreSQL (CI's machine has one).
const runnable = await postgresReachable();

describe('fillPostgres', () => {
  it.runIf(runnable)(
    'leaves each run the tables a fresh run found: no earlier run’s complaints or outbox, the same history',
    async () => {
      const name = 'bench_fill_test';
      await fillPostgres(name, { policies: 0, sites: 0 });
      const client = new pg.Client({ connectionString: databaseUrl(name) });
      await client.connect();
      try {
        const count = async (sql: string, values: unknown[] = []) =>
          (await client.query<{ n: number }>(sql, values)).rows[0].n;
        const history = await count('select count(*)::int as n from complaint_record');
        // What a run leaves behind: a submitted complaint, its pending acknowledgement and its SMS.
        const { rows } = await client.query<{ id: number }>(
          `insert into complaint_record (ack_no, kind, content_hash, name, mobile, payload, session_uuid,
             ack_channel, ack_recipient, ack_text, request_id)
           values ('KS20261129999999', 'quick', 'h', '王小明', '13900000000', '{}', 's', 'sms', '13900000000', 't', 'bench-1')
           returning id`,
        );
        await client.query('insert into complaint_ack_pending (complaint_id, claimed_until) values ($1, now())', [
          rows[0].id,
        ]);
        await client.query("insert into outbox_message (channel, recipient, body) values ('sms', '13900000000', 't')");

        await fillPostgres(name, { policies: 0, sites: 0 });
        expect(await count("select count(*)::int as n from complaint_record where request_id like 'bench-%'")).toBe(0);
        expect(
          await count('select count(*)::int as n from complaint_ack_pending where complaint_id = $1', [rows[0].id]),
        ).toBe(0);
        expect(await count('select count(*)::int as n from outbox_message')).toBe(0);
        expect(await count('select count(*)::int as n from complaint_record')).toBe(history);
        expect(history).toBeGreaterThanOrEqual(100_000);
      } finally {
        await client.end();
      }
    },
    180_000,
  );
});
