import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { kB, routeSizes } from './lib/route-sizes';

/**
 * `npx tsx bench/shell-modules.ts [route]`: what each source file costs on a
 * route's critical path (home by default), from a fresh production build with
 * source maps. For every JavaScript file on the path, the minified code is cut
 * into the source files the map names; a file's cost is how many gzip bytes
 * its chunk loses when its code is left out (each chunk gzipped alone at level
 * 9, as `routeSizes` counts it). The costs do not add up exactly to the chunk:
 * gzip shares strings between files. A quick look when weighing what the shell
 * carries; the budget itself is `bench/route-sizes.test.ts`.
 */
const route = process.argv[2] ?? '/';
const repo = join(import.meta.dirname, '..');
const outDir = mkdtempSync(join(tmpdir(), 'portal-shell-modules-'));
const { build } = await import('vite');
// The same build as bench/lib/web-build.ts, with source maps (they do not change the chunks' code).
await build({
  configFile: join(repo, 'vite.config.ts'),
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true, manifest: true, sourcemap: true },
});
const gz = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;

try {
  const row = routeSizes(outDir).find((candidate) => candidate.route === route);
  if (!row) throw new Error(`no route ${route}`);
  console.log(`${route}: ${kB(row.total)} (JS ${kB(row.js)}, CSS ${kB(row.css)})`);
  for (const file of row.files.filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(join(outDir, file), 'utf8');
    if (!existsSync(join(outDir, `${file}.map`))) {
      console.log(`\n${file}: ${kB(gz(code))} gzip, ${code.length} bytes raw (no source map)`);
      continue;
    }
    const map = JSON.parse(readFileSync(join(outDir, `${file}.map`), 'utf8')) as {
      sources: string[];
      mappings: string;
    };
    // Each generated line split at its segments; a segment's text runs to the next one.
    const lines = code.split('\n');
    const owner: (number | -1)[][] = lines.map((line) => new Array(line.length).fill(-1));
    decode(map.mappings).forEach((segments, lineIndex) => {
      const line = lines[lineIndex] ?? '';
      segments.forEach((segment, i) => {
        const end = segments[i + 1]?.[0] ?? line.length;
        const source = segment.length > 1 ? (segment[1] as number) : -1;
        for (let col = segment[0]; col < end; col++) owner[lineIndex][col] = source;
      });
    });
    const whole = gz(code);
    const rows = map.sources.map((source, index) => {
      const without = lines
        .map((line, l) =>
          line
            .split('')
            .filter((_, c) => owner[l][c] !== index)
            .join(''),
        )
        .join('\n');
      const raw = code.length - without.length;
      return { source: relative(repo, join(outDir, 'assets', source)), raw, cost: whole - gz(without) };
    });
    const unmapped = owner.flat().filter((source) => source === -1).length;
    console.log(`\n${file}: ${kB(whole)} gzip, ${code.length} bytes raw (${unmapped} unmapped)`);
    for (const r of rows.filter((r) => r.raw > 0).sort((a, b) => b.cost - a.cost)) {
      console.log(`${String(r.cost).padStart(7)} ${String(r.raw).padStart(7)}  ${r.source}`);
    }
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
