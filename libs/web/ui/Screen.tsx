import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { TEXTS } from './texts';
import styles from './Screen.module.css';

/**
 * A screen of the app: an optional Back link, the spec's heading (the page's only h1), optional
 * actions beside it, then the content.
 */
export function Screen({
  title,
  subtitle,
  backTo,
  actions,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  backTo?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={styles.screen}>
      <title>{`${title} · Designmaker`}</title>
      {backTo ? <BackLink to={backTo} /> : null}
      <div className={styles.header}>
        <div className={styles.titles}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}

export function BackLink({ to }: { to: string }) {
  return (
    <Link to={to} className={styles.back}>
      <ArrowLeft size={16} aria-hidden />
      {TEXTS.back}
    </Link>
  );
}

/** A titled section inside a screen ('Photo Folders', 'Logos', ...). */
export function Section({ title, actions, children }: { title: string; actions?: ReactNode; children?: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <div className={styles.sectionHeader}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
