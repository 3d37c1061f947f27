import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { DASHBOARD_TEXTS } from './texts';
import { useSeen } from '../ui/useSeen';
import styles from './Slider.module.css';

/** Spec section 9: a horizontal slider scrolls 500 px in 10 px steps every 5 ms. */
export const SLIDER_STEP_PX = 500;

/**
 * A titled horizontal slider (Popular Categories, 'Your designs', category panels, related
 * designs): a scrolling row with previous/next buttons that show only when there is more that way.
 */
export function Slider({ title, label, actions, children, lazy = false }: {
  title?: ReactNode; label: string; actions?: ReactNode; children: ReactNode;
  /** Its tiles render once it comes within a screen of view (a dozen category panels below the fold). */
  lazy?: boolean;
}) {
  const row = useRef<HTMLDivElement>(null);
  const section = useRef<HTMLElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });
  const near = useSeen(section, '100% 0px', !lazy);

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
    <section ref={section} className={styles.slider} aria-label={label}>
      {title || actions ? (
        <div className={styles.header}>
          {title ? <h2 className={styles.title}>{title}</h2> : <span />}
          {actions}
        </div>
      ) : null}
      <div className={styles.viewport}>
        <div ref={row} className={`${styles.row} ${near ? '' : styles.waiting}`} onScroll={measure}>
          {near ? children : null}
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
