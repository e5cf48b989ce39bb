import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { track } from '../../../shared/api/platform';
import { HOTLINE } from '../../../shared/constants';
import type { Config } from '../../config';
import { NotFound, ServiceOff } from '../../platform/errors';
import { createReferenceCache } from '../../platform/reference-cache';
import type { PlatformRepo } from './repo';

type TrackEvents = z.output<typeof track.request>['events'];

/** The JS-SDK APIs the portal uses inside the messaging app's browser. */
const JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData', 'scanQRCode', 'getLocation'];

/**
 * How long this process serves the code tables it read. They are written only
 * by syncCodeValues when an instance starts (from src/shared/codes), so a
 * deploy that changes a table reaches instances still running within a minute.
 */
export const CODE_TABLES_TTL_MS = 60_000;

type CodeItem = { code: string; name: string };
type RegionItem = Omit<Awaited<ReturnType<PlatformRepo['allRegions']>>[number], 'parentCode'>;

export function createPlatformService(deps: { repo: PlatformRepo; config: Config }) {
  const { repo, config } = deps;
  // Read on every call, the code list cost a query (and its planning) per
  // request; the whole set is a few hundred rows, kept as one value.
  const codeTables = createReferenceCache({
    ttlMs: CODE_TABLES_TTL_MS,
    load: async () => {
      const tables = new Map<string, CodeItem[]>();
      for (const row of await repo.allCodeValues()) {
        const list = tables.get(row.tableName) ?? [];
        list.push({ code: row.code, name: row.name });
        tables.set(row.tableName, list);
      }
      return tables;
    },
  });
  // Regions, like the code tables, are written only when an instance seeds: read
  // per call they cost the pickers and every complaint's city check (one to
  // three lookups a submission) a database round trip each, which cut the
  // complaint's throughput to a quarter in the 02:01 bench run on 2026-12-02.
  const regionTable = createReferenceCache({
    ttlMs: CODE_TABLES_TTL_MS,
    load: async () => {
      const byParent = new Map<string, RegionItem[]>();
      for (const { parentCode, ...item } of await repo.allRegions()) {
        const key = parentCode ?? '';
        const list = byParent.get(key) ?? [];
        list.push(item);
        byParent.set(key, list);
      }
      return byParent;
    },
  });
  return {
    /** No parent: the provinces; a province: its cities; a city: its counties. */
    async regions(parentCode?: string): Promise<RegionItem[]> {
      const list = (await regionTable.get()).get(parentCode ?? '') ?? [];
      // Copies, as for the code tables: a caller must never change the cached rows.
      return list.map((item) => ({ ...item }));
    },

    /**
     * Branch offices of a city (a county: its city's); for a province-level code, the whole province.
     * A city with no sub-branch of its own (a municipality's 北京市 under 北京市) is served by its
     * province's: the provincial branch issues there. (The empty list had left the formal complaint's
     * 承保机构 with nothing to choose for every customer in Beijing, Tianjin, Shanghai and Chongqing.)
     */
    async branches(cityCode?: string) {
      if (!cityCode) return repo.branchesIn('all');
      const place = await repo.region(cityCode);
      if (!place) throw new NotFound('未找到该地区');
      if (place.level === 'province') return repo.branchesIn('province', cityCode);
      const city = place.level === 'county' ? await repo.region(place.parentCode as string) : place;
      if (!city) throw new NotFound('未找到该地区');
      const own = await repo.branchesIn('city', city.code);
      return own.length > 0 ? own : repo.branchesIn('province', city.parentCode as string);
    },

    agencies(comCode: string) {
      return repo.agenciesOf(comCode);
    },

    async codeValues(tableName: string): Promise<CodeItem[]> {
      const list = (await codeTables.get()).get(tableName);
      if (!list?.length) throw new NotFound('未找到该代码表');
      // A copy: the response must never share the cached array with a caller that might change it.
      return list.map((item) => ({ ...item }));
    },

    /** The messaging app's signature: SHA-1 of the four fields in dictionary order. */
    wxConfig(url: string, now = Date.now()) {
      if (!config.WX_APP_ID || !config.WX_JSAPI_TICKET) throw new ServiceOff('当前环境未开通微信分享');
      const timestamp = Math.floor(now / 1000);
      const nonceStr = randomBytes(8).toString('hex');
      const pageUrl = url.split('#')[0];
      const plain = `jsapi_ticket=${config.WX_JSAPI_TICKET}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${pageUrl}`;
      const signature = createHash('sha1').update(plain).digest('hex');
      return { appId: config.WX_APP_ID, timestamp, nonceStr, signature, jsApiList: JS_API_LIST };
    },

    async track(sessionUuid: string, events: TrackEvents) {
      await repo.insertEvents(
        events.map((e) => ({
          sessionUuid,
          type: e.type,
          // Query strings may hold personal data: only the path is kept.
          route: e.route.split('?')[0],
          target: e.target ?? null,
          channelType: e.channelType ?? null,
          entryId: e.entryId ?? null,
          occurredAt: new Date(Math.min(e.at, Date.now())),
        })),
      );
      return events.length;
    },

    appConfig() {
      return {
        publicDisclosureUrl: config.PUBLIC_DISCLOSURE_URL,
        mapTileUrl: config.MAP_TILE_URL,
        hotline: HOTLINE,
      };
    },
  };
}
export type PlatformService = ReturnType<typeof createPlatformService>;
