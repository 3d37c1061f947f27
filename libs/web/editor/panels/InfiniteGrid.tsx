// A grid that loads page after page as its end scrolls into view (an RTK Query infinite query,
// see paging.ts): skeleton tiles while a page loads, 'No more results.' at the end; windowed in
// chunks, so only the tiles near the view are rendered.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { EDITOR_TEXTS } from '../texts';
import type { InfiniteList } from './paging';
import styles from './panels.module.css';

export const NO_MORE_RESULTS = 'No more results.';

/** Calls `onVisible` when it scrolls within 200 px of view (the end of a growing list). */
export function Sentinel({ onVisible }: { onVisible: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    const el = ref.current!;
    const io = new IntersectionObserver((e) => e.some((x) => x.isIntersecting) && latest.current(), { rootMargin: '200px' });
    io.observe(el);
    return () => io.disconnect();
  }, []);
  return <div ref={ref} className={styles.sentinel} />;
}

/** Items per chunk: in a long grid only the chunks within two screens of the view are rendered. */
export const GRID_CHUNK = 24;

/** Grids of more chunks than this are windowed (shorter ones keep every tile, as a short list should). */
export const WINDOW_FROM = 8;

/** The nearest ancestor that scrolls vertically (the panel's list), or null for the page itself. */
function scrollParent(el: HTMLElement): HTMLElement | null {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const y = getComputedStyle(p).overflowY;
    if (y === 'auto' || y === 'scroll') return p;
  }
  return null;
}

/**
 * One chunk of the grid, rendered while it is within two screens of the view (or always, in a
 * grid too short to window); farther away it is an
 * empty box of the height it had when last shown (every chunk is shown when it arrives, at the end
 * of the list), so React keeps no tiles for it and the scroll bar stays true.
 */
function GridChunk<T>({ items, render, className, windowed }: { items: T[]; render: (item: T) => ReactNode; className: string; windowed: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(true);
  const height = useRef<number | undefined>(undefined);
  useEffect(() => {
    const el = ref.current!;
    const io = new IntersectionObserver(([e]) => {
      if (!e.isIntersecting && el.childElementCount && el.dataset.gridChunk === 'shown') height.current = el.offsetHeight;
      setNear(e.isIntersecting);
    }, { root: scrollParent(el), rootMargin: '200% 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, []);
  const shown = near || !windowed;
  return (
    <div ref={ref} className={`${className} ${styles.chunk}`} style={shown ? undefined : { height: height.current }} data-grid-chunk={shown ? 'shown' : 'away'}>
      {shown && items.map(render)}
    </div>
  );
}

/**
 * The grid in chunks of 24 items, windowed past 8 chunks: only the chunks within two screens of the view hold
 * tiles (the others are boxes of their last height), so thousands of loaded icons, photos or
 * templates cost what the few chunks near the view cost; a chunk out of view also skips layout and
 * paint (`content-visibility: auto`).
 */
export function InfiniteGrid<T>({ list, render, className, label, skeletons = 8 }: {
  list: InfiniteList<T>; render: (item: T) => ReactNode; className: string; label: string; skeletons?: number;
}) {
  const skeletonTiles = Array.from({ length: skeletons }, (_, i) => <div key={`skeleton-${i}`} className={styles.skeleton} aria-hidden />);
  const chunks: T[][] = [];
  for (let i = 0; i < list.items.length; i += GRID_CHUNK) chunks.push(list.items.slice(i, i + GRID_CHUNK));
  return (
    <div className={styles.chunks} aria-label={label}>
      {chunks.map((items, i) => (
        <GridChunk key={i} items={items} render={render} className={className} windowed={chunks.length > WINDOW_FROM} />
      ))}
      <div className={className}>
        {(list.loading || list.loadingMore) && skeletonTiles}
        {list.error && <p className={styles.endMessage}>{EDITOR_TEXTS.somethingWentWrong}</p>}
        {!list.loading && !list.error && list.hasMore && !list.loadingMore && <Sentinel key={list.items.length} onVisible={list.fetchMore} />}
        {!list.loading && !list.error && !list.hasMore && <p className={styles.endMessage}>{list.items.length ? NO_MORE_RESULTS : 'No results found.'}</p>}
      </div>
    </div>
  );
}
