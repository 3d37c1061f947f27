import { useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { carouselStart, SLIDES_PER_SCROLL } from './carouselPaging';
import { DASHBOARD_TEXTS } from './texts';
import styles from './Carousel.module.css';

/** A titled carousel showing 5 slides at a time, with previous/next that stop at the ends. */
export function Carousel({ title, slides }: { title: string; slides: ReactNode[] }) {
  const [start, setStart] = useState(0);
  const total = slides.length;
  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={title}>
      <div className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={`${DASHBOARD_TEXTS.previous}: ${title}`}
            disabled={start === 0}
            onClick={() => setStart((s) => carouselStart(s, -1, total))}
          >
            <ChevronLeft size={18} aria-hidden />
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-label={`${DASHBOARD_TEXTS.next}: ${title}`}
            disabled={start + SLIDES_PER_SCROLL >= total}
            onClick={() => setStart((s) => carouselStart(s, 1, total))}
          >
            <ChevronRight size={18} aria-hidden />
          </button>
        </div>
      </div>
      <div className={styles.viewport}>
        <ul className={styles.track} style={{ transform: `translateX(calc(${-start} * (100% + var(--gap)) / ${SLIDES_PER_SCROLL}))` }}>
          {slides.map((slide, index) => (
            <li
              key={index}
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${total}`}
              inert={index < start || index >= start + SLIDES_PER_SCROLL}
            >
              {slide}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
