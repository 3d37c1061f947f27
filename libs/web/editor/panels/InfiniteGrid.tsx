// A grid that loads page after page as its end scrolls into view: each page is its own query
// (usePage), skeleton tiles while one loads, 'No more results.' at the end.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { EDITOR_TEXTS } from '../texts';
import styles from './panels.module.css';

export const NO_MORE_RESULTS = 'No more results.';

export interface PageResult<T> {
  docs: T[];
  total: number;
  loading: boolean;
  error: boolean;
}

function Sentinel({ onVisible }: { onVisible: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current!;
    const io = new IntersectionObserver((e) => e.some((x) => x.isIntersecting) && onVisible(), { rootMargin: '200px' });
    io.observe(el);
    return () => io.disconnect();
  }, [onVisible]);
  return <div ref={ref} className={styles.sentinel} />;
}

function OnePage<T>({ index, pageSize, usePage, render, last, onMore, skeletons }: {
  index: number; pageSize: number; usePage: (index: number) => PageResult<T>; render: (item: T) => ReactNode;
  last: boolean; onMore: () => void; skeletons: number;
}) {
  const r = usePage(index);
  if (r.loading && !r.docs.length) return <>{Array.from({ length: skeletons }, (_, i) => <div key={i} className={styles.skeleton} aria-hidden />)}</>;
  if (r.error) return <p className={styles.endMessage}>{EDITOR_TEXTS.somethingWentWrong}</p>;
  const more = r.docs.length === pageSize && (index + 1) * pageSize < r.total;
  return (
    <>
      {r.docs.map(render)}
      {last && more && <Sentinel onVisible={onMore} />}
      {last && !more && <p className={styles.endMessage}>{index === 0 && !r.docs.length ? 'No results found.' : NO_MORE_RESULTS}</p>}
    </>
  );
}

export function InfiniteGrid<T>({ pageSize, usePage, render, className, label, skeletons = 8 }: {
  pageSize: number; usePage: (index: number) => PageResult<T>; render: (item: T) => ReactNode; className: string; label: string; skeletons?: number;
}) {
  const [pages, setPages] = useState(1);
  return (
    <div className={className} aria-label={label}>
      {Array.from({ length: pages }, (_, i) => (
        <OnePage key={i} index={i} pageSize={pageSize} usePage={usePage} render={render} last={i === pages - 1} skeletons={skeletons}
          onMore={() => setPages((n) => Math.max(n, i + 2))} />
      ))}
    </div>
  );
}
