import styles from './Tiles.module.css';

/** Thumbnails carry a timestamp to defeat caching (spec section 9). */
export function freshThumbnail(src: string, stamp: string | number): string {
  if (src.startsWith('data:')) return src;
  return `${src}${src.includes('?') ? '&' : '?'}t=${encodeURIComponent(String(stamp))}`;
}

const PLACEHOLDER_TINTS = ['#ede7fd', '#e3f0fc', '#fdeee3', '#e5f6ec', '#fbe7ef', '#fdf6dc'];
function tintFor(text: string): string {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return PLACEHOLDER_TINTS[h % PLACEHOLDER_TINTS.length];
}

/**
 * A design's picture inside a box of at most `maxWidth` x `maxHeight` (dashboard thumbnails:
 * 160x185). Without a thumbnail yet, a tinted card of the design's proportions shows its size.
 */
export function Thumbnail({
  src,
  alt,
  width,
  height,
  maxWidth = 160,
  maxHeight = 185,
  caption,
  fill = false,
}: {
  src: string | null | undefined;
  alt: string;
  width?: number;
  height?: number;
  maxWidth?: number;
  maxHeight?: number;
  caption?: string;
  /** Fit the picture to the parent box (which sets the size) instead of a fixed maximum. */
  fill?: boolean;
}) {
  const ratio = width && height ? width / height : 1;
  const boxW = Math.round(Math.min(maxWidth, maxHeight * ratio));
  const boxH = Math.round(boxW / ratio);
  if (src) {
    // data URLs are already here: lazy loading would only leave them blank until scrolled to
    const loading = src.startsWith('data:') ? undefined : 'lazy';
    const size = fill ? { maxWidth: '100%', maxHeight: '100%' } : { maxWidth, maxHeight };
    return <img className={styles.picture} src={src} alt={alt} loading={loading} style={size} />;
  }
  const box = fill ? { aspectRatio: `${ratio}`, maxWidth: '100%', maxHeight: '100%', width: ratio >= 1 ? '100%' : 'auto', height: ratio >= 1 ? 'auto' : '100%' } : { width: boxW, height: boxH };
  return (
    <span className={styles.placeholder} role="img" aria-label={alt} style={{ ...box, background: tintFor(alt) }}>
      {caption ? <span className={styles.placeholderText}>{caption}</span> : null}
    </span>
  );
}

/** A grey tile shown while a list loads. */
export function TileSkeleton({ width = 160, height = 185 }: { width?: number; height?: number }) {
  return <span className={styles.skeleton} style={{ width, height }} aria-hidden />;
}
