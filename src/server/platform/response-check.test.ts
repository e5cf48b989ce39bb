import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints } from '../../shared/api';
import { endpoint } from '../../shared/api/endpoint';
import { siteQuery } from '../../shared/api/sites';
import { RESULT, RESULT_MESSAGES } from '../../shared/result-codes';
import { NotFound } from './errors';
import { compileResponseCheck, ResponseMismatch } from './response-check';
import { envelope, route } from './route';
import type { Sessions } from './session';

// biome-ignore lint/suspicious/noExplicitAny: the generator reads zod's internal definitions.
type Def = any;
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** A small seeded generator, so a failure repeats. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STRINGS = [
  '',
  '京RP8907',
  'a"b\\c',
  '换行\n制表\t',
  '\u0000\u001f\u2028',
  '\ud800 lone',
  '😀',
  '<script>',
  '0',
  'null',
];
const NUMBERS = [0, -0, 1, -1, 0.1, Math.PI, 1e21, -2.5e-7, 2 ** 53, 113.264385, 23.129112];

/** A value zod accepts for `schema`, with undeclared keys added to every object. */
function sample(schema: z.ZodType, r: () => number, depth = 0): unknown {
  const def = defOf(schema);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)] as T;
  switch (def.type) {
    case 'string':
      return r() < 0.5 ? pick(STRINGS) : `s${Math.floor(r() * 1e6)}`;
    case 'number':
      return pick(NUMBERS);
    case 'boolean':
      return r() < 0.5;
    case 'enum':
      return pick(Object.values(def.entries));
    case 'literal':
      return pick(def.values);
    case 'union':
      return sample(pick(def.options), r, depth);
    case 'nullable':
      return r() < 0.3 ? null : sample(def.innerType, r, depth);
    case 'optional':
      return r() < 0.3 ? undefined : sample(def.innerType, r, depth);
    case 'array': {
      const n = depth > 3 ? 0 : Math.floor(r() * 4);
      return Array.from({ length: n }, () => sample(def.element, r, depth + 1));
    }
    case 'object': {
      const out: Record<string, unknown> = { secretColumn: 'must not leave', id_card_raw: '110101199001011234' };
      for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        const v = sample(field, r, depth + 1);
        // An optional value is sometimes absent, sometimes present as undefined.
        if (v !== undefined || r() < 0.5) out[key] = v;
      }
      return out;
    }
    default:
      throw new Error(`no sample for ${def.type}`);
  }
}

/** Every place in a value where a wrong value can be put: [container, key]. */
function slots(value: unknown, out: Array<[Record<string, unknown> | unknown[], string | number]> = []) {
  if (Array.isArray(value))
    value.forEach((v, i) => {
      out.push([value, i]);
      slots(v, out);
    });
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.push([value as Record<string, unknown>, k]);
      slots(v, out);
    }
  return out;
}

const WRONG: unknown[] = [
  '1',
  1,
  true,
  null,
  undefined,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  {},
  [],
  new Date(0),
  10n,
  'not-in-any-enum',
];

const COMMON = { resultCode: RESULT.OK, resultMsg: RESULT_MESSAGES[RESULT.OK] };
/** JSON of the body the compiled check gives, as the route sends it. */
const bodyJson = (check: (v: unknown, common: object) => unknown, value: unknown) =>
  JSON.stringify(check(value, COMMON));
/** JSON of the body as the route built it from zod's output. */
const zodJson = (schema: z.ZodType, value: unknown) =>
  JSON.stringify({ common: COMMON, ...(schema.parse(value) as object) });

const jsonEndpoints = allEndpoints().filter(({ endpoint }) => endpoint.responseType === 'json');

function accepts(schema: z.ZodType, value: unknown) {
  return schema.safeParse(value).success;
}

function passes(check: (v: unknown, common: object) => unknown, value: unknown) {
  try {
    check(value, COMMON);
    return true;
  } catch (err) {
    if (err instanceof ResponseMismatch) return false;
    throw err;
  }
}

describe('compileResponseCheck over the contract', () => {
  it('compiles every JSON endpoint of the contract (none falls back to zod)', () => {
    const fallBack = jsonEndpoints
      .filter(({ endpoint }) => !compileResponseCheck(endpoint.response))
      .map((e) => e.name);
    expect(fallBack).toEqual([]);
  });

  it.each(jsonEndpoints.map((e) => [e.name, e.endpoint] as const))(
    '%s: same text as JSON.stringify of zod output; undeclared keys dropped',
    (_name, ep) => {
      const check = compileResponseCheck(ep.response);
      if (!check) throw new Error('not compiled');
      const r = rng(ep.path.length * 7919 + 17);
      for (let run = 0; run < 40; run++) {
        const value = sample(ep.response, r);
        const expected = zodJson(ep.response, value);
        const text = bodyJson(check, value);
        expect(text).toBe(expected);
        expect(JSON.parse(text)).toEqual(JSON.parse(expected));
        expect(text).not.toContain('secretColumn');
        expect(text).not.toContain('id_card_raw');
      }
    },
  );

  it.each(jsonEndpoints.map((e) => [e.name, e.endpoint] as const))(
    '%s: refuses exactly what zod refuses',
    (_name, ep) => {
      const check = compileResponseCheck(ep.response);
      if (!check) throw new Error('not compiled');
      const r = rng(ep.path.length * 104729 + 3);
      for (let run = 0; run < 60; run++) {
        const value = sample(ep.response, r);
        const places = slots(value);
        if (places.length === 0) continue;
        const [container, key] = places[Math.floor(r() * places.length)] as [Record<string, unknown>, string];
        const wrong = WRONG[Math.floor(r() * WRONG.length)];
        if (r() < 0.15 && !Array.isArray(container)) delete container[key];
        else container[key] = wrong;
        expect(passes(check, value), JSON.stringify({ key, wrong: String(wrong) })).toBe(accepts(ep.response, value));
      }
      for (const top of [null, undefined, [], 'x', 1]) expect(passes(check, top)).toBe(false);
    },
  );
});

describe('compileResponseCheck by construction', () => {
  it('drops an undeclared column of a site, at every depth', () => {
    const check = compileResponseCheck(siteQuery.response);
    if (!check) throw new Error('not compiled');
    const site = {
      siteId: 'S1',
      name: '北京分公司',
      websitetype: '01000',
      typeNames: ['理赔'],
      serviceitems: ['01'],
      serviceNames: ['报案'],
      provinceCode: '11000000',
      cityCode: '11010000',
      countycode: '11010100',
      address: '东城区',
      phone: '95518',
      hours: '9:00-17:00',
      lat: 39.9,
      lng: 116.4,
      internalNote: '内部',
    };
    const body = check({ siteInfoList: [site], total: 1, sortedBy: 'name', hasMore: false, sql: 'x' }, COMMON);
    const copied = (body.siteInfoList as Array<Record<string, unknown>>)[0];
    expect(Object.keys(copied ?? {})).not.toContain('internalNote');
    expect(Object.keys(body)).toEqual(['common', 'siteInfoList', 'total', 'sortedBy', 'hasMore']);
    const text = JSON.stringify(body);
    expect(JSON.parse(text)).toEqual({
      common: COMMON,
      ...siteQuery.response.parse({ siteInfoList: [site], total: 1, sortedBy: 'name', hasMore: false }),
    });
    expect(text).not.toContain('internalNote');
    expect(text).not.toContain('sql');
  });

  it('leaves to zod what it does not cover', () => {
    for (const schema of [
      z.object({ at: z.date() }),
      z.object({ n: z.string().transform((s) => s.length) }),
      z.object({ n: z.number().int() }),
      z.object({ n: z.int() }),
      z.object({ mail: z.email() }),
      z.object({ s: z.string().max(3) }),
      z.object({ s: z.string().default('x') }),
      z.object({ r: z.record(z.string(), z.string()) }),
      z.looseObject({ a: z.string() }),
      z.strictObject({ a: z.string() }),
      z.object({ u: z.union([z.string(), z.number()]) }),
      z.object({ common: z.string() }),
      z.array(z.string()),
    ])
      expect(compileResponseCheck(schema)).toBeUndefined();
  });

  it('copies: later changes to the handler objects do not reach the answer', () => {
    const check = compileResponseCheck(z.object({ list: z.array(z.object({ a: z.string() })) }));
    const value = { list: [{ a: 'x' }] };
    const body = check?.(value, COMMON);
    value.list[0] = { a: 'changed' };
    expect(JSON.stringify(body)).toBe(JSON.stringify({ common: COMMON, list: [{ a: 'x' }] }));
  });
});

describe('route with a compiled answer', () => {
  const answer = z.object({ name: z.string(), count: z.number(), tags: z.array(z.string()).optional() });
  const compiled = endpoint({
    path: '/t/compiled',
    method: 'GET',
    sessionFree: true,
    summary: 't',
    request: z.object({}),
    response: answer,
  });
  const fallback = endpoint({
    path: '/t/fallback',
    method: 'GET',
    sessionFree: true,
    summary: 't',
    request: z.object({}),
    response: z.object({ at: z.date().transform((d) => d.toISOString().slice(0, 10)) }),
  });
  const wrong = endpoint({ ...compiled, path: '/t/wrong' });
  const failing = endpoint({ ...compiled, path: '/t/failing' });

  async function app() {
    const a = Fastify({ genReqId: () => 'req-1' });
    const sessions = {} as Sessions;
    route(a, sessions, compiled, async () => ({ name: '王小明', count: 2, password: 'hunter2' }) as never);
    route(a, sessions, fallback, async () => ({ at: new Date('2026-11-25T10:00:00Z'), password: 'x' }) as never);
    route(a, sessions, wrong, async () => ({ name: '王小明', count: '2' }) as never);
    route(a, sessions, failing, async () => {
      throw new NotFound();
    });
    await a.ready();
    return a;
  }

  it('answers the envelope as JSON, without the undeclared column', async () => {
    const a = await app();
    const res = await a.inject({ method: 'GET', url: '/t/compiled' });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe(
      JSON.stringify(envelope('req-1', RESULT.OK, RESULT_MESSAGES[RESULT.OK], { name: '王小明', count: 2 })),
    );
    await a.close();
  });

  it('keeps the zod path for a schema with a transform', async () => {
    const a = await app();
    const res = await a.inject({ method: 'GET', url: '/t/fallback' });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual(envelope('req-1', RESULT.OK, RESULT_MESSAGES[RESULT.OK], { at: '2026-11-25' }));
    await a.close();
  });

  it('answers 系统繁忙 for a value of the wrong type, and error envelopes as before', async () => {
    const a = await app();
    const bad = await a.inject({ method: 'GET', url: '/t/wrong' });
    expect(bad.json()).toEqual(envelope('req-1', RESULT.SYSTEM_ERROR, RESULT_MESSAGES[RESULT.SYSTEM_ERROR]));
    const miss = await a.inject({ method: 'GET', url: '/t/failing' });
    expect(miss.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(miss.json()).toEqual(envelope('req-1', RESULT.NOT_FOUND, RESULT_MESSAGES[RESULT.NOT_FOUND]));
    await a.close();
  });
});
