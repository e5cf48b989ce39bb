import type { z } from 'zod';
import { compileObjectCheck } from './response-check';

/**
 * Answers written as JSON bytes by their handler, from pieces kept between
 * requests (issue 9).
 *
 * An answer is normally an object that route() checks against the contract
 * and JSON.stringify writes. The nearest-site list is made of sites the
 * service keeps between requests, yet each request checked, copied, wrote and
 * encoded the same ~400 bytes of Chinese text per site again: a third of that
 * endpoint's CPU. Here a kept value's JSON is checked and encoded once, when
 * it is first written, and the answer is the concatenation of such bytes.
 *
 * route() sends a JsonAnswer as it is. Under test it reads the bytes back
 * through the contract's zod schema and requires exactly the bytes the object
 * would have given (route.ts, CROSS_CHECK), so the suites hold every writer of
 * such an answer to the contract, key order included.
 */

/** The data fields of an answer's body as JSON: what follows `"common":{…},`, without braces. */
export class JsonAnswer {
  /**
   * `kept`: the same fields answer every request until the value they were
   * written from is replaced (answerWriter), so route() may compress them once
   * (kept-gzip.ts); the answer object itself is then the key they are kept by.
   */
  constructor(
    readonly fields: Buffer,
    readonly kept = false,
  ) {}
}

/**
 * Writes values checked against an object schema as JSON bytes (undeclared
 * keys dropped, as in every answer). A frozen value cannot change, so its
 * bytes are kept with it and written once; any other value is written afresh.
 */
export function jsonWriter<S extends z.ZodObject>(schema: S): (value: z.input<S>) => Buffer {
  const check = compileObjectCheck(schema);
  if (!check) throw new Error('jsonWriter: the schema uses what the compiled check does not cover');
  const kept = new WeakMap<object, Buffer>();
  const write = (value: unknown) => Buffer.from(JSON.stringify(check(value)));
  return (value) => {
    if (!Object.isFrozen(value)) return write(value);
    let bytes = kept.get(value);
    if (!bytes) {
      bytes = write(value);
      kept.set(value, bytes);
    }
    return bytes;
  };
}

/**
 * Answers that are one kept value as a whole, such as a cached page: the
 * value's checked JSON is written once (it must be frozen, see keep()) and
 * every later answer is the same JsonAnswer, marked kept. A value that is not
 * frozen is written afresh each time, as jsonWriter does.
 */
export function answerWriter<S extends z.ZodObject>(schema: S): (value: z.input<S>) => JsonAnswer {
  const write = jsonWriter(schema);
  const answers = new WeakMap<object, JsonAnswer>();
  const answerOf = (json: Buffer, kept: boolean) => new JsonAnswer(json.subarray(1, json.length - 1), kept);
  return (value) => {
    if (!Object.isFrozen(value)) return answerOf(write(value), false);
    let answer = answers.get(value);
    if (!answer) {
      answer = answerOf(write(value), true);
      answers.set(value, answer);
    }
    return answer;
  };
}

/** Freezes a value kept between requests, all the way down, so its written JSON stays true to it. */
export function keep<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) keep(inner);
    Object.freeze(value);
  }
  return value;
}
