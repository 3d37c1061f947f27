import { Link } from 'react-router';
import { useSignIn } from '../auth/useSignIn';
import { useOwnedDesignsQuery } from './dashboardApi';
import { designPaths } from './paths';
import { Slider } from './Slider';
import { DASHBOARD_TEXTS } from './texts';
import { freshThumbnail, Thumbnail } from './Thumbnail';
import styles from './Tiles.module.css';
import home from './DashboardHome.module.css';

/**
 * 'Your designs' with View All: shown to signed-in users with at least one saved design, and to a
 * visitor for the designs they started on this browser (kept by their visitor key), with a way
 * to keep them: signing in claims them.
 */
export function YourDesignsSlider({ visitor = false }: { visitor?: boolean }) {
  const { data: designs = [] } = useOwnedDesignsQuery();
  const signIn = useSignIn();
  if (designs.length === 0) return null;
  return (
    <Slider
      title={DASHBOARD_TEXTS.yourDesigns}
      label={DASHBOARD_TEXTS.yourDesigns}
      actions={
        visitor ? (
          <button type="button" className={home.viewAll} onClick={() => signIn('register')}>
            {DASHBOARD_TEXTS.keepYourDesigns}
          </button>
        ) : (
          <Link className={home.viewAll} to={designPaths.allDesigns}>
            {DASHBOARD_TEXTS.viewAll}
          </Link>
        )
      }
    >
      {designs.slice(0, 20).map((design) => (
        <Link key={design._id} className={styles.tile} to={designPaths.design(design._id, 'edit')}>
          <span className={styles.frame}>
            <Thumbnail
              src={design.thumbnail ? freshThumbnail(design.thumbnail, design.updatedAt) : null}
              alt={design.name}
              width={design.width}
              height={design.height}
              caption={`${design.width} x ${design.height} px`}
            />
          </span>
          <span className={styles.name}>{design.name}</span>
        </Link>
      ))}
    </Slider>
  );
}
