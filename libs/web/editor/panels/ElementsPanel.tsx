// Elements panel: 'Search elements'; Brand Kit, Grids, Masks (frames) and the icon categories,
// each with an 'All' link and a 'Back' link; infinite scroll ending in 'No more results.'.
import { LogoGrid } from './BrandKitPanel';
import { useState } from 'react';
import { ArrowLeft, ArrowRight, Circle, Minus, RectangleHorizontal, Square, Star, Triangle } from 'lucide-react';
import { runAction } from '../actions';
import { SHAPE_LABELS, type ShapeKind } from '../actions/shapes';
import { useEditor } from '../EditorContext';
import { type DesignResource, elementsApi, FRAME_PAGE, ICON_PAGE, type ResourceKind } from './elementsApi';
import { InfiniteGrid } from './InfiniteGrid';
import { infiniteList } from './paging';
import { PanelSearch } from './PanelSearch';
import styles from './panels.module.css';

const SHAPES = new Set(['rect', 'rounded', 'circle', 'ellipse', 'triangle', 'diamond', 'star', 'heart']);

type View = { kind: ResourceKind; category_id?: string; title: string } | null;

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

/** Icons, frames or grids of one category (or an icon search), page after page as they scroll into view. */
function Infinite({ kind, category_id, query }: { kind: ResourceKind; category_id?: string; query: string }) {
  const size = kind === 'icon' || query ? ICON_PAGE : FRAME_PAGE;
  const list = elementsApi.useResourcePagesInfiniteQuery({ sub_type: kind, category_id, size }, { skip: !!query });
  const search = elementsApi.useResourceSearchPagesInfiniteQuery(query, { skip: !query });
  return (
    <InfiniteGrid className={styles.elementGrid} label={query ? 'Search results' : kind} list={infiniteList(query ? search : list)}
      render={(d) => <Item key={d._id} r={d} kind={query ? 'icon' : kind} />} />
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

const SHAPE_ICONS: Record<ShapeKind, typeof Square> = {
  rect: RectangleHorizontal, rounded: Square, circle: Circle, triangle: Triangle, star: Star, arrow: ArrowRight, line: Minus,
};

/** The basic shapes every design tool has: one click adds one, centred and selected. */
function Shapes() {
  const editor = useEditor();
  return (
    <section className={styles.elementSection} aria-label="Shapes">
      <h3 className={styles.sectionTitle}>Shapes</h3>
      <div className={styles.shapeRow}>
        {(Object.keys(SHAPE_LABELS) as ShapeKind[]).map((kind) => {
          const Icon = SHAPE_ICONS[kind];
          return (
            <button key={kind} type="button" className={styles.shapeButton} aria-label={`Add ${SHAPE_LABELS[kind].toLowerCase()}`} title={SHAPE_LABELS[kind]}
              onClick={() => runAction(editor, 'addShape', kind)}>
              <Icon size={30} strokeWidth={kind === 'line' ? 3 : 1.75} fill={kind === 'line' || kind === 'arrow' ? 'none' : 'currentColor'} aria-hidden />
            </button>
          );
        })}
      </div>
    </section>
  );
}

export function ElementsPanel() {
  const [view, setView] = useState<View>(null);
  const [query, setQuery] = useState('');
  const { data: categories } = elementsApi.useIconCategoriesQuery();
  return (
    <div className={styles.stack}>
      <PanelSearch label="Search elements" onSearch={setQuery} />
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
          <Shapes />
          <section className={styles.elementSection} aria-label="Brand Kit">
            <h3 className={styles.sectionTitle}>Brand Kit</h3>
            <LogoGrid />
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
