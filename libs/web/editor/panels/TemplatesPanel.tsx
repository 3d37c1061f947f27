// Templates panel: 'Search templates', 'Select Category' with 'All' first (default from the
// ?category= query parameter), 20 templates a page with infinite scroll and skeletons; choosing
// one replaces the design as one undo step (action applyTemplate).
import { useState } from 'react';
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
import { InfiniteGrid } from './InfiniteGrid';
import { infiniteList } from './paging';
import { PanelSearch } from './PanelSearch';
import styles from './panels.module.css';

const ALL = 'all';

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

export function TemplatesPanel() {
  const [params] = useSearchParams();
  const [picked, setCategory] = useState(params.get('category') ?? ALL);
  const [query, setQuery] = useState('');
  const { data: categories } = useEditorCategoriesQuery();
  // the formats are the parents' children (Instagram Post under Social Media): the list offers
  // them grouped, so a category from ?category= is always shown; one the list does not know is
  // dropped rather than silently limiting every search
  const known = !categories || picked === ALL || categories.some((c) => c._id === picked || c.children?.some((k) => k._id === picked));
  const category = known ? picked : ALL;
  const cat = category === ALL ? undefined : category;
  const list = editorCatalogApi.useEditorTemplatePagesInfiniteQuery({ category_id: cat }, { skip: !!query });
  const search = editorCatalogApi.useEditorTemplateSearchPagesInfiniteQuery({ query, category_id: cat }, { skip: !query });
  return (
    <div className={styles.stack}>
      <PanelSearch label="Search templates" onSearch={setQuery} />
      <Select.Root value={category} onValueChange={setCategory}>
        <Select.Trigger className={ui.selectTrigger} aria-label="Select Category">
          <Select.Value placeholder="Select Category" />
          <ChevronDown size={14} aria-hidden />
        </Select.Trigger>
        <Select.Portal>
          <Select.Content className={ui.selectContent} position="popper" sideOffset={6}>
            <Select.Viewport>
              <Select.Item value={ALL} className={ui.selectItem}><Select.ItemText>All</Select.ItemText></Select.Item>
              {categories?.map((c) =>
                c.children?.length ? (
                  <Select.Group key={c._id}>
                    <Select.Label className={ui.selectLabel}>{c.name}</Select.Label>
                    {c.children.map((k) => (
                      <Select.Item key={k._id} value={k._id} className={ui.selectItem}><Select.ItemText>{k.name}</Select.ItemText></Select.Item>
                    ))}
                  </Select.Group>
                ) : (
                  <Select.Item key={c._id} value={c._id} className={ui.selectItem}><Select.ItemText>{c.name}</Select.ItemText></Select.Item>
                ),
              )}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
      <InfiniteGrid key={`${query}|${category}`} className={styles.masonry} label="Templates" list={infiniteList(query ? search : list)}
        skeletons={TEMPLATE_PAGE} render={(t) => <Tile key={t._id} t={t} />} />
    </div>
  );
}
