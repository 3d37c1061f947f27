// Templates panel: 'Search templates', 'Select Category' with 'All' first (default from the
// ?category= query parameter), 20 templates a page with infinite scroll and skeletons; choosing
// one replaces the design as one undo step (action applyTemplate).
import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router';
import { Select } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { toast } from 'sonner';
import { runAction } from '../actions';
import { useEditor } from '../EditorContext';
import { EDITOR_TEXTS } from '../texts';
import { editorCatalogApi, TEMPLATE_PAGE, type DesignTemplate, useEditorCategoriesQuery } from './catalogApi';
import ui from '../ui.module.css';
import styles from './panels.module.css';

const ALL = 'all';
export const NO_MORE_RESULTS = 'No more results.';

function useVisible(onVisible: () => void) {
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

function Skeletons() {
  return (
    <>
      {Array.from({ length: TEMPLATE_PAGE }, (_, i) => <div key={i} className={styles.skeleton} aria-hidden />)}
    </>
  );
}

function Tile({ t }: { t: DesignTemplate }) {
  const editor = useEditor();
  const dispatch = useDispatch();
  const size = t.design_file as { width?: number; height?: number } | null;
  const choose = async () => {
    try {
      const request = dispatch(editorCatalogApi.endpoints.editorTemplate.initiate(t._id) as never) as unknown as {
        unwrap(): Promise<DesignTemplate>;
        unsubscribe(): void;
      };
      try {
        runAction(editor, 'applyTemplate', (await request.unwrap()).design_file);
      } finally {
        request.unsubscribe();
      }
    } catch {
      toast.error(EDITOR_TEXTS.somethingWentWrong);
    }
  };
  return (
    <button type="button" className={styles.tile} aria-label={`Use template ${t.name}`} onClick={() => void choose()}
      style={{ aspectRatio: size?.width && size?.height ? `${size.width} / ${size.height}` : '1 / 1' }}>
      {t.thumbnail ? <img src={t.thumbnail} alt="" loading="lazy" /> : <span>{t.name}</span>}
    </button>
  );
}

/** One page of results; the last page asks for the next when scrolled into view. */
function ResultPage({ index, query, category, last, onMore }: { index: number; query: string; category?: string; last: boolean; onMore: () => void }) {
  const list = editorCatalogApi.useEditorTemplatesQuery({ category_id: category, page_no: index }, { skip: !!query });
  const search = editorCatalogApi.useEditorTemplateSearchQuery({ query, from: index * TEMPLATE_PAGE, category_id: category }, { skip: !query });
  const r = query ? search : list;
  const docs: DesignTemplate[] = query ? (search.data?.hits.hits.map((h) => h._source) ?? []) : (list.data?.docs ?? []);
  const total = query ? (search.data?.hits.total.value ?? 0) : (list.data?.total ?? 0);
  const more = docs.length === TEMPLATE_PAGE && (index + 1) * TEMPLATE_PAGE < total;
  const sentinel = useVisible(onMore);
  if (r.isFetching && !r.data) return <Skeletons />;
  if (r.isError) return <p className={styles.hint}>{EDITOR_TEXTS.somethingWentWrong}</p>;
  return (
    <>
      {docs.map((t) => <Tile key={t._id} t={t} />)}
      {last && more && <div ref={sentinel} className={styles.sentinel} />}
      {last && !more && <p className={styles.endMessage}>{index === 0 && !docs.length ? 'No results found.' : NO_MORE_RESULTS}</p>}
    </>
  );
}

export function TemplatesPanel() {
  const [params] = useSearchParams();
  const [category, setCategory] = useState(params.get('category') ?? ALL);
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [pages, setPages] = useState(1);
  const { data: categories } = useEditorCategoriesQuery();
  const reset = () => setPages(1);
  const cat = category === ALL ? undefined : category;
  return (
    <div className={styles.stack}>
      <input
        type="search"
        className={styles.search}
        placeholder="Search templates"
        aria-label="Search templates"
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value);
          if (!e.target.value.trim()) {
            setQuery('');
            reset();
          }
        }}
        onKeyDown={(e) => {
          e.stopPropagation();
          if (e.key === 'Enter' && draft.trim()) {
            setQuery(draft.trim());
            reset();
          }
        }}
      />
      <Select.Root value={category} onValueChange={(v) => { setCategory(v); reset(); }}>
        <Select.Trigger className={ui.selectTrigger} aria-label="Select Category">
          <Select.Value placeholder="Select Category" />
          <ChevronDown size={14} aria-hidden />
        </Select.Trigger>
        <Select.Portal>
          <Select.Content className={ui.selectContent} position="popper" sideOffset={6}>
            <Select.Viewport>
              <Select.Item value={ALL} className={ui.selectItem}><Select.ItemText>All</Select.ItemText></Select.Item>
              {categories?.map((c) => (
                <Select.Item key={c._id} value={c._id} className={ui.selectItem}><Select.ItemText>{c.name}</Select.ItemText></Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
      <div className={styles.masonry} aria-label="Templates">
        {Array.from({ length: pages }, (_, i) => (
          <ResultPage key={`${query}|${category}|${i}`} index={i} query={query} category={cat} last={i === pages - 1} onMore={() => setPages((n) => Math.max(n, i + 2))} />
        ))}
      </div>
    </div>
  );
}
