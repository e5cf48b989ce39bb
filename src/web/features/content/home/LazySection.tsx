import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ReservedHeightGivenUp } from './reserved-height';

/**
 * A home section below the first screen: its data is asked for only when it
 * comes near the viewport, and its box keeps a minimum height meanwhile, so the
 * first screen renders from one or two calls and nothing below shifts it. After
 * the first screen settles, the rest loads in the background. A block whose read
 * failed gives the reserve up (reserved-height.ts): its card fits the notice.
 */
export function LazySection(props: {
  title: string;
  id: string;
  minHeight: number;
  moreLink?: ReactNode;
  careHidden?: boolean;
  className?: string;
  children: (visible: boolean) => ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(false);
  const [reserveGivenUp, setReserveGivenUp] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || visible) return;
    if (!('IntersectionObserver' in window)) return setVisible(true);
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setVisible(true), {
      rootMargin: '300px 0px',
    });
    io.observe(el);
    // Once the first screen has settled, load the rest anyway: a customer who flicks
    // straight to the bottom, or comes back to a restored position, finds it all there.
    const idle = window.setTimeout(() => setVisible(true), 1500);
    return () => {
      io.disconnect();
      window.clearTimeout(idle);
    };
  }, [visible]);
  return (
    <section
      ref={ref}
      className={['home-block', props.className].filter(Boolean).join(' ')}
      aria-labelledby={`${props.id}-title`}
      data-care-hidden={props.careHidden ? 'true' : undefined}
      data-testid={`home-block-${props.id}`}
      style={{ minHeight: reserveGivenUp ? undefined : props.minHeight }}
    >
      <div className="home-block-head">
        <h2 id={`${props.id}-title`} className="home-block-title">
          {props.title}
        </h2>
        {props.moreLink}
      </div>
      <ReservedHeightGivenUp.Provider value={setReserveGivenUp}>
        {props.children(visible)}
      </ReservedHeightGivenUp.Provider>
    </section>
  );
}
