// A grid that loads page after page as its end scrolls into view (an RTK Query infinite query,
// see paging.ts): skeleton tiles while a page loads, 'No more results.' at the end.
import { type ReactNode, useEffect, useRef } from 'react';
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

/** Items per chunk: each chunk is laid out and painted only while it is near the view. */
export const GRID_CHUNK = 24;

/**
 * The grid in chunks of 24 items: a chunk out of view skips layout and paint
 * (`content-visibility: auto`, remembering its last size), so thousands of loaded icons, photos or
 * templates cost what the few chunks in view cost, and the scroll bar stays true.
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
        <div key={i} className={`${className} ${styles.chunk}`}>
          {items.map(render)}
        </div>
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
