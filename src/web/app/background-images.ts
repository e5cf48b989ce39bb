import { type CSSProperties, type RefObject, useEffect } from 'react';
import { latestRead } from '../ui/latest-read';

export interface BackgroundImage {
  /** The CSS custom property the page's stylesheet reads, e.g. `--bg-header`. */
  variable: string;
  url: string;
}

/**
 * Loads images one after the other (spec section 2: "background images load in
 * sequence"), so the first, most visible one is not slowed by the rest on a
 * weak connection. A failed image is skipped: the page keeps its plain colour.
 */
export async function loadInSequence(
  images: readonly BackgroundImage[],
  load: (url: string) => Promise<void>,
  onReady: (image: BackgroundImage) => void,
  isCancelled: () => boolean = () => false,
): Promise<number> {
  let loaded = 0;
  for (const image of images) {
    if (isCancelled()) break;
    try {
      await load(image.url);
    } catch {
      continue;
    }
    if (isCancelled()) break;
    onReady(image);
    loaded += 1;
  }
  return loaded;
}

/** Loads one image through an Image object; resolves when the browser has it. */
export function loadImage(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve();
    img.onerror = () => reject(new Error(`image failed: ${url}`));
    img.src = url;
  });
}

/**
 * The first image as the element's own style. It is what shows first, so the
 * browser fetches it with the page rather than after the scripts have run, and
 * the first screen prerendered into index.html (build/prerender.ts) paints with
 * it; the rest still wait their turn behind it.
 */
export function firstBackgroundStyle(images: readonly BackgroundImage[]): CSSProperties {
  const [first] = images;
  return first ? ({ [first.variable]: `url("${first.url}")` } as CSSProperties) : {};
}

/**
 * Sets each image as a CSS variable on the element once it is ready, in
 * sequence; returns the style that carries the first (see firstBackgroundStyle).
 */
export function useBackgroundImages(
  ref: RefObject<HTMLElement | null>,
  images: readonly BackgroundImage[],
): CSSProperties {
  useEffect(() => {
    // The first is already in the markup; loading it again only waits for the browser's copy before the next.
    return latestRead((signal) => {
      void loadInSequence(
        images,
        loadImage,
        ({ variable, url }) => ref.current?.style.setProperty(variable, `url("${url}")`),
        () => signal.aborted,
      );
    });
  }, [ref, images]);
  return firstBackgroundStyle(images);
}
