import type { HomeColumn } from '../../../../shared/api/content';
import { ContentImage } from '../components/ContentImage';
import { LinkTo } from '../components/LinkTo';
import { failedToLoad, ReadFailed } from '../components/ReadFailed';
import { fundMove } from '../lib/fund-move';
import { content, useContent } from '../lib/queries';

// Each block whose read fails says so with 重新加载 (ReadFailed, as the content pages do) in place of its card;
// before, its title stood over an empty card.
export function AdsBlock({ visible }: { visible: boolean }) {
  const read = useContent(content.adsense, { position: 'home' }, visible);
  if (failedToLoad(read)) return <ReadFailed read={read} what="推荐内容" />;
  const { data } = read;
  return (
    <ul className="block-ads">
      {data?.list.map((ad) => (
        <li key={ad.id}>
          <LinkTo to={ad.link} className="block-ad" track={`ad-${ad.id}`}>
            <ContentImage image={ad.image} />
          </LinkTo>
        </li>
      ))}
    </ul>
  );
}

export function NewsBlock({ visible }: { visible: boolean }) {
  const read = useContent(content.selectShownGroupNews, { pageNo: 1, pageSize: 3 }, visible);
  if (failedToLoad(read)) return <ReadFailed read={read} what="新闻资讯" />;
  const { data } = read;
  return (
    <ul className="block-news">
      {data?.list.map((a) => (
        <li key={a.slug}>
          <LinkTo to={`/information-list?slug=${a.slug}`} className="block-news-item" track={`news-${a.slug}`}>
            <span className="block-news-title">{a.title}</span>
            <span className="block-news-summary">{a.summary}</span>
            <time dateTime={a.publishedAt}>{a.publishedAt}</time>
          </LinkTo>
        </li>
      ))}
    </ul>
  );
}

export function CommentsBlock({ visible }: { visible: boolean }) {
  const read = useContent(content.selectShownComment, { limit: 3 }, visible);
  if (failedToLoad(read)) return <ReadFailed read={read} what="客户评价" />;
  const { data } = read;
  return (
    <ul className="block-comments">
      {data?.list.map((c) => (
        <li key={c.id} className="block-comment">
          <p className="block-comment-head">
            <span>
              {c.author} · {c.city}
            </span>
            <span className="block-comment-stars" role="img" aria-label={`${c.rating}星`}>
              {'★'.repeat(c.rating)}
              {'☆'.repeat(5 - c.rating)}
            </span>
          </p>
          <p className="block-comment-text">{c.content}</p>
          <p className="block-comment-product">{c.productName}</p>
        </li>
      ))}
    </ul>
  );
}

export function FundBlock({ visible }: { visible: boolean }) {
  const read = useContent(content.fundInfo, { days: 30 }, visible);
  if (failedToLoad(read)) return <ReadFailed read={read} what="基金净值" />;
  const { data } = read;
  return (
    <table className="block-fund">
      <caption className="visually-hidden">基金最新单位净值</caption>
      <thead>
        <tr>
          <th scope="col">基金</th>
          <th scope="col">单位净值</th>
          <th scope="col">日涨跌</th>
        </tr>
      </thead>
      <tbody>
        {data?.list.map((f) => (
          <tr key={f.code}>
            <th scope="row">
              <LinkTo to={`/information-list?tab=fund&fund=${f.code}`}>{f.name}</LinkTo>
              <small>{f.latest.date}</small>
            </th>
            <td>{f.latest.unitValue}</td>
            <td className={fundMove(f.dayChange).className}>
              {fundMove(f.dayChange).word} {f.dayChange}%
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function LinksBlock({ modules }: { modules: HomeColumn['modules'] }) {
  return (
    <ul className="block-links">
      {modules.map((m) => (
        <li key={m.code}>
          <LinkTo to={m.link} className="block-link" track={`link-${m.code}`}>
            {m.icon && <ContentImage image={m.icon} decorative className="block-link-icon" />}
            <span>{m.title}</span>
          </LinkTo>
        </li>
      ))}
    </ul>
  );
}
