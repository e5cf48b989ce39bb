import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

// `npm start` as a newcomer runs it: no NODE_ENV, no built web app. Vite sets
// NODE_ENV=production while it builds; the server must still start in
// development (with its demo adapters) instead of refusing its configuration.
const webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
let child: ChildProcess | undefined;
afterAll(() => {
  // npm starts a shell, which starts tsx and then node: the whole group goes, or the server outlives the test run.
  try {
    if (child?.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
  rmSync(webDist, { recursive: true, force: true });
});

it('builds the web app when missing, then serves it with the demo adapters', async () => {
  const port = 3900 + Math.floor(Math.random() * 90);
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), WEB_DIST: join(webDist, 'web') };
  delete env.NODE_ENV;
  env.DATABASE_URL = 'pglite://memory';
  env.REDIS_URL = '';
  env.LOG_LEVEL = 'warn';
  child = spawn('npm', ['start', '--silent'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child?.on('exit', resolve));
  const started = new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      if (output.includes('门户已启动')) {
        clearInterval(timer);
        resolve();
      }
    }, 200);
  });
  const outcome = await Promise.race([started.then(() => 'started'), exited.then((code) => `exited ${code}`)]);
  expect(outcome, output).toBe('started');
  expect(output).toContain('首次启动：正在构建前端');
  const root = await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' });
  expect(root.status).toBe(302);
  expect(root.headers.get('location')).toBe('/home/');
  const page = await fetch(`http://127.0.0.1:${port}/home/`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<div id="app">');
  // Development adapters are on: the demo list and the dev outbox answer.
  expect((await fetch(`http://127.0.0.1:${port}/dev/outbox`)).status).toBe(200);
  // The server is the compiled one, alone: the preparing tsx process has exited (issue 9: memory).
  const group = execFileSync('pgrep', ['-a', '-g', String(child.pid)], { encoding: 'utf8' });
  expect(group).toContain('dist/server/main.js');
  expect(group).not.toContain('tsx');
}, 180_000);
