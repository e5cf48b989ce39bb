import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The real server as a child process (`node --import tsx src/server/main.ts`,
 * what `npm start` ends in), so a test can SIGKILL it mid-request and start it
 * again on the same database and Redis. Node itself is spawned, not npx, so
 * the signal hits the server and not a wrapper.
 */
export interface ServerProcess {
  readonly base: string;
  readonly pid: number;
  /** Everything the server wrote, for a failure message. */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export async function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // No web build: the API is what is measured, and a missing build is skipped.
      WEB_DIST: 'dist/does-not-exist',
      RENEWAL_JOB_MINUTES: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += String(d);
  });
  child.stderr?.on('data', (d) => {
    out = (out + String(d)).slice(-20_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = Date.now();
  while (!out.includes('门户已启动')) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited during start-up:\n${out}`);
    if (Date.now() - started > 120_000) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within 120 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    output: () => out,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** A throw-away PostgreSQL database next to the one in `adminUrl`. */
export async function freshDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
