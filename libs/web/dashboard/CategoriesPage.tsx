import { Screen } from '../ui/Screen';
import { DESIGN_BASE } from './paths';

/** {design_base}/categories: a Back link, then one carousel per category (with the catalog calls). */
export function CategoriesPage() {
  return <Screen backTo={DESIGN_BASE} title="Categories" />;
}
