import { useEffect } from 'react';
import { HOTLINE, HOTLINE_TEL } from '../../../../../shared/constants';
import { INSURER_SHORT_NAME } from '../../../../app/brand';
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
        {/* The shell's insurer (app/brand.ts), as the standard home's header: the content's brand is the demo's. */}
        <h1 className="care-title">{INSURER_SHORT_NAME} · 关怀版</h1>
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
