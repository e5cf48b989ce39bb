import { gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../shared/api/endpoint';
import { checkString } from '../../shared/check-string';
import { RESULT, RESULT_MESSAGES } from '../../shared/result-codes';
import { answerWriter, JsonAnswer, jsonWriter, keep } from './json-answer';
import { COMPRESSION_THRESHOLD, route } from './route';
import type { Sessions } from './session';

const item = z.object({ name: z.string(), n: z.number() });

/** One call of a session-free endpoint as the browser makes it (envelope, check string); then the app is closed. */
async function callOnce(
  app: FastifyInstance,
  path: string,
  body: object,
  requestId: string,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: path,
    headers,
    payload: { head: { uuid: '', channelNo: '2', requestId, check: checkString(body, '') }, body },
  });
  await app.close();
  return res;
}

describe('jsonWriter', () => {
  it('writes the checked value: undeclared keys dropped, in the schema order', () => {
    const write = jsonWriter(item);
    const value = { n: 1, secret: 'x', name: '北京' } as z.input<typeof item>;
    expect(write(value).toString()).toBe('{"name":"北京","n":1}');
  });

  it('keeps the bytes of a frozen value and writes any other afresh', () => {
    const write = jsonWriter(item);
    const kept = Object.freeze({ name: '上海', n: 2 });
    expect(write(kept)).toBe(write(kept));
    const open = { name: '上海', n: 2 };
    const first = write(open);
    open.n = 3;
    expect(first.toString()).toBe('{"name":"上海","n":2}');
    expect(write(open).toString()).toBe('{"name":"上海","n":3}');
  });

  it('refuses a value its schema refuses', () => {
    const write = jsonWriter(item);
    expect(() => write({ name: '广州', n: Number.NaN })).toThrow(/n/);
    expect(() => write({ name: 1 } as unknown as z.input<typeof item>)).toThrow(/name/);
  });
});

describe('answerWriter and keep', () => {
  const page = z.object({ code: z.string(), items: z.array(item) });

  it('writes a whole kept value as the answer fields, once', () => {
    const write = answerWriter(page);
    const kept = keep({ code: 'home', items: [{ name: '北京', n: 1 }] });
    expect(write(kept).fields.toString()).toBe('"code":"home","items":[{"name":"北京","n":1}]');
    expect(write(kept).fields.buffer).toBe(write(kept).fields.buffer);
  });

  it('answers a kept value with one kept answer until the value is replaced; an open value afresh', () => {
    const write = answerWriter(page);
    const kept = keep({ code: 'home', items: [{ name: '北京', n: 1 }] });
    expect(write(kept)).toBe(write(kept));
    expect(write(kept).kept).toBe(true);
    // A new content version is a new kept value, so its answer (and what is kept with it) is new.
    const next = keep({ code: 'home', items: [{ name: '上海', n: 2 }] });
    expect(write(next)).not.toBe(write(kept));
    expect(write(next).fields.toString()).toContain('上海');
    const open = { code: 'home', items: [] };
    expect(write(open).kept).toBe(false);
    expect(write(open)).not.toBe(write(open));
  });

  it('freezes all the way down, so a kept page cannot change under its written JSON', () => {
    const kept = keep({ code: 'home', items: [{ name: '北京', n: 1 }] });
    expect(Object.isFrozen(kept.items)).toBe(true);
    expect(Object.isFrozen(kept.items[0])).toBe(true);
    expect(() => {
      (kept.items[0] as { n: number }).n = 2;
    }).toThrow(TypeError);
  });
});

describe('route() with a JsonAnswer', () => {
  const listEndpoint = endpoint({
    path: '/kej/test/api/list',
    summary: '测试',
    sessionFree: true,
    request: z.object({ fields: z.string() }),
    response: z.object({ items: z.array(item), total: z.number() }),
  });

  async function call(fields: string) {
    const app = Fastify();
    route(app, {} as Sessions, listEndpoint, async (body) => new JsonAnswer(Buffer.from(body.fields)));
    return callOnce(app, listEndpoint.path, { fields }, 'r1');
  }

  it('sends the bytes in the envelope, as JSON', async () => {
    const res = await call('"items":[{"name":"北京","n":1}],"total":1');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const common = { resultCode: RESULT.OK, resultMsg: RESULT_MESSAGES[RESULT.OK] };
    const items = [{ name: '北京', n: 1 }];
    expect(res.body).toBe(JSON.stringify({ head: { requestId: 'r1' }, body: { common, items, total: 1 } }));
    expect(res.json().body.common.resultCode).toBe(RESULT.OK);
  });

  // NODE_ENV=test: every JsonAnswer is read back through the contract.
  it.each([
    ['an undeclared key', '"items":[{"name":"北京","n":1,"secret":"x"}],"total":1'],
    ['keys out of the schema order', '"total":1,"items":[]'],
    ['a value the contract refuses', '"items":[{"name":"北京","n":"1"}],"total":1'],
    ['a missing field', '"items":[]'],
  ])('answers the system code, never the bytes, for %s', async (_, fields) => {
    const res = await call(fields);
    expect(res.json().body.common.resultCode).toBe(RESULT.SYSTEM_ERROR);
    expect(res.body).not.toContain('secret');
  });
});

describe('route() with a kept JsonAnswer', () => {
  const pageEndpoint = endpoint({
    path: '/kej/test/api/page',
    summary: '测试',
    sessionFree: true,
    request: z.object({ count: z.number() }),
    response: z.object({ items: z.array(item) }),
  });
  const write = answerWriter(pageEndpoint.response);
  const pages = new Map<number, z.input<typeof pageEndpoint.response>>();
  const pageOf = (count: number) => {
    let kept = pages.get(count);
    if (!kept) {
      kept = keep({ items: Array.from({ length: count }, (_, n) => ({ name: `第${n}个服务网点`, n })) });
      pages.set(count, kept);
    }
    return kept;
  };

  async function call(count: number, requestId: string, headers: Record<string, string>) {
    const app = Fastify();
    await app.register(compress, { threshold: COMPRESSION_THRESHOLD });
    route(app, {} as Sessions, pageEndpoint, async (body) => write(pageOf(body.count)));
    return callOnce(app, pageEndpoint.path, { count }, requestId, headers);
  }
  const phone = { 'accept-encoding': 'gzip, deflate, br, zstd' };

  it('sends a phone gzip that reads back as the plain answer, with its own request id each time', async () => {
    for (const requestId of ['r1', 'r2']) {
      const plain = await call(60, requestId, {});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
      const zipped = await call(60, requestId, phone);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toBe('accept-encoding');
      expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.length);
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
      expect(plain.json().head.requestId).toBe(requestId);
    }
  });

  it('leaves to the compress plugin a client without gzip, and sends a small answer as it is', async () => {
    const br = await call(60, 'r3', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    const refused = await call(60, 'r4', { 'accept-encoding': 'gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    const asked = await call(60, 'r5', { ...phone, 'x-no-compression': '1' });
    expect(asked.headers['content-encoding']).toBeUndefined();
    const small = await call(1, 'r6', phone);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().body.items).toEqual([{ name: '第0个服务网点', n: 0 }]);
  });
});
