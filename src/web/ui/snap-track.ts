import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * A horizontal track of full-width slides on the browser's own scroll
 * snapping (ui/carousel.css, ui/widgets.css): swiping, momentum and snapping
 * are native, so no gesture or animation library is needed. Reports which slide
 * is on screen, whoever scrolled it, and moves to a slide on request.
 */
export function useSnapTrack(initialIndex = 0, onIndexChange?: (index: number) => void) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(initialIndex);
  const reported = useRef(initialIndex);
  const notify = useRef(onIndexChange);
  notify.current = onIndexChange;

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    // Opening on a later slide: no animation, the customer should not see the way there.
    if (initialIndex > 0) element.scrollLeft = initialIndex * element.clientWidth;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (element.clientWidth === 0) return;
        const next = Math.round(element.scrollLeft / element.clientWidth);
        setIndex(next);
        if (next !== reported.current) {
          reported.current = next;
          notify.current?.(next);
        }
      });
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', onScroll);
    };
  }, [initialIndex]);

  const scrollTo = (next: number) => {
    const element = track.current;
    if (element) element.scrollTo({ left: next * element.clientWidth, behavior: 'smooth' });
  };
  return { track: track as RefObject<HTMLDivElement>, index, scrollTo };
}
