import { useRef } from 'react';
import { HOTLINE, HOTLINE_TEL } from '../../../../../shared/constants';
import { type BackgroundImage, useBackgroundImages } from '../../../../app/background-images';
import { INSURER_SHORT_NAME } from '../../../../app/brand';
import { PhoneOutline } from '../../../../app/icons';
// Inline (≈ 0.5 kB): it is home's largest paint, so it paints with the first screen instead of a request later.
import headerBackground from '../../../../assets/home-header-bg.svg?inline';
import { CityPicker } from './CityPicker';

const BACKGROUNDS: readonly BackgroundImage[] = [{ variable: '--home-header-bg', url: headerBackground }];

function Logo() {
  return (
    <svg className="home-logo" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#fff" />
      <path d="M32 12l16 6v12c0 11-7 19-16 22-9-3-16-11-16-22V18z" fill="#c8000f" />
      <path
        d="M26 32l5 5 9-10"
        stroke="#fff"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The insurer's name, the city and the hotline, over the red header image. */
export function HomeHeader() {
  const ref = useRef<HTMLElement>(null);
  const background = useBackgroundImages(ref, BACKGROUNDS);
  return (
    <header ref={ref} className="home-header" style={background}>
      <div className="home-header-row">
        <div className="home-brand">
          <Logo />
          <div>
            <h1 className="home-title">{INSURER_SHORT_NAME}</h1>
            <p className="home-subtitle">客户服务</p>
          </div>
        </div>
        <CityPicker />
      </div>
      <a className="home-hotline" href={HOTLINE_TEL} data-track="home-hotline">
        <PhoneOutline />
        <span>
          客服热线 <strong>{HOTLINE}</strong>
        </span>
        <span className="home-hotline-note">7×24小时</span>
      </a>
    </header>
  );
}
