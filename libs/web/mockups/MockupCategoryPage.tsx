import { Link, useParams } from 'react-router';
import { mockupPaths } from '../dashboard/paths';
import { useMockupCategoriesQuery, useMockupPageQuery } from './mockupsApi';
import { TryOnBar } from './TryOnBar';
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
  const { data: categories } = useMockupCategoriesQuery();
  const { data: rows } = useMockupPageQuery({ category_id: categoryId, page_no: 0, size: 100 });
  const category = categories?.find((c) => c._id === categoryId);
  return (
    <Screen backTo={MOCKUP_BASE} title={TEXTS.mockupList} subtitle={category?.name}>
      {category ? <TryOnBar category={category.name} first={rows?.[0]?._id} /> : null}
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
          <tbody>
            {rows?.map((m, i) => (
              <tr key={m._id}>
                <td>{i + 1}</td>
                <td>{m.name}</td>
                <td>{m.height}</td>
                <td>{m.width}</td>
                <td><Link to={mockupPaths.mockup(m._id)}>Open</Link></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Screen>
  );
}
