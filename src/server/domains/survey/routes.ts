import type { FastifyInstance } from 'fastify';
import { survey } from '../../../shared/api/survey';
import type { PlatformDeps } from '../../platform/deps';
import { route } from '../../platform/route';
import { createSurveyRepo } from './repo';
import { createSurveyService, type SurveyService } from './service';

/** How often acknowledgements that did not go out are looked for: a failed send, an instance that died. */
export const ACK_SWEEP_MS = 30_000;

export function registerSurveyRoutes(app: FastifyInstance, deps: PlatformDeps) {
  const service = createSurveyService({
    repo: createSurveyRepo(deps.db),
    smsCodes: deps.smsCodes,
    smsSender: deps.smsSender,
    limiter: deps.limiter,
    proofs: deps.proofs,
    grantCoupon: async (tx, coupon) => deps.ports.couponWallet?.grant(tx, coupon),
    log: app.log,
  });
  route(app, deps.sessions, survey.queryActivitySwitch, async (body) => service.activitySwitch(body.activityId));
  route(app, deps.sessions, survey.queryQuestionInfo, async (body) => service.questions(body.activityId));
  route(app, deps.sessions, survey.queryIsAnswer, async (body, ctx) =>
    service.isAnswered(body.activityId, body.mobile, ctx.clientAddress),
  );
  route(app, deps.sessions, survey.submitQuestionnaire, async (body, ctx) =>
    service.submit(body, { uuid: ctx.uuid, requestId: ctx.requestId }),
  );
  route(app, deps.sessions, survey.queryMyResult, async (body, ctx) => service.myResult(body, ctx.uuid));
  scheduleAcknowledgementSweep(app, service);
}

/**
 * Sends again the acknowledgements that did not go out: at start (what an earlier run left) and every
 * ACK_SWEEP_MS, one sweep at a time. preClose, not onClose, waits for a running sweep: onClose hooks
 * run last-added first, so app.ts's would close the database under it.
 */
function scheduleAcknowledgementSweep(app: FastifyInstance, service: Pick<SurveyService, 'resendAcknowledgements'>) {
  let running: Promise<unknown> | undefined;
  const sweep = () => {
    running ??= service
      .resendAcknowledgements()
      .catch((err: unknown) => app.log.warn({ err }, 'survey acknowledgement sweep failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(sweep, ACK_SWEEP_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    await sweep();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
