import { rmSync } from 'node:fs';
import { kB, routeSizes } from './lib/route-sizes';
import { buildWithManifest } from './lib/web-build';

/**
 * `npx tsx bench/sizes.ts [route…]`: the critical-path size of every route (or
 * the ones named) from a fresh production build, largest first, with the files
 * of the first route named. A quick look while working on sizes; the full
 * harness and the size test use the same code.
 */
const wanted = process.argv.slice(2);
const outDir = await buildWithManifest();
try {
  const rows = routeSizes(outDir).filter((row) => wanted.length === 0 || wanted.includes(row.route));
  for (const row of rows) {
    const mark = row.total <= row.budget ? 'ok ' : 'OVER';
    console.log(`${mark} ${row.route.padEnd(28)} ${kB(row.total).padStart(9)}  (JS ${kB(row.js)}, CSS ${kB(row.css)})`);
  }
  if (wanted.length > 0 && rows[0]) console.log(rows[0].files.join('\n'));
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
