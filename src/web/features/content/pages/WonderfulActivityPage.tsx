import { Carousel } from '../../../ui/carousel';
import { useCareMode } from '../care/care-mode';
import { ContentImage } from '../components/ContentImage';
import { ContentPage } from '../components/ContentPage';
import { LinkTo } from '../components/LinkTo';
import { ReadFailed } from '../components/ReadFailed';
import { content, useContent } from '../lib/queries';
import '../components/pages.css';

const STATUS = { ongoing: '进行中', upcoming: '即将开始', ended: '已结束' } as const;

/** The activity carousel and every activity, ongoing first, with its dates and rules. */
export default function WonderfulActivityPage() {
  const carousel = useContent(content.queryConfigCarouselFigure, {});
  const activities = useContent(content.queryActivity, { status: 'all' });
  // The care edition's slides move only when swiped, as on its home (ui/carousel.tsx).
  const [careMode] = useCareMode();
  const data = activities.data;
  return (
    <ContentPage title="精彩活动" className="cp">
      <div className="cp-carousel content-ad" style={{ aspectRatio: '750 / 300' }}>
        {carousel.data && carousel.data.list.length > 0 && (
          <Carousel label="活动轮播图" autoplay={!careMode}>
            {carousel.data.list.map((b, i) => (
              <ContentImage key={b.id} image={b.image} className="cp-hero" eager={i === 0} />
            ))}
          </Carousel>
        )}
      </div>
      <ReadFailed read={activities} what="活动列表" />
      {data?.list.map((a) => (
        <article key={a.id} className="cp-card" aria-labelledby={`act-${a.id}`}>
          <ContentImage image={a.image} className="cp-hero" decorative />
          <h2 id={`act-${a.id}`} className="cp-title">
            <span className={`cp-tag cp-status-${a.status}`}>{STATUS[a.status]}</span>
            {a.title}
          </h2>
          <p className="cp-meta">
            活动时间：{a.startDate} 至 {a.endDate}
          </p>
          <p className="cp-summary">{a.summary}</p>
          {a.rules.length > 0 && (
            <details>
              <summary>活动规则</summary>
              <ol className="cp-steps">
                {a.rules.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ol>
            </details>
          )}
          {a.status === 'ongoing' && (
            <LinkTo to={a.link} className="cp-primary">
              立即参与
            </LinkTo>
          )}
        </article>
      ))}
    </ContentPage>
  );
}
