/**
 * Nearest-site benchmark: 100,000 generated sites in an in-memory PGlite (the
 * embedded default), then the nearest-sites query at random points over China,
 * with and without a type filter, and a city list sorted by distance.
 * Run: `npx tsx bench/sites/nearest.ts [count]`; figures go to bench/sites/README.md.
 */
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../src/server/db/client';
import { seededRandom } from '../../src/server/db/seed/random';
import { loadRegions } from '../../src/server/db/seed/regions-data';
import { generateSites } from '../../src/server/domains/sites/generate';
import { createSitesRepo } from '../../src/server/domains/sites/repo';

const count = Number(process.argv[2] ?? 100_000);
const database = await openDatabase(process.env.DATABASE_URL ?? 'pglite://memory', '');
await database.migrate([
  { domain: 'sites', folder: fileURLToPath(new URL('../../src/server/domains/sites/migrations', import.meta.url)) },
]);
const repo = createSitesRepo(database.db);
const regions = loadRegions();
const cities = regions.filter((r) => r.level === 'city').length;
const random = seededRandom(42);
let t0 = performance.now();
if (await repo.isEmpty()) {
  const perCity = Math.ceil(count / cities);
  await repo.insertMany(generateSites(regions, random, () => perCity).slice(0, count));
}
await database.db.execute('analyze service_site');
console.log(
  `${database.kind}: inserted ${await repo.count({ websitetype: '00000', serviceitems: '00' })} sites in ${Math.round(performance.now() - t0)} ms`,
);

const points = Array.from({ length: 200 }, () => ({ lat: 22 + random.next() * 20, lng: 100 + random.next() * 22 }));
async function measure(label: string, run: (p: { lat: number; lng: number }) => Promise<unknown>) {
  for (const p of points.slice(0, 10)) await run(p); // warm-up
  const times: number[] = [];
  for (const p of points) {
    t0 = performance.now();
    await run(p);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const q = (f: number) => times[Math.floor(f * (times.length - 1))].toFixed(2);
  console.log(`${label}: median ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(1)} ms (${times.length} queries)`);
}
const all = { websitetype: '00000', serviceitems: '00' };
await measure('nearest 20, any type', (p) => repo.nearest(all, p, 20, 0));
await measure('nearest 20 claims sites (01000)', (p) => repo.nearest({ ...all, websitetype: '01000' }, p, 20, 0));
await measure('nearest 20 4S shops offering inspection (00100+06)', (p) =>
  repo.nearest({ websitetype: '00100', serviceitems: '06' }, p, 20, 0),
);
await measure('Beijing sorted by distance, page 1', (p) =>
  repo.byDistanceInCity({ ...all, cityCode: '11010000' }, p, 20, 0),
);
const plan = await database.db.execute(
  `explain select id from service_site where lat between 39.8 and 40.0 and lng between 116.3 and 116.5`,
);
console.log('plan:', JSON.stringify((plan as unknown as { rows: unknown[] }).rows ?? plan));
await database.close();
