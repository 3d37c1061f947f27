// Elements panel: 'Search elements'; Brand Kit, Grids, Masks (frames) and the icon categories,
// each with an 'All' link and a 'Back' link; infinite scroll ending in 'No more results.'.
import { useEffect, useRef, useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { runAction } from '../actions';
import { useEditor } from '../EditorContext';
import { EDITOR_TEXTS } from '../texts';
import { type DesignResource, elementsApi, FRAME_PAGE, ICON_PAGE, type ResourceKind } from './elementsApi';
import styles from './panels.module.css';

const NO_MORE = 'No more results.';
const SHAPES = new Set(['rect', 'rounded', 'circle', 'ellipse', 'triangle', 'diamond', 'star', 'heart']);

type View = { kind: ResourceKind; category_id?: string; title: string } | null;

function useSentinel(onVisible: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const io = new IntersectionObserver((e) => e.some((x) => x.isIntersecting) && onVisible(), { rootMargin: '200px' });
    io.observe(el);
    return () => io.disconnect();
  }, [onVisible]);
  return ref;
}

function Item({ r, kind }: { r: DesignResource; kind: ResourceKind }) {
  const editor = useEditor();
  const insert = () => {
    if (kind === 'icon') runAction(editor, 'addIcon', { src: r.src, svg: r.data, resourceId: r._id });
    else if (kind === 'grid') runAction(editor, 'addGridLayout', { cells: r.cells ?? [] });
    else runAction(editor, 'addFrame', r.shape && SHAPES.has(r.shape) ? { shape: r.shape } : { mask_src: r.src });
  };
  return (
    <button type="button" className={styles.element} aria-label={`Add ${r.name}`} title={r.name} onClick={insert}>
      <img src={r.low_path || r.src} alt="" loading="lazy" />
    </button>
  );
}

function ResourcePageView({ kind, category_id, index, query, last, onMore }: {
  kind: ResourceKind; category_id?: string; index: number; query: string; last: boolean; onMore: () => void;
}) {
  const size = kind === 'icon' ? ICON_PAGE : FRAME_PAGE;
  const list = elementsApi.useResourcesQuery({ sub_type: kind, category_id, page_no: index, size }, { skip: !!query });
  const search = elementsApi.useResourceSearchQuery({ query, from: index * ICON_PAGE }, { skip: !query });
  const r = query ? search : list;
  const docs = query ? (search.data?.hits.hits.map((h) => h._source) ?? []) : (list.data?.docs ?? []);
  const total = query ? (search.data?.hits.total.value ?? 0) : (list.data?.total ?? 0);
  const more = docs.length === size && (index + 1) * size < total;
  const sentinel = useSentinel(onMore);
  if (!r.data && (r.isFetching || r.isLoading)) return <>{Array.from({ length: 8 }, (_, i) => <div key={i} className={styles.skeleton} aria-hidden />)}</>;
  if (r.isError) return <p className={styles.hint}>{EDITOR_TEXTS.somethingWentWrong}</p>;
  return (
    <>
      {docs.map((d) => <Item key={d._id} r={d} kind={query ? 'icon' : kind} />)}
      {last && more && <div ref={sentinel} className={styles.sentinel} />}
      {last && !more && <p className={styles.endMessage}>{index === 0 && !docs.length ? 'No results found.' : NO_MORE}</p>}
    </>
  );
}

function Infinite({ kind, category_id, query }: { kind: ResourceKind; category_id?: string; query: string }) {
  const [pages, setPages] = useState(1);
  return (
    <div className={styles.elementGrid}>
      {Array.from({ length: pages }, (_, i) => (
        <ResourcePageView key={i} kind={kind} category_id={category_id} index={i} query={query} last={i === pages - 1} onMore={() => setPages((n) => Math.max(n, i + 2))} />
      ))}
    </div>
  );
}

function Preview({ kind, category_id, title, onAll }: { kind: ResourceKind; category_id?: string; title: string; onAll: () => void }) {
  const { data } = elementsApi.useResourcesQuery({ sub_type: kind, category_id, page_no: 0, size: 4 });
  if (data && !data.docs.length) return null;
  return (
    <section className={styles.elementSection} aria-label={title}>
      <div className={styles.sectionHead}>
        <h3 className={styles.sectionTitle}>{title}</h3>
        <button type="button" className={styles.link} onClick={onAll} aria-label={`All ${title}`}>All</button>
      </div>
      <div className={styles.elementRow}>
        {data ? data.docs.map((d) => <Item key={d._id} r={d} kind={kind} />) : <div className={styles.skeleton} aria-hidden />}
      </div>
    </section>
  );
}

export function ElementsPanel() {
  const [view, setView] = useState<View>(null);
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const { data: categories } = elementsApi.useIconCategoriesQuery();
  return (
    <div className={styles.stack}>
      <input
        type="search"
        className={styles.search}
        placeholder="Search elements"
        aria-label="Search elements"
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value);
          if (!e.target.value.trim()) setQuery('');
        }}
        onKeyDown={(e) => {
          e.stopPropagation();
          if (e.key === 'Enter') setQuery(draft.trim());
        }}
      />
      {query ? (
        <Infinite key={`q:${query}`} kind="icon" query={query} />
      ) : view ? (
        <>
          <button type="button" className={styles.link} onClick={() => setView(null)}>
            <ArrowLeft size={14} aria-hidden /> Back
          </button>
          <h3 className={styles.sectionTitle}>{view.title}</h3>
          <Infinite key={`${view.kind}:${view.category_id ?? ''}`} kind={view.kind} category_id={view.category_id} query="" />
        </>
      ) : (
        <>
          <section className={styles.elementSection} aria-label="Brand Kit">
            <h3 className={styles.sectionTitle}>Brand Kit</h3>
            <p className={styles.hint}>Your brand kit's logos and colours appear here.</p>
          </section>
          <Preview kind="grid" title="Grids" onAll={() => setView({ kind: 'grid', title: 'Grids' })} />
          <Preview kind="frame" title="Masks" onAll={() => setView({ kind: 'frame', title: 'Masks' })} />
          {categories?.map((c) => (
            <Preview key={c._id} kind="icon" category_id={c._id} title={c.name} onAll={() => setView({ kind: 'icon', category_id: c._id, title: c.name })} />
          ))}
        </>
      )}
    </div>
  );
}
