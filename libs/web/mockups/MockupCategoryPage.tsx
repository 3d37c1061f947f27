import { useParams } from 'react-router';
import { MOCKUP_BASE } from '../dashboard/paths';
import { Screen } from '../ui/Screen';
import { TEXTS } from '../ui/texts';
import styles from './MockupCategoryPage.module.css';

const COLUMNS = ['#', 'Name', 'Height', 'Width', 'Actions'] as const;

/**
 * {mockup_base}/category/{category_id}: 'Mockup List', a table with columns #, Name, Height,
 * Width, Actions. Rows come with the mockups calls.
 */
export function MockupCategoryPage() {
  const { category_id: categoryId } = useParams();
  return (
    <Screen backTo={MOCKUP_BASE} title={TEXTS.mockupList}>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-category-id={categoryId}>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody />
        </table>
      </div>
    </Screen>
  );
}
