import { useEffect } from 'react';
import { HOTLINE, HOTLINE_TEL } from '../../../../../shared/constants';
import { HomeSections } from '../../home/HomeSections';
import { HomeTop } from '../../home/HomeTop';
import { content, useContent } from '../../lib/queries';
import { useCareMode } from '../care-mode';
import '../components/care-home.css';

/**
 * The care edition home (kept alive): large text and tap targets, the main
 * services as big tiles, the hotline one tap away, no ads and no pop-ups.
 * Opening it turns the care edition on for the rest of the session.
 */
export default function CareHomePage() {
  const [, setOn] = useCareMode();
  const { data } = useContent(content.bannerInit, { position: 'care' });
  // On entering (and on coming back to the kept-alive page), not on every change:
  // the switch on this page turns the care edition off and leaves.
  useEffect(() => setOn(true), [setOn]);
  return (
    <>
      <header className="care-header">
        <h1 className="care-title">{data?.brand.shortName ?? '客户服务'} · 关怀版</h1>
        <a className="care-call" href={HOTLINE_TEL} data-track="care-hotline">
          拨打客服热线 {HOTLINE}
        </a>
      </header>
      <HomeTop position="care" />
      <main className="care-main">
        <HomeSections channel="care" />
        {data && <p className="care-disclaimer">{data.brand.disclaimer}</p>}
      </main>
    </>
  );
}
