import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '../../shared/api/endpoint';
import { answerProblems } from './answer-checks';
import { type Caller, requestFor, send } from './attack-runner';
import { bookHints, type Hints, learnFrom } from './field-hints';
import { attacksFor } from './hostile';

export interface FuzzOptions {
  runs: number;
  seed: number;
  /** Distinguishes the client addresses of one endpoint from another's. */
  lane: number;
  /** Valid-looking values by field name (field-hints.ts). */
  hints?: Hints;
  /** Full names whose appearance in an answer is a finding (privacy-scan.ts). */
  knownNames?: string[];
  newSession(address: string): Promise<string>;
}

/** A short, readable form of a failing attack: long strings cut, the whole capped. */
export function shortJson(value: unknown, max = 600): string {
  const text = JSON.stringify(value, (_k, v) =>
    typeof v === 'string' && v.length > 60 ? `${v.slice(0, 40)}…(${v.length} chars)` : v,
  );
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * Runs fast-check's hostile requests against one endpoint; resolves to
 * undefined when every answer was clean, or to a report naming the seed, the
 * replay path, the request and what was wrong with the answer.
 */
export async function fuzzEndpoint(app: FastifyInstance, endpoint: Endpoint, options: FuzzOptions) {
  // A fresh session and client address every few cases: per-session limits
  // and lockouts would otherwise stop the requests before the handler.
  let caller: Caller = { uuid: '', address: '' };
  let calls = 0;
  const details = await fc.check(
    fc.asyncProperty(attacksFor(endpoint, options.hints), async (attack) => {
      if (calls++ % 8 === 0) {
        const address = `10.${100 + (options.lane % 150)}.${(calls >> 8) & 255}.${calls & 255}`;
        caller = { uuid: await options.newSession(address), address };
      }
      const answer = await send(app, requestFor(endpoint, attack, caller));
      const problems = answerProblems(endpoint, answer, { knownNames: options.knownNames });
      if (problems.length) throw new Error(`${problems.join('\n')}\nanswer: ${answer.raw.slice(0, 300)}`);
    }),
    { numRuns: options.runs, seed: options.seed, endOnFailure: true },
  );
  if (!details.failed) return undefined;
  const error =
    'errorInstance' in details && details.errorInstance instanceof Error
      ? details.errorInstance.message
      : 'interrupted or too many skips';
  return [
    `${endpoint.method} ${endpoint.path} failed (FUZZ_SEED=${details.seed}, path ${details.counterexamplePath})`,
    `request: ${shortJson(details.counterexample?.[0])}`,
    error.slice(0, 1200),
  ].join('\n');
}

/** The demo book plus every domain's /dev/demo records, as field hints. */
export async function demoHints(app: FastifyInstance): Promise<Hints> {
  const hints = bookHints();
  const res = await app.inject({ url: '/dev/demo', headers: { accept: 'application/json' } });
  if (res.statusCode === 200) learnFrom((res.json() as { domains?: unknown }).domains, hints);
  return hints;
}

/** Full names of the demo book's people: a JSON string equal to one is a finding unless the request carried it. */
export function bookNames(hints: Hints): string[] {
  return (hints.get('name') ?? []).filter(
    (n): n is string => typeof n === 'string' && /^[\u4e00-\u9fff]{2,4}$/.test(n),
  );
}
