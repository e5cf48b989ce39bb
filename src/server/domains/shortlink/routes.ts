import type { FastifyInstance } from 'fastify';
import { shortlink } from '../../../shared/api/shortlink';
import type { PlatformDeps } from '../../platform/deps';
import { route } from '../../platform/route';
import { BANKS, branchesOf, citiesOf, provinces } from './banks';
import { createLogins, verifyAppToken } from './login';
import { createShortlinkRepo } from './repo';
import { createShortlinkService } from './service';

export function registerShortlinkRoutes(app: FastifyInstance, deps: PlatformDeps) {
  const service = createShortlinkService({ ...deps, repo: createShortlinkRepo(deps.db) });
  const logins = createLogins(deps.store);

  route(app, deps.sessions, shortlink.checkInfo, async (body, ctx) =>
    service.check(body, { uuid: ctx.uuid, clientAddress: ctx.clientAddress }),
  );

  route(app, deps.sessions, shortlink.linkQueryInfo, async (body) => {
    if (body.type === 'bank') return { list: BANKS.map((b) => ({ id: b.id, name: b.name })) };
    if (body.type === 'province') return { list: provinces() };
    if (body.type === 'city') return { list: citiesOf(body.provinceId) };
    return { list: branchesOf(body.bankId, body.cityId) };
  });

  route(app, deps.sessions, shortlink.xcInfo, async (body, ctx) => service.submit(ctx.uuid, body));

  route(app, deps.sessions, shortlink.groupLoginStatus, async (_body, ctx) => logins.status(ctx.uuid));

  route(app, deps.sessions, shortlink.autoLogin, async (body, ctx) => {
    const user = verifyAppToken(deps.config.appLoginSecret, body.token);
    const info = await logins.login(ctx.uuid, user, body.entryId);
    return { loginStatus: '1' as const, token: ctx.uuid, ...info };
  });
}
