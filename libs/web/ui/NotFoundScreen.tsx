import { Home } from 'lucide-react';
import { ButtonLink } from './Button';
import { TEXTS } from './texts';
import styles from './Notice.module.css';

/** Any path the app does not know: 'Not Found'. */
export function NotFoundScreen() {
  return (
    <main className={styles.notice}>
      <title>Not Found · Designmaker</title>
      <div className={styles.card}>
        <span className={styles.code} aria-hidden>
          404
        </span>
        <h1 className={styles.title}>{TEXTS.notFound}</h1>
        <ButtonLink to="/" variant="primary">
          <Home size={16} aria-hidden />
          Go to the home page
        </ButtonLink>
      </div>
    </main>
  );
}
