import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResponseOf } from '../../../../shared/api/endpoint';
import { sites } from '../../../../shared/api/sites';
import { api } from '../../../api/client';
import { adoptEarly } from '../../../api/early-call';
import { useAppStore } from '../../../store';
import { usePosition } from './location';
import { SITE_PAGE_SIZE, type SiteRequest, siteRequest } from './site-request';

/**
 * A list's first page: the answer index.html already asked for on a first
 * visit when this is that same request (api/early-call.ts), else a call.
 */
export async function firstPage(body: SiteRequest) {
  const early = await adoptEarly<ResponseOf<typeof sites.siteQuery>>(sites.siteQuery.path, body);
  return early ?? api(sites.siteQuery, body);
}

/**
 * The site list for the current form: reloaded when a filter changes, more
 * pages on demand. Results go to siteInfoList in the store, so the map and a
 * reload show the same sites.
 */
export function useSiteQuery(pageSize = SITE_PAGE_SIZE) {
  const q = useAppStore((s) => s.networkQuery);
  const setQ = useAppStore((s) => s.setNetworkQuery);
  const { position, error: locationError } = usePosition(q.useLocation);
  const [state, setState] = useState({ total: 0, hasMore: false, loading: false, sortedBy: 'name', loaded: false });
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

  useEffect(() => {
    if (!q.cityCode || waitingForPosition) return;
    const mine = ++ticket.current;
    page.current = 1;
    setState((s) => ({ ...s, loading: true }));
    firstPage(request(1))
      .then((a) => {
        if (mine !== ticket.current) return;
        setQ({ siteInfoList: a.siteInfoList });
        setState({ total: a.total, hasMore: a.hasMore, loading: false, sortedBy: a.sortedBy, loaded: true });
      })
      .catch(
        () => mine === ticket.current && setState((s) => ({ ...s, loading: false, hasMore: false, loaded: true })),
      );
  }, [q.cityCode, request, waitingForPosition, setQ]);

  const loadMore = useCallback(async () => {
    const mine = ticket.current;
    const next = page.current + 1;
    const a = await api(sites.siteQuery, request(next));
    if (mine !== ticket.current) return;
    page.current = next;
    setQ({ siteInfoList: [...useAppStore.getState().networkQuery.siteInfoList, ...a.siteInfoList] });
    setState((s) => ({ ...s, hasMore: a.hasMore, total: a.total }));
  }, [request, setQ]);

  return { ...state, list: q.siteInfoList, loadMore, position, locationError, waitingForPosition };
}
