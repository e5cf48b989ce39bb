import type { RequestOf } from '../../../../shared/api/endpoint';
import type { sites } from '../../../../shared/api/sites';
import { DEFAULT_CITY_CODE } from '../../../../shared/constants.ts';
import { cityCodeOf } from '../../../../shared/region-path.ts';
import { emptyNetworkQuery, type NetworkQueryState } from '../../../store/slices/sites.ts';

export type SiteRequest = RequestOf<typeof sites.siteQuery>;
type Position = NonNullable<SiteRequest['position']>;

/** Beijing's city (not its province code): where a visitor whose city is unknown starts. */
export const FALLBACK_CITY = '11010000';

/**
 * The city the query starts with when none was chosen: the visitor's city, else Beijing. A county's
 * code (a district branch's link, ?cityCode=440106) starts in its city: the list is asked for by city.
 */
export function initialCityFor(visitorCity: string): string {
  return /^\d{8}$/.test(visitorCity) && !visitorCity.endsWith('000000') ? cityCodeOf(visitorCity) : FALLBACK_CITY;
}

/**
 * The city shown and asked for before one is chosen: Beijing, named, or the visitor's city under the name
 * the visitor's city has (a link's is named once its check answers, app/link-city.ts; a county's link is
 * named by its city). The chooser names a city from the province list when that list has it; a city the
 * insurer has no site in is not on that list, and kept its code with no name before.
 */
export function initialCity(visitor: { cityCode: string; cityName: string }): { cityCode: string; cityName: string } {
  const cityCode = initialCityFor(visitor.cityCode);
  return { cityCode, cityName: cityCode === FALLBACK_CITY ? '北京市' : visitor.cityName };
}

/**
 * What the site query's city should change to, if anything, for the visitor's city as it is now. Nothing
 * when a city was chosen: the chooser always gives a name. A city with no name is the visitor's, taken
 * before the link's check had answered, and follows it: named when the check names it, and, when the check
 * drops a code the region tables do not have, Beijing instead of an unknown city's empty list.
 */
export function followVisitorCity(
  query: Pick<NetworkQueryState, 'cityCode' | 'cityName'>,
  visitor: { cityCode: string; cityName: string },
): Partial<NetworkQueryState> | null {
  if (query.cityCode && query.cityName) return null;
  const start = initialCity(visitor);
  if (start.cityCode === query.cityCode) return start.cityName === query.cityName ? null : { cityName: start.cityName };
  return query.cityCode ? { ...start, countycode: '', chooseItem: '' } : start;
}

/**
 * One page of the site list for the form's state, exactly as sent: the key
 * order is part of the check string, and the first visit's request is sent
 * ahead by index.html (build/early-call.ts), whose body must equal this one.
 */
export function siteRequest(
  q: Pick<NetworkQueryState, 'cityCode' | 'countycode' | 'websitetype' | 'serviceitems'>,
  position: Position | null | undefined,
  page: number,
  pageSize: number,
): SiteRequest {
  return {
    cityCode: q.cityCode,
    ...(q.countycode ? { countycode: q.countycode } : {}),
    websitetype: q.websitetype,
    serviceitems: q.serviceitems,
    ...(position ? { position } : {}),
    page,
    pageSize,
  };
}

/** The list's page size. */
export const SITE_PAGE_SIZE = 20;

/**
 * What a first visit to /network-query asks for: nothing stored, so the
 * default filters, no position, and the city the default visitor city gives.
 */
export function firstVisitSiteRequest(): SiteRequest {
  return siteRequest({ ...emptyNetworkQuery, cityCode: initialCityFor(DEFAULT_CITY_CODE) }, null, 1, SITE_PAGE_SIZE);
}
