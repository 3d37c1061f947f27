import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

/** A list's empty state, with the spec's text. */
export function EmptyState({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.empty} role="status">
      {icon ? (
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
      ) : null}
      <p>{children}</p>
    </div>
  );
}
