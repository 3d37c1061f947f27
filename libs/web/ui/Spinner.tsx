import styles from './Spinner.module.css';

/** A centred loader with its text ('Authenticating...' and the like) for screen readers and eyes. */
export function Loader({ text, fullPage = false }: { text: string; fullPage?: boolean }) {
  return (
    <div className={fullPage ? `${styles.centred} ${styles.fullPage}` : styles.centred} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden />
      <p>{text}</p>
    </div>
  );
}
