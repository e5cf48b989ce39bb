import { readConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { seedDatabase } from '../src/server/db/seed';
import { loadRegions } from '../src/server/db/seed/regions-data';
import { domains } from '../src/server/domains';
import { insertBenchmark } from '../src/server/domains/policy/bulk';

/**
 * `npm run seed:policies -- --policies 1000000`: fills the configured database
 * (DATABASE_URL, else the embedded one under ./data) with that many extra
 * policies for benchmarks, after the usual migrations and demo data. Shows a
 * progress bar; running it again adds nothing already there.
 */
const arg = process.argv.indexOf('--policies');
const total = Number(arg >= 0 ? process.argv[arg + 1] : 100_000);
if (!Number.isInteger(total) || total <= 0) {
  console.error('用法：npm run seed:policies -- --policies 1000000');
  process.exit(1);
}
const config = readConfig();
const database = await openDatabase(config.DATABASE_URL, config.DATA_DIR);
await database.migrate(domains.map((d) => ({ domain: d.name, folder: d.migrationsFolder })));
await seedDatabase(database.db, domains);

const started = Date.now();
const width = 30;
const draw = (done: number) => {
  const share = done / total;
  const seconds = (Date.now() - started) / 1000;
  const rate = done / Math.max(seconds, 0.001);
  const eta = Math.max(0, (total - done) / Math.max(rate, 1));
  const bar = '#'.repeat(Math.round(share * width)).padEnd(width, '.');
  process.stdout.write(
    `\r[${bar}] ${(share * 100).toFixed(1)}% ${done}/${total} 张保单 ${Math.round(rate)}/秒 剩余约${Math.ceil(eta)}秒 `,
  );
};
const done = await insertBenchmark(database.db, loadRegions(), total, draw);
process.stdout.write(`\n完成：写入 ${done} 张保单，用时 ${Math.round((Date.now() - started) / 1000)} 秒。\n`);
await database.close();
