import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routePageModules } from '../../src/web/build/route-pages';

/** Gzip budgets for the critical path (JavaScript + CSS), in bytes; 1 kB = 1,000 bytes. */
export const ROUTE_BUDGET = 160_000;
export const HOME_BUDGET = 130_000;
export const budgetFor = (route: string) => (route === '/' ? HOME_BUDGET : ROUTE_BUDGET);

/** One entry of `.vite/manifest.json` (the fields this reads). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteSize {
  route: string;
  /** The page module the route loads, relative to src/web. */
  page: string;
  /** Gzip bytes of the JavaScript / CSS that loads before the page can be used. */
  js: number;
  css: number;
  total: number;
  budget: number;
  files: string[];
}

/**
 * Every file on a chunk's critical path: the chunk, its static imports
 * (recursively: the browser fetches them before running it) and the CSS of all
 * of them. Dynamic imports are left out: they load later, on demand.
 */
function staticClosure(manifest: Manifest, key: string, into: Set<string>, seen = new Set<string>()): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no ${key}`);
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into, seen);
}

/**
 * Critical-path gzip sizes of every route of a production build made with
 * `build.manifest: true`: the entry chunk and its static imports, then the
 * route's page chunk and its static imports, CSS included. Each file is gzipped
 * on its own at level 9, the way a static server with precompression sends it.
 */
export function routeSizes(outDir: string): RouteSize[] {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('manifest has no entry');
  const gzipCache = new Map<string, number>();
  const gzipped = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
      gzipCache.set(file, size);
    }
    return size;
  };
  const rows: RouteSize[] = [];
  for (const [route, page] of routePageModules()) {
    const files = new Set<string>();
    staticClosure(manifest, entryKey, files);
    staticClosure(manifest, page, files);
    const list = [...files].sort();
    const js = list.filter((f) => /\.m?js$/.test(f)).reduce((sum, f) => sum + gzipped(f), 0);
    const css = list.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzipped(f), 0);
    rows.push({ route, page, js, css, total: js + css, budget: budgetFor(route), files: list });
  }
  return rows.sort((a, b) => b.total - a.total);
}

/** Routes whose critical path is over budget, as readable lines (empty when all hold). */
export function overBudget(rows: RouteSize[]): string[] {
  return rows
    .filter((row) => row.total > row.budget)
    .map(
      (row) => `${row.route}: ${kB(row.total)} gzip (JS ${kB(row.js)} + CSS ${kB(row.css)}) > budget ${kB(row.budget)}`,
    );
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
