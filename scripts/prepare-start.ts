import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm start`: build the web app when it is missing or older than its sources,
 * then start the server (which migrates, seeds an empty database and listens).
 */
const WEB_SOURCES = ['src/web', 'src/shared', 'vite.config.ts', 'package.json'];
// WEB_DIST lets parallel test runs each build into their own folder.
const WEB_DIST = process.env.WEB_DIST || 'dist/web';
const BUILT = `${WEB_DIST}/index.html`;

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
const sourcesAt = Math.max(...WEB_SOURCES.map(newestMtime));
if (builtAt < sourcesAt) {
  console.log(builtAt === 0 ? '首次启动：正在构建前端…' : '前端源码有改动：正在重新构建…');
  // The build runs in a process of its own: the server's process is started with a small
  // heap (src/server/runtime.ts, package.json) that a production build does not fit in, and
  // the server need not keep the bundler in memory afterwards.
  const vite = join(dirname(fileURLToPath(import.meta.resolve('vite/package.json'))), 'bin/vite.js');
  const built = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', resolve(WEB_DIST), '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  if (built.status !== 0) {
    console.error('前端构建失败，请查看上面的错误信息。');
    process.exit(built.status ?? 1);
  }
}

const { main } = await import('../src/server/main');
await main();
