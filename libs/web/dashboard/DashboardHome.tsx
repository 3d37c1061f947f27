import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../auth/hooks';
import { TEXTS } from '../ui/texts';
import { categoryPanels, popularCategories } from './catalogView';
import { CategoryTile } from './CategoryTile';
import { CustomDimensionsPopover } from './CustomDimensionsPopover';
import { useDesignCategoriesQuery } from './dashboardApi';
import { DashboardSearch } from './DashboardSearch';
import { designPaths } from './paths';
import { Slider } from './Slider';
import { DASHBOARD_TEXTS } from './texts';
import { TileSkeleton } from './Thumbnail';
import { YourDesignsSlider } from './YourDesignsSlider';
import styles from './DashboardHome.module.css';

/** While categories load, 20 skeleton tiles show (library-and-dashboard.md section 2). */
export const SKELETON_TILES = 20;

/**
 * The design dashboard at {design_base} ('home') and {design_base}/templates ('templates' mode,
 * which has no Custom Dimensions button and no 'Your designs' section): the hero with the search,
 * Popular Categories, Custom Dimensions, 'Your designs' and one panel per category. Categories
 * are tagged with the user, so they load again when the user changes.
 */
export function DashboardHome({ mode = 'home' }: { mode?: 'home' | 'templates' }) {
  const { status, user } = useAuth();
  const { data: tree, isLoading, isError, refetch } = useDesignCategoriesQuery();
  // a sign-in or sign-out in another tab changes the user without this tab's mutations: reload
  const shownFor = useRef(user?._id ?? null);
  useEffect(() => {
    const now = user?._id ?? null;
    if (now === shownFor.current) return;
    shownFor.current = now;
    void refetch();
  }, [user?._id, refetch]);
  const popular = tree ? popularCategories(tree) : [];
  const panels = tree ? categoryPanels(tree) : [];

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

      <div className={styles.sections}>
        {isLoading ? (
          <div className={styles.skeletons} role="status" aria-label={DASHBOARD_TEXTS.loading}>
            {Array.from({ length: SKELETON_TILES }, (_, i) => (
              <TileSkeleton key={i} />
            ))}
          </div>
        ) : isError ? (
          <div className={styles.failed} role="alert">
            <p>{DASHBOARD_TEXTS.somethingWentWrong}</p>
            <button type="button" className={styles.retry} onClick={() => void refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <Slider
            title={DASHBOARD_TEXTS.popularCategories}
            label={DASHBOARD_TEXTS.popularCategories}
            actions={mode === 'home' ? <CustomDimensionsPopover /> : undefined}
          >
            {popular.map((category) => (
              <CategoryTile key={category._id} category={category} />
            ))}
          </Slider>
        )}

        {mode === 'home' && (status === 'signed-in' || status === 'anonymous') ? <YourDesignsSlider visitor={status === 'anonymous'} /> : null}

        {panels.map((panel) => (
          <Slider
            key={panel.id}
            lazy
            title={panel.name}
            label={panel.name}
            actions={
              <Link className={styles.viewAll} to={designPaths.search({ query: panel.name })}>
                {DASHBOARD_TEXTS.seeAll}
              </Link>
            }
          >
            {panel.slides.map((category) => (
              <CategoryTile key={category._id} category={category} />
            ))}
          </Slider>
        ))}
      </div>
    </div>
  );
}
