// Text panel: the three fixed styles (heading 72, subheading 36, paragraph 24, Montserrat), then
// the searchable, infinitely scrolling text templates (20 a page).
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { toast } from 'sonner';
import { runAction } from '../actions';
import { TEXT_STYLES } from '../actions/text';
import { useEditor } from '../EditorContext';
import { EDITOR_TEXTS } from '../texts';
import { InfiniteGrid } from './InfiniteGrid';
import { infiniteList } from './paging';
import { textAndBackgroundsApi, type TextTemplate } from './textAndBackgroundsApi';
import { PanelSearch } from './PanelSearch';
import styles from './panels.module.css';

function TemplateTile({ t }: { t: TextTemplate }) {
  const editor = useEditor();
  const dispatch = useDispatch();
  const add = async () => {
    const request = dispatch(textAndBackgroundsApi.endpoints.textTemplate.initiate(t._id) as never) as unknown as {
      unwrap(): Promise<TextTemplate>;
      unsubscribe(): void;
    };
    try {
      runAction(editor, 'addTextTemplate', (await request.unwrap()).design_file);
    } catch {
      toast.error(EDITOR_TEXTS.somethingWentWrong);
    } finally {
      request.unsubscribe();
    }
  };
  return (
    <button type="button" className={styles.tile} aria-label={`Add text template ${t.name}`} onClick={() => void add()} style={{ aspectRatio: '1 / 1' }}>
      {t.thumbnail ? <img src={t.thumbnail} alt="" loading="lazy" /> : <span>{t.name}</span>}
    </button>
  );
}

export function TextPanel() {
  const editor = useEditor();
  const [query, setQuery] = useState('');
  const list = textAndBackgroundsApi.useTextTemplatePagesInfiniteQuery(undefined, { skip: !!query });
  const search = textAndBackgroundsApi.useTextTemplateSearchPagesInfiniteQuery(query, { skip: !query });
  return (
    <div className={styles.stack}>
      <p className={styles.hint}>Click text to add it to the page</p>
      {TEXT_STYLES.map((s) => (
        <button
          key={s.kind}
          type="button"
          className={styles.textStyle}
          style={{ fontSize: s.kind === 'heading' ? 26 : s.kind === 'subheading' ? 18 : 13, fontWeight: s.kind === 'heading' ? 700 : s.kind === 'subheading' ? 600 : 400 }}
          onClick={() => runAction(editor, 'addText', s.kind)}
        >
          {s.label}
        </button>
      ))}
      <h3 className={styles.sectionTitle}>Text templates</h3>
      <PanelSearch label="Search text templates" onSearch={setQuery} />
      <InfiniteGrid key={query} className={styles.grid} label="Text templates" list={infiniteList(query ? search : list)} render={(t) => <TemplateTile key={t._id} t={t} />} />
    </div>
  );
}
