import { platform } from '../../shared/api/platform';
import { api } from './client';

export type Region = { code: string; name: string };

const cache = new Map<string, Promise<Region[]>>();

/**
 * The provinces (no parent), a province's cities or a city's counties, from the platform's region codes:
 * each list fetched once per page load (a failed read is asked again next time). One for every region
 * picker (complaint CityField, groupbuy RegionField, the home's CityPicker, BuyCarPage's 购车城市), so their
 * lists and cache cannot drift apart.
 */
export function regionsUnder(parentCode = ''): Promise<Region[]> {
  let hit = cache.get(parentCode);
  if (!hit) {
    hit = api(platform.getCityCode, parentCode ? { parentCode } : {}).then((a) => a.list);
    hit.catch(() => cache.delete(parentCode));
    cache.set(parentCode, hit);
  }
  return hit;
}
