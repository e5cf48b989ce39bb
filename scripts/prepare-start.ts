import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server';

/**
 * The first half of `npm start`: build the web app and compile the server when
 * either is missing or older than its sources. The second half, in package.json,
 * runs the compiled server (which migrates, seeds an empty database and
 * listens) in a process of its own, with the heap limits of src/server/runtime.ts
 * and without tsx, the bundler or this script in its memory (issue 9).
 */
const WEB_SOURCES = ['src/web', 'src/shared', 'vite.config.ts', 'package.json'];
// WEB_DIST lets parallel test runs each build into their own folder.
const WEB_DIST = process.env.WEB_DIST || 'dist/web';
const BUILT = `${WEB_DIST}/index.html`;
const SERVER_SOURCES = ['src/server', 'src/shared', 'scripts/build-server.ts', 'package.json'];
/** package.json's start script runs this file. */
const SERVER_BUNDLE = 'dist/server/main.js';

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

const serverBuiltAt = existsSync(SERVER_BUNDLE) ? statSync(SERVER_BUNDLE).mtimeMs : 0;
if (serverBuiltAt < Math.max(...SERVER_SOURCES.map(newestMtime))) {
  await buildServer({ entry: 'src/server/serve.ts', outfile: SERVER_BUNDLE });
}
