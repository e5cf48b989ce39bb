import type { aboutPiccArticle } from '../../../../shared/api/content';
import type { RequestOf } from '../../../../shared/api/endpoint';
import { content, useContent } from '../lib/queries';
import { ArticleBody } from './ArticleBody';
import { ContentImage } from './ContentImage';
import { ContentPage } from './ContentPage';
import { LinkTo } from './LinkTo';
import { ReadFailed } from './ReadFailed';
import './pages.css';

type Category = RequestOf<typeof aboutPiccArticle>['category'];

/** An about-type page: its articles in order, then its pictures (gallery or partner logos). */
export function ArticlesView(props: { title: string; category: Category; galleryTitle?: string }) {
  const articles = useContent(content.aboutPiccArticle, { category: props.category });
  const images = useContent(content.aboutPiccImage, { category: props.category });
  return (
    <ContentPage title={props.title} className="cp">
      <ReadFailed read={articles} what="页面内容" />
      {articles.data?.list.map((a) => (
        <article key={a.slug} className="cp-card" aria-labelledby={`a-${a.slug}`}>
          {a.image && <ContentImage image={a.image} className="cp-hero" eager />}
          <h2 id={`a-${a.slug}`} className="cp-title">
            {a.title}
          </h2>
          <p className="cp-summary">{a.summary}</p>
          <ArticleBody body={a.body} headingLevel={3} />
        </article>
      ))}
      {images.data && images.data.list.length > 0 && (
        <section className="cp-card" aria-labelledby="gallery-title">
          <h2 id="gallery-title" className="cp-title">
            {props.galleryTitle ?? '图片'}
          </h2>
          <ul className="cp-gallery">
            {images.data.list.map((g) => (
              <li key={g.image.src + g.title}>
                <LinkTo to={g.link} className="cp-gallery-item">
                  <ContentImage image={g.image} decorative />
                  <span>{g.title}</span>
                </LinkTo>
              </li>
            ))}
          </ul>
        </section>
      )}
      <AboutNav current={props.category} />
    </ContentPage>
  );
}

const ABOUT_PAGES = [
  { category: 'about', to: '/about-picc', name: '公司简介' },
  { category: 'values', to: '/about-qywh', name: '企业文化' },
  { category: 'brand', to: '/about-ppxc', name: '品牌宣传' },
  { category: 'cooperation', to: '/cooperation-brand', name: '合作品牌' },
] as const;

function AboutNav({ current }: { current: Category }) {
  return (
    <nav className="cp-about-nav" aria-label="关于我们">
      {ABOUT_PAGES.filter((p) => p.category !== current).map((p) => (
        <LinkTo key={p.to} to={p.to} className="cp-chip">
          {p.name}
        </LinkTo>
      ))}
    </nav>
  );
}
