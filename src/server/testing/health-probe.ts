import type { FastifyInstance } from 'fastify';
import { HEALTH_PATH, type HealthReport } from '../platform/health';

/** Calls GET /health as a load balancer would, timing the answer. */
export async function probeHealth(app: FastifyInstance) {
  const started = Date.now();
  const res = await app.inject({ method: 'GET', url: HEALTH_PATH });
  return { status: res.statusCode, report: res.json() as HealthReport, ms: Date.now() - started };
}
