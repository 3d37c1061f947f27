import { Link } from 'react-router';
import { useOwnedDesignsQuery } from './dashboardApi';
import { designPaths } from './paths';
import { Slider } from './Slider';
import { DASHBOARD_TEXTS } from './texts';
import { freshThumbnail, Thumbnail } from './Thumbnail';
import styles from './Tiles.module.css';
import home from './DashboardHome.module.css';

/** 'Your designs' with View All: shown to signed-in users with at least one saved design. */
export function YourDesignsSlider() {
  const { data: designs = [] } = useOwnedDesignsQuery();
  if (designs.length === 0) return null;
  return (
    <Slider
      title={DASHBOARD_TEXTS.yourDesigns}
      label={DASHBOARD_TEXTS.yourDesigns}
      actions={
        <Link className={home.viewAll} to={designPaths.allDesigns}>
          {DASHBOARD_TEXTS.viewAll}
        </Link>
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
