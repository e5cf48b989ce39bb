import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../shared/api/endpoint';
import { checkString } from '../../shared/check-string';
import { RESULT, RESULT_MESSAGES } from '../../shared/result-codes';
import { answerWriter, JsonAnswer, jsonWriter, keep } from './json-answer';
import { route } from './route';
import type { Sessions } from './session';

const item = z.object({ name: z.string(), n: z.number() });

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
    const body = { fields };
    const res = await app.inject({
      method: 'POST',
      url: listEndpoint.path,
      payload: { head: { uuid: '', channelNo: '2', requestId: 'r1', check: checkString(body, '') }, body },
    });
    await app.close();
    return res;
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
