import type { HomeColumn, ProductSummary } from '../../../shared/api/content';
import { chinaDate } from '../../platform/calendar';
import { NotFound } from '../../platform/errors';
import { keep } from '../../platform/json-answer';
import { createReferenceCache } from '../../platform/reference-cache';
import { highlight, snippet } from './highlight';
import type { ContentRepo } from './repo';
import type * as t from './schema';

/** Where content images are served (see routes.ts): same origin, cached, never an external URL. */
export const IMAGE_BASE = '/content-images/';

/** An image's address names its version, so a replaced picture is a new address (load-files.ts imageVersion). */
export function toImage(img: t.StoredImage) {
  const src = IMAGE_BASE + img.file + (img.version ? `?v=${img.version}` : '');
  return { src, width: img.width, height: img.height, alt: img.alt };
}

/** Today in China (UTC+8): banners and activities start and end by the customer's calendar. */
export const chinaToday = (now = new Date()): string => chinaDate(now.getTime());

/**
 * How often a process asks whether the content changed. Content is written
 * only by importContent (at start-up, from content/), which replaces the
 * tables and the import hash in one transaction; an import by another instance
 * shows here within this interval.
 */
export const CONTENT_VERSION_CHECK_MS = 5_000;

export interface ContentServiceDeps {
  repo: ContentRepo;
  now?: () => Date;
  disclosureUrl: string;
}

export function createContentService({ repo, now = () => new Date(), disclosureUrl }: ContentServiceDeps) {
  const today = () => chinaToday(now());
  const bannerOut = (b: typeof t.banner.$inferSelect) => ({
    id: b.id,
    title: b.title,
    image: toImage(b.image),
    link: b.link,
  });

  async function summaries(rows: (typeof t.product.$inferSelect)[]): Promise<ProductSummary[]> {
    const names = new Map((await repo.riskClassNames()).map((r) => [r.code, r.name]));
    return rows.map((p) => ({
      code: p.code,
      name: p.name,
      riskClassCode: p.riskClassCode,
      riskClassName: names.get(p.riskClassCode) ?? '',
      summary: p.summary,
      priceFrom: p.priceFrom,
      tags: p.tags,
      image: toImage(p.image),
    }));
  }

  function columnsWithModules(
    cols: (typeof t.column.$inferSelect)[],
    modules: (typeof t.module.$inferSelect)[],
  ): HomeColumn[] {
    return cols.map((c) => ({
      code: c.code,
      type: c.type as HomeColumn['type'],
      title: c.title,
      moreLink: c.moreLink,
      careHidden: c.careHidden,
      modules: modules
        .filter((m) => m.columnCode === c.code)
        .map((m) => ({
          code: m.code,
          title: m.title,
          subtitle: m.subtitle,
          icon: m.icon ? toImage(m.icon) : null,
          link: m.link,
        })),
    }));
  }

  // The home pages' channels, columns and modules, assembled once per content
  // version: read per request they cost three queries on every home page view.
  const home = createReferenceCache({
    ttlMs: CONTENT_VERSION_CHECK_MS,
    now: () => now().getTime(),
    version: () => repo.importVersion(),
    load: async () => {
      const { channels, columns, modules } = await repo.homeStructure();
      const assembled = new Map(columnsWithModules(columns, modules).map((c) => [c.code, c]));
      // Frozen: the cached page is written as JSON once (routes.ts) and copied for any other use.
      return {
        channels: new Map(
          channels.map((ch) => [
            ch.code,
            keep({
              code: ch.code,
              name: ch.name,
              columns: columns.filter((c) => c.channelCode === ch.code).map((c) => assembled.get(c.code) as HomeColumn),
            }),
          ]),
        ),
        columns: assembled,
      };
    },
  });

  /** The cached channel itself, frozen: for writing as it is. */
  async function keptChannel(code: string) {
    const channel = (await home.get()).channels.get(code);
    if (!channel) throw new NotFound('该频道不存在');
    return channel;
  }

  return {
    async bannerInit(position: string) {
      const [banners, settings] = await Promise.all([repo.banners('banner', position, today()), repo.settings()]);
      const brand = settings.get('brand') as {
        name: string;
        shortName: string;
        hotline: string;
        disclaimer: string;
        logo: t.StoredImage;
      };
      return {
        banners: banners.map(bannerOut),
        notice: String(settings.get('notice') ?? ''),
        showDrainage: settings.get('showDrainage') === true,
        brand: { ...brand, logo: toImage(brand.logo), disclosureUrl },
        hotWords: (settings.get('hotWords') as string[] | undefined) ?? [],
      };
    },
    async ads(position: string) {
      return { list: (await repo.banners('ad', position, today())).map(bannerOut) };
    },
    async carousel() {
      return { list: (await repo.banners('banner', 'activity', today())).map(bannerOut) };
    },
    keptChannel,
    async channel(code: string) {
      // structuredClone: the answer is the caller's to change; the cached page is not.
      return structuredClone(await keptChannel(code));
    },
    async column(code: string) {
      const column = (await home.get()).columns.get(code);
      if (!column) throw new NotFound('该栏目不存在');
      return structuredClone(column);
    },
    async riskClasses() {
      return { list: (await repo.riskClasses()).map((r) => ({ ...r, icon: toImage(r.icon) })) };
    },
    async mall(riskClassCode: string | undefined, pageNo: number, pageSize: number) {
      const { rows, total } = await repo.products(repo.mallWhere(riskClassCode), (pageNo - 1) * pageSize, pageSize);
      return { list: await summaries(rows), total };
    },
    async product(code: string) {
      const p = await repo.product(code);
      if (!p) throw new NotFound('该产品不存在或已下架');
      const [summary] = await summaries([p]);
      return { product: { ...summary, sections: p.sections, buyLink: p.buyLink } };
    },
    async searchProducts(keyword: string, pageNo: number, pageSize: number) {
      const { rows, total } = await repo.products(
        repo.productSearchWhere(keyword),
        (pageNo - 1) * pageSize,
        pageSize,
        repo.nameFirst(keyword),
      );
      const list = (await summaries(rows)).map((p) => ({
        ...p,
        nameParts: highlight(p.name, keyword),
        summaryParts: highlight(p.summary, keyword),
      }));
      return { list, total };
    },
    async searchAll(keyword: string) {
      const limit = 10;
      const [products, modules, articles, settings] = await Promise.all([
        repo.products(repo.productSearchWhere(keyword), 0, limit, repo.nameFirst(keyword)),
        repo.searchModules(keyword, limit),
        repo.searchArticles(keyword, limit),
        repo.settings(),
      ]);
      // One service may sit in several columns (home and care home): show it once.
      const seen = new Set<string>();
      const services = modules.filter((m) => !seen.has(m.link) && seen.add(m.link)).slice(0, limit);
      return {
        products: products.rows.map((p) => ({
          title: highlight(p.name, keyword),
          snippet: highlight(p.summary, keyword),
          link: `/product-list?productCode=${p.code}`,
        })),
        services: services.map((m) => ({
          title: highlight(m.title, keyword),
          snippet: highlight(m.subtitle, keyword),
          link: m.link,
        })),
        articles: articles.map((a) => ({
          title: highlight(a.title, keyword),
          snippet: highlight(snippet(`${a.summary} ${a.body}`, keyword), keyword),
          link: articleLink(a),
        })),
        hotWords: (settings.get('hotWords') as string[] | undefined) ?? [],
      };
    },
    today,
  };
}

/** Where an article is read: news and help have their own pages; the others are about pages. */
export function articleLink(a: { slug: string; category: string }): string {
  const page: Record<string, string> = {
    news: `/information-list?slug=${a.slug}`,
    help: `/help-center?slug=${a.slug}`,
    about: '/about-picc',
    values: '/about-qywh',
    brand: '/about-ppxc',
    cooperation: '/cooperation-brand',
    service: '/more-services',
  };
  return page[a.category] ?? '/information-list';
}

export type ContentService = ReturnType<typeof createContentService>;
