import type { FastifyInstance } from 'fastify';
import { platform } from '../../../shared/api/platform';
import type { PlatformDeps } from '../../platform/deps';
import { route } from '../../platform/route';
import { createPlatformRepo } from './repo';
import { createPlatformService } from './service';

/** The `tag` cookie names the last image shown, so verifyCodeCheck knows which one was answered. */
const TAG_COOKIE = 'tag';

export function registerPlatformRoutes(app: FastifyInstance, deps: PlatformDeps) {
  const { sessions, smsCodes, imageCodes } = deps;
  const service = createPlatformService({ repo: createPlatformRepo(deps.db), config: deps.config });

  route(app, sessions, platform.appConfig, async () => service.appConfig());

  route(app, sessions, platform.uuid, async (_body, ctx) => ({ uuid: await sessions.issue(ctx.clientAddress) }));

  route(app, sessions, platform.createImage, async (query, ctx) => {
    await sessions.require(query.uuid);
    const svg = await imageCodes.create(query.uuid, query.a);
    ctx.reply.setCookie(TAG_COOKIE, query.a || 'default', { path: '/', sameSite: 'lax', httpOnly: false });
    return { contentType: 'image/svg+xml; charset=utf-8', data: svg };
  });

  route(app, sessions, platform.getImageCode, async (_body, ctx) => ({
    contentType: 'image/svg+xml; charset=utf-8',
    data: await imageCodes.create(ctx.uuid, 'whome'),
  }));

  route(app, sessions, platform.verifyCodeCheck, async (body, ctx) => {
    await imageCodes.check(ctx.uuid, body.verificationCode, body.prePic);
    return { passed: true };
  });

  route(app, sessions, platform.imageCodeCheck, async (body, ctx) => {
    await imageCodes.check(ctx.uuid, body.imageCode);
    return { passed: true };
  });

  route(app, sessions, platform.getSMSCode, async (body, ctx) =>
    smsCodes.send(body.mobile, body.purpose, { uuid: ctx.uuid, address: ctx.clientAddress }),
  );

  route(app, sessions, platform.checkSMSCode, async (body) => ({
    ticket: await smsCodes.exchange(body.mobile, body.purpose, body.smsValidCode),
  }));

  route(app, sessions, platform.getCityCode, async (body) => ({ list: await service.regions(body.parentCode) }));

  route(app, sessions, platform.getComCode, async (body) => ({ list: await service.branches(body.cityCode) }));

  route(app, sessions, platform.getPrpCodeValuesList, async (body) => ({
    list: await service.codeValues(body.function),
  }));

  route(app, sessions, platform.agency, async (body) => ({ list: await service.agencies(body.comCode) }));

  route(app, sessions, platform.wxConfig, async (body) => service.wxConfig(body.url));

  route(app, sessions, platform.track, async (body, ctx) => ({
    accepted: await service.track(ctx.uuid, body.events),
  }));
}
