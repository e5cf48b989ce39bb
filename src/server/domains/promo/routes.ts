import type { FastifyInstance } from 'fastify';
import { promo } from '../../../shared/api/promo';
import type { PlatformDeps } from '../../platform/deps';
import { route } from '../../platform/route';
import { createPromoRepo } from './repo';
import { createPromoService } from './service';

export function registerPromoRoutes(app: FastifyInstance, deps: PlatformDeps) {
  const service = createPromoService({
    repo: createPromoRepo(deps.db),
    smsCodes: deps.smsCodes,
    smsSender: deps.smsSender,
    proofs: deps.proofs,
  });
  route(app, deps.sessions, promo.getHotGroupActivity, async (body) => service.hotActivities(body.cityCode));
  route(app, deps.sessions, promo.carDiscount, async (body, ctx) => service.joinCarActivity(body, ctx.uuid));
  route(app, deps.sessions, promo.couponCampaign, async () => service.campaign());
  route(app, deps.sessions, promo.claimCoupon, async (body, ctx) => service.claim(body, ctx.uuid));
  route(app, deps.sessions, promo.myCoupons, async (body, ctx) =>
    service.myCoupons(body.mobile, body.smsValidCode, ctx.uuid),
  );
}
