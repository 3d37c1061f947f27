import { PenTool } from 'lucide-react';
import { Link } from 'react-router';
import styles from './Brand.module.css';

/** The 'Designmaker' brand link; `product` names the tool (e.g. 'Mockups') after the brand. */
export function Brand({ to = '/', product }: { to?: string; product?: string }) {
  return (
    <Link to={to} className={styles.brand} aria-label={product ? `Designmaker ${product} home` : 'Designmaker home'}>
      <span className={styles.mark} aria-hidden>
        <PenTool size={18} />
      </span>
      <span>Designmaker</span>
      {product ? <span className={styles.product}>{product}</span> : null}
    </Link>
  );
}
