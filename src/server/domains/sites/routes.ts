import type { FastifyInstance } from 'fastify';
import { sites } from '../../../shared/api/sites';
import type { PlatformDeps } from '../../platform/deps';
import { route } from '../../platform/route';
import { createSitesRepo } from './repo';
import { createSitesService } from './service';
import { siteListAnswer } from './site-json';

export function registerSitesRoutes(app: FastifyInstance, deps: PlatformDeps) {
  const { sessions } = deps;
  const service = createSitesService({ repo: createSitesRepo(deps.db) });

  route(app, sessions, sites.isHasSite, async (body) => service.isHasSite(body.cityCode));
  route(app, sessions, sites.getProvinceDataForSite, async () => ({ provinceData: await service.provinceData() }));
  route(app, sessions, sites.screen, async (body) => service.screen(body.cityCode));
  route(app, sessions, sites.siteQuery, async (body) => siteListAnswer(await service.query(body)));
  route(app, sessions, sites.querySiteInfo, async (body) => service.one(body.siteId, body.position));
  route(app, sessions, sites.queryBlurryByAddress, async (body) => service.search(body));
}
