import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { hasDesignPremium } from '@dm/contracts/constants';
import type { DesignFile, DesignTemplate, Tag } from '@dm/contracts/types';
import { adaptDesign, fillLabels, fontsUsed, type LabelImage, restylePage } from '@dm/scene';
import { serverMessage } from '../api/envelope';
import { useAuth } from '../auth/hooks';
import { UpgradeDialog } from '../auth/UpgradeDialog';
import { useSignIn } from '../auth/useSignIn';
import { useLazyPaletteLibraryQuery } from '../brand-kit/brandApi';
import { designPaths } from '../dashboard/paths';
import { ensureFonts } from '../editor/canvas/fonts';
import { browserMeasure, previewOf } from '../editor/resize/preview';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { Screen } from '../ui/Screen';
import { TEXTS } from '../ui/texts';
import { uploadImage } from '../mockups/MockupControls';
import { RenderPool } from './renderPool';
import { useCreateFromJsonMutation, useLazyAllTemplatesQuery, useLazyTemplateFileQuery, useLazyTemplatesByTagQuery, useWizardTagsQuery, useWizardThumbnailMutation } from './wizardApi';
import styles from './Wizard.module.css';

const PAGE = 6;
const PREVIEW_BASE = 280;
const CHOOSE_TO_PREVIEW = 'Please choose a format to preview';

interface Result { template: DesignTemplate; design?: DesignFile; preview?: string }

/**
 * {design_base}/wizard (visitors may open it): many designs from one set of words and pictures.
 * Choose a format, fill its labels (text debounced 300 ms; pictures need sign-in), see the first
 * preview, then 'Generate designs' (premium) for the format's templates with the labels filled, 6
 * at a time ('Show more'), drawn by a pool of 6 renderers (a newer request drops the older
 * queue); 'Swap style' recolours them unless the colours are locked; Clear, Apply. A result opens
 * as a new saved design in a new tab.
 */
export function WizardPage() {
  const { user } = useAuth();
  const signIn = useSignIn();
  const { data: tags } = useWizardTagsQuery();
  const formats = useMemo(() => (tags ?? []).filter((t) => t.type === 'pg_category' && (t as Tag & { active?: boolean }).active !== false && t.priority > 0).sort((a, b) => b.priority - a.priority), [tags]);
  const [formatId, setFormatId] = useState<string | null>(null);
  const format = formats.find((f) => f._id === formatId) ?? null;
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [debounced, setDebounced] = useState<Record<string, string>>({});
  const [images, setImages] = useState<Record<string, LabelImage>>({});
  const [view, setView] = useState<'form' | 'results'>('form');
  const [results, setResults] = useState<Result[]>([]);
  const [more, setMore] = useState(true);
  const [palette, setPalette] = useState<string[] | null>(null);
  const [locked, setLocked] = useState(false);
  const [wall, setWall] = useState(false);
  const [fetchTemplates] = useLazyTemplatesByTagQuery();
  const [fetchFile] = useLazyTemplateFileQuery();
  const [fetchAll] = useLazyAllTemplatesQuery();
  const [fetchPalettes] = useLazyPaletteLibraryQuery();
  const [create] = useCreateFromJsonMutation();
  const [thumb] = useWizardThumbnailMutation();
  const pool = useRef(new RenderPool());
  const palettes = useRef<string[][]>([]);
  const swaps = useRef(0);

  useEffect(() => {
    const t = setTimeout(() => setDebounced(texts), 300);
    return () => clearTimeout(t);
  }, [texts]);

  // the format's own templates first, then the others adapted to its size (magic resize's
  // adapter), 6 more at a time
  const own = useRef({ page: 0, done: false });
  const others = useRef({ page: 0, done: false });
  const spare = useRef<DesignTemplate[]>([]);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const loadMore = useCallback(async (reset: boolean) => {
    if (!formatId) return;
    if (reset) { own.current = { page: 0, done: false }; others.current = { page: 0, done: false }; spare.current = []; }
    const got: DesignTemplate[] = spare.current.splice(0);
    const seen = new Set<string>(got.map((d) => d._id));
    while (got.length < PAGE && !(own.current.done && others.current.done)) {
      const src = !own.current.done ? own.current : others.current;
      const r = src === own.current
        ? await fetchTemplates({ tag_id: formatId, page_no: src.page, size: PAGE }, true)
        : await fetchAll({ page_no: src.page, size: PAGE }, true);
      src.page++;
      const docs = r.data?.docs ?? [];
      if (docs.length < PAGE) src.done = true;
      for (const d of docs) if (!seen.has(d._id)) { seen.add(d._id); got.push(d); }
    }
    // 6 at a time: what came beyond waits for the next 'Show more'
    spare.current = got.splice(PAGE);
    if (reset && got[0]) {
      const first = (await fetchFile(got[0]._id, true)).data?.design_file as DesignFile | undefined;
      if (first) setSize({ width: first.width, height: first.height });
    }
    setResults((have) => {
      const base = reset ? [] : have;
      const ids = new Set(base.map((x) => x.template._id));
      return [...base, ...got.filter((d) => !ids.has(d._id)).map((template) => ({ template }))];
    });
    setMore(spare.current.length > 0 || !(own.current.done && others.current.done));
  }, [fetchAll, fetchFile, fetchTemplates, formatId]);

  useEffect(() => { setResults([]); setSize(null); setMore(true); void loadMore(true); }, [formatId, loadMore]);

  // every change of labels or style draws the previews again; older work is dropped
  const shown = view === 'form' ? results.slice(0, 1) : results;
  const shownKey = shown.map((r) => r.template._id).join(',');
  useEffect(() => {
    if (!shown.length) return;
    const gen = pool.current.next();
    const t0 = performance.now();
    let left = shown.length;
    for (const r of shown) {
      pool.current.add(gen, async () => {
        // listings carry a summary of the design file: the whole one is fetched once
        const listed = r.template.design_file as DesignFile | undefined;
        const file = (listed?.pages ? listed : (await fetchFile(r.template._id, true)).data?.design_file) as DesignFile | undefined;
        if (!file || !size) return;
        await ensureFonts(fontsUsed(file.pages));
        const fitted = file.width === size.width && file.height === size.height ? file : adaptDesign(file, size.width, size.height, { measure: browserMeasure() });
        let design = fillLabels(fitted, { texts: debounced, images }, browserMeasure());
        if (palette && !locked) {
          design = structuredClone(design);
          for (const p of design.pages) restylePage(p, { colors: palette });
        }
        const preview = await previewOf(design, PREVIEW_BASE);
        if (!pool.current.isCurrent(gen)) return;
        setResults((have) => have.map((x) => (x.template._id === r.template._id ? { ...x, design, preview } : x)));
        if (--left === 0) performance.measure('wizard-previews', { start: t0, end: performance.now() });
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownKey, debounced, images, palette, locked, view, size]);

  const upload = async (label: string, file: File) => {
    if (!user) { signIn(); return; }
    let src: string;
    try {
      src = await uploadImage(file, file.name);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'Something went wrong.');
      return;
    }
    const img = new Image();
    img.src = src;
    await img.decode().catch(() => undefined);
    setImages((m) => ({ ...m, [label]: { src, width: img.naturalWidth || 1000, height: img.naturalHeight || 1000 } }));
  };

  const generate = () => {
    if (!hasDesignPremium(user)) { setWall(true); return; }
    setView('results');
  };

  const swap = async () => {
    if (!palettes.current.length) {
      const r = await fetchPalettes({ page: 1 }, true);
      palettes.current = (r.data?.docs ?? []).filter((d) => (d.colors?.length ?? 0) >= 2).map((d) => d.colors!);
    }
    if (!palettes.current.length) return;
    setPalette(palettes.current[swaps.current++ % palettes.current.length]);
  };

  const open = async (r: Result) => {
    if (!r.design || !r.preview) return;
    if (!hasDesignPremium(user)) { setWall(true); return; }
    const made = await create({ design_file: r.design, name: r.template.name });
    if ('error' in made) { toast.error(serverMessage(made.error, 'Something went wrong')); return; }
    await thumb({ id: made.data._id, thumbnail_data: r.preview });
    window.open(designPaths.design(made.data._id), '_blank', 'noopener');
  };

  const first = results[0];
  return (
    <Screen title="Wizard">
      {view === 'form' ? (
        <div className={styles.layout}>
          <section className={styles.form} aria-label="Wizard form">
            <h2>Format</h2>
            <div className={styles.formats} role="group" aria-label="Formats">
              {formats.map((f) => <button key={f._id} type="button" className={styles.format} aria-pressed={f._id === formatId} onClick={() => setFormatId(f._id)}>{f.name}</button>)}
            </div>
            {!format ? <EmptyState>{TEXTS.wizardChooseFormat}</EmptyState> : (
              <>
                {format.copyright_labels.filter((l) => l.type === 'text').map((l) => (
                  <label key={l._id} className={styles.field}>{l.name}
                    <input value={texts[l.name] ?? ''} onChange={(e) => setTexts((m) => ({ ...m, [l.name]: e.target.value }))} />
                  </label>
                ))}
                {format.copyright_labels.filter((l) => l.type === 'image').map((l) => (
                  <div key={l._id} className={styles.field}>{l.name}
                    <div className={styles.imageRow}>
                      {images[l.name] ? <img src={images[l.name].src} alt="" /> : null}
                      <label className={styles.format}>
                        Upload {l.name}
                        <input type="file" accept="image/png,image/jpeg" hidden aria-label={`${l.name} file`} onClick={(e) => { if (!user) { e.preventDefault(); signIn(); } }} onChange={(e) => { const f = e.target.files?.[0]; if (f) void upload(l.name, f); }} />
                      </label>
                    </div>
                  </div>
                ))}
                <Button variant="primary" disabled={!first?.preview} onClick={generate}>Generate designs</Button>
              </>
            )}
          </section>
          <section className={styles.preview} aria-label="Preview">
            {!format ? <p className={styles.prompt}>{CHOOSE_TO_PREVIEW}</p> : first?.preview ? <img src={first.preview} alt="Preview" /> : <div className={styles.skeleton} />}
          </section>
        </div>
      ) : (
        <>
          <div className={styles.bar}>
            <Button onClick={() => setView('form')}>Back</Button>
            <Button onClick={() => void swap()} disabled={locked}>Swap style</Button>
            <Button aria-pressed={locked} onClick={() => setLocked((x) => !x)}>{locked ? 'Colours locked' : 'Lock colours'}</Button>
            <Button onClick={() => { setTexts({}); setDebounced({}); setImages({}); setPalette(null); }}>Clear</Button>
            <Button variant="primary" onClick={() => setDebounced({ ...texts })}>Apply</Button>
          </div>
          <ul className={styles.results} aria-label="Results">
            {results.map((r) => (
              <li key={r.template._id}>
                <button type="button" className={styles.result} aria-label={`Open ${r.template.name}`} disabled={!r.preview} onClick={() => void open(r)}>
                  {r.preview ? <img src={r.preview} alt="" /> : <span className={styles.skeleton} />}
                </button>
              </li>
            ))}
          </ul>
          {more ? <Button onClick={() => void loadMore(false)}>Show more</Button> : null}
        </>
      )}
      <UpgradeDialog open={wall} onOpenChange={setWall} />
    </Screen>
  );
}
