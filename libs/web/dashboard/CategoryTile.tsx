import { Link } from 'react-router';
import type { Category } from '@dm/contracts/types';
import { sizeLabel } from './catalogView';
import { designPaths } from './paths';
import { Thumbnail } from './Thumbnail';
import styles from './Tiles.module.css';

/** A category as a tile: its example's picture, its name and size; opens its template listing. */
export function CategoryTile({ category }: { category: Category }) {
  const d = category.dimensions;
  return (
    <Link className={styles.tile} to={designPaths.search({ category: category._id, query: category.name })}>
      <span className={styles.frame}>
        <Thumbnail src={category.example?.thumbnail} alt={category.name} width={d?.width} height={d?.height} caption={d ? sizeLabel(d) : undefined} />
      </span>
      <span className={styles.name}>{category.name}</span>
    </Link>
  );
}
