import { type RefObject, useEffect } from 'react';

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

/** Sets each image as a CSS variable on the element once it is ready. */
export function useBackgroundImages(ref: RefObject<HTMLElement | null>, images: readonly BackgroundImage[]) {
  useEffect(() => {
    let cancelled = false;
    void loadInSequence(
      images,
      loadImage,
      ({ variable, url }) => ref.current?.style.setProperty(variable, `url("${url}")`),
      () => cancelled,
    );
    return () => {
      cancelled = true;
    };
  }, [ref, images]);
}
