import { useCallback, useEffect, useRef, useState } from 'react';
import { sites } from '../../../../shared/api/sites';
import { api } from '../../../api/client';
import { useAppStore } from '../../../store';
import { usePosition } from './location';

/**
 * The site list for the current form: reloaded when a filter changes, more
 * pages on demand. Results go to siteInfoList in the store, so the map and a
 * reload show the same sites.
 */
export function useSiteQuery(pageSize = 20) {
  const q = useAppStore((s) => s.networkQuery);
  const setQ = useAppStore((s) => s.setNetworkQuery);
  const { position, error: locationError } = usePosition(q.useLocation);
  const [state, setState] = useState({ total: 0, hasMore: false, loading: false, sortedBy: 'name', loaded: false });
  const page = useRef(1);
  const ticket = useRef(0);

  const waitingForPosition = q.useLocation && !position && !locationError;
  const request = useCallback(
    (p: number) => ({
      cityCode: q.cityCode,
      ...(q.countycode ? { countycode: q.countycode } : {}),
      websitetype: q.websitetype,
      serviceitems: q.serviceitems,
      ...(position ? { position } : {}),
      page: p,
      pageSize,
    }),
    [q.cityCode, q.countycode, q.websitetype, q.serviceitems, position, pageSize],
  );

  useEffect(() => {
    if (!q.cityCode || waitingForPosition) return;
    const mine = ++ticket.current;
    page.current = 1;
    setState((s) => ({ ...s, loading: true }));
    api(sites.siteQuery, request(1))
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
