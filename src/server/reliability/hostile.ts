import fc from 'fast-check';
import type { Endpoint } from '../../shared/api/endpoint';
import type { Hints } from './field-hints';
import { type JsonSchema, requestFields, requestJsonSchema, schemaArbitrary } from './schema-arbitrary';

/**
 * Hostile requests for one endpoint, as plain data so that fast-check prints a
 * failing case readably and replays it from its seed. The runner
 * (attack-runner.ts) turns each into an HTTP request against a live session.
 */
export type HeadMode =
  | 'valid'
  | 'tamperedCheck'
  | 'checkOfAnotherBody'
  | 'unknownUuid'
  | 'noUuid'
  | 'malformedUuid'
  | 'noCheck';

export type Attack =
  /** A well-formed envelope around the body; the head is right or broken as `head` says. */
  | { kind: 'call'; head: HeadMode; body: unknown; headPatch?: Record<string, unknown>; outerExtra?: object }
  /** Any JSON as the whole request: no head, a head of the wrong type, an array… */
  | { kind: 'outer'; payload: unknown }
  /** Bytes the JSON parser or the content-type check must refuse. */
  | { kind: 'raw'; contentType: string; text: string }
  /** A body over the 256 KB limit (built at run time so the report stays short). */
  | { kind: 'oversize'; kilobytes: number }
  /** A method the endpoint does not serve. */
  | { kind: 'method'; method: 'GET' | 'PUT' | 'DELETE' | 'PATCH' | 'POST' }
  /** GET endpoints: query parameters, with a live session uuid in place of `$uuid`. */
  | { kind: 'query'; query: Record<string, string | string[]> };

const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE outbox_message; --",
  '1; SELECT pg_sleep(3)--',
  "' UNION SELECT NULL, version() --",
  "%' AND 1=1 AND '%'='",
  '$$; select 1; $$',
  "\\'; COPY (SELECT '') TO PROGRAM 'id'; --",
];
const SCRIPT = [
  '<script>window.__xss=1</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('xss')",
  '<svg/onload=alert(1)>',
  '{{constructor.constructor("return process")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally.
  '${process.exit(1)}',
  '</script><script>alert(1)</script>',
];
const ODD = [
  '',
  ' ',
  '\u0000',
  '\u0000abc',
  '\u202e\u0041\u0042',
  '\ud800',
  '\uffff\ufeff',
  '\r\n\r\nSet-Cookie: x=1',
  '../../../../etc/passwd',
  '%00%0d%0a',
  'null',
  'undefined',
  'NaN',
  '__proto__',
  'constructor',
  'toString',
  '𠮷野家😀👨‍👩‍👧',
  'ＡＢＣ１２３',
  '1e309',
  '-0',
  '0x1F',
  '١٢٣',
];

const controlChars = fc.string({
  unit: fc.integer({ min: 0, max: 31 }).map((n) => String.fromCharCode(n)),
  maxLength: 40,
});

/** Long strings: long enough to hit column limits, mostly under the body limit. */
const hugeString = fc
  .tuple(fc.constantFrom('9', 'A', '中', '<', "'", '\u0000', '😀'), fc.integer({ min: 200, max: 70_000 }))
  .map(([c, n]) => c.repeat(n));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SQL, ...SCRIPT, ...ODD) },
  { weight: 2, arbitrary: controlChars },
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.stringMatching(/^[0-9A-Z]{0,18}$/), fc.constantFrom(...SQL, ...SCRIPT, ...ODD))
      .map(([a, b]) => a + b),
  },
);

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(0, -1, 1.5, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, true, false, null),
  fc.integer(),
  fc.double(),
);

/** Any value a careless or malicious client could put in a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: hostileScalar },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(
        fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('$gt', '$ne', 'toString')),
        tie('value'),
        {
          maxKeys: 4,
        },
      ),
    },
    { weight: 1, arbitrary: fc.constant({ $gt: '' }) },
    { weight: 1, arbitrary: fc.integer({ min: 50, max: 3000 }).map((d) => nest(d)) },
  ),
})).value;

function nest(depth: number): unknown {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** Near-valid bodies, then each way of spoiling one. */
function bodies(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const valid = schemaArbitrary(schema, hints);
  const fields = requestFields(schema);
  const names = fields.map((f) => f.name);
  const requiredNames = fields.filter((f) => f.required).map((f) => f.name);
  const asObject = (v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  const arbs: Array<fc.WeightedArbitrary<unknown>> = [
    { weight: 4, arbitrary: valid },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          valid,
          fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), hostileValue, { minKeys: 1, maxKeys: 4 }),
        )
        .map(([v, extra]) => ({ ...extra, ...asObject(v) })),
    },
    { weight: 1, arbitrary: hostileValue },
  ];
  if (names.length)
    arbs.push({
      weight: 6,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...names), hostileValue)
        .map(([v, name, bad]) => ({ ...asObject(v), [name]: bad })),
    });
  if (requiredNames.length)
    arbs.push({
      weight: 1,
      arbitrary: fc.tuple(valid, fc.constantFrom(...requiredNames)).map(([v, name]) => {
        const copy = { ...asObject(v) };
        delete copy[name];
        return copy;
      }),
    });
  return fc.oneof(...arbs);
}

const headPatch = fc.dictionary(
  fc.constantFrom('token', 'channelNo', 'requestId', 'requestCode', 'requestType', 'extra', '__proto__'),
  hostileValue,
  { maxKeys: 2 },
);

const RAW_TEXTS: Array<{ contentType: string; text: string }> = [
  { contentType: 'application/json', text: '{"head":' },
  { contentType: 'application/json', text: '' },
  { contentType: 'application/json', text: 'null' },
  { contentType: 'application/json', text: '"text"' },
  { contentType: 'application/json', text: '12345' },
  { contentType: 'application/json', text: '{"head":{},"body":{}}{"again":1}' },
  { contentType: 'application/json', text: '{"head":{"uuid":"x"},"body":{"__proto__":{"polluted":true}}}' },
  { contentType: 'application/json', text: '{"constructor":{"prototype":{"polluted":true}}}' },
  { contentType: 'application/json', text: '\ufeff{"head":{},"body":{}}' },
  { contentType: 'application/json', text: `{"head":{},"body":{"x":${'['.repeat(5000)}${']'.repeat(5000)}}}` },
  { contentType: 'application/json', text: '{"head":{},"body":{"a":1,"a":2}}' },
  { contentType: 'application/json', text: "{'head':{}}" },
  { contentType: 'application/json; charset=utf-16', text: '{"head":{},"body":{}}' },
  { contentType: 'application/json; charset=latin1', text: '{"head":{},"body":{}}' },
  { contentType: 'text/plain', text: '{"head":{},"body":{}}' },
  {
    contentType: 'application/xml',
    text: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
  },
  { contentType: 'application/x-www-form-urlencoded', text: 'head=1&body[mobile]=13800138000' },
  {
    contentType: 'multipart/form-data; boundary=zz',
    text: '--zz\r\nContent-Disposition: form-data; name="head"\r\n\r\n{}\r\n--zz--',
  },
  { contentType: 'application/octet-stream', text: '\u0000\u0001\u0002' },
  { contentType: 'text/html', text: '<script>alert(1)</script>' },
];

const HEAD_MODES: HeadMode[] = [
  'tamperedCheck',
  'checkOfAnotherBody',
  'unknownUuid',
  'noUuid',
  'malformedUuid',
  'noCheck',
];

/** Every kind of hostile request for one endpoint, weighted towards ones that reach the handler. */
export function attacksFor(endpoint: Endpoint, hints: Hints = new Map()): fc.Arbitrary<Attack> {
  const schema = requestJsonSchema(endpoint);
  const body = bodies(schema, hints);
  if (endpoint.method === 'GET') {
    const queryValue = fc.oneof(
      fc.constant('$uuid'),
      hostileString.filter((s) => s.length < 4000),
      fc.array(fc.string({ maxLength: 8 }), { minLength: 2, maxLength: 3 }),
    );
    const keys = [...requestFields(schema).map((f) => f.name), 'uuid', 'extra'];
    const nearValid = schemaArbitrary(schema, hints).map((v) => {
      const out: Record<string, string> = {};
      for (const [k, x] of Object.entries((v as Record<string, unknown>) ?? {})) out[k] = String(x);
      if ('uuid' in out) out.uuid = '$uuid';
      return out;
    });
    return fc.oneof<Array<fc.WeightedArbitrary<Attack>>>(
      {
        weight: 6,
        arbitrary: fc
          .tuple(nearValid, fc.dictionary(fc.constantFrom(...keys), queryValue, { maxKeys: 3 }))
          .map(([v, q]): Attack => ({ kind: 'query', query: { ...v, ...q } })),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom<Attack>({ kind: 'method', method: 'POST' }, { kind: 'method', method: 'DELETE' }),
      },
    );
  }
  return fc.oneof<Array<fc.WeightedArbitrary<Attack>>>(
    { weight: 12, arbitrary: body.map((b): Attack => ({ kind: 'call', head: 'valid', body: b })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...HEAD_MODES), body)
        .map(([head, b]): Attack => ({ kind: 'call', head, body: b })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          body,
          headPatch,
          fc.option(fc.dictionary(fc.string({ maxLength: 6 }), hostileValue, { maxKeys: 2 }), { nil: undefined }),
        )
        .map(
          ([b, patch, extra]): Attack => ({
            kind: 'call',
            head: 'valid',
            body: b,
            headPatch: patch,
            outerExtra: extra,
          }),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .oneof(hostileValue, fc.record({ body: hostileValue }), fc.record({ head: hostileValue, body: hostileValue }))
        .map((payload): Attack => ({ kind: 'outer', payload })),
    },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_TEXTS).map((r): Attack => ({ kind: 'raw', ...r })) },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 257, max: 2048 }).map((kilobytes): Attack => ({ kind: 'oversize', kilobytes })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Attack>({ kind: 'method', method: 'GET' }, { kind: 'method', method: 'PUT' }),
    },
  );
}
