import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { Store } from './store';

/**
 * `GET /health`, for the load balancer and the on-call engineer: is this
 * instance able to serve customers right now? It checks the two things every
 * customer call needs, the database and the shared store (sessions, codes,
 * limits), each bounded by CHECK_TIMEOUT_MS so that a black-holed link reports
 * "down" quickly instead of hanging the probe. 200 when both answer, 503 when
 * either does not, so a balancer takes the instance out and puts it back by
 * itself when the link returns. It carries no personal data and no error text
 * (a driver message can name hosts and users), only up/down and timings.
 */
export const HEALTH_PATH = '/health';
const CHECK_TIMEOUT_MS = 1000;

export interface HealthReport {
  status: 'up' | 'down';
  database: CheckResult;
  store: CheckResult;
}
interface CheckResult {
  status: 'up' | 'down';
  ms: number;
}

async function check(probe: () => Promise<unknown>): Promise<CheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return { status: 'up', ms: Math.round(performance.now() - started) };
  } catch {
    return { status: 'down', ms: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}

export async function checkHealth(db: Db, store: Store): Promise<HealthReport> {
  const [database, storeResult] = await Promise.all([
    check(() => db.execute(sql`select 1`)),
    check(() => store.ttl('health:probe')),
  ]);
  const status = database.status === 'up' && storeResult.status === 'up' ? 'up' : 'down';
  return { status, database, store: storeResult };
}

export function registerHealth(app: FastifyInstance, deps: { db: Db; store: Store }) {
  app.get(HEALTH_PATH, async (_request, reply) => {
    const report = await checkHealth(deps.db, deps.store);
    return reply
      .status(report.status === 'up' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(report);
  });
}
