import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DesignTemplate } from '@dm/contracts/types';
import { EmptyState } from '../ui/EmptyState';
import { Screen } from '../ui/Screen';
import { useLazyCategoryTemplatesQuery, useLazySearchTemplatesQuery } from './dashboardApi';
import { DESIGN_BASE } from './paths';
import { addPage, firstPage, pageSizeOf, searchKind, type Paged } from './searchPaging';
import { DASHBOARD_TEXTS } from './texts';
import { TemplateTile } from './TemplateTile';
import { TileSkeleton } from './Thumbnail';
import { useStartDesign } from './useStartDesign';
import styles from './SearchPage.module.css';

/**
 * The template search page: Back link, the query as heading, an infinite-scroll grid (50 a page
 * for text, 40 for a category listing), 'Oops! Your search for {query} did not return any
 * results.' and 'No more results.'. The query string carries query and optionally category.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const search = searchKind(params);
  const key = `${search.kind}|${search.kind === 'category' ? search.categoryId : ''}|${search.query}`;
  const size = pageSizeOf(search);
  const [paged, setPaged] = useState<Paged<DesignTemplate>>(firstPage);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const [searchText] = useLazySearchTemplatesQuery();
  const [listCategory] = useLazyCategoryTemplatesQuery();
  const { startFromTemplate, busy } = useStartDesign();
  const generation = useRef(0);
  const inFlight = useRef(false);

  // a new search starts again at page 0
  useEffect(() => {
    generation.current++;
    inFlight.current = false;
    setPaged(firstPage());
    setFailed(false);
    setLoading(false);
  }, [key]);

  const loadMore = useCallback(async () => {
    if (inFlight.current || paged.done || failed) return;
    const mine = generation.current;
    inFlight.current = true;
    setLoading(true);
    try {
      let page: DesignTemplate[];
      let total: number;
      if (search.kind === 'category') {
        const answer = await listCategory({ category_id: search.categoryId, page_no: paged.nextPage, size }).unwrap();
        page = answer.docs;
        total = answer.total;
      } else {
        const answer = await searchText({ query: search.query, from: paged.nextPage * size, size }).unwrap();
        page = answer.hits.hits.map((hit) => ({ ...hit._source, _id: hit._id }));
        total = answer.hits.total.value;
      }
      if (mine === generation.current) setPaged((p) => addPage(p, page, total, size));
    } catch {
      if (mine === generation.current) setFailed(true);
    } finally {
      if (mine === generation.current) {
        inFlight.current = false;
        setLoading(false);
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, paged, failed, size]);

  // the first page loads at once; later pages when the sentinel comes into view
  useEffect(() => {
    if (paged.nextPage === 0 && !paged.done) void loadMore();
  }, [paged.nextPage, paged.done, loadMore]);

  // the sentinel under the grid asks for the next page when it comes into view
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || paged.done || failed) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void loadMore(), { rootMargin: '600px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [loadMore, paged.done, failed]);

  const title = search.query || 'Templates';
  const empty = paged.done && paged.items.length === 0;
  return (
    <Screen backTo={DESIGN_BASE} title={title}>
      {empty ? (
        <EmptyState>{DASHBOARD_TEXTS.searchEmpty(search.query)}</EmptyState>
      ) : (
        <ul className={styles.grid} aria-label="Templates" aria-busy={loading}>
          {paged.items.map((template) => (
            <li key={template._id}>
              <TemplateTile template={template} busy={busy} thumbWidth={220} thumbHeight={240} onUse={(t) => void startFromTemplate(t._id, search.kind === 'category' ? search.categoryId : undefined)} />
            </li>
          ))}
          {!paged.done && !failed
            ? Array.from({ length: paged.items.length === 0 ? 10 : 5 }, (_, i) => (
                <li key={`s${i}`} aria-hidden>
                  <TileSkeleton width={220} height={240} />
                </li>
              ))
            : null}
        </ul>
      )}
      <div ref={sentinel} className={styles.sentinel} />
      {failed ? (
        <p role="alert" className={styles.end}>
          {DASHBOARD_TEXTS.somethingWentWrong}
        </p>
      ) : paged.done && !empty ? (
        <p className={styles.end} role="status">
          {DASHBOARD_TEXTS.searchEnd}
        </p>
      ) : null}
    </Screen>
  );
}
