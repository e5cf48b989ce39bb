import type { Highlighted } from '../../../../shared/api/content';
import { HOTLINE, HOTLINE_TEL } from '../../../../shared/constants';
import { ContentPage } from '../components/ContentPage';
import { Highlight } from '../components/Highlight';
import { LinkTo } from '../components/LinkTo';
import { ReadFailed } from '../components/ReadFailed';
import { SearchForm } from '../components/SearchForm';
import { content, useContent } from '../lib/queries';
import { useUrlKeyword } from '../lib/use-url-keyword';
import '../components/pages.css';

type Hit = { title: Highlighted; snippet: Highlighted; link: string };

/** The global search: products, services and articles at once, matches marked. The keyword lives in the URL. */
export default function SearchPage() {
  const { keyword, draft, setDraft, search } = useUrlKeyword();
  const result = useContent(content.searchAllInfo, { keyword }, keyword.trim().length > 0);
  const hot = useContent(content.bannerInit, { position: 'home' });
  const data = result.data;
  const total = data ? data.products.length + data.services.length + data.articles.length : 0;
  return (
    <ContentPage title="搜索" className="cp">
      <SearchForm
        value={draft}
        onChange={setDraft}
        onSearch={search}
        placeholder="搜产品、服务、资讯"
        label="全站搜索"
      />
      {!keyword && <HotWords words={hot.data?.hotWords ?? []} onPick={search} />}
      {keyword && data && (
        <p className="cp-meta" role="status">
          {total > 0 ? (
            `找到 ${total} 条与“${keyword}”相关的结果`
          ) : (
            <>
              没有找到与“{keyword}”相关的内容，换个词试试，或拨打 <a href={HOTLINE_TEL}>{HOTLINE}</a> 咨询。
            </>
          )}
        </p>
      )}
      {/* Nothing found is not the end of the page: the words the answer suggests, one tap each. */}
      {keyword && data && total === 0 && <HotWords words={data.hotWords} onPick={search} />}
      {keyword && <ReadFailed read={result} what="搜索结果" />}
      {data && <Hits title="产品" hits={data.products} />}
      {data && <Hits title="服务" hits={data.services} />}
      {data && <Hits title="资讯与帮助" hits={data.articles} />}
    </ContentPage>
  );
}

function HotWords({ words, onPick }: { words: string[]; onPick: (word: string) => void }) {
  if (words.length === 0) return null;
  return (
    <section className="cp-card" aria-labelledby="hot-title">
      <h2 id="hot-title" className="cp-title">
        热门搜索
      </h2>
      <div className="cp-chips">
        {words.map((w) => (
          <button key={w} type="button" className="cp-chip" onClick={() => onPick(w)}>
            {w}
          </button>
        ))}
      </div>
    </section>
  );
}

function Hits({ title, hits }: { title: string; hits: Hit[] }) {
  if (hits.length === 0) return null;
  return (
    <section className="cp-card" aria-label={title}>
      <h2 className="cp-title">{title}</h2>
      <ul className="cp-list">
        {hits.map((h) => (
          <li key={h.link + h.title.map((p) => p.text).join('')}>
            <LinkTo to={h.link} className="cp-item">
              <span>
                <Highlight parts={h.title} />
              </span>
              {h.snippet.length > 0 && (
                <small>
                  <Highlight parts={h.snippet} />
                </small>
              )}
            </LinkTo>
          </li>
        ))}
      </ul>
    </section>
  );
}
