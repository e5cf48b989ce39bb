import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { track } from '../../../shared/api/platform';
import { HOTLINE } from '../../../shared/constants';
import type { Config } from '../../config';
import { NotFound, ServiceOff } from '../../platform/errors';
import type { PlatformRepo } from './repo';

type TrackEvents = z.output<typeof track.request>['events'];

/** The JS-SDK APIs the portal uses inside the messaging app's browser. */
const JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData', 'scanQRCode', 'getLocation'];

export function createPlatformService(deps: { repo: PlatformRepo; config: Config }) {
  const { repo, config } = deps;
  return {
    regions(parentCode?: string) {
      return repo.regionsUnder(parentCode);
    },

    /** Branch offices of a city; for a province-level code, the whole province. */
    async branches(cityCode?: string) {
      if (!cityCode) return repo.branchesIn('all');
      const place = await repo.region(cityCode);
      if (!place) throw new NotFound('未找到该地区');
      if (place.level === 'province') return repo.branchesIn('province', cityCode);
      const city = place.level === 'county' ? (place.parentCode as string) : cityCode;
      return repo.branchesIn('city', city);
    },

    agencies(comCode: string) {
      return repo.agenciesOf(comCode);
    },

    async codeValues(tableName: string) {
      const list = await repo.codeValues(tableName);
      if (list.length === 0) throw new NotFound('未找到该代码表');
      return list;
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
