import type { ContentImage as Image } from '../../../../shared/api/content';

/**
 * A content image with its intrinsic width and height, so the browser reserves
 * its box before it loads (no layout shift). Lazy unless it is on the first screen.
 */
export function ContentImage(props: { image: Image; className?: string; eager?: boolean; decorative?: boolean }) {
  const { image, eager, decorative } = props;
  return (
    <img
      className={['content-img', props.className].filter(Boolean).join(' ')}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
