import fc from 'fast-check';
import { z } from 'zod';
import type { Endpoint } from '../../shared/api/endpoint';
import { type Hints, hintFor } from './field-hints';

/**
 * Near-valid request bodies generated from an endpoint's own zod schema (via
 * its JSON Schema). Hostile values alone stop at validation; bodies that pass
 * validation reach the handler, the database and the domain rules, where a
 * crash would hide. Refinements that JSON Schema cannot express (check digits,
 * dates) are not honoured, so many of these still fail validation: that is fine.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
};

export function requestJsonSchema(endpoint: Endpoint): JsonSchema {
  try {
    return z.toJSONSchema(endpoint.request, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

/** Top-level property names of the request, with whether each is required. */
export function requestFields(schema: JsonSchema): Array<{ name: string; required: boolean }> {
  const required = new Set(schema.required ?? []);
  return Object.keys(schema.properties ?? {}).map((name) => ({ name, required: required.has(name) }));
}

const FORMAT_SAMPLES: Record<string, fc.Arbitrary<string>> = {
  uri: fc.constantFrom('https://m.example.com/home/#/', 'https://m.example.com/home/?a=1#/x', 'http://localhost/'),
  email: fc.constantFrom('zhangsan@example.com', 'a@b.cn'),
  date: fc.constantFrom('2026-11-22', '2025-01-01'),
  'date-time': fc.constantFrom('2026-11-22T08:00:00Z'),
};

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? 2000));
    } catch {
      // a pattern fast-check cannot read: plain strings below
    }
  }
  if (s.format && FORMAT_SAMPLES[s.format]) return FORMAT_SAMPLES[s.format];
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 40, Math.max(minLength, 60));
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    fc.stringMatching(/^[0-9A-Z]{1,30}$/).filter((v) => v.length >= minLength && v.length <= maxLength),
  );
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1000);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 100_000);
  const lo = Math.max(min, -1e9);
  const hi = Math.min(max, 1e12);
  return integer
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(Math.max(lo, hi)) })
    : fc.double({ min: lo, max: Math.max(lo, hi), noNaN: true });
}

/** An arbitrary of values shaped like the schema (depth-limited). */
export function schemaArbitrary(s: JsonSchema, hints: Hints = new Map(), depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => schemaArbitrary(a, hints, depth + 1)));
  if (s.allOf?.length) return schemaArbitrary(Object.assign({}, ...s.allOf), hints, depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return numberArbitrary(s, true);
    case 'number':
      return numberArbitrary(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schemaArbitrary(s.items ?? {}, hints, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 5, Math.max(s.minItems ?? 0, 5)),
      });
    case 'object': {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) {
        const generated = schemaArbitrary(v, hints, depth + 1);
        const known = v.enum || v.const !== undefined ? undefined : hintFor(hints, k);
        // Known-good values (demo book, demo records) pass refinements JSON Schema cannot express.
        model[k] = known?.length
          ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: generated })
          : generated;
      }
      return fc.record(model, { requiredKeys: [...required].filter((k) => k in props) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
