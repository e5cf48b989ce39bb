import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { content, helpCenterData, moreServicesData } from '../../../shared/api/content';
import type { PlatformDeps } from '../../platform/deps';
import { answerWriter } from '../../platform/json-answer';
import { route } from '../../platform/route';
import { CONTENT_DIR } from './import';
import { imageVersion } from './load-files';
import { createPagesService } from './pages-service';
import { createContentRepo } from './repo';
import { createContentService, IMAGE_BASE } from './service';

const IMAGE_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png' };

/** Binds the content contract; plus the image files, which are plain GETs outside the envelope. */
export function registerContentRoutes(app: FastifyInstance, deps: PlatformDeps, contentDir = CONTENT_DIR) {
  const { sessions } = deps;
  const repo = createContentRepo(deps.db);
  const service = createContentService({ repo, disclosureUrl: deps.config.PUBLIC_DISCLOSURE_URL });
  const pages = createPagesService({
    repo,
    hasProof: (uuid, no) => deps.proofs.has(uuid, `policy:${no}`),
    renewalWindowDays: deps.config.RENEWAL_WINDOW_DAYS,
    renewed: async (policyNos) => (await deps.ports.renewalStatus?.renewed(policyNos)) ?? [],
  });
  const c = content;

  route(app, sessions, c.bannerInit, async (b) => service.bannerInit(b.position));
  route(app, sessions, c.adsense, async (b) => service.ads(b.position));
  route(app, sessions, c.riskClass, async () => service.riskClasses());
  route(app, sessions, c.productMallList, async (b) => service.mall(b.riskClassCode, b.pageNo, b.pageSize));
  route(app, sessions, c.querySupportProduct, async (b) => service.product(b.productCode));
  route(app, sessions, c.searchForProduct, async (b) => service.searchProducts(b.keyword, b.pageNo, b.pageSize));
  route(app, sessions, c.searchAllInfo, async (b) => service.searchAll(b.keyword));
  route(app, sessions, c.fundInfo, async (b) => pages.funds(b.fundCode, b.days));
  // The home page's layout is the most asked-for answer: its JSON is written once per content version.
  const channelAnswer = answerWriter(c.selectChannel.response);
  route(app, sessions, c.selectChannel, async (b) => channelAnswer(await service.keptChannel(b.channelCode)));
  route(app, sessions, c.selectColumn, async (b) => ({ column: await service.column(b.columnCode) }));
  route(app, sessions, c.selectModule, async (b) => ({ list: (await service.column(b.columnCode)).modules }));
  route(app, sessions, c.aboutPiccArticle, async (b) => pages.articles(b.category));
  route(app, sessions, c.aboutPiccImage, async (b) => pages.gallery(b.category));
  route(app, sessions, c.selectShownGroupNews, async (b) => pages.news(b.slug, b.pageNo, b.pageSize));
  route(app, sessions, c.selectShownComment, async (b) => pages.comments(b.limit));
  route(app, sessions, c.oneClickRenewalWindow, async (b, ctx) => pages.renewalWindow(ctx.uuid, b.policyNos));
  route(app, sessions, c.drainageInit, async () => pages.drainage());
  route(app, sessions, c.queryConfigCarouselFigure, async () => service.carousel());
  route(app, sessions, c.queryActivity, async (b) => pages.activities(b.status));
  route(app, sessions, c.helpCenterJson, async () => ({
    contentType: 'text/html; charset=utf-8',
    data: JSON.stringify(helpCenterData.parse(await pages.helpCenterJson())),
  }));
  route(app, sessions, c.moreServicesJson, async () => {
    const channel = await service.channel('more');
    const groups = channel.columns.map((col) => ({ title: col.title, entries: col.modules }));
    return { contentType: 'text/html; charset=utf-8', data: JSON.stringify(moreServicesData.parse({ groups })) };
  });

  // Images named in content files; the name pattern keeps requests inside content/images.
  app.get<{ Params: { name: string }; Querystring: { v?: unknown } }>(`${IMAGE_BASE}:name`, async (request, reply) => {
    const match = /^([a-z0-9][a-z0-9-]*)\.(svg|png)$/.exec(request.params.name);
    if (!match) return reply.status(404).type('text/plain; charset=utf-8').send('图片不存在');
    try {
      const data = await readFile(join(contentDir, 'images', request.params.name));
      // An address naming this file's version (service.ts toImage) is this picture for good. Any
      // other (an address without one, or an instance still holding the older file while another
      // has imported the new one) is asked for again each time: a replaced picture is never kept.
      const versioned = request.query.v === imageVersion(data);
      return reply
        .header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'no-cache')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type(IMAGE_TYPES[match[2]])
        .send(data);
    } catch {
      return reply.status(404).type('text/plain; charset=utf-8').send('图片不存在');
    }
  });
}
