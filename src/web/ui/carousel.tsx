import { Children, isValidElement, type ReactNode, useEffect, useRef } from 'react';
import { useSnapTrack } from './snap-track';
import './carousel.css';

export interface CarouselProps {
  /** Names the carousel for screen readers (轮播图). */
  label: string;
  /** Milliseconds each slide shows before the next; the customer's touch pauses it. */
  interval?: number;
  /**
   * False: the slides move only when swiped (the care edition: the age-friendly guidance prefers no content
   * that moves on its own, domain-facts). Reduced motion on the phone stops it as well.
   */
  autoplay?: boolean;
  children: ReactNode;
}

/** The caller's own key of a slide (Children.toArray keeps it), so slides keep their state when the list changes. */
const slideKey = (slide: ReactNode, position: number) =>
  isValidElement(slide) && slide.key !== null ? slide.key : `slide-${position}`;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * A banner carousel on the browser's own scroll snapping: swiping, momentum and
 * snapping are native, so it needs no gesture or animation library (antd's
 * Swiper brought react-spring and use-gesture, ≈27 kB gzip, onto the home page's
 * first load). It advances every `interval` ms, wraps to the first slide after
 * the last, pauses while touched, while keyboard or screen-reader focus is inside
 * it (WCAG 2.2.2 and the WAI-ARIA carousel pattern: a slide must not move away
 * from the one reading it) and while the page is hidden, does not advance
 * at all for customers who ask for reduced motion or when told not to
 * (`autoplay`), and shows which slide is on screen.
 */
export function Carousel(props: CarouselProps) {
  const { label, interval = 4000, autoplay = true, children } = props;
  const slides = Children.toArray(children);
  const { track, index: current } = useSnapTrack();
  const touched = useRef(false);
  const focused = useRef(false);

  useEffect(() => {
    const element = track.current;
    if (!element || !autoplay || slides.length < 2 || prefersReducedMotion()) return;
    const timer = window.setInterval(() => {
      if (touched.current || focused.current || document.hidden) return;
      const next = (Math.round(element.scrollLeft / element.clientWidth) + 1) % slides.length;
      element.scrollTo({ left: next * element.clientWidth, behavior: 'smooth' });
    }, interval);
    return () => window.clearInterval(timer);
  }, [slides.length, interval, autoplay, track]);

  const hold = () => {
    touched.current = true;
  };
  const release = () => {
    touched.current = false;
  };

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      // Focus events bubble in React: any slide's link, or the track itself, holds it.
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focused.current = false;
      }}
    >
      <div
        ref={track}
        className="snap-track"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1); focused, the arrow keys move it.
        tabIndex={0}
        onPointerDown={hold}
        onPointerUp={release}
        onPointerCancel={release}
        onTouchStart={hold}
        onTouchEnd={release}
      >
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group; a fieldset is for form controls.
          <div
            key={slideKey(slide, i)}
            className="snap-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${slides.length}`}
          >
            {slide}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className="carousel-dots" aria-hidden="true">
          {slides.map((_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position.
            <span key={i} className={i === current ? 'carousel-dot carousel-dot-active' : 'carousel-dot'} />
          ))}
        </div>
      )}
    </section>
  );
}
