import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { DASHBOARD_TEXTS } from './texts';
import styles from './Slider.module.css';

/** Spec section 9: a horizontal slider scrolls 500 px in 10 px steps every 5 ms. */
export const SLIDER_STEP_PX = 500;

/**
 * A titled horizontal slider (Popular Categories, 'Your designs', category panels, related
 * designs): a scrolling row with previous/next buttons that show only when there is more that way.
 */
export function Slider({ title, label, actions, children }: { title?: ReactNode; label: string; actions?: ReactNode; children: ReactNode }) {
  const row = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const el = row.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    measure();
    const el = row.current;
    if (!el) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, children]);

  const scroll = (direction: 1 | -1) => {
    const el = row.current;
    if (!el) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * SLIDER_STEP_PX, behavior: reduced ? 'auto' : 'smooth' });
  };

  return (
    <section className={styles.slider} aria-label={label}>
      {title || actions ? (
        <div className={styles.header}>
          {title ? <h2 className={styles.title}>{title}</h2> : <span />}
          {actions}
        </div>
      ) : null}
      <div className={styles.viewport}>
        <div ref={row} className={styles.row} onScroll={measure}>
          {children}
        </div>
        {!edges.start ? (
          <button type="button" className={`${styles.arrow} ${styles.left}`} aria-label={`${DASHBOARD_TEXTS.previous}: ${label}`} onClick={() => scroll(-1)}>
            <ChevronLeft size={20} aria-hidden />
          </button>
        ) : null}
        {!edges.end ? (
          <button type="button" className={`${styles.arrow} ${styles.right}`} aria-label={`${DASHBOARD_TEXTS.next}: ${label}`} onClick={() => scroll(1)}>
            <ChevronRight size={20} aria-hidden />
          </button>
        ) : null}
      </div>
    </section>
  );
}
