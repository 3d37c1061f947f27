import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Mockup } from '@dm/contracts/types';
import { mockupPaths } from '../dashboard/paths';
import styles from './Mockups.module.css';

/** A mockup's card: its thumbnail, the others rotating while hovered. */
export function MockupCard({ mockup }: { mockup: Mockup }) {
  const [hover, setHover] = useState(false);
  const [k, setK] = useState(0);
  useEffect(() => {
    if (!hover || mockup.placeholders.length < 2) return;
    const t = setInterval(() => setK((n) => (n + 1) % mockup.placeholders.length), 900);
    return () => clearInterval(t);
  }, [hover, mockup.placeholders.length]);
  return (
    <Link className={styles.card} to={mockupPaths.mockup(mockup._id)} data-mockup-id={mockup._id}
      onMouseEnter={() => { setHover(true); setK(1 % Math.max(1, mockup.placeholders.length)); }} onMouseLeave={() => { setHover(false); setK(0); }}>
      <img src={mockup.placeholders[hover ? k : 0] ?? mockup.tracing_image_src} alt={mockup.name} loading="lazy" />
      <span>{mockup.name}</span>
    </Link>
  );
}
