import { z } from 'zod';
import {
  article,
  banner,
  brand,
  code,
  column,
  highlighted,
  image,
  keyword,
  paging,
  productSummary,
} from './content-shapes';
import { endpoint } from './endpoint';

export type { Article, ContentImage, Highlighted, HomeColumn, ProductSummary } from './content-shapes';
export { brand, highlighted, image, productSummary } from './content-shapes';

/**
 * The content domain: everything a customer reads on the home page, the product
 * centre, search, about pages, activities and the drainage page. All of it lives
 * in the database, imported at start from the `content/` files of the repository.
 *
 * Design decisions the spec leaves open:
 * - Public content calls are session-free: the home page's first screen must not
 *   wait for the uuid round trip. Only the one-click renewal window, which reads
 *   what the session has proven, needs a session.
 * - Images are served by the portal itself (`/content-images/<file>?v=<version>`,
 *   the version a digest of the file, so a replaced picture is a new address),
 *   always with width and height, so the page reserves their space before they load.
 * - Lists are paged with `pageNo` (from 1) and `pageSize` (at most 50).
 */

/** Home first screen, call 1: banners, the notice line, brand and the global showDrainage flag. */
export const bannerInit = endpoint({
  path: '/kej/whome/api/homePage/bannerInit',
  summary: '首页轮播图与公告',
  sessionFree: true,
  request: z.object({ position: z.enum(['home', 'care', 'productCenter']).default('home') }),
  response: z.object({
    banners: z.array(banner),
    notice: z.string(),
    showDrainage: z.boolean(),
    brand,
    /** Suggested keywords for the search pages. */
    hotWords: z.array(z.string()),
  }),
});

/** Ads of one position. The care edition never calls it (no ads there). */
export const adsense = endpoint({
  path: '/kej/whome/api/adsense',
  summary: '广告位',
  sessionFree: true,
  request: z.object({ position: z.enum(['home', 'productCenter', 'search']).default('home') }),
  response: z.object({ list: z.array(banner) }),
});

/**
 * The risk classes (险种) of the product centre in the content files' order;
 * `productCount` counts each class's products in the mall (a class with none
 * is still listed, with 0).
 */
export const riskClass = endpoint({
  path: '/kej/whome/api/riskClass',
  summary: '险种分类',
  sessionFree: true,
  request: z.object({}),
  response: z.object({
    list: z.array(
      z.object({ code: z.string(), name: z.string(), description: z.string(), icon: image, productCount: z.number() }),
    ),
  }),
});

/** The product mall, optionally of one risk class, paged. */
export const productMallList = endpoint({
  path: '/kej/whome/api/productMallList',
  summary: '产品商城列表',
  sessionFree: true,
  request: z.object({ riskClassCode: code.optional(), ...paging }),
  response: z.object({ list: z.array(productSummary), total: z.number() }),
});

/** A product's detail content: what it covers, who may buy it, what it costs, and how to buy or claim. */
export const querySupportProduct = endpoint({
  path: '/kej/waround/api/support/querySupportProduct',
  summary: '产品详情',
  sessionFree: true,
  request: z.object({ productCode: code }),
  response: z.object({
    product: productSummary.extend({
      sections: z.array(z.object({ title: z.string(), body: z.string() })),
      /** Where the customer buys: a portal route or the hotline. */
      buyLink: z.string(),
    }),
  }),
});

/** Product search by a keyword substring (works for Chinese: no word splitting needed). */
export const searchForProduct = endpoint({
  path: '/kej/whome/api/search/forProduct',
  summary: '产品搜索',
  sessionFree: true,
  request: z.object({ keyword, ...paging }),
  response: z.object({
    list: z.array(productSummary.extend({ nameParts: highlighted, summaryParts: highlighted })),
    total: z.number(),
  }),
});

const hit = z.object({ title: highlighted, snippet: highlighted, link: z.string() });
/** One search over products, services (home service entries) and articles; at most 10 of each, matches flagged. */
export const searchAllInfo = endpoint({
  path: '/kej/whome/api/search/allInfo',
  summary: '全站搜索',
  sessionFree: true,
  request: z.object({ keyword }),
  response: z.object({
    products: z.array(hit),
    services: z.array(hit),
    articles: z.array(hit),
    hotWords: z.array(z.string()),
  }),
});

const navPoint = z.object({ date: z.string(), unitValue: z.string() });
/** Funds with their latest unit value; the one asked for (or the first) with its history for the chart. */
export const fundInfo = endpoint({
  path: '/kej/whome/api/fund/info',
  summary: '基金信息',
  sessionFree: true,
  request: z.object({
    fundCode: code.optional(),
    days: z.coerce
      .number({ error: '查询天数须为7至365天' })
      .int('查询天数须为7至365天')
      .min(7, '查询天数须为7至365天')
      .max(365, '查询天数须为7至365天')
      .default(90),
  }),
  response: z.object({
    list: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        kind: z.string(),
        riskLevel: z.string(),
        latest: navPoint,
        /** Change against the previous value, in percent with two decimals, signed ("+0.12", "-0.05"); "0.00" when unchanged. */
        dayChange: z.string(),
      }),
    ),
    selected: z.object({ code: z.string(), history: z.array(navPoint) }).nullable(),
  }),
});

/** A channel (home, care home, more services) with its columns and their modules in order: the page's layout in one call. */
export const selectChannel = endpoint({
  path: '/kej/whome/api/selectChannel',
  summary: '频道及其栏目',
  sessionFree: true,
  request: z.object({ channelCode: code.default('home') }),
  response: z.object({ code: z.string(), name: z.string(), columns: z.array(column) }),
});

/** One column with its modules. */
export const selectColumn = endpoint({
  path: '/kej/whome/api/selectColumn',
  summary: '栏目',
  sessionFree: true,
  request: z.object({ columnCode: code }),
  response: z.object({ column }),
});

/** The modules (entries) of one column. */
export const selectModule = endpoint({
  path: '/kej/whome/api/selectModule',
  summary: '栏目模块',
  sessionFree: true,
  request: z.object({ columnCode: code }),
  response: z.object({ list: column.shape.modules }),
});

const articleCategory = z.enum(['about', 'values', 'brand', 'cooperation', 'help', 'service']);
/** Articles of the about pages: about, values (企业文化), brand (品牌宣传), cooperation brands, help. */
export const aboutPiccArticle = endpoint({
  path: '/kej/whome/api/aboutPiccArticle',
  summary: '关于我们文章',
  sessionFree: true,
  request: z.object({ category: articleCategory }),
  response: z.object({ list: z.array(article) }),
});

/** Pictures of an about page (brand gallery, partner logos). */
export const aboutPiccImage = endpoint({
  path: '/kej/whome/api/aboutPiccImage',
  summary: '关于我们图片',
  sessionFree: true,
  request: z.object({ category: articleCategory }),
  response: z.object({ list: z.array(z.object({ title: z.string(), image, link: z.string() })) }),
});

/** Published news, newest first, paged; one article in full by slug. */
export const selectShownGroupNews = endpoint({
  path: '/kej/whome/api/selectShownGroupNews',
  summary: '新闻资讯',
  sessionFree: true,
  request: z.object({ slug: code.optional(), ...paging }),
  response: z.object({ list: z.array(article), total: z.number() }),
});

/** Customer comments chosen for display; names arrive already masked. */
export const selectShownComment = endpoint({
  path: '/kej/whome/api/selectShownComment',
  summary: '客户评价',
  sessionFree: true,
  request: z.object({
    limit: z.coerce
      .number({ error: '条数须为1至20条' })
      .int('条数须为1至20条')
      .min(1, '条数须为1至20条')
      .max(20, '条数须为1至20条')
      .default(6),
  }),
  response: z.object({
    list: z.array(
      z.object({
        id: z.string(),
        author: z.string(),
        city: z.string(),
        rating: z.number(),
        content: z.string(),
        productName: z.string(),
        date: z.string(),
      }),
    ),
  }),
});

/**
 * The one-click renewal window. The client sends the policy numbers its session
 * looked up; only those the session has proven (a successful policy query grants
 * `policy:<no>`) are considered, so nobody can probe others' policies. The window
 * shows the first one not yet renewed that ends within the renewal window
 * (RENEWAL_WINDOW_DAYS, 90 by default, as the renewal pages); otherwise `show` is false.
 */
export const oneClickRenewalWindow = endpoint({
  path: '/kej/whome/api/home/oneClickRenewalWindow',
  summary: '一键续保弹窗',
  silent: true,
  request: z.object({
    policyNos: z
      .array(
        z
          .string()
          .trim()
          .regex(/^[A-Z0-9]{10,30}$/, '保单号格式不正确'),
      )
      .max(20)
      .default([]),
  }),
  response: z.object({
    show: z.boolean(),
    policy: z
      .object({
        policyNo: z.string(),
        riskName: z.string(),
        endDate: z.string(),
        daysLeft: z.number(),
        subject: z.string(),
        link: z.string(),
      })
      .nullable(),
  }),
});

/** The drainage (引流) landing page: what it promotes, and whether the global flag shows it at all. */
export const drainageInit = endpoint({
  path: '/kej/whome/api/drainage/init',
  summary: '引流页配置',
  sessionFree: true,
  request: z.object({ entry: code.optional() }),
  response: z.object({
    showDrainage: z.boolean(),
    title: z.string(),
    subtitle: z.string(),
    image,
    qrImage: image,
    steps: z.array(z.string()),
    buttonText: z.string(),
    link: z.string(),
  }),
});

const activity = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  image,
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(['upcoming', 'ongoing', 'ended']),
  link: z.string(),
  rules: z.array(z.string()),
});
/** The activity page's carousel (the same banner table, position "activity"). */
export const queryConfigCarouselFigure = endpoint({
  path: '/kej/waround/api/activity/queryConfigCarouselFigure',
  summary: '活动轮播图',
  sessionFree: true,
  request: z.object({}),
  response: z.object({ list: z.array(banner) }),
});

/** Activities, ongoing first; status is computed from today's date. */
export const queryActivity = endpoint({
  path: '/kej/waround/api/activity/queryActivity',
  summary: '精彩活动',
  sessionFree: true,
  request: z.object({ status: z.enum(['all', 'ongoing', 'ended', 'upcoming']).default('all') }),
  response: z.object({ list: z.array(activity) }),
});

/**
 * The two GET calls to static JSON pages (html response type in the spec):
 * the help centre's questions by category, and the more-services page. Served
 * from the database as JSON text so the client parses them itself. The server
 * checks each answer against helpCenterData / moreServicesData before sending
 * it (a text answer skips the response schema), so the page can trust the shape.
 */
export const helpCenterJson = endpoint({
  path: '/kej/whome/static/help-center.json',
  method: 'GET',
  summary: '帮助中心问题（静态JSON）',
  sessionFree: true,
  responseType: 'html',
  request: z.object({}),
  response: z.unknown(),
});
/** The more-services page's entry groups, the same shape as a column's modules (see moreServicesData). */
export const moreServicesJson = endpoint({
  path: '/kej/whome/static/more-services.json',
  method: 'GET',
  summary: '更多服务（静态JSON）',
  sessionFree: true,
  responseType: 'html',
  request: z.object({}),
  response: z.unknown(),
});

/** The shape of help-center.json. */
export const helpCenterData = z.object({
  categories: z.array(
    z.object({
      name: z.string(),
      questions: z.array(z.object({ slug: z.string(), title: z.string(), body: z.string() })),
    }),
  ),
});
/** The shape of more-services.json. */
export const moreServicesData = z.object({
  groups: z.array(z.object({ title: z.string(), entries: column.shape.modules })),
});
export type HelpCenterData = z.output<typeof helpCenterData>;
export type MoreServicesData = z.output<typeof moreServicesData>;

export const content = {
  bannerInit,
  adsense,
  riskClass,
  productMallList,
  querySupportProduct,
  searchForProduct,
  searchAllInfo,
  fundInfo,
  selectChannel,
  selectColumn,
  selectModule,
  aboutPiccArticle,
  aboutPiccImage,
  selectShownGroupNews,
  selectShownComment,
  oneClickRenewalWindow,
  drainageInit,
  queryConfigCarouselFigure,
  queryActivity,
  helpCenterJson,
  moreServicesJson,
};
