import { useEffect } from 'react';
import { useAppStore } from '../../../store';
import { Carousel } from '../../../ui/carousel';
import { useCareMode } from '../care/care-mode';
import { CareSwitch } from '../care/components/CareSwitch';
import { ContentImage } from '../components/ContentImage';
import { LinkTo } from '../components/LinkTo';
import { content, useContent } from '../lib/queries';
import './home-blocks.css';

/**
 * The top of the home page below the header: the care-edition switch, the
 * banner carousel and the notice line. One call (bannerInit); the carousel's box
 * has the banners' aspect ratio from the start, so nothing moves when they load.
 */
export function HomeTop(props: { position?: 'home' | 'care' }) {
  const position = props.position ?? 'home';
  const { data } = useContent(content.bannerInit, { position });
  const setGlobal = useAppStore((s) => s.setGlobal);
  const [careMode] = useCareMode();
  useEffect(() => {
    if (data) setGlobal({ showDrainage: data.showDrainage });
  }, [data, setGlobal]);

  return (
    <section className="home-top" aria-label="推荐与公告">
      <div className="home-top-bar">
        <CareSwitch />
        <LinkTo to="/search" className="home-top-search" track="home-search">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2.4" fill="none" />
            <path d="M16 16l5 5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
          <span>搜产品、服务、资讯</span>
        </LinkTo>
      </div>
      <div className="home-banner" data-testid="home-banner">
        {data && data.banners.length > 0 && (
          <Carousel label="轮播图" interval={4000} autoplay={position !== 'care' && !careMode}>
            {data.banners.map((b, i) => (
              <LinkTo key={b.id} to={b.link} className="home-banner-link" track={`banner-${b.id}`}>
                <ContentImage image={b.image} eager={i === 0} />
              </LinkTo>
            ))}
          </Carousel>
        )}
      </div>
      {/* The notice line keeps its place while the banners load, so the services below do not jump. */}
      {!data ? (
        <p className="home-notice" aria-hidden="true">
          <span className="home-notice-tag">公告</span>
        </p>
      ) : data.notice ? (
        <p className="home-notice" role="note">
          <span className="home-notice-tag">公告</span>
          {data.notice}
        </p>
      ) : null}
    </section>
  );
}
