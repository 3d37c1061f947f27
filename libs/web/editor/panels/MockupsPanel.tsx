// The Mockups tab: Explore (search, category select, an endless grid of 20 at a time) and Saved
// Mockups; a mockup opens its editor in the panel (the same controls and preview as the mockup
// page), where 'choose or upload image' takes an upload or one of the user's designs, and
// 'Apply to design' puts the (watermarked) mockup on the page: the clean render is bought on the
// mockup page.
import { useEffect, useState } from 'react';
import { Tabs } from 'radix-ui';
import { ArrowLeft } from 'lucide-react';
import { toast } from 'sonner';
import { MOCKUP_BROWSER_PAGE, MockupTexts } from '@dm/contracts/constants';
import type { Mockup, MockupInputs } from '@dm/contracts/types';
import { useAuth } from '../../auth/hooks';
import { mockupPaths } from '../../dashboard/paths';
import { MockupLayers, uploadImage, useMockupEditing } from '../../mockups/MockupControls';
import { useMockupPages, useSentinel } from '../../mockups/useMockupPages';
import { useAllSavedMockupsQuery, useMockupCategoriesQuery, useMockupQuery, useSearchMockupsQuery, mockupsApi } from '../../mockups/mockupsApi';
import { useDispatch } from 'react-redux';
import { useEditor } from '../EditorContext';
import { placePhoto } from './PhotosPanel';
import styles from './panels.module.css';

type Open = { id: string; inputs?: MockupInputs } | null;

export function MockupsPanel() {
  const [open, setOpen] = useState<Open>(null);
  const [tab, setTab] = useState('Explore');
  if (open) return <PanelMockup id={open.id} initial={open.inputs} onBack={() => setOpen(null)} />;
  return (
    <Tabs.Root value={tab} onValueChange={setTab} className={styles.stack}>
      <Tabs.List className={styles.subtabs} aria-label="Mockups">
        {['Explore', 'Saved Mockups'].map((k) => <Tabs.Trigger key={k} value={k} className={styles.subtab}>{k}</Tabs.Trigger>)}
      </Tabs.List>
      <Tabs.Content value="Explore"><Explore onOpen={(id) => setOpen({ id })} /></Tabs.Content>
      <Tabs.Content value="Saved Mockups"><Saved onOpen={(id, inputs) => setOpen({ id, inputs })} /></Tabs.Content>
    </Tabs.Root>
  );
}

function Explore({ onOpen }: { onOpen: (id: string) => void }) {
  const [query, setQuery] = useState('');
  const [debounced, setDebounced] = useState('');
  const [category, setCategory] = useState('');
  const { data: categories } = useMockupCategoriesQuery();
  const dispatch = useDispatch();
  useEffect(() => { const t = setTimeout(() => setDebounced(query.trim()), 200); return () => clearTimeout(t); }, [query]);
  const { data: found } = useSearchMockupsQuery(debounced, { skip: !debounced });
  const [foundDocs, setFoundDocs] = useState<Mockup[]>([]);
  const foundKey = found?.hits.hits.map((h) => h._id).join(',') ?? '';
  useEffect(() => {
    if (!foundKey) { setFoundDocs([]); return; }
    void (dispatch as (a: unknown) => Promise<{ data?: Mockup[] }>)(mockupsApi.endpoints.mockupsByIds.initiate(foundKey.split(','))).then((r) => setFoundDocs(r.data ?? []));
  }, [foundKey, dispatch]);
  const { items, done, more } = useMockupPages(category || undefined, MOCKUP_BROWSER_PAGE, !debounced);
  const sentinel = useSentinel(() => void more(), !done && !debounced, items.length);
  const shown = debounced ? foundDocs.filter((m) => !category || m.categories[0]._id === category) : items;
  return (
    <div className={styles.stack}>
      <input type="search" className={styles.search} placeholder={MockupTexts.searchPlaceholder} aria-label={MockupTexts.searchPlaceholder} value={query}
        onChange={(e) => setQuery(e.target.value)} onKeyDown={(e) => e.stopPropagation()} />
      <select aria-label="Mockup category" className={styles.search} value={category} onChange={(e) => setCategory(e.target.value)}>
        <option value="">{MockupTexts.allMockups}</option>
        {categories?.map((c) => <option key={c._id} value={c._id}>{c.name} ({c.mockup_length})</option>)}
      </select>
      {debounced && found && !shown.length ? <p className={styles.hint}>{MockupTexts.noResults}</p> : null}
      <div className={styles.grid} aria-label="Mockups">
        {shown.map((m) => (
          <button key={m._id} type="button" className={styles.tile} onClick={() => onOpen(m._id)} aria-label={m.name} data-mockup-id={m._id}>
            <img src={m.placeholders[0]} alt="" loading="lazy" />
          </button>
        ))}
      </div>
      {!debounced && !done ? <div ref={sentinel} className={styles.sentinel} /> : null}
    </div>
  );
}

function Saved({ onOpen }: { onOpen: (id: string, inputs: MockupInputs) => void }) {
  const { user } = useAuth();
  const { data } = useAllSavedMockupsQuery(undefined, { skip: !user });
  if (!user) return <p className={styles.hint}>Please log in to use this feature</p>;
  if (data && !data.length) return <p className={styles.hint}>{MockupTexts.noSaved}</p>;
  return (
    <div className={styles.grid} aria-label="Saved mockups">
      {data?.map((s) => (
        <button key={s._id} type="button" className={styles.tile} aria-label={s.name} onClick={() => onOpen(s.mockup, s.mockup_inputs)}>
          <img src={s.watermarked_output_src} alt="" loading="lazy" />
        </button>
      ))}
    </div>
  );
}

function PanelMockup({ id, initial, onBack }: { id: string; initial?: MockupInputs; onBack: () => void }) {
  const { data: mockup } = useMockupQuery(id);
  return (
    <div className={styles.stack}>
      <div className={styles.folderHeader}>
        <button type="button" className={styles.backButton} onClick={onBack}><ArrowLeft size={16} aria-hidden /> Back</button>
        <h3 className={styles.folderTitle}>{mockup?.name ?? ''}</h3>
      </div>
      {mockup ? <PanelEditor mockup={mockup} initial={initial} /> : <p className={styles.hint}>Loading…</p>}
    </div>
  );
}

function PanelEditor({ mockup, initial }: { mockup: Mockup; initial?: MockupInputs }) {
  const editor = useEditor();
  const { user } = useAuth();
  const editing = useMockupEditing(mockup, { initial, signedIn: !!user, width: 680 });
  const [busy, setBusy] = useState(false);
  const apply = async () => {
    const canvas = editing.canvas.current;
    if (!canvas) return;
    setBusy(true);
    try {
      const blob = await new Promise<Blob | null>((ok) => canvas.toBlob(ok, 'image/png'));
      if (!blob) return;
      const src = await uploadImage(blob);
      placePhoto(editor, { src, width: canvas.width, height: canvas.height });
      toast.success(`${mockup.name} added to the design`);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : MockupTexts.generationFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.stack}>
      <canvas ref={editing.canvas} aria-label="Mockup preview" style={{ width: '100%', borderRadius: 8 }} />
      {editing.failed ? <p role="alert" className={styles.hint}>{editing.failed}</p> : null}
      <MockupLayers mockup={mockup} editing={editing} />
      {user ? (
        <button type="button" className={styles.primaryButton} disabled={!editing.generated || busy} onClick={() => void apply()}>{MockupTexts.applyToDesign}</button>
      ) : <p className={styles.hint}>{MockupTexts.loginFirst}</p>}
      {!editing.generated && user ? <p className={styles.hint}>{MockupTexts.alterFirst}</p> : null}
      <a className={styles.link} href={mockupPaths.mockup(mockup._id)} target="_blank" rel="noreferrer">Buy the full-size mockup</a>
    </div>
  );
}

