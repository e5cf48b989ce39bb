import { ContentPage } from '../../components/ContentPage';
import { MoreButton } from '../../components/MoreButton';
import { ReadFailed } from '../../components/ReadFailed';
import { SearchForm } from '../../components/SearchForm';
import { content, useContent } from '../../lib/queries';
import { useListPages } from '../../lib/use-list-pages';
import { useUrlKeyword } from '../../lib/use-url-keyword';
import { NoProductFound } from '../components/NoProductFound';
import { ProductCard } from '../components/ProductCard';
import '../../components/pages.css';

/**
 * Product search by any part of a name, summary or tag; the keyword lives in the URL. A search
 * that finds nothing is not the end of the page: `NoProductFound` offers the ways on.
 */
export default function SearchProductPage() {
  const { keyword, draft, setDraft, search } = useUrlKeyword();
  // Paged (加载更多): a keyword matching more products than one page finds them all, not the first 30.
  const pages = useListPages(content.searchForProduct, { keyword }, (p) => p.code, keyword.length > 0);
  const result = pages.first;
  const data = result.data;
  const hot = useContent(content.bannerInit, { position: 'home' });
  return (
    <ContentPage title="产品搜索" className="cp">
      <SearchForm
        value={draft}
        onChange={setDraft}
        onSearch={search}
        placeholder="输入产品名称，如：意外"
        label="搜索保险产品"
      />
      {!keyword && (
        <div className="cp-chips">
          {hot.data?.hotWords.map((w) => (
            <button key={w} type="button" className="cp-chip" onClick={() => search(w)}>
              {w}
            </button>
          ))}
        </div>
      )}
      {keyword && <ReadFailed read={result} what="搜索结果" />}
      {keyword && data && (
        <p className="cp-meta" role="status">
          {data.total > 0 ? `找到 ${data.total} 款与“${keyword}”相关的产品` : `没有找到与“${keyword}”相关的产品`}
        </p>
      )}
      {keyword && data && data.total === 0 && <NoProductFound onClear={() => search('')} />}
      {data && data.list.length > 0 && (
        <section className="cp-card" aria-label="搜索结果">
          <ul className="block-products">
            {pages.items.map((p) => (
              <li key={p.code}>
                <ProductCard product={p} nameParts={p.nameParts} summaryParts={p.summaryParts} />
              </li>
            ))}
          </ul>
          {pages.hasMore && <MoreButton list={pages} />}
        </section>
      )}
    </ContentPage>
  );
}
