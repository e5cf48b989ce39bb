import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { readConfig } from '../src/server/config';
import { drawPolicyQueries } from './lib/policy-queries';

/**
 * The server under load, as a child of the harness so its memory and start-up
 * are its own. It is the real app (buildApp with the environment's config) plus
 * one bench-only route, `GET /bench/bare`, that touches nothing: the hooks
 * every request passes (security headers, compression) and no database, store,
 * validation or rate limit (the limit covers the API's paths only,
 * platform/security.ts), so it shows the framework's own limit on this
 * machine. `GET /bench/counts` tells how many policies and sites the database
 * holds, `GET /bench/policy-queries` gives policies to look up, and
 * `GET /bench/loop-delay` the process's own event-loop delay since it was last
 * asked. They exist only in this process, never in production.
 */
const { app, database } = await buildApp(readConfig());
app.get('/bench/bare', async () => ({ ok: true }));
// How much data the figures were measured on (bench-only as well).
app.get('/bench/counts', async () => {
  const count = async (table: string) => {
    const result = (await database.db.execute(`select count(*)::int as n from ${table}`)) as { rows: { n: number }[] };
    return Number(result.rows[0].n);
  };
  return { policies: await count('policy_record'), sites: await count('service_site') };
});
// Policies the policy query finds, for the load to ask for in turn (bench-only; lib/policy-queries.ts).
app.get('/bench/policy-queries', () => drawPolicyQueries(database.db));
// The server's own event-loop delay since the last call (then reset), in ms:
// how long a request could have waited in this process before it was read.
// The harness reads it around each half-rate window, so that a window's p99
// can be told apart from the load generator's own (bench-only).
const LOOP_RESOLUTION_MS = 1;
const loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
loopDelay.enable();
app.get('/bench/loop-delay', async () => {
  // The histogram holds the whole interval between ticks (ns): the delay is what exceeds the resolution.
  const delayMs = (ns: number) => Math.max(0, Math.round((ns / 1e6 - LOOP_RESOLUTION_MS) * 10) / 10);
  const answer = loopDelay.count
    ? { p99: delayMs(loopDelay.percentile(99)), max: delayMs(loopDelay.max) }
    : { p99: 0, max: 0 };
  loopDelay.reset();
  return answer;
});
// The process's own view of its memory (heap, external, resident), for finding what grows under load.
app.get('/bench/memory', async () => process.memoryUsage());
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.({ ready: true });
const stop = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
