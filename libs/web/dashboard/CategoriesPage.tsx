import type { Category } from '@dm/contracts/types';
import { EmptyState } from '../ui/EmptyState';
import { Screen } from '../ui/Screen';
import { Carousel } from './Carousel';
import { categoryCarousels, sizeLabel } from './catalogView';
import { useDesignCategoriesQuery } from './dashboardApi';
import { DESIGN_BASE } from './paths';
import { DASHBOARD_TEXTS } from './texts';
import { TileSkeleton, Thumbnail } from './Thumbnail';
import { useStartDesign } from './useStartDesign';
import styles from './CategoriesPage.module.css';

/**
 * {design_base}/categories: a Back link, then one carousel per category by priority descending,
 * each with the children that have an example (thumbnail and name). A click copies the example
 * into a new saved design and opens it at {design_base}/designs/{id}/edit?category={category id}.
 */
export function CategoriesPage() {
  const { data: tree, isLoading, isError } = useDesignCategoriesQuery();
  const { startFromTemplate, busy } = useStartDesign();
  const carousels = tree ? categoryCarousels(tree) : [];

  const slide = (category: Category) => {
    const d = category.dimensions;
    return (
      <button
        type="button"
        className={styles.example}
        disabled={busy}
        onClick={() => category.example && void startFromTemplate(category.example._id, category._id)}
      >
        <span className={styles.frame}>
          <Thumbnail
            src={category.example?.thumbnail}
            alt={category.name}
            width={d?.width}
            height={d?.height}
            fill
            caption={d ? sizeLabel(d) : undefined}
          />
        </span>
        <span className={styles.name}>{category.name}</span>
      </button>
    );
  };

  return (
    <Screen backTo={DESIGN_BASE} title={DASHBOARD_TEXTS.categories}>
      {isLoading ? (
        <div className={styles.skeletons} role="status" aria-label={DASHBOARD_TEXTS.loading}>
          {Array.from({ length: 10 }, (_, i) => (
            <TileSkeleton key={i} width={200} height={170} />
          ))}
        </div>
      ) : isError ? (
        <p role="alert">{DASHBOARD_TEXTS.somethingWentWrong}</p>
      ) : carousels.length === 0 ? (
        <EmptyState>No categories yet.</EmptyState>
      ) : (
        carousels.map((carousel) => <Carousel key={carousel.id} title={carousel.name} slides={carousel.slides.map(slide)} />)
      )}
    </Screen>
  );
}
