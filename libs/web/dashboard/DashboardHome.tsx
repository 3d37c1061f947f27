import { Image, Wand2 } from 'lucide-react';
import { Link } from 'react-router';
import { TEXTS } from '../ui/texts';
import { DashboardSearch } from './DashboardSearch';
import { imagemakerPaths, mockupPaths } from './paths';
import styles from './DashboardHome.module.css';

/**
 * The design dashboard at {design_base} ('home') and {design_base}/templates ('templates' mode,
 * which has no Custom Dimensions button and no 'Your designs' section). Popular Categories,
 * Custom Dimensions, 'Your designs' and the category panels arrive with the catalog calls.
 */
export function DashboardHome({ mode = 'home' }: { mode?: 'home' | 'templates' }) {
  return (
    <div className={styles.page} data-mode={mode}>
      <title>{mode === 'templates' ? 'Templates · Designmaker' : 'Designmaker'}</title>
      <section className={styles.hero} aria-labelledby="dashboard-heading">
        <h1 id="dashboard-heading" className={styles.heading}>
          {TEXTS.dashboardHeading}
        </h1>
        <div className={styles.search}>
          <DashboardSearch />
        </div>
      </section>
      {mode === 'home' ? (
        <section className={styles.section} aria-labelledby="more-tools">
          <h2 id="more-tools" className={styles.sectionTitle}>
            More ways to create
          </h2>
          <ul className={styles.tools}>
            <li>
              <Link to={mockupPaths.start} className={styles.tool}>
                <span className={styles.toolIcon} aria-hidden>
                  <Image size={24} />
                </span>
                <span>
                  <span className={styles.toolName}>Mockup maker</span>
                  <br />
                  <span className={styles.toolText}>Place your design on product mockups.</span>
                </span>
              </Link>
            </li>
            <li>
              <Link to={imagemakerPaths.start} className={styles.tool}>
                <span className={styles.toolIcon} aria-hidden>
                  <Wand2 size={24} />
                </span>
                <span>
                  <span className={styles.toolName}>AI images</span>
                  <br />
                  <span className={styles.toolText}>Turn a description into an image.</span>
                </span>
              </Link>
            </li>
          </ul>
        </section>
      ) : null}
    </div>
  );
}
