import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResponseOf } from '../../../../shared/api/endpoint';
import { sites } from '../../../../shared/api/sites';
import { api } from '../../../api/client';
import { adoptEarly, settledEarly } from '../../../api/early-call';
import { useAppStore } from '../../../store';
import type { NetworkQueryState } from '../../../store/slices/sites';
import { type Position, usePosition } from './location';
import { initialCityFor, SITE_PAGE_SIZE, type SiteRequest, siteRequest } from './site-request';
import { cityNameOf } from './use-province-data';

type SiteAnswer = ResponseOf<typeof sites.siteQuery>;

/**
 * A list's first page: the answer index.html already asked for on a first
 * visit when this is that same request (api/early-call.ts), else a call.
 */
export async function firstPage(body: SiteRequest) {
  const early = await adoptEarly<SiteAnswer>(sites.siteQuery.path, body);
  return early ?? api(sites.siteQuery, body);
}

const provinceDataNow = () => useAppStore.getState().networkQuery.provinceData;

/**
 * Which filters a list is for (the city as the first request asks for it, before useInitialCity has
 * stored one). The position is not among them: it only sorts the same sites, and the page says so.
 */
function filtersOf(
  q: Pick<NetworkQueryState, 'cityCode' | 'countycode' | 'websitetype' | 'serviceitems'>,
  visitorCity: string,
) {
  return [q.cityCode || initialCityFor(visitorCity), q.countycode, q.websitetype, q.serviceitems].join('|');
}

/** The city of the site nearest the visitor of the types and service asked for; null when there is none. */
async function nearestSiteCity(position: Position, websitetype: string, serviceitems: string) {
  const a = await api(sites.siteQuery, { websitetype, serviceitems, position, page: 1, pageSize: 1 });
  return a.siteInfoList[0]?.cityCode ?? null;
}

/**
 * What the first render shows before the first page's call has answered: on a
 * first visit whose early call (index.html) has already brought that page, the
 * page itself. index.html may have filled it into its prerendered copy already
 * (build/early-fill.ts); rendering it at once keeps the cards on screen when
 * React takes over, instead of an empty list until the call is adopted. The
 * request is the one the first effect will send: the city useInitialCity
 * picks when none is stored, no position. Anything else finds no match.
 */
export function seededFirstPage(
  q: Pick<NetworkQueryState, 'cityCode' | 'countycode' | 'websitetype' | 'serviceitems' | 'useLocation'>,
  visitorCity: string,
  pageSize: number,
): SiteAnswer | null {
  if (q.useLocation) return null;
  const body = siteRequest({ ...q, cityCode: q.cityCode || initialCityFor(visitorCity) }, null, 1, pageSize);
  return settledEarly<SiteAnswer>(sites.siteQuery.path, body);
}

/**
 * The site list for the current form: reloaded when a filter changes, more
 * pages on demand. Results go to siteInfoList in the store, so the map and a
 * reload show the same sites.
 */
export function useSiteQuery(pageSize = SITE_PAGE_SIZE) {
  const q = useAppStore((s) => s.networkQuery);
  const setQ = useAppStore((s) => s.setNetworkQuery);
  const visitorCity = useAppStore((s) => s.global.basicInfo.cityCode);
  const { position, error: locationError } = usePosition(q.useLocation);
  const [seed] = useState(() => seededFirstPage(q, visitorCity, pageSize));
  const filters = filtersOf(q, visitorCity);
  // `seeded`: the list shown is the seed's, until the first page's call (which adopts the same answer) is in.
  // `failed`: the first page of the current filters could not be loaded (the client has shown why).
  // `generation`: which first page the list is (the page keys the infinite scroll by it, so a failed next
  // page of one query is not what the next query's scroll starts with).
  // `listFor`: the filters the list shown is for (filtersOf); the list kept from the visit before, or the
  // seed, is for the filters the page opened with.
  const [state, setState] = useState(() =>
    seed
      ? {
          total: seed.total,
          hasMore: seed.hasMore,
          loading: false,
          sortedBy: seed.sortedBy,
          loaded: true,
          seeded: true,
          failed: false,
          generation: 0,
          listFor: filters,
        }
      : {
          total: 0,
          hasMore: false,
          loading: false,
          sortedBy: 'name',
          loaded: false,
          seeded: false,
          failed: false,
          generation: 0,
          listFor: filters,
        },
  );
  /** The city sorting by distance moved the finder to, while it is the city on show. */
  const [movedTo, setMovedTo] = useState('');
  /** Each retry asks for the first page again. */
  const [attempt, setAttempt] = useState(0);
  const list = state.seeded && seed ? seed.siteInfoList : q.siteInfoList;
  // The seed's list while it shows: a next page follows it (the store has it only once the call is adopted).
  const seedShown = useRef<SiteAnswer['siteInfoList'] | null>(null);
  seedShown.current = state.seeded && seed ? seed.siteInfoList : null;
  const page = useRef(1);
  const ticket = useRef(0);

  const waitingForPosition = q.useLocation && !position && !locationError;
  const request = useCallback(
    (p: number) =>
      siteRequest(
        { cityCode: q.cityCode, countycode: q.countycode, websitetype: q.websitetype, serviceitems: q.serviceitems },
        position,
        p,
        pageSize,
      ),
    [q.cityCode, q.countycode, q.websitetype, q.serviceitems, position, pageSize],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again for the same filters
  useEffect(() => {
    if (!q.cityCode || waitingForPosition) return;
    const mine = ++ticket.current;
    page.current = 1;
    setState((s) => ({ ...s, loading: true, failed: false }));
    (async () => {
      // Sorting by distance before a city was chosen moves the finder to where the visitor is: the start
      // (Beijing, or a link's city) sorted by distance from Shanghai listed sites a thousand kilometres
      // away. The city is the nearest site's; the city the visitor chose is kept, they may be planning.
      if (position && !useAppStore.getState().networkQuery.cityChosen) {
        const city = await nearestSiteCity(position, q.websitetype, q.serviceitems);
        if (mine !== ticket.current) return;
        if (city && city !== q.cityCode) {
          setMovedTo(city);
          // The effect runs again for the new city, as for a city chosen.
          const cityName = cityNameOf(provinceDataNow(), city, '');
          setQ({ cityCode: city, cityName, cityChosen: true, countycode: '', chooseItem: '' });
          return;
        }
        if (city) setQ({ cityChosen: true });
      }
      const a = await firstPage(request(1));
      if (mine !== ticket.current) return;
      setQ({ siteInfoList: a.siteInfoList });
      setState({
        total: a.total,
        hasMore: a.hasMore,
        loading: false,
        sortedBy: a.sortedBy,
        loaded: true,
        seeded: false,
        failed: false,
        generation: mine,
        listFor: filters,
      });
    })().catch(() => {
      if (mine !== ticket.current) return;
      // The list on show belongs to the filters before (another city, perhaps): it must not stand
      // for these, and nothing found is not what happened either.
      setQ({ siteInfoList: [] });
      setState((s) => ({
        ...s,
        total: 0,
        loading: false,
        hasMore: false,
        loaded: false,
        seeded: false,
        failed: true,
      }));
    });
  }, [q.cityCode, request, waitingForPosition, setQ, attempt]);

  const loadMore = useCallback(async () => {
    const mine = ticket.current;
    const next = page.current + 1;
    const a = await api(sites.siteQuery, request(next));
    if (mine !== ticket.current) return;
    page.current = next;
    const before = seedShown.current ?? useAppStore.getState().networkQuery.siteInfoList;
    setQ({ siteInfoList: [...before, ...a.siteInfoList] });
    setState((s) => ({ ...s, hasMore: a.hasMore, total: a.total, seeded: false }));
  }, [request, setQ]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Another city's (or type's) list is not this one's while this one loads: its sites, their phones and
  // its count stood under the new filters until the answer came. Nothing is shown for them meanwhile.
  const current = state.listFor === filters;
  return {
    ...state,
    loaded: state.loaded && current,
    list: current ? list : [],
    loadMore,
    retry,
    position,
    locationError,
    waitingForPosition,
    movedTo: position && movedTo === q.cityCode ? movedTo : '',
  };
}
