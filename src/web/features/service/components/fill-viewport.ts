import { type RefObject, useLayoutEffect } from 'react';

/**
 * Sizes the chat to exactly the rest of the screen below whatever is above it.
 * The header's height is not fixed (taller in the care edition, absent inside
 * host apps with their own bar), and a chat taller than the screen would scroll
 * the whole page and slide its status line under the header.
 */
export function useFillViewport(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const fitToViewport = () => {
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      el.style.height = `${Math.max(window.innerHeight - top, 320)}px`;
    };
    fitToViewport();
    window.addEventListener('resize', fitToViewport);
    return () => window.removeEventListener('resize', fitToViewport);
  }, [ref]);
}
