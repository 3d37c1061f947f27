import styles from './Spinner.module.css';

/** A centred loader with its text ('Authenticating...' and the like) for screen readers and eyes. */
export function Loader({ text }: { text: string }) {
  return (
    <div className={styles.centred} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden />
      <p>{text}</p>
    </div>
  );
}
