import type { FastifyInstance } from 'fastify';
import { renewal } from '../../../shared/api/renewal';
import type { PlatformDeps } from '../../platform/deps';
import { route } from '../../platform/route';
import { createReminderJob } from './reminders';
import { createRenewalRepo } from './repo';
import { createRenewalService } from './service';
import { createViolationService, storedViolationSource } from './violations';

export function registerRenewalRoutes(app: FastifyInstance, deps: PlatformDeps) {
  const repo = createRenewalRepo(deps.db);
  const service = createRenewalService({ ...deps, repo });
  const violations = createViolationService({
    source: storedViolationSource(repo),
    identityGuard: deps.identityGuard,
  });
  const asker = (ctx: { uuid: string; clientAddress: string }) => ({
    uuid: ctx.uuid,
    clientAddress: ctx.clientAddress,
  });

  route(app, deps.sessions, renewal.queryRenewal, async (body, ctx) => service.window(body, asker(ctx)));
  route(app, deps.sessions, renewal.createRenewalOrder, async (body, ctx) =>
    service.createOrder(ctx.uuid, body.policyNo, body.identifyType),
  );
  route(app, deps.sessions, renewal.queryViolation, async (body, ctx) =>
    violations.query(body.licenseNo, body.frameNo, asker(ctx)),
  );

  scheduleReminders(
    app,
    deps,
    createReminderJob({
      repo,
      sms: deps.smsSender,
      reminderDays: deps.config.RENEWAL_REMINDER_DAYS,
      ports: deps.ports,
      log: deps.log,
    }),
  );
}

/** Runs the reminder job every RENEWAL_JOB_MINUTES (first run 30 s after start); stops with the server. */
function scheduleReminders(app: FastifyInstance, deps: PlatformDeps, run: () => Promise<number>) {
  const minutes = deps.config.RENEWAL_JOB_MINUTES;
  if (minutes === 0) return;
  const safeRun = () => {
    run().catch((err: unknown) => deps.log.error({ err }, 'renewal reminder job failed'));
  };
  const first = setTimeout(safeRun, 30_000);
  const timer = setInterval(safeRun, minutes * 60_000);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
