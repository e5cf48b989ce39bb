import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { seededDataDigest } from './seeded-cluster';
import { seededPostgresDatabase } from './seeded-template';

// Runs where the API suite runs on PostgreSQL (CI's second pass, DATABASE_URL set).
const adminUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const freshName = () => `t_${randomBytes(6).toString('hex')}`;

describe.skipIf(!adminUrl)('the seeded PostgreSQL template API tests copy their database from', () => {
  const admin = adminUrl as string;

  it('gives each test file its own copy of the demo data', async () => {
    const first = await seededPostgresDatabase(admin, freshName());
    const second = await seededPostgresDatabase(admin, freshName());
    try {
      const count = async (url: string) =>
        (await query<{ n: number }>(url, 'select count(*)::int as n from policy_record'))[0]?.n;
      const policies = await count(first.url);
      expect(policies).toBeGreaterThan(100);
      await query(first.url, 'delete from policy_record');
      expect(await count(first.url)).toBe(0);
      expect(await count(second.url)).toBe(policies);
    } finally {
      await first.drop();
      await second.drop();
    }
    const left = await query<{ datname: string }>(admin, `select datname from pg_database where datname like 't\\_%'`);
    expect(left.map((row) => row.datname)).not.toContain(first.url.split('/').pop());
  });

  it('is named by the seeded data digest, dated, and drops a template older than a day', async () => {
    const stale = `seeded_stale${randomBytes(4).toString('hex')}`;
    await query(admin, `CREATE DATABASE ${stale}`);
    await query(admin, `COMMENT ON DATABASE ${stale} IS '${new Date(Date.now() - 2 * 86_400_000).toISOString()}'`);
    const copy = await seededPostgresDatabase(admin, freshName());
    await copy.drop();
    const templates = await query<{ datname: string; made: string }>(
      admin,
      `select datname, shobj_description(oid, 'pg_database') as made from pg_database where datname like 'seeded\\_%'`,
    );
    const names = templates.map((row) => row.datname);
    expect(names).not.toContain(stale);
    const current = templates.find((row) => row.datname === `seeded_${seededDataDigest()}`);
    expect(Date.now() - Date.parse(current?.made ?? '')).toBeLessThan(86_400_000);
  });
});
