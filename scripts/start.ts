import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

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
  const { build } = await import('vite');
  // Vite sets NODE_ENV=production in this process when it is unset; the server
  // that starts next must see the environment the user gave, not the build's.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({
      configFile: 'vite.config.ts',
      logLevel: 'warn',
      build: { outDir: resolve(WEB_DIST), emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

const { main } = await import('../src/server/main');
await main();
