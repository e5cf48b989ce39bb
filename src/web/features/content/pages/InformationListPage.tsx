import { lazy, Suspense } from 'react';
import { useSearchParams } from '../../../app/router';
import { ArticleBody } from '../components/ArticleBody';
import { ContentImage } from '../components/ContentImage';
import { ContentPage } from '../components/ContentPage';
import { LinkTo } from '../components/LinkTo';
import { MoreButton } from '../components/MoreButton';
import { failedToLoad, ReadFailed } from '../components/ReadFailed';
import { content, useContent } from '../lib/queries';
import { useListPages } from '../lib/use-list-pages';
import '../components/pages.css';

// The chart is its own chunk: only customers who open the fund tab load it.
const FundView = lazy(() => import('../components/FundView'));

/** News (paged; one article by ?slug) and fund information (?tab=fund), on two tabs. */
export default function InformationListPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'fund' ? 'fund' : 'news';
  const slug = params.get('slug');
  if (slug) return <NewsArticle slug={slug} />;
  const select = (t: 'news' | 'fund') => setParams(t === 'fund' ? { tab: 'fund' } : {}, { replace: true });
  return (
    <ContentPage title="资讯与基金" className="cp">
      <div className="cp-chips" role="tablist" aria-label="资讯与基金">
        {(['news', 'fund'] as const).map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`tab-${t}`}
            aria-selected={tab === t}
            aria-controls={`panel-${t}`}
            className="cp-chip"
            onClick={() => select(t)}
          >
            {t === 'news' ? '保险资讯' : '基金净值'}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'news' ? (
          <NewsList />
        ) : (
          <Suspense fallback={<p className="cp-empty">加载中...</p>}>
            <FundView initial={params.get('fund') ?? undefined} />
          </Suspense>
        )}
      </div>
    </ContentPage>
  );
}

function NewsList() {
  const news = useListPages(content.selectShownGroupNews, {}, (a) => a.slug);
  if (failedToLoad(news.first)) return <ReadFailed read={news.first} what="资讯" />;
  return (
    <section className="cp-card" aria-label="保险资讯">
      <ul className="cp-list">
        {news.items.map((a) => (
          <li key={a.slug}>
            <LinkTo to={`/information-list?slug=${a.slug}`} className="cp-item">
              <span>{a.title}</span>
              <small>
                {a.summary} · <time dateTime={a.publishedAt}>{a.publishedAt}</time>
              </small>
            </LinkTo>
          </li>
        ))}
      </ul>
      {news.hasMore && <MoreButton list={news} />}
    </section>
  );
}

function NewsArticle({ slug }: { slug: string }) {
  const read = useContent(content.selectShownGroupNews, { slug, pageNo: 1, pageSize: 1 });
  const data = read.data;
  const article = data?.list[0];
  return (
    <ContentPage title={article?.title ?? '资讯详情'} className="cp">
      <ReadFailed read={read} what="资讯" />
      {read.isError && !failedToLoad(read) && <p className="cp-empty">该资讯不存在或已下线。</p>}
      {article && (
        <article className="cp-card">
          {article.image && <ContentImage image={article.image} className="cp-hero" eager />}
          <h2 className="cp-title">{article.title}</h2>
          <p className="cp-meta">
            发布日期 <time dateTime={article.publishedAt}>{article.publishedAt}</time>
          </p>
          <ArticleBody body={article.body} headingLevel={3} />
        </article>
      )}
      <LinkTo to="/information-list" className="cp-chip">
        返回资讯列表
      </LinkTo>
    </ContentPage>
  );
}
