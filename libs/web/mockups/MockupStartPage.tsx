import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { Mockup } from '@dm/contracts/types';
import { MOCKUP_LISTING_PAGE, MOCKUP_NAVBAR_SEARCH_SCROLL, MockupTexts } from '@dm/contracts/constants';
import { mockupPaths } from '../dashboard/paths';
import { MockupCard } from './MockupCard';
import { MockupSearch } from './MockupSearch';
import { TryOnBar } from './TryOnBar';
import { useMockupCategoriesQuery, useSearchMockupsQuery, mockupsApi } from './mockupsApi';
import { useMockupPages, useSentinel } from './useMockupPages';
import { useDispatch } from 'react-redux';
import styles from './Mockups.module.css';

/**
 * {mockup_base} (also /search and /mockups): the listing. Search with suggestions; 'All Mockups'
 * and the categories with counts; the grid grows 30 at a time as it scrolls (no duplicates); with
 * a category chosen, 'Try out your image on all {category}'. The navbar search shows after 212 px.
 */
export function MockupStartPage() {
  const [params] = useSearchParams();
  const query = params.get('query')?.trim() ?? '';
  const category = params.get('category') ?? undefined;
  const navigate = useNavigate();
  const { data: categories } = useMockupCategoriesQuery();
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const on = () => setScrolled(window.scrollY > MOCKUP_NAVBAR_SEARCH_SCROLL);
    window.addEventListener('scroll', on, { passive: true });
    return () => window.removeEventListener('scroll', on);
  }, []);

  const { items, done, more } = useMockupPages(category, MOCKUP_LISTING_PAGE, !query);
  const sentinel = useSentinel(() => void more(), !done && !query, items.length);

  const { data: found } = useSearchMockupsQuery(query, { skip: !query });
  const foundIds = found?.hits.hits.map((h) => h._id) ?? [];
  const dispatch = useDispatch();
  const [foundDocs, setFoundDocs] = useState<Mockup[]>([]);
  useEffect(() => {
    if (!foundIds.length) { setFoundDocs([]); return; }
    void (dispatch as (a: unknown) => Promise<{ data?: Mockup[] }>)(mockupsApi.endpoints.mockupsByIds.initiate(foundIds)).then((r) => setFoundDocs(r.data ?? []));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [foundIds.join(',')]);
  const shown = query ? foundDocs : items;
  const active = categories?.find((c) => c._id === category);

  return (
    <div className={styles.layout}>
      {scrolled ? <MockupSearch className={styles.navSearch} initial={query} /> : null}
      <nav className={styles.categories} aria-label="Mockup categories">
        <button type="button" aria-pressed={!category && !query} onClick={() => navigate(mockupPaths.start)}>
          <span>{MockupTexts.allMockups}</span><span className={styles.count}>{categories?.reduce((s, c) => s + c.mockup_length, 0) ?? ''}</span>
        </button>
        {categories?.map((c) => (
          <button key={c._id} type="button" aria-pressed={c._id === category} onClick={() => navigate(`${mockupPaths.mockups}?${new URLSearchParams({ category: c._id })}`)}>
            <span>{c.name}</span><span className={styles.count}>{c.mockup_length}</span>
          </button>
        ))}
      </nav>
      <section>
        <MockupSearch initial={query} />
        {active ? <TryOnBar category={active.name} first={items[0]?._id} /> : null}
        <h1>{query ? `Mockups for “${query}”` : active?.name ?? MockupTexts.allMockups}</h1>
        {query && found && !shown.length ? <p className={styles.empty}>{MockupTexts.noResults}</p> : null}
        <div className={styles.grid}>
          {shown.map((m) => <MockupCard key={m._id} mockup={m} />)}
        </div>
        {!query && !done ? <div ref={sentinel} className={styles.sentinel} /> : null}
      </section>
    </div>
  );
}

/** {mockup_base}/category/{id}: the category's listing. */
export function MockupCategoryRedirect() {
  const { category_id: id } = useParams();
  const navigate = useNavigate();
  useEffect(() => { navigate(`${mockupPaths.mockups}?${new URLSearchParams({ category: id ?? '' })}`, { replace: true }); }, [id, navigate]);
  return null;
}
