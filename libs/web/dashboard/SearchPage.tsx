import { useSearchParams } from 'react-router';
import { Screen } from '../ui/Screen';
import { DESIGN_BASE } from './paths';

/**
 * Template search page: Back link, the query as heading. The query string carries query,
 * category or id. The infinite-scroll grid ('Oops! Your search for {query} did not return any
 * results.' / 'No more results.') arrives with the design_templates/_search call.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('query')?.trim() ?? '';
  return <Screen backTo={DESIGN_BASE} title={query || 'Templates'} />;
}
