import autocannon from 'autocannon';
import { serverCheckString } from '../../src/server/platform/route';
import { complaint } from '../../src/shared/api/complaint';
import { content } from '../../src/shared/api/content';
import type { Endpoint } from '../../src/shared/api/endpoint';
import { platform } from '../../src/shared/api/platform';
import { policy } from '../../src/shared/api/policy';
import { sites } from '../../src/shared/api/sites';
import { newRequestId } from '../../src/shared/envelope';
import { RESULT } from '../../src/shared/result-codes';
import { measureInOwnProcess } from './load-process';
import { hostLoopMs } from './machine';
import { pacedLoad } from './paced-load';
import type { PolicyQuery } from './policy-queries';
import { type CpuPerRequest, perRequest, readCpu } from './process-cpu';
import { BARE_ROUTE } from './result';

/** What one endpoint sustained: at full speed, then at half that rate. */
export interface EndpointFigures {
  name: string;
  path: string;
  /** Requests per second at full speed (closed loop; the run's `connections`). */
  rps: number;
  p50: number;
  p99: number;
  /** Latency at half the full-speed rate (a server with headroom). */
  halfRate: {
    rps: number;
    p50: number;
    p99: number;
    p99Windows?: number[];
    generatorStallWindows?: number[];
    /** The server's own event-loop delay in each window (bench/server.ts): its p99 and its longest, in ms. */
    serverLoopP99Windows?: number[];
    serverLoopMaxWindows?: number[];
  };
  /** rps divided by the bare route's rps in the same run. */
  ratioToBare: number;
  requests: number;
  /** Answers that were not a success envelope (or not 200): must be 0 for a valid figure. */
  failed: number;
  /** What the full-speed run cost the machine, per request (process-cpu.ts); null where it cannot be read. */
  cpu?: CpuPerRequest | null;
  /** The host's speed just before the full-speed run (machine.ts hostLoopMs): lower is faster. */
  hostLoopMs?: number;
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  /** Half-rate windows per endpoint (HALF_RATE_WINDOWS in a full run, 1 in a quick one). */
  halfRateWindows?: number;
  /** The server's process, whose CPU the full-speed run reads (process-cpu.ts). */
  serverPid?: number;
  /** Whether the server's database is a local PostgreSQL, whose processes' CPU is read too. */
  postgres?: boolean;
}

/** One request the load repeats, made afresh per request when it must differ (addresses, complaints). */
export interface Target {
  name: string;
  path: string;
  method: 'GET' | 'POST';
  body: (n: number) => string | undefined;
  ok: (body: string) => boolean;
  /** Run once against the server just before the target's first request (its sessions, say). */
  prepare?: (base: string) => Promise<void>;
}

/**
 * The answer's head and its `common` part, which the server writes first
 * (platform/route.ts): `{"head":{…},"body":{"common":{…}`. Neither holds an
 * object of its own.
 */
const ENVELOPE_START = /^\{"head":\{[^{}]*\},"body":\{"common":(\{[^{}]*\})/;

/**
 * A success envelope: its result code, read from the answer's start only.
 * The load generator stands for many phones on other machines, yet here it
 * shares the server's two cores; parsing each whole answer cost it 22 µs for
 * the nearest sites' 7 kB and under 1 µs for the uuid's 126 bytes, so an
 * endpoint with a large answer was charged the generator's parsing on the
 * server's cores, which the bare route (checked by one string compare) never is.
 */
export const envelopeOk = (body: string) => {
  const common = ENVELOPE_START.exec(body)?.[1];
  if (!common) return false;
  try {
    return (JSON.parse(common) as { resultCode?: string }).resultCode === RESULT.OK;
  } catch {
    return false;
  }
};

/**
 * What a phone's browser accepts (Chromium 156 sends exactly this): the server
 * compresses an answer of 1 kB or more for it (platform/route.ts,
 * ANSWER_COMPRESSION), as it does for every customer, so the load pays what
 * production pays. Until 2026-11-27 the load sent no `accept-encoding`, and
 * the nearest sites' and home's figures left their compression out.
 */
export const PHONE_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** Split once: the check runs for every answer, on the cores the server needs. */
const ACCEPTED_ENCODINGS = new Set(PHONE_ACCEPT_ENCODING.split(', '));

/**
 * Whether an answer counts as a success. A compressed answer cannot be read
 * here (autocannon hands its check the body decoded as text), so it counts by
 * its status and its encoding: an error's envelope is a few hundred bytes,
 * under the 1 kB from which the server compresses, so it always arrives as
 * text and is read. Each target's first answer is read whole, decompressed,
 * before its load starts (measureTarget).
 */
export function answerOk(target: Pick<Target, 'ok'>, status: number, body: string, encoding: string | undefined) {
  if (status !== 200) return false;
  if (encoding && encoding !== 'identity') return ACCEPTED_ENCODINGS.has(encoding);
  return target.ok(body);
}

/**
 * A request as the browser sends it, its check string hashed as the server
 * hashes it (serverCheckString, node:crypto; route.test.ts holds it equal to
 * the browser's JavaScript SHA-256): the load generator stands for many
 * browsers, and hashing each complaint in JavaScript made it a slower link
 * of the closed loop it measures.
 */
function envelope(body: object, uuid: string, requestId = 'bench') {
  return JSON.stringify({ head: { uuid, channelNo: '2', requestId, check: serverCheckString(body, uuid) }, body });
}

function fixed<E extends Endpoint>(name: string, endpoint: E, body: object, uuid: string): Target {
  const text = envelope(body, uuid);
  return { name, path: endpoint.path, method: 'POST', body: () => text, ok: envelopeOk };
}

/** A client address per request, so per-address limits (60 sessions a minute…) see many visitors, as in life. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Calls an endpoint once, outside the load (sessions, the demo list). */
async function callOnce(base: string, path: string, body: object, uuid: string, address: string) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: envelope(body, uuid, newRequestId()),
  });
  return (await res.json()) as {
    body: { common: { resultCode: string; resultMsg: string } } & Record<string, unknown>;
  };
}

export async function newSession(base: string, address = '10.255.0.1'): Promise<string> {
  const answer = await callOnce(base, platform.uuid.path, {}, '', address);
  if (answer.body.common.resultCode !== RESULT.OK) throw new Error(`uuid: ${answer.body.common.resultMsg}`);
  return answer.body.uuid as string;
}

/** A non-car policy of the demo book, from the dev demo list: what a customer types to find it. */
export async function demoPolicyQuery(base: string): Promise<PolicyQuery> {
  const demo = (await (await fetch(`${base}/dev/demo`)).json()) as {
    domains: { records?: Record<string, Record<string, string> | null> }[];
  };
  const accident = demo.domains.map((d) => d.records?.accident).find(Boolean);
  if (!accident) throw new Error('the demo book has no accident policy');
  const [name, id] = accident.applicant.split(' / ');
  return { policyNo: accident.policyNo, insuredName: name, identifyNumber: id, personType: '0' as const };
}

/** What the targets need from the server under test, found once by the harness: plain data a load process can be sent. */
export interface TargetContext {
  uuid: string;
  /** The demo book's policy, which the query finds (its number goes into the plans). */
  query: PolicyQuery;
  /**
   * The policies the load looks up in turn: up to 1,000 drawn from the
   * database (bench/server.ts), else the demo one. Many customers ask for
   * many policies; one asked for over and over would measure one hot row.
   */
  policyQueries: PolicyQuery[];
}

/**
 * A session of its own for each policy the load looks up: many customers, each
 * asking in their own session. The identity guard counts a lookup as a miss
 * while it runs (identity-guard.ts), so one session asking 40 at once is one
 * client sending a burst: it is asked for an image code and then locked out,
 * as it should be (the run of 00:42 on 2026-12-05 failed 70,063 answers that
 * way with one session for the whole load). One at a time, each from an
 * address of its own (new sessions are limited per address).
 */
async function sessionsFor(base: string, count: number): Promise<string[]> {
  const sessions: string[] = [];
  for (let i = 0; i < count; i += 1) sessions.push(await newSession(base, `10.254.${(i >> 8) & 255}.${i & 255}`));
  return sessions;
}

/** A session and policies that the query finds, on the server under test. */
export async function targetContext(base: string): Promise<TargetContext> {
  const uuid = await newSession(base);
  const query = await demoPolicyQuery(base);
  const drawn = (await (await fetch(`${base}/bench/policy-queries`)).json()) as PolicyQuery[];
  const policyQueries = drawn.length ? drawn : [query];
  for (const q of [query, policyQueries[0] as PolicyQuery]) {
    const found = await callOnce(base, policy.policyRelegation.path, q, uuid, '10.255.0.2');
    if (found.body.common.resultCode !== RESULT.OK)
      throw new Error(`policy query ${q.policyNo}: ${found.body.common.resultMsg}`);
  }
  return { uuid, query, policyQueries };
}

/** The endpoints of the issue, in table order; the bare route first. */
export function targets({ uuid, policyQueries }: TargetContext): Target[] {
  let policyBodies: string[] = [];
  return [
    { name: BARE_ROUTE, path: '/bench/bare', method: 'GET', body: () => undefined, ok: (b) => b === '{"ok":true}' },
    {
      name: 'uuid (new session)',
      path: platform.uuid.path,
      method: 'POST',
      body: () => envelope({}, ''),
      ok: envelopeOk,
    },
    fixed('code list (idType)', platform.getPrpCodeValuesList, { function: 'idType' }, uuid),
    {
      name: 'policy query (found)',
      path: policy.policyRelegation.path,
      method: 'POST',
      body: (n) => policyBodies[n % policyBodies.length],
      ok: envelopeOk,
      // Its sessions are made as its load starts: made with the context, they were pushed out of the
      // embedded server's store (100,000 keys) by the 100,000 sessions of the uuid's load before it,
      // and every lookup answered 页面停留时间过长 (the run of 07:03 on 2026-12-05).
      async prepare(base) {
        const sessions = await sessionsFor(base, policyQueries.length);
        policyBodies = policyQueries.map((q, i) => envelope(q, sessions[i]));
      },
    },
    fixed('nearest sites', sites.siteQuery, { position: { lat: 31.2304, lng: 121.4737 } }, uuid),
    fixed('home modules', content.selectChannel, { channelCode: 'home' }, uuid),
    {
      // Every complaint different (mobile, request id, client) so none is a duplicate or hits a limit.
      name: 'complaint submission',
      path: complaint.submitComplaint.path,
      method: 'POST',
      body: (n) =>
        envelope(
          {
            type: 'quick',
            name: '王小明',
            sex: '1',
            cityCode: '11010000',
            phoneNumber: `139${String(n % 100_000_000).padStart(8, '0')}`,
            callBackTime: '11111',
            content: `理赔员一直没有联系我，请尽快处理。编号${n}`,
            email: '',
          },
          uuid,
          `bench-${n}`,
        ),
      ok: envelopeOk,
    },
  ];
}

let counter = Math.floor(Math.random() * 1_000_000);

/** The next request of a target: a fresh number, its own client address, its body. */
function nextRequest(target: Target) {
  counter += 1;
  const body = target.body(counter);
  const headers: Record<string, string> = {
    ...(body ? { 'content-type': 'application/json' } : {}),
    'accept-encoding': PHONE_ACCEPT_ENCODING,
    'x-forwarded-for': addressOf(counter),
  };
  return { headers, body };
}

/**
 * The target as one of autocannon's requests: each request made afresh
 * (nextRequest), each answer checked (answerOk); `onFailed` hears of every
 * answer that is not a success.
 */
export function cannonRequest(target: Target, onFailed: () => void): autocannon.Request {
  return {
    method: target.method,
    path: target.path,
    setupRequest: (request) => {
      const { headers, body } = nextRequest(target);
      return { ...request, headers, ...(body ? { body } : {}) };
    },
    onResponse: (status, body, _context, headers) => {
      if (!answerOk(target, status, body, headers?.['content-encoding'])) onFailed();
    },
  };
}

/** Closed loop at full speed: how many requests a second the server sustains. */
async function cannon(base: string, target: Target, options: LoadOptions) {
  let failed = 0;
  const result = await autocannon({
    url: base,
    connections: options.connections,
    duration: options.durationSeconds,
    requests: [cannonRequest(target, () => (failed += 1))],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed: failed + result.errors + result.timeouts,
  };
}

/** Open loop at a steady rate (paced-load.ts): the latency a server with headroom gives. */
function paced(base: string, target: Target, options: LoadOptions, rate: number) {
  return pacedLoad({
    base,
    rate,
    durationSeconds: options.durationSeconds,
    connections: options.connections,
    make: () => ({ method: target.method, path: target.path, ...nextRequest(target) }),
    ok: (status, body, encoding) => answerOk(target, status, body, encoding),
  });
}

/**
 * How many half-rate windows an endpoint gets; its figures are those of the
 * window with the median p99. On this shared 2-core VM one window's p99 is at
 * the mercy of a single stall of the host (steal time reached 10 % in some
 * seconds): a server that only answers '{"ok":true}' gave p99 14, 32 and 67 ms
 * in three 10 s windows at the same rate. The median of three is the figure a
 * second run would most likely repeat; every window's p99 is kept in the result.
 */
export const HALF_RATE_WINDOWS = 3;

/** Paced runs of 1 s before the half-rate windows, whose figures are dropped (see measureTarget). */
export const PACED_WARM_UPS = 2;

/** The window with the median p99 (of an odd count; the lower middle of an even one). */
export function medianWindow<W extends { p99: number }>(windows: W[]): W {
  const sorted = [...windows].sort((a, b) => a.p99 - b.p99);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * The server's own event-loop delay since the last call (bench/server.ts
 * resets it at each call), in ms. A request waits in the server about that
 * long before it is read; a window's p99 far above it was spent elsewhere: in
 * the load generator, which shares the server's two cores (bench/history.md).
 */
async function serverLoopDelay(base: string): Promise<{ p99: number; max: number }> {
  return (await (await fetch(`${base}/bench/loop-delay`)).json()) as { p99: number; max: number };
}

/**
 * One request of the target, its answer decompressed (fetch does) and checked
 * whole: the load itself cannot read a compressed answer (answerOk).
 */
async function firstAnswerReadWhole(base: string, target: Target) {
  const { headers, body } = nextRequest(target);
  const res = await fetch(`${base}${target.path}`, { method: target.method, headers, body });
  const text = await res.text();
  if (res.status !== 200 || !target.ok(text))
    throw new Error(`${target.name}: the first answer is not a success (${res.status}): ${text.slice(0, 200)}`);
}

/** One endpoint measured: a warm-up, the full-speed run, then the half-rate windows. */
export async function measureTarget(base: string, target: Target, options: LoadOptions): Promise<EndpointFigures> {
  await target.prepare?.(base);
  await firstAnswerReadWhole(base, target);
  await cannon(base, target, { ...options, durationSeconds: 1 }); // warm-up: JIT, caches, pool
  const hostLoop = hostLoopMs(); // while the server is idle, so the probe reads the host alone
  const before = options.serverPid ? readCpu(options.serverPid, options.postgres ?? false) : null;
  const full = await cannon(base, target, options);
  const after = options.serverPid ? readCpu(options.serverPid, options.postgres ?? false) : null;
  const halfRate = Math.max(1, Math.floor(full.rps / 2));
  // Two warm-ups of the paced client, not one: the load process spent 1–1.4 cores for the
  // first ~300 ms of each of its first two paced runs (~0.4 after), and on two shared cores
  // the server's answers waited for it, so the first measured window read 26–100 ms where
  // the next read 2–16 for the bare route; with two warm-ups it read 16 (bench/history.md).
  // A shared connection pool, a longer single warm-up or a pause did not help.
  for (let i = 0; i < PACED_WARM_UPS; i++) await paced(base, target, { ...options, durationSeconds: 1 }, halfRate);
  const windows = [];
  for (let i = 0; i < (options.halfRateWindows ?? HALF_RATE_WINDOWS); i++) {
    await serverLoopDelay(base); // from here
    const window = await paced(base, target, options, halfRate);
    windows.push({ ...window, serverLoop: await serverLoopDelay(base) });
  }
  const half = medianWindow(windows);
  return {
    name: target.name,
    path: target.path,
    ...full,
    failed: full.failed + windows.reduce((sum, w) => sum + w.failed, 0),
    halfRate: {
      rps: half.rps,
      p50: half.p50,
      p99: half.p99,
      p99Windows: windows.map((w) => w.p99),
      generatorStallWindows: windows.map((w) => w.generatorStallMs),
      serverLoopP99Windows: windows.map((w) => w.serverLoop.p99),
      serverLoopMaxWindows: windows.map((w) => w.serverLoop.max),
    },
    ratioToBare: 0,
    cpu: before && after ? perRequest(before, after, full.requests) : null,
    hostLoopMs: hostLoop,
  };
}

/**
 * Each endpoint at full speed, then at half its full-speed rate; ratios to the
 * bare route of the same run. The harness and the server share the machine's
 * cores, so the absolute figures are the machine's; the ratios travel better.
 *
 * Each endpoint's load runs in a Node process of its own (load-process.ts),
 * not in the harness: the harness holds the web build and Lighthouse in its
 * heap, and its collections of that heap paused the load generator for tens
 * of milliseconds, which the half-rate latencies counted as the server's.
 */
export async function measureEndpoints(
  base: string,
  context: TargetContext,
  options: LoadOptions & { only?: string[] },
): Promise<EndpointFigures[]> {
  const names = targets(context)
    .map((t) => t.name)
    .filter((name) => !options.only || options.only.includes(name));
  const load = {
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    halfRateWindows: options.halfRateWindows,
    serverPid: options.serverPid,
    postgres: options.postgres,
  };
  // A session of its own for each endpoint, made just before its load, as a
  // customer opens the portal before asking: the uuid flood before it may
  // legitimately have pushed an idle session out of a full in-memory store
  // (platform/memory-store.ts), and every request after it would then be
  // refused, which the figures would count as fast answers.
  const measure = async (name: string) =>
    measureInOwnProcess({ base, context: { ...context, uuid: await newSession(base) }, name, options: load });
  const figures: EndpointFigures[] = [];
  for (const name of names) figures.push(await measure(name));
  // The bare route again at the end, keeping the faster of the two: right after
  // start-up the process is still settling, and a slow first reading would
  // flatter every ratio.
  const first = figures.findIndex((f) => f.name === BARE_ROUTE);
  if (first >= 0) {
    const again = await measure(BARE_ROUTE);
    if (again.rps > figures[first].rps) figures[first] = { ...again, failed: again.failed + figures[first].failed };
  }
  const bare = figures.find((f) => f.name === BARE_ROUTE);
  for (const f of figures) f.ratioToBare = bare?.rps ? Math.round((f.rps / bare.rps) * 1000) / 1000 : 0;
  return figures;
}
