import { platform } from '../../shared/api/platform';
import { api } from './client';

export type Region = { code: string; name: string };

const cache = new Map<string, Promise<Region[]>>();

/**
 * The provinces (no parent), a province's cities or a city's counties, from the platform's region codes:
 * each list fetched once per page load (a failed read is asked again next time). One for every region
 * picker (complaint CityField, groupbuy RegionField, the home's CityPicker, BuyCarPage's 购车城市), so their
 * lists and cache cannot drift apart. `silent`: a failure shows no dialog (a check nobody asked for, the start's
 * link city); a picker that asks for the same list while that read is out shares it, and its silence.
 */
export function regionsUnder(parentCode = '', options: { silent?: boolean } = {}): Promise<Region[]> {
  let hit = cache.get(parentCode);
  if (!hit) {
    const endpoint = options.silent ? { ...platform.getCityCode, silent: true } : platform.getCityCode;
    hit = api(endpoint, parentCode ? { parentCode } : {}).then((a) => a.list);
    hit.catch(() => cache.delete(parentCode));
    cache.set(parentCode, hit);
  }
  return hit;
}
