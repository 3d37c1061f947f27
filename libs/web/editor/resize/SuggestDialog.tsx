// Auto Suggest ('Suggest designs'): up to 29 variants of the page in the catalog's palettes
// (ranked by closeness to two seed colours: the design's dominant colours on open, else
// '#7cadf7' and '#e6a45a') and its font pairings; 'Font lock' keeps the fonts, 'Colors lock'
// the colours; 'Apply Changes' makes them again from the seeds. Choosing one puts it on the page
// as one undo step, or shows the subscription wall.
import { useCallback, useEffect, useState } from 'react';
import { Dialog } from 'radix-ui';
import { Lock, LockOpen, X } from 'lucide-react';
import { AUTO_SUGGEST_SEEDS, AUTO_SUGGEST_VARIANTS, FONT_SETS, hasDesignPremium, ResizeTexts } from '@dm/contracts/constants';
import type { DesignFile } from '@dm/contracts/types';
import { dominantColours, editPage, restylePage } from '@dm/scene';
import { useAuth } from '../../auth/hooks';
import { UpgradeDialog } from '../../auth/UpgradeDialog';
import { useLazyPaletteLibraryQuery } from '../../brand-kit/brandApi';
import { ColorPicker } from '../toolbars/controls';
import { useEditor } from '../EditorContext';
import { browserMeasure, previewOf } from './preview';
import { ensureFonts } from '../canvas/fonts';
import styles from './Resize.module.css';

interface Variant { key: string; design: DesignFile; preview: string; label: string }

const rgb = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const dist = (a: string, b: string) => { const [x, y] = [rgb(a), rgb(b)]; return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]); };

/** Palettes nearest the two seeds first (each seed's nearest colour in the palette). */
export function rankPalettes(palettes: { name: string; colors: string[] }[], seeds: readonly string[]) {
  return palettes
    .map((p) => ({ p, score: seeds.reduce((s, seed) => s + Math.min(...p.colors.map((c) => dist(c, seed))), 0) }))
    .sort((a, b) => a.score - b.score)
    .map((x) => x.p);
}

export function SuggestDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const editor = useEditor();
  const { user } = useAuth();
  const [fontLock, setFontLock] = useState(false);
  const [colorsLock, setColorsLock] = useState(false);
  const [seeds, setSeeds] = useState<[string, string]>([...AUTO_SUGGEST_SEEDS]);
  const [variants, setVariants] = useState<Variant[] | null>(null);
  const [wall, setWall] = useState(false);
  const [fetchPalettes] = useLazyPaletteLibraryQuery();

  const make = useCallback(async (s: readonly string[], fl: boolean, cl: boolean) => {
    setVariants(null);
    const t0 = performance.now();
    const design = editor.design;
    const pageIndex = design.pages.findIndex((p) => p.id === editor.page.id);
    const palettes: { name: string; colors: string[] }[] = [];
    if (!cl) {
      for (let page = 1; page <= 4; page++) {
        const r = await fetchPalettes({ page }, true);
        const docs = r.data?.docs ?? [];
        palettes.push(...docs.filter((d) => (d.colors?.length ?? 0) >= 2).map((d) => ({ name: d.name, colors: d.colors! })));
        if (docs.length < 60) break;
      }
    }
    const ranked = rankPalettes(palettes, s);
    // the pairings' fonts drawn and measured as the renderer will (new fonts rewrap the texts)
    if (!fl) await ensureFonts([...new Set(FONT_SETS.flatMap((f) => f.fonts.slice(0, 2)))]);
    const measure = browserMeasure();
    const out: Variant[] = [];
    // fewer palettes than variants: the nearest ones again with their colours rotated
    const paletteAt = (i: number) => {
      const p = ranked[i % ranked.length];
      const turn = Math.floor(i / ranked.length);
      return turn ? { name: `${p.name} (${turn + 1})`, colors: [...p.colors.slice(turn % p.colors.length), ...p.colors.slice(0, turn % p.colors.length)] } : p;
    };
    const count = fl && cl ? 0 : cl ? Math.min(AUTO_SUGGEST_VARIANTS, FONT_SETS.length) : ranked.length ? AUTO_SUGGEST_VARIANTS : 0;
    for (let i = 0; i < count; i++) {
      const palette = cl ? undefined : paletteAt(i);
      const set = fl ? undefined : FONT_SETS[i % FONT_SETS.length];
      const next = editPage(design, design.pages[pageIndex].id, (page) => restylePage(page, {
        colors: palette?.colors, fonts: set ? { heading: set.fonts[0], body: set.fonts[1] } : undefined,
      }, measure));
      const one: DesignFile = { ...next, pages: [next.pages[pageIndex]] };
      out.push({ key: `${i}`, design: next, preview: await previewOf(one, 160), label: [palette?.name, set?.name].filter(Boolean).join(' · ') });
    }
    performance.measure('suggest-previews', { start: t0, end: performance.now() });
    setVariants(out);
  }, [editor, fetchPalettes]);

  useEffect(() => {
    if (!open) return;
    const found = dominantColours(editor.page);
    const start: [string, string] = [found[0] ?? AUTO_SUGGEST_SEEDS[0], found[1] ?? AUTO_SUGGEST_SEEDS[1]];
    setSeeds(start);
    void make(start, fontLock, colorsLock);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const choose = (v: Variant) => {
    if (!hasDesignPremium(user)) { onOpenChange(false); setWall(true); return; }
    const pageId = editor.page.id;
    const chosen = v.design.pages.find((p) => p.id === pageId)!;
    editor.commit('suggestDesign', 'Apply suggestion', (d) => editPage(d, pageId, (page) => { Object.assign(page, structuredClone(chosen)); }));
    onOpenChange(false);
  };

  return (
    <>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
            <Dialog.Title>{ResizeTexts.suggestTitle}</Dialog.Title>
            <div className={styles.custom}>
              <button type="button" className={styles.lock} aria-pressed={fontLock} onClick={() => setFontLock((x) => !x)}>{fontLock ? <Lock size={14} /> : <LockOpen size={14} />} {ResizeTexts.fontLock}</button>
              <button type="button" className={styles.lock} aria-pressed={colorsLock} onClick={() => setColorsLock((x) => !x)}>{colorsLock ? <Lock size={14} /> : <LockOpen size={14} />} {ResizeTexts.colorsLock}</button>
              <ColorPicker label="First seed colour" value={seeds[0]} onChange={(c) => setSeeds([c, seeds[1]])} trigger={<span className={styles.seed} style={{ background: seeds[0] }} />} />
              <ColorPicker label="Second seed colour" value={seeds[1]} onChange={(c) => setSeeds([seeds[0], c])} trigger={<span className={styles.seed} style={{ background: seeds[1] }} />} />
              <button type="button" className={styles.apply} onClick={() => void make(seeds, fontLock, colorsLock)}>{ResizeTexts.applyChanges}</button>
            </div>
            {!variants ? <p role="status">Making suggestions…</p> : variants.length ? (
              <ul className={styles.grid} aria-label="Suggestions">
                {variants.map((v) => (
                  <li key={v.key}>
                    <button type="button" className={styles.tile} aria-label={`Suggestion ${Number(v.key) + 1}: ${v.label}`} onClick={() => choose(v)}>
                      <span className={styles.previewBox}><img src={v.preview} alt="" /></span>
                      <span className={styles.size}>{v.label}</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : <p role="status">Unlock fonts or colours to see suggestions.</p>}
            <Dialog.Close className={styles.close} aria-label="Close"><X size={18} aria-hidden /></Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <UpgradeDialog open={wall} onOpenChange={setWall} />
    </>
  );
}
