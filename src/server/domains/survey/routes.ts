import type { FastifyInstance } from 'fastify';
import { survey } from '../../../shared/api/survey';
import type { PlatformDeps } from '../../platform/deps';
import { route } from '../../platform/route';
import { createSurveyRepo } from './repo';
import { createSurveyService } from './service';

export function registerSurveyRoutes(app: FastifyInstance, deps: PlatformDeps) {
  const service = createSurveyService({
    repo: createSurveyRepo(deps.db),
    smsCodes: deps.smsCodes,
    smsSender: deps.smsSender,
    limiter: deps.limiter,
    proofs: deps.proofs,
    grantCoupon: async (tx, coupon) => deps.ports.couponWallet?.grant(tx, coupon),
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
}
