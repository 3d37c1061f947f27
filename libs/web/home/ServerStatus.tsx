import { useHealthQuery } from '../api/health';
import styles from './HomePage.module.css';

/** The one live server call of the shell: GET /api/health, shown quietly in the footer. */
export function ServerStatus() {
  const { data, isLoading, isError } = useHealthQuery();
  const ok = data?.status === 'ok';
  const text = isLoading ? 'Checking service…' : isError ? 'Service unreachable' : ok ? 'All systems normal' : `Service ${data?.status ?? 'unknown'}`;
  const dot = isLoading ? styles.dot : ok ? `${styles.dot} ${styles.dotOk}` : `${styles.dot} ${styles.dotDown}`;
  return (
    <span className={styles.status} role="status" title={data ? `database: ${data.database.status} (${data.database.kind}), search: ${data.search.status} (${data.search.kind})` : undefined}>
      <span className={dot} aria-hidden />
      {text}
    </span>
  );
}
