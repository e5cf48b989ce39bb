// Our npm mirror carries only the Linux builds of @biomejs/biome's platform
// binaries, so `npm install` leaves the other platforms out of package-lock.json
// and `npm ci` then refuses the lock as out of sync. This records the missing
// optional platform packages (version, os, cpu; no download address) so that
// `npm ci` sees a complete lock and skips them as foreign platforms.
// Run it after any `npm install` that rewrites the lock: node scripts/lock-platform-stubs.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const platforms = {
  'cli-win32-x64': { os: ['win32'], cpu: ['x64'] },
  'cli-win32-arm64': { os: ['win32'], cpu: ['arm64'] },
  'cli-darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'cli-darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'cli-linux-x64-musl': { os: ['linux'], cpu: ['x64'], libc: ['musl'] },
  'cli-linux-arm64-musl': { os: ['linux'], cpu: ['arm64'], libc: ['musl'] },
  'cli-android-x64': { os: ['android'], cpu: ['x64'] },
  'cli-android-arm64': { os: ['android'], cpu: ['arm64'] },
};
const biome = lock.packages['node_modules/@biomejs/biome'];
let added = 0;
for (const [name, platform] of Object.entries(platforms)) {
  const key = `node_modules/@biomejs/${name}`;
  if (lock.packages[key]) continue;
  lock.packages[key] = {
    version: biome.version,
    ...platform,
    dev: true,
    license: 'MIT OR Apache-2.0',
    optional: true,
    engines: { node: '>=14.21.3' },
  };
  added++;
}
const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock: ${added} platform stub(s) added`);
