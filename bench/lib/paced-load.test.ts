import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medianWindow } from './api-load';
import { pacedLoad, percentile } from './paced-load';

let server: Server;
let base = '';
const seen: { path: string; body: string; forwardedFor: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ path: req.url ?? '', body, forwardedFor: String(req.headers['x-forwarded-for']) });
      res.statusCode = req.url === '/fail' ? 500 : 200;
      // /brotli: an answer compressed for a client that accepts it, as the API's larger answers are.
      if (req.url === '/brotli') {
        res.setHeader('Content-Encoding', 'br');
        res.end(brotliCompressSync('{"ok":true}'));
        return;
      }
      // /large: an answer that arrives in several chunks, read whole before it is judged.
      res.end(req.url === '/fail' ? 'no' : req.url === '/large' ? `{"ok":"${'x'.repeat(200_000)}"}` : '{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the paced load (open loop at a steady rate)', () => {
  it('sends rate × duration requests, each made afresh, and counts the answers that are not a success', async () => {
    seen.length = 0;
    const figures = await pacedLoad({
      base,
      rate: 200,
      durationSeconds: 0.25,
      connections: 4,
      make: (n) => ({
        method: 'POST',
        path: n % 10 === 9 ? '/fail' : '/ok',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${n}` },
        body: JSON.stringify({ n }),
      }),
      ok: (status, body) => status === 200 && body === '{"ok":true}',
    });
    expect(figures.requests).toBe(50);
    expect(seen).toHaveLength(50);
    expect(new Set(seen.map((s) => s.body)).size).toBe(50);
    expect(seen.map((s) => s.forwardedFor)).toContain('10.0.0.49');
    expect(figures.failed).toBe(5);
    expect(figures.p99).toBeGreaterThanOrEqual(figures.p50);
    // The generator's own stall is reported (its size is the machine's, so only its kind is checked).
    expect(Number.isFinite(figures.generatorStallMs) && figures.generatorStallMs >= 0).toBe(true);
  });

  it('judges an answer that arrives in several chunks whole', async () => {
    const figures = await pacedLoad({
      base,
      rate: 40,
      durationSeconds: 0.25,
      connections: 2,
      make: () => ({ method: 'GET', path: '/large', headers: {} }),
      ok: (status, body) => status === 200 && body.length === 200_009 && body.endsWith('x"}'),
    });
    expect(figures).toMatchObject({ requests: 10, failed: 0 });
  });

  it("hands the check a compressed answer's encoding, and a plain answer none", async () => {
    const encodings: (string | undefined)[] = [];
    await pacedLoad({
      base,
      rate: 40,
      durationSeconds: 0.25,
      connections: 2,
      make: (n) => ({ method: 'GET', path: n % 2 ? '/brotli' : '/ok', headers: {} }),
      ok: (_status, _body, encoding) => {
        encodings.push(encoding);
        return true;
      },
    });
    expect(encodings).toHaveLength(10);
    expect(encodings.filter((e) => e === 'br')).toHaveLength(5);
    expect(encodings.filter((e) => e === undefined)).toHaveLength(5);
  });

  it('counts a request that gets no answer at all (nothing listening) as failed, and still finishes', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const figures = await pacedLoad({
      base: `http://127.0.0.1:${port}`,
      rate: 40,
      durationSeconds: 0.25,
      connections: 2,
      make: () => ({ method: 'GET', path: '/ok', headers: {} }),
      ok: () => true,
    });
    expect(figures).toMatchObject({ requests: 10, failed: 10 });
  });

  it('reads percentiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.99)).toBe(0);
  });

  it('takes the window with the median p99 of the half-rate windows', () => {
    const windows = [
      { p99: 67, rps: 1 },
      { p99: 14, rps: 2 },
      { p99: 32, rps: 3 },
    ];
    expect(medianWindow(windows)).toEqual({ p99: 32, rps: 3 });
    expect(medianWindow([{ p99: 5 }])).toEqual({ p99: 5 });
    expect(medianWindow([{ p99: 9 }, { p99: 4 }])).toEqual({ p99: 4 });
  });
});
