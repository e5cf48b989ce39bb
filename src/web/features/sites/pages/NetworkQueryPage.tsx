import { HOTLINE } from '../../../../shared/constants';
import { PageHeader } from '../../../app/PageHeader';
import { Link, useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { AppInfiniteScroll } from '../../../ui/infinite-scroll';
import { FilterBar } from '../components/FilterBar';
import { SiteCard } from '../components/SiteCard';
import { SitesLoadFailed } from '../components/SitesLoadFailed';
import { cityNameOf, useInitialCity } from '../components/use-province-data';
import { useSiteQuery } from '../components/use-site-query';
import '../components/sites.css';

/** /network-query: choose a city and filters; the list sorts by distance when location is allowed. */
export default function NetworkQueryPage() {
  useInitialCity();
  const navigate = useNavigate();
  const setQ = useAppStore((s) => s.setNetworkQuery);
  const chosen = useAppStore((s) => s.networkQuery.chooseItem);
  const provinceData = useAppStore((s) => s.networkQuery.provinceData);
  const cityName = useAppStore((s) => s.networkQuery.cityName);
  const result = useSiteQuery();
  return (
    <>
      <PageHeader title="网点查询" />
      <main className="sites-page">
        <FilterBar />
        <nav className="sites-links">
          <Link to="/network-querySearch">按名称/地址搜索</Link>
          <Link to="/network-map">在地图上查看</Link>
        </nav>
        {result.locationError && <p className="sites-notice">{result.locationError}</p>}
        {result.waitingForPosition && <p className="sites-notice">正在获取您的位置…</p>}
        {result.movedTo && (
          <p className="sites-notice" role="status">
            已按您的位置切换到{cityNameOf(provinceData, result.movedTo, cityName) || '您所在的城市'}
          </p>
        )}
        {/* Nothing to show yet (a list kept for these filters shows while it is asked for again). */}
        {!result.loaded && !result.failed && !result.waitingForPosition && result.list.length === 0 && (
          <p className="sites-summary" role="status">
            正在加载网点…
          </p>
        )}
        {result.loaded && (
          <p className="sites-summary" aria-live="polite">
            共 {result.total} 个网点，{result.sortedBy === 'distance' ? '按距离由近到远排列' : '按名称排列'}
          </p>
        )}
        {result.failed && <SitesLoadFailed onRetry={result.retry} />}
        {result.loaded && result.total === 0 ? (
          <p className="sites-empty">该条件下暂无服务网点，请调整筛选条件；也可拨打 {HOTLINE} 咨询</p>
        ) : (
          <section aria-label="网点列表">
            {result.list.map((site) => (
              <SiteCard
                key={site.siteId}
                site={site}
                selected={site.siteId === chosen}
                onMap={() => {
                  setQ({ chooseItem: site.siteId });
                  navigate('/network-map');
                }}
              />
            ))}
            {/* Only under a list that is in, one scroll per query: a scroll kept while the next query loads
                asked for its next page and appended it to the last query's sites, and kept its 加载失败. */}
            {result.loaded && !result.loading && (
              <AppInfiniteScroll key={result.generation} loadMore={result.loadMore} hasMore={result.hasMore} />
            )}
          </section>
        )}
      </main>
    </>
  );
}
