import { SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { sites } from '../../../../shared/api/sites';
import { api } from '../../../api/client';
import { PageHeader } from '../../../app/PageHeader';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { toast } from '../../../ui/toast';
import { usePosition } from '../components/location';
import { SiteCard } from '../components/SiteCard';
import '../components/sites.css';

/** /network-querySearch: sites whose name or address contains the keyword, in the chosen city or nationwide. */
export default function NetworkSearchPage() {
  const navigate = useNavigate();
  const q = useAppStore((s) => s.networkQuery);
  const setQ = useAppStore((s) => s.setNetworkQuery);
  const { position } = usePosition(q.useLocation);
  // The last search lives in the store: the page is left for a site's map, and back should find it.
  const result = q.search.keyword ? q.search : null;
  const [text, setText] = useState(q.search.keyword);
  const [inCity, setInCity] = useState(result ? result.inCity : Boolean(q.cityCode));

  const search = (raw: string, withinCity = inCity) => {
    const keyword = raw.trim();
    // The search wants a word (the city's whole list is /network-query's): say so, as the other forms do.
    if (!keyword) return toast('请输入网点名称或地址');
    api(sites.queryBlurryByAddress, {
      keyword,
      ...(withinCity && q.cityCode ? { cityCode: q.cityCode } : {}),
      ...(position ? { position } : {}),
    })
      .then((a) => setQ({ search: { keyword, inCity: withinCity, list: a.siteInfoList, total: a.total } }))
      .catch(() => undefined);
  };

  /** The choice changes what the results on show stand for: the search on show goes again with it. */
  const onlyInCity = (checked: boolean) => {
    setInCity(checked);
    if (result) search(result.keyword, checked);
  };

  return (
    <>
      <PageHeader title="网点搜索" />
      <main className="sites-page">
        <div className="sites-search">
          <SearchBar
            placeholder="请输入网点名称或地址"
            maxLength={30}
            value={text}
            onChange={setText}
            onSearch={search}
            aria-label="网点名称或地址"
          />
        </div>
        {q.cityCode && (
          <label className="sites-only-city">
            <input type="checkbox" checked={inCity} onChange={(e) => onlyInCity(e.target.checked)} />
            只搜索{q.cityName || '当前城市'}
          </label>
        )}
        {result && (
          <p className="sites-summary" aria-live="polite">
            “{result.keyword}”共找到 {result.total} 个网点
            {result.total > result.list.length ? `，显示前 ${result.list.length} 个` : ''}
          </p>
        )}
        {result && result.total === 0 && <p className="sites-empty">没有找到相关网点，换个关键词试试</p>}
        {result?.list.map((site) => (
          <SiteCard
            key={site.siteId}
            site={site}
            onMap={() => {
              setQ({
                chooseItem: site.siteId,
                siteInfoList: [site, ...q.siteInfoList.filter((s) => s.siteId !== site.siteId)],
              });
              navigate('/network-map');
            }}
          />
        ))}
      </main>
    </>
  );
}
