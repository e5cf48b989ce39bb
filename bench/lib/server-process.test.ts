import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startProcess } from './server-process';

let other: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (other ? other.close(() => resolve()) : resolve())));

describe('starting a server under test', () => {
  it('refuses a port another process holds, instead of measuring that process', async () => {
    // A bench server left by an interrupted run held the harness test's port in CI on 2026-12-01: the new
    // server died of EADDRINUSE, the probe's 200 came from the old one, and the load measured it.
    const port = 3460 + Math.floor(Math.random() * 30);
    other = createServer((_req, res) => res.end('{"ok":true}'));
    await new Promise<void>((resolve) => other?.listen(port, '127.0.0.1', resolve));
    const started = startProcess(
      { program: process.execPath, args: ['-e', 'setTimeout(() => {}, 60_000)'] },
      {},
      port,
      '/bench/bare',
      5_000,
    );
    await expect(started).rejects.toThrow(`port ${port} is already in use`);
  });
});
