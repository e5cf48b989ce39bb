import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../shared/api';
import { platform } from '../../shared/api/platform';
import { checkString } from '../../shared/check-string';
import { RESULT } from '../../shared/result-codes';
import { clockAtMinuteStart } from '../testing/minute-clock';
import { startTestApp, type TestApp } from '../testing/test-app';
import { envelopeProblems } from './answer-checks';
import { send } from './attack-runner';

/**
 * Headers of ASVS 14.4 on every kind of answer (the web app's HTML, its 404,
 * API successes, every API failure path, images), no-store on every API answer
 * whoever produced it, and CORS closed to foreign origins.
 */
/** Stands for the built index.html's one inline script, the route preload. */
const PRELOAD = 'var preload = "/home/assets/page.js";';
const PRELOAD_SOURCE = `'sha256-${createHash('sha256').update(PRELOAD).digest('base64')}'`;
let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(
    join(webDist, 'index.html'),
    `<!doctype html><html><head><script>${PRELOAD}</script><script type="module" src="/home/assets/app.js"></script></head><body></body></html>`,
  );
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'app-Ab12.js'), 'export {};');
  writeFileSync(join(webDist, 'assets', 'logo-Ab12.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await startTestApp({ WEB_DIST: webDist });
}, 180_000);
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const EVIL = 'https://evil.example';
const api = (path: string, payload: unknown, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url: path,
  headers: { 'content-type': 'application/json', ...headers },
  payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
});

async function apiAnswers() {
  const uuid = await t.newSession();
  const good = { head: { uuid, check: checkString({}, uuid) }, body: {} };
  return {
    success: await t.app.inject(api(platform.getCityCode.path, good)),
    sessionExpired: await t.app.inject(api(platform.getCityCode.path, { head: { uuid: 'f'.repeat(32) }, body: {} })),
    checkMismatch: await t.app.inject(api(platform.getCityCode.path, { head: { uuid, check: 'x' }, body: {} })),
    brokenJson: await t.app.inject(api(platform.getCityCode.path, '{"head":')),
    wrongType: await t.app.inject(api(platform.getCityCode.path, '<a/>', { 'content-type': 'application/xml' })),
    tooLarge: await t.app.inject(api(platform.getCityCode.path, { head: {}, body: { x: 'a'.repeat(300_000) } })),
    unknownPath: await t.app.inject(api('/kej/waround/api/no/such', good)),
    wrongMethod: await t.app.inject({ method: 'GET', url: platform.getCityCode.path }),
    image: await t.app.inject({ url: `${platform.createImage.path}?a=p&uuid=${uuid}` }),
  };
}

function expectSecurityHeaders(headers: Record<string, unknown>, label: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  const directives = new Map(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  expect(directives.get('object-src'), label).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors'), label).toBeDefined();
  expect(directives.get('frame-ancestors'), label).not.toContain('*');
  const scripts = directives.get('script-src') ?? directives.get('default-src') ?? [];
  // The portal's own files, and inline only the index.html script named by its hash.
  expect(scripts, `${label}: scripts only from the portal`).toEqual(["'self'", PRELOAD_SOURCE]);
  expect(directives.get('base-uri'), label).toEqual(["'self'"]);
  const hsts = String(headers['strict-transport-security'] ?? '');
  expect(Number(hsts.match(/max-age=(\d+)/)?.[1] ?? 0), label).toBeGreaterThanOrEqual(31_536_000);
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(String(headers['referrer-policy']), label).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
  expect(headers['access-control-allow-origin'], `${label}: no CORS`).toBeUndefined();
  expect(headers['x-powered-by'], label).toBeUndefined();
}

describe('security headers', () => {
  it('are on the web app, its 404 and every API answer', async () => {
    const html = await t.app.inject({ url: '/home/', headers: { origin: EVIL } });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expectSecurityHeaders(html.headers, 'web app');
    expectSecurityHeaders((await t.app.inject({ url: '/no/such/page' })).headers, 'page 404');
    for (const [label, res] of Object.entries(await apiAnswers())) expectSecurityHeaders(res.headers, label);
  });

  it('leave document-only headers off scripts and stylesheets, but keep nosniff and the resource policy', async () => {
    const script = await t.app.inject({ url: '/home/assets/app-Ab12.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const name of ['content-security-policy', 'x-frame-options', 'strict-transport-security'])
      expect(script.headers[name], name).toBeUndefined();
    // An SVG can run script when opened on its own: it keeps the document's headers.
    expectSecurityHeaders((await t.app.inject({ url: '/home/assets/logo-Ab12.svg' })).headers, 'svg asset');
  });

  it('mark every API answer no-store and give each an envelope with a Chinese message', async () => {
    for (const [label, res] of Object.entries(await apiAnswers())) {
      expect(res.headers['cache-control'], label).toBe('no-store');
      expect(res.statusCode, label).toBeLessThan(500);
      if (label !== 'image') {
        const answer = {
          status: res.statusCode,
          headers: res.headers,
          raw: res.body,
          json: res.json(),
          requestText: '',
        };
        expect(envelopeProblems(answer), label).toEqual([]);
      }
    }
  });

  it('mark the rate-limit refusal no-store, as an envelope', async () => {
    const realClock = clockAtMinuteStart(); // the six requests in one minute's window
    const limited = await startTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const codes: number[] = [];
      let last = await send(limited.app, { method: 'POST', url: platform.uuid.path, payload: {} });
      // Within the limit, no x-ratelimit-* headers: they would tell a scraper its budget.
      expect(Object.keys(last.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
      for (let i = 0; i < 5; i++) {
        last = await send(limited.app, { method: 'POST', url: platform.uuid.path, payload: { head: {}, body: {} } });
        codes.push(last.status);
      }
      expect(codes).toContain(429);
      expect(last.headers['cache-control']).toBe('no-store');
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      expect((last.json as { body: { common: { resultCode: string } } }).body.common.resultCode).toBe(RESULT.TOO_MANY);
      expect(envelopeProblems(last)).toEqual([]);
    } finally {
      realClock();
      await limited.close();
    }
  });

  it('count a request to any endpoint of the contract, whatever its path begins with', async () => {
    // The limit once listed /kej/ and /G-MPS/ by hand, and the payment host's
    // /wapi/ endpoint (which opens gateway trades) went uncounted.
    const realClock = clockAtMinuteStart(); // every request in one minute's window
    const limited = await startTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const firstOfEachPrefix = new Map<string, string>();
      for (const { endpoint } of allEndpoints()) {
        const prefix = endpoint.path.split('/')[1];
        if (!firstOfEachPrefix.has(prefix)) firstOfEachPrefix.set(prefix, endpoint.path);
      }
      expect([...firstOfEachPrefix.keys()]).toEqual(expect.arrayContaining(['kej', 'G-MPS', 'wapi']));
      let address = 0;
      for (const [prefix, url] of firstOfEachPrefix) {
        address += 1;
        const from = () =>
          limited.app.inject({
            method: 'POST',
            url,
            headers: { 'x-forwarded-for': `192.168.9.${address}` },
            payload: { head: {}, body: {} },
          });
        for (let i = 0; i < 3; i++) expect((await from()).statusCode, prefix).not.toBe(429);
        expect((await from()).statusCode, prefix).toBe(429);
      }
    } finally {
      realClock();
      await limited.close();
    }
  });

  it('keep counting an address however many others come in the same minute', async () => {
    // The plugin's own in-process store kept the 5,000 most recent addresses and
    // started a forgotten one again from nought; the sketch (and Redis) forget none.
    const realClock = clockAtMinuteStart(); // all 6,004 requests in one minute's window
    const limited = await startTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const from = (address: string) =>
        limited.app.inject({
          method: 'POST',
          url: platform.uuid.path,
          headers: { 'x-forwarded-for': address },
          payload: { head: {}, body: {} },
        });
      for (let i = 0; i < 3; i++) expect((await from('192.168.7.7')).statusCode).not.toBe(429);
      for (let n = 0; n < 6000; n++) await from(`10.0.${n >> 8}.${n & 255}`);
      expect((await from('192.168.7.7')).statusCode).toBe(429);
    } finally {
      realClock();
      await limited.close();
    }
  }, 60_000);
});

describe('CORS', () => {
  it('grants nothing to a foreign origin, preflight or not', async () => {
    const uuid = await t.newSession();
    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: platform.getCityCode.path,
      headers: {
        origin: EVIL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(pre.statusCode).toBeLessThan(500);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    expect(pre.headers['access-control-allow-credentials']).toBeUndefined();
    const post = await t.app.inject(
      api(platform.getCityCode.path, { head: { uuid, check: checkString({}, uuid) }, body: {} }, { origin: EVIL }),
    );
    expect(post.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps the session out of cookies, so a cross-site form cannot ride on it', async () => {
    const res = await t.app.inject(api(platform.uuid.path, { head: {}, body: {} }));
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
