import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { seedDatabase } from '../../src/server/db/seed';
import { seededRandom } from '../../src/server/db/seed/random';
import { loadRegions } from '../../src/server/db/seed/regions-data';
import { domains } from '../../src/server/domains';
import { insertBenchmark } from '../../src/server/domains/policy/bulk';
import { generateSites } from '../../src/server/domains/sites/generate';
import { createSitesRepo } from '../../src/server/domains/sites/repo';

/** The PostgreSQL the full run uses: the local server, trust auth (override with BENCH_PG_URL). */
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function databaseUrl(name: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function ensureDatabase(name: string) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
}

export interface FillCounts {
  policies: number;
  sites: number;
}

/**
 * A benchmark database of its own (never the test database): migrated and
 * seeded like a real start, then topped up with the existing generators to
 * `policies` benchmark policies (the policy domain's bulk insert: one JSON
 * statement per 5,000 rows, and numbers that never meet the demo book's, so a
 * second fill adds nothing twice) and `sites` service sites in all. Ends with
 * VACUUM ANALYZE so the planner sees the real sizes and a count reads the index.
 */
export async function fillPostgres(
  name: string,
  want: FillCounts,
  progress: (line: string) => void = () => undefined,
): Promise<FillCounts> {
  await ensureDatabase(name);
  const database = await openDatabase(databaseUrl(name), '');
  // The harness's own connection for what reads or writes the whole table: the app's pool
  // gives a query 10 s, and a count or a VACUUM of a million rows can take longer.
  const client = new pg.Client({ connectionString: databaseUrl(name) });
  await client.connect();
  try {
    await database.migrate(domains.map((d) => ({ domain: d.name, folder: d.migrationsFolder })));
    await seedDatabase(database.db, domains);
    // VACUUM as autovacuum would in a deployment (this machine's PostgreSQL runs without it):
    // it marks the pages all-visible, so a count reads the index alone. Never vacuumed, a count
    // read all 2.4 GB of the heap, which a host that reclaims idle page cache (kernel v669,
    // 2026-11-28) had left on disk: the count took 6.5 s and, in the server's seed, ended a full
    // run at its 10 s timeout. Once vacuumed, a later VACUUM skips the all-visible pages.
    const vacuum = async () => {
      await client.query('vacuum analyze policy_record');
      await client.query('vacuum analyze service_site');
    };
    const count = async (table: string) =>
      (await client.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0].n;
    await vacuum();
    const regions = loadRegions();
    const started = Date.now();
    let last = 0;
    // Already filled (a second run): regenerating a million rows only to skip them would take minutes.
    if ((await count('policy_record')) < want.policies)
      await insertBenchmark(database.db, regions, want.policies, (done) => {
        if (Date.now() - last < 5000 && done < want.policies) return;
        last = Date.now();
        progress(`policies ${done}/${want.policies} (${Math.round((Date.now() - started) / 1000)} s)`);
      });
    const sitesRepo = createSitesRepo(database.db);
    const missing = want.sites - (await count('service_site'));
    if (missing > 0) {
      const cities = regions.filter((r) => r.level === 'city').length;
      const perCity = Math.ceil(missing / cities);
      const sites = generateSites(regions, seededRandom(7_100_000), () => perCity).slice(0, missing);
      for (let i = 0; i < sites.length; i += 10_000) await sitesRepo.insertMany(sites.slice(i, i + 10_000));
      progress(`sites +${sites.length}`);
    }
    // Again, so the planner sees the real sizes and the new rows' pages are all-visible too.
    await vacuum();
    await resetOutbox(client);
    await resetComplaints(client);
    return { policies: await count('policy_record'), sites: await count('service_site') };
  } finally {
    await client.end();
    await database.close();
  }
}

/**
 * Empties the development outbox (platform/messaging.ts) of a benchmark
 * database. Every complaint a run submits leaves its acknowledgement SMS
 * there, over a hundred thousand a full run, and nothing else in the
 * benchmark reads or writes it; a deployment sends through a gateway and keeps
 * no such table. Kept, it grew run after run on one machine, so each run's
 * complaints wrote into a larger table and index than the last.
 */
async function resetOutbox(client: pg.Client) {
  await client.query('truncate outbox_message');
}

/** Complaints of earlier days in a benchmark database: a deployed portal's table is never empty. */
const COMPLAINT_HISTORY = 100_000;
const HISTORY_SESSION = 'bench-history';

/**
 * Sets the complaint tables to the same state before every run: a history of
 * 100,000 complaints over the last 100 days (already acknowledged), and none
 * of the complaints earlier runs submitted (request ids `bench-…`,
 * api-load.ts).
 *
 * Earlier runs' complaints add up to tens of thousands a run, and
 * acknowledgement numbers are six digits a day per kind, in an order of each
 * server process's own (platform/reference-no.ts), so a new process meets
 * earlier runs' numbers as random draws would: after a few runs in one day
 * (when they were random draws) 28 % of the day's
 * numbers were taken, more than a quarter of the submissions drew twice and
 * about one a run drew eight taken numbers and failed. That measured the
 * benchmark's own history, not a day of an insurer's complaints. The history
 * keeps the table the size a deployment's would be: emptied, the planner's
 * statistics said "no rows", the store statement's cached plan scanned the
 * whole table, and the endpoint fell from 2,100 to 1,000 req/s as the run
 * filled it. VACUUM ANALYZE afterwards, as autovacuum would in a deployment
 * (this machine's PostgreSQL runs without it), and a checkpoint, so the
 * delete's pages are not written in the middle of the load.
 */
async function resetComplaints(client: pg.Client) {
  const { rows: have } = await client.query<{ n: number }>(
    'select count(*)::int as n from complaint_record where session_uuid = $1',
    [HISTORY_SESSION],
  );
  const missing = COMPLAINT_HISTORY - Number(have[0]?.n ?? 0);
  if (missing > 0)
    await client.query(
      `insert into complaint_record (ack_no, kind, content_hash, name, mobile, payload, session_uuid,
         ack_channel, ack_recipient, ack_text, created_at)
       select 'KS' || to_char(day, 'YYYYMMDD') || lpad((g / 100)::text, 6, '0'), 'quick', md5('history' || g),
         '王小明', mobile, jsonb_build_object('content', '理赔员一直没有联系我，请尽快处理。'), $2,
         'sms', mobile, '【人保财险】您的投诉已受理。', day + make_interval(secs => g % 86400)
       from generate_series($1::int, $1::int + $3::int - 1) g,
         lateral (select (current_date - 1 - (g % 100))::timestamptz as day,
                         '139' || lpad((g % 100000000)::text, 8, '0') as mobile) x
       on conflict do nothing`,
      [COMPLAINT_HISTORY - missing, HISTORY_SESSION, missing],
    );
  await client.query(
    "delete from complaint_ack_pending where complaint_id in (select id from complaint_record where request_id like 'bench-%')",
  );
  await client.query("delete from complaint_record where request_id like 'bench-%'");
  await client.query('vacuum analyze complaint_record, complaint_ack_pending');
  await client.query('checkpoint');
}
