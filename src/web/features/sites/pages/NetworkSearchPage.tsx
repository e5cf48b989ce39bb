import { SearchBar } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { sites } from '../../../../shared/api/sites';
import { api } from '../../../api/client';
import { PageHeader } from '../../../app/PageHeader';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { toast } from '../../../ui/toast';
import { CityPicker } from '../components/CityPicker';
import { usePosition } from '../components/location';
import { SiteCard } from '../components/SiteCard';
import { initialCity } from '../components/site-request';
import { cityNameOf, useInitialCity, useProvinceData } from '../components/use-province-data';
import '../components/sites.css';

/**
 * /network-querySearch: sites whose name or address contains the keyword, in the chosen city unless the
 * visitor asks for the whole country. Opened cold (no city chosen on /network-query), the city is the one
 * /network-query would start with, the visitor's own, else Beijing: a customer looking for “人民路” means
 * the one in their city, not the first fifty of the country by name. The city can be changed here.
 */
export default function NetworkSearchPage() {
  useInitialCity();
  const navigate = useNavigate();
  const q = useAppStore((s) => s.networkQuery);
  const setQ = useAppStore((s) => s.setNetworkQuery);
  const visitor = useAppStore((s) => s.global.basicInfo);
  const provinceData = useProvinceData();
  // Before useInitialCity's effect has stored it, the city it will store.
  const city = q.cityCode ? { cityCode: q.cityCode, cityName: q.cityName } : initialCity(visitor);
  const cityName = cityNameOf(provinceData, city.cityCode, city.cityName);
  const { position } = usePosition(q.useLocation);
  // The last search lives in the store: the page is left for a site's map, and back should find it.
  const result = q.search.keyword ? q.search : null;
  const [text, setText] = useState(q.search.keyword);
  const [inCity, setInCity] = useState(result ? result.inCity : true);

  // The search on its way, if any: a newer one cancels it, so an answer that comes late never stands
  // for the words typed after it (seen: 东城's sites under 朝阳 in the box). Leaving the page cancels it too.
  const inFlight = useRef<AbortController | null>(null);
  const [searching, setSearching] = useState('');
  useEffect(() => () => inFlight.current?.abort(), []);

  const search = (raw: string, withinCity = inCity, within = { code: city.cityCode, name: cityName }) => {
    const keyword = raw.trim();
    // The search wants a word (the city's whole list is /network-query's): say so, as the other forms do.
    if (!keyword) return toast('请输入网点名称或地址');
    inFlight.current?.abort();
    const mine = new AbortController();
    inFlight.current = mine;
    setSearching(keyword);
    api(
      sites.queryBlurryByAddress,
      {
        keyword,
        ...(withinCity ? { cityCode: within.code } : {}),
        ...(position ? { position } : {}),
      },
      { signal: mine.signal },
    )
      .then((a) => {
        if (mine.signal.aborted) return;
        setQ({
          search: {
            keyword,
            inCity: withinCity,
            cityName: withinCity ? within.name : '',
            list: a.siteInfoList,
            total: a.total,
          },
        });
      })
      .catch(() => undefined)
      .finally(() => {
        if (inFlight.current !== mine) return;
        inFlight.current = null;
        setSearching('');
      });
  };

  // A search kept from another city (chosen on /network-query since, or a start that followed home's city)
  // is not this one's: under 只搜索<this city> it listed the other city's sites. It goes again here, as it
  // does for a city chosen on this page (chooseCity, whose search is then on its way). Once a name is known:
  // the kept search names its city the same way.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the city on show changes
  useEffect(() => {
    if (inFlight.current) return;
    if (result?.inCity && cityName && result.cityName !== cityName) search(result.keyword, true);
  }, [cityName]);

  /** The choice changes what the results on show stand for: the search on show goes again with it. */
  const onlyInCity = (checked: boolean) => {
    setInCity(checked);
    if (result) search(result.keyword, checked);
  };

  /** Another city: stored for /network-query too (one city for the site finder), and the search on show follows. */
  const chooseCity = (c: { code: string; name: string }) => {
    // The list kept is the old city's: /network-query would show it as this city's until its own came.
    setQ({ cityCode: c.code, cityName: c.name, cityChosen: true, countycode: '', chooseItem: '', siteInfoList: [] });
    setInCity(true);
    if (result) search(result.keyword, true, c);
  };

  return (
    <>
      <PageHeader title="网点搜索" />
      <main className="sites-page">
        {/* A 搜索 button beside the box, as the other search pages have: the keyboard's search key alone was the
            only way to search, and the box was antd's 32 px. */}
        <div className="sites-search">
          <SearchBar
            placeholder="请输入网点名称或地址"
            maxLength={30}
            value={text}
            onChange={setText}
            onSearch={search}
            aria-label="网点名称或地址"
          />
          <button type="button" className="search-go sites-search-go" onClick={() => search(text)}>
            搜索
          </button>
        </div>
        <section className="sites-filters" aria-label="搜索范围">
          <CityPicker
            provinceData={provinceData}
            cityCode={city.cityCode}
            cityName={city.cityName}
            onChange={chooseCity}
          />
        </section>
        <label className="sites-only-city">
          <input type="checkbox" checked={inCity} onChange={(e) => onlyInCity(e.target.checked)} />
          只搜索{cityName || '所选城市'}
        </label>
        {/* While a search is on its way, the last one's results are not shown as if they were its answer. */}
        {(searching || result) && (
          <p className="sites-summary" aria-live="polite">
            {searching
              ? `正在搜索“${searching}”…`
              : result &&
                `“${result.keyword}”共找到 ${result.total} 个网点（${
                  result.inCity ? result.cityName || '所选城市' : '全国'
                }）${result.total > result.list.length ? `，显示前 ${result.list.length} 个` : ''}`}
          </p>
        )}
        {!searching && result && result.total === 0 && <p className="sites-empty">没有找到相关网点，换个关键词试试</p>}
        {!searching &&
          result?.list.map((site) => (
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
