import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { platform } from '../../../../shared/api/platform';
import { sites } from '../../../../shared/api/sites';
import { api } from '../../../api/client';
import { PageHeader } from '../../../app/PageHeader';
import { Link } from '../../../app/router';
import { useAppStore } from '../../../store';
import { SiteCard } from '../components/SiteCard';
import { SitesLoadFailed } from '../components/SitesLoadFailed';
import { cityNameOf, useInitialCity, useProvinceData } from '../components/use-province-data';
import { useSiteQuery } from '../components/use-site-query';
import '../components/sites.css';

/**
 * Leaflet (≈ 45 kB gzip with its CSS) arrives after the page: the list, the
 * summary and the chosen site's card are usable at once, and the map fills a
 * box of its final size when it comes, so nothing moves (issue 9).
 */
const SiteMap = lazy(() => import('../components/SiteMap').then((m) => ({ default: m.SiteMap })));

/**
 * /network-map: the current query's sites (up to 100) as markers; tapping one
 * shows its card. The only page that loads Leaflet. The tile URL comes from the
 * server's configuration; when tiles cannot load, the markers and the list
 * still work and the page says the background is unavailable.
 */
export default function NetworkMapPage() {
  useInitialCity();
  const q = useAppStore((s) => s.networkQuery);
  const setQ = useAppStore((s) => s.setNetworkQuery);
  const result = useSiteQuery(100);
  // A city from a link is stored by its code alone: its name comes with the province list, as on the query page.
  const cityName = cityNameOf(useProvinceData(), q.cityCode, q.cityName);
  const [tileUrl, setTileUrl] = useState<string | null>(null);
  const [tilesDown, setTilesDown] = useState(false);
  const onTilesDown = useCallback((down: boolean) => setTilesDown(down), []);

  useEffect(() => {
    api(platform.appConfig, {})
      .then((c) => setTileUrl(c.mapTileUrl))
      // No address for the background: the map draws the sites on a blank one and says so.
      .catch(() => setTileUrl(''));
  }, []);

  // A site chosen from a search may lie outside the current list: fetch it so the card can show.
  const chosen = result.list.find((s) => s.siteId === q.chooseItem);
  const [extra, setExtra] = useState<typeof chosen>();
  useEffect(() => {
    if (!q.chooseItem || chosen || !result.loaded) return;
    api(sites.querySiteInfo, { siteId: q.chooseItem })
      .then((a) => setExtra(a.site))
      .catch(() => undefined);
  }, [q.chooseItem, chosen, result.loaded]);
  const card = chosen ?? (extra?.siteId === q.chooseItem ? extra : undefined);
  const shown = card && !chosen ? [card, ...result.list] : result.list;

  return (
    <>
      <PageHeader title="网点地图" />
      <main className="sites-page">
        {tilesDown && (
          <p className="sites-notice" role="status">
            地图底图暂时无法加载，网点位置标注和下方列表仍可正常使用。
          </p>
        )}
        {result.failed && <SitesLoadFailed onRetry={result.retry} />}
        <div className="site-map-wrap">
          <Suspense fallback={<div className="site-map" aria-hidden="true" />}>
            <SiteMap
              sites={shown}
              selectedId={q.chooseItem}
              tileUrl={tileUrl}
              position={result.position}
              onSelect={(id) => setQ({ chooseItem: id })}
              onTilesDown={onTilesDown}
            />
          </Suspense>
        </div>
        <p className="sites-summary" aria-live="polite">
          {cityName || '当前城市'} ·{' '}
          {/* While the list loads there is no count to give: the last query's is not this one's. */}
          {!result.loaded && !result.failed
            ? '正在加载网点…'
            : `地图显示 ${shown.length} 个网点${result.total > shown.length ? `（共 ${result.total} 个）` : ''}`}
          ，
          <Link to="/network-query" className="sites-summary-link">
            修改筛选条件
          </Link>
        </p>
        {card && (
          <section aria-label="选中的网点">
            <SiteCard site={card} selected />
          </section>
        )}
        <section aria-label="网点列表">
          {shown
            .filter((s) => s.siteId !== card?.siteId)
            .map((site) => (
              <SiteCard key={site.siteId} site={site} onMap={() => setQ({ chooseItem: site.siteId })} />
            ))}
        </section>
      </main>
    </>
  );
}
