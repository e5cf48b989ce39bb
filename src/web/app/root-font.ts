import {
  ROOT_FONT_BASE_PX,
  ROOT_FONT_BASE_WIDTH,
  ROOT_FONT_MAX_WIDTH,
  ROOT_FONT_MIN_WIDTH,
} from '../../shared/constants';

/**
 * Root font size for a window width (spec section 2): 50 px at 375 px, linear,
 * the width clamped to 320–640 so a tablet or desktop does not blow the layout up.
 * Styles are written in rem, so 1 rem follows it.
 */
export function rootFontSize(width: number): number {
  const clamped = Math.min(ROOT_FONT_MAX_WIDTH, Math.max(ROOT_FONT_MIN_WIDTH, width));
  return (clamped / ROOT_FONT_BASE_WIDTH) * ROOT_FONT_BASE_PX;
}

/** Sets the root font size now and on every resize or rotation. */
export function installRootFontSize(doc: Document = document) {
  const apply = () => {
    const width = doc.documentElement.clientWidth || window.innerWidth;
    doc.documentElement.style.fontSize = `${rootFontSize(width).toFixed(4)}px`;
  };
  apply();
  window.addEventListener('resize', apply);
  window.addEventListener('orientationchange', apply);
  return () => {
    window.removeEventListener('resize', apply);
    window.removeEventListener('orientationchange', apply);
  };
}
