import type { RequestOf } from '../../../../shared/api/endpoint';
import type { sites } from '../../../../shared/api/sites';
import { DEFAULT_CITY_CODE } from '../../../../shared/constants.ts';
import { cityCodeOf } from '../../../../shared/region-path.ts';
import { emptyNetworkQuery, type NetworkQueryState } from '../../../store/slices/sites.ts';

export type SiteRequest = RequestOf<typeof sites.siteQuery>;
type Position = NonNullable<SiteRequest['position']>;

/** Beijing's city (not its province code): where a visitor whose city is unknown starts. */
export const FALLBACK_CITY = '11010000';

/** Province-level municipalities: each is one city (31000000 上海 is the city 31010000 上海市). */
const MUNICIPALITIES = new Set(['11', '12', '31', '50']);

/**
 * The city the query starts with when none was chosen: the visitor's city, else Beijing. A county's
 * code (a district branch's link, ?cityCode=440106) starts in its city: the list is asked for by city.
 * A province's code starts in its capital, whose GB/T 2260 code is always the province's 01 (a
 * municipality's is the municipality itself): a provincial branch's link, ?cityCode=31000000, meant
 * Shanghai, and started in Beijing. A code the region tables lack is dropped by the link's check
 * (app/link-city.ts), and the query then follows to Beijing.
 */
export function initialCityFor(visitorCity: string): string {
  if (!/^\d{8}$/.test(visitorCity)) return FALLBACK_CITY;
  return visitorCity.endsWith('000000') ? `${visitorCity.slice(0, 2)}010000` : cityCodeOf(visitorCity);
}

/**
 * The city shown and asked for before one is chosen: Beijing, named, or the visitor's city under the name
 * the visitor's city has (a link's is named once its check answers, app/link-city.ts; a county's link is
 * named by its city, a municipality's by itself). A province's capital is not named by the visitor's
 * name (that is the province's): the chooser names it from the province list, which has every city
 * with a site.
 */
export function initialCity(visitor: { cityCode: string; cityName: string }): { cityCode: string; cityName: string } {
  const cityCode = initialCityFor(visitor.cityCode);
  if (cityCode === FALLBACK_CITY) return { cityCode, cityName: '北京市' };
  const provinceCapital = visitor.cityCode.endsWith('000000') && !MUNICIPALITIES.has(visitor.cityCode.slice(0, 2));
  return { cityCode, cityName: provinceCapital ? '' : visitor.cityName };
}

/**
 * What the site query's city should change to, if anything, for the visitor's city as it is now. Nothing
 * when the customer chose the city (on either finder page, or by sorting by distance, which settles where
 * they are). Otherwise the query's city is only a start and follows the visitor's: named when the link's
 * check names it, Beijing when the check drops a code the region tables do not have, and the city chosen
 * on home when the customer chooses one there after a first look at the finder (a start stored as if
 * chosen kept Beijing for good).
 */
export function followVisitorCity(
  query: Pick<NetworkQueryState, 'cityCode' | 'cityName' | 'cityChosen'>,
  visitor: { cityCode: string; cityName: string },
): Partial<NetworkQueryState> | null {
  if (query.cityChosen) return null;
  const start = initialCity(visitor);
  if (start.cityCode === query.cityCode) return start.cityName === query.cityName ? null : { cityName: start.cityName };
  // The list kept is the old city's: a page opened later would show it as this city's until its own came.
  return query.cityCode ? { ...start, countycode: '', chooseItem: '', siteInfoList: [] } : start;
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
