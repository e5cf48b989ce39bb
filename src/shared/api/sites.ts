import { z } from 'zod';
import { ALL_SERVICE_ITEMS, SERVICE_ITEMS } from '../codes/service-items';
import { ALL_SITE_TYPES, SITE_TYPES } from '../codes/site-types';
import { endpoint } from './endpoint';

/**
 * Service sites (spec sections 2 and 3: network query). The spec shows no
 * payloads; these are ours, named after the form state of section 3
 * (cityCode, websitetype, serviceitems, countycode) so the store slice and the
 * wire use the same words.
 *
 * Every call here reads public reference data (the insurer's published site
 * list, as the content calls read published content), so none needs a session
 * (`sessionFree`): the first site list of a visit does not wait for the uuid
 * call, one round trip less on the page's largest paint (issue 9). A visitor's
 * position, when given, is used for the one answer and never stored, with or
 * without a session.
 */

const regionCode = z.string().regex(/^\d{8}$/, '地区代码格式不正确');
const siteTypeCode = z.enum(SITE_TYPES.map((t) => t.code) as [string, ...string[]], { message: '网点类型不正确' });
const serviceItemCode = z.enum(SERVICE_ITEMS.map((t) => t.code) as [string, ...string[]], {
  message: '服务项目不正确',
});
/** WGS-84 degrees; the visitor's position when they allow it. China lies well inside these bounds. */
const position = z.object({
  lat: z.number().min(3, '位置信息不正确').max(54, '位置信息不正确'),
  lng: z.number().min(73, '位置信息不正确').max(136, '位置信息不正确'),
});

/** A page of the list: from 1, at most the 500th (a script's page 0 or 9999 is told so in words, not zod's). */
const pageField = z
  .number({ error: '页码格式不正确' })
  .int('页码格式不正确')
  .min(1, '页码格式不正确')
  .max(500, '页码超出范围，最多500页')
  .default(1);

/** One site as the list and the map card show it. `distanceKm` only when sorted by distance. */
export const siteInfo = z.object({
  siteId: z.string(),
  name: z.string(),
  /** The 5-digit flag string: one position per type (01000 claims, 00100 4S shop…); a site may have several. */
  websitetype: z.string(),
  typeNames: z.array(z.string()),
  serviceitems: z.array(z.string()),
  serviceNames: z.array(z.string()),
  provinceCode: z.string(),
  cityCode: z.string(),
  countycode: z.string(),
  address: z.string(),
  phone: z.string(),
  hours: z.string(),
  lat: z.number(),
  lng: z.number(),
  distanceKm: z.number().optional(),
});
export type SiteInfo = z.infer<typeof siteInfo>;

const regionNode = z.object({ code: z.string(), name: z.string(), siteCount: z.number() });

/** Whether a city has any site, so the entry page can say so before the visitor fills the form. */
export const isHasSite = endpoint({
  path: '/kej/waround/api/siteQuery/isHasSite',
  summary: '城市是否有服务网点',
  sessionFree: true,
  request: z.object({ cityCode: regionCode }),
  response: z.object({ hasSite: z.boolean(), count: z.number() }),
});

/**
 * Provinces and their cities that have sites (provinceData of section 3), for the
 * province and city pickers. Counties come with `screen` once a city is chosen:
 * sending every county of the country up front would be ~100 kB nobody reads.
 */
export const getProvinceDataForSite = endpoint({
  path: '/kej/waround/api/siteQuery/getProvinceDataForSite',
  summary: '有网点的省市',
  sessionFree: true,
  request: z.object({}),
  response: z.object({ provinceData: z.array(regionNode.extend({ cities: z.array(regionNode) })) }),
});

/** The filters a city offers: its counties, and the types and service items present there, with counts. */
export const screen = endpoint({
  path: '/kej/waround/api/siteQuery/screen',
  summary: '网点筛选条件',
  sessionFree: true,
  request: z.object({ cityCode: regionCode }),
  response: z.object({
    counties: z.array(regionNode),
    siteTypes: z.array(z.object({ code: z.string(), name: z.string(), count: z.number() })),
    serviceItems: z.array(z.object({ code: z.string(), name: z.string(), count: z.number() })),
  }),
});

/**
 * The site list. With a city: that city's sites (optionally one county). With the
 * visitor's position: sorted by distance (nearest first, `distanceKm` set);
 * without: by name. With a position and no city: the nearest sites anywhere, found
 * through the (lat, lng) index with a widening bounding box. Paged, 20 a page.
 */
export const siteQuery = endpoint({
  path: '/kej/waround/api/siteQuery/siteQuery',
  summary: '服务网点查询',
  sessionFree: true,
  request: z
    .object({
      cityCode: regionCode.optional(),
      countycode: regionCode.optional().or(z.literal('')),
      websitetype: siteTypeCode.default(ALL_SITE_TYPES),
      serviceitems: serviceItemCode.default(ALL_SERVICE_ITEMS),
      position: position.optional(),
      page: pageField,
      pageSize: z
        .number({ error: '每页条数格式不正确' })
        .int('每页条数格式不正确')
        .min(1, '每页条数格式不正确')
        .max(100, '每页最多100个网点')
        .default(20),
    })
    .refine((b) => b.cityCode || b.position, { message: '请选择城市' }),
  response: z.object({
    siteInfoList: z.array(siteInfo),
    total: z.number(),
    sortedBy: z.enum(['distance', 'name']),
    hasMore: z.boolean(),
  }),
});

/** One site's card, with distance when the visitor's position is given. */
export const querySiteInfo = endpoint({
  path: '/kej/waround/api/siteQuery/querySiteInfo',
  summary: '网点详情',
  sessionFree: true,
  request: z.object({ siteId: z.string().regex(/^S\d{1,9}$/, '网点编号不正确'), position: position.optional() }),
  response: z.object({ site: siteInfo }),
});

/**
 * Keyword search by name or address (/network-querySearch). 1–30 characters;
 * `%` and `_` are literal. Within a city when given, else nationwide; at most 50.
 */
export const queryBlurryByAddress = endpoint({
  path: '/kej/whome/api/institutionNetwork/queryBlurryByAddress',
  summary: '按名称或地址搜索网点',
  sessionFree: true,
  request: z.object({
    keyword: z.string().trim().min(1, '请输入网点名称或地址').max(30, '关键词不能超过30个字'),
    cityCode: regionCode.optional(),
    position: position.optional(),
  }),
  response: z.object({ siteInfoList: z.array(siteInfo), total: z.number() }),
});

export const sites = {
  isHasSite,
  getProvinceDataForSite,
  screen,
  siteQuery,
  querySiteInfo,
  queryBlurryByAddress,
};
