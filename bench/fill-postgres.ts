import { fillPostgres } from './lib/postgres-data';

/**
 * `npx tsx bench/fill-postgres.ts <database> <policies> <sites>`: fills a
 * benchmark database on the local PostgreSQL ahead of `npm run bench` (which
 * does the same itself, but a million policies take a while).
 */
const [name = 'bench_portal', policies = '1000000', sites = '100000'] = process.argv.slice(2);
const counts = await fillPostgres(name, { policies: Number(policies), sites: Number(sites) }, (line) =>
  console.log(new Date().toISOString(), line),
);
console.log('done', JSON.stringify(counts));
