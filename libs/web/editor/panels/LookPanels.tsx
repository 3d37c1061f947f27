// Panels opened from the photo menu: Filter (None and the 20 named filters as live thumbnails of
// the selected photo, made by the engine, and the intensity), Adjustment (each a slider with a
// number field; an empty field clears the value; Reset) and Shadows (on/off, colour, offset,
// direction, blur, opacity, size). Sliders show the change while they move and record one undo
// step when released.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Slider } from 'radix-ui';
import { DESIGN_DEFAULTS } from '@dm/contracts/constants';
import type { ElementShadow, ImageElement } from '@dm/contracts';
import { NAMED_FILTERS } from '@dm/engine';
import { coverRect, cropRect } from '@dm/scene';
import { runAction } from '../actions';
import { ADJUSTMENTS, type AdjustmentKey, lookTargets, SHADOW_UI_DEFAULTS, shadowToUi, type ShadowUi } from '../actions/look';
import { browserLoader } from '../canvas/assets';
import { editorEngine } from '../canvas/engine';
import { useEditor, useEditorSelector } from '../EditorContext';
import { ColorPicker } from '../toolbars/controls';
import styles from './panels.module.css';
import ui from '../ui.module.css';

/** A slider and a number field: previews while dragged, one step on release; an empty field clears (when allowed). */
export function LiveSlider({ label, min, max, value, onChange, clearable = false, local = false }: {
  label: string; min: number; max: number; value: number | null; onChange: (v: number | null) => void; clearable?: boolean;
  /** The value is the panel's own (not the document's): no preview through the editor. */
  local?: boolean;
}) {
  const editor = useEditor();
  const [draft, setDraft] = useState<number | null>(null);
  const shown = draft ?? value ?? 0;
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const typed = (raw: string) => {
    const t = raw.trim();
    if (t === '') {
      if (clearable) latest.current(null);
      return;
    }
    const v = Number(t);
    if (Number.isFinite(v)) latest.current(Math.min(max, Math.max(min, Math.round(v))));
  };
  return (
    <div className={ui.sliderRow}>
      <span className={ui.sliderLabel}>{label}</span>
      <Slider.Root
        className={ui.sliderRoot}
        min={min}
        max={max}
        step={1}
        value={[shown]}
        onValueChange={([v]) => {
          setDraft(v);
          if (!local) editor.preview(() => latest.current(v));
        }}
        onValueCommit={([v]) => {
          setDraft(null);
          latest.current(v);
        }}
      >
        <Slider.Track className={ui.sliderTrack}>
          <Slider.Range className={ui.sliderRange} />
        </Slider.Track>
        <Slider.Thumb className={ui.sliderThumb} aria-label={label} />
      </Slider.Root>
      <input
        className={`${ui.numberField} ${styles.panelNumber}`}
        aria-label={`${label} value`}
        inputMode="numeric"
        key={`${value ?? ''}`}
        defaultValue={value ?? ''}
        onKeyDown={(e) => {
          e.stopPropagation();
          if (e.key === 'Enter') typed((e.target as HTMLInputElement).value);
        }}
        onBlur={(e) => {
          if (e.target.value !== `${value ?? ''}`) typed(e.target.value);
        }}
      />
    </div>
  );
}

/** The first photo the look applies to (what the panels show). */
function useTargetPhoto(): ImageElement | null {
  const editor = useEditor();
  return useEditorSelector(() => {
    const id = lookTargets(editor)[0];
    const o = id ? editor.page.objects[id] : undefined;
    return o?.type === 'image' ? o : null;
  });
}

const THUMB = 84;

/** The photo shrunk to a thumbnail, then each filter applied to a copy by the engine. */
function useFilterThumbnails(src: string | undefined, intensity: number): Map<string, string> {
  const [thumbs, setThumbs] = useState(new Map<string, string>());
  useEffect(() => {
    if (!src) return;
    let live = true;
    const t0 = performance.now();
    void (async () => {
      const [img, engine] = await Promise.all([browserLoader.loadImage(src) as Promise<HTMLImageElement>, editorEngine()]);
      if (!live) return;
      const c = document.createElement('canvas');
      c.width = THUMB;
      c.height = THUMB;
      const ctx = c.getContext('2d', { willReadFrequently: true })!;
      const r = coverRect(cropRect(img as never), THUMB, THUMB);
      ctx.drawImage(img, r.sx, r.sy, r.sw, r.sh, 0, 0, THUMB, THUMB);
      const base = ctx.getImageData(0, 0, THUMB, THUMB);
      const out = new Map<string, string>();
      for (const f of NAMED_FILTERS) {
        const data = new ImageData(new Uint8ClampedArray(base.data), THUMB, THUMB);
        if (f.id !== 'none') engine.filter(data.data, THUMB, THUMB, f.id, intensity);
        ctx.putImageData(data, 0, 0);
        out.set(f.id, c.toDataURL('image/jpeg', 0.85));
      }
      if (!live) return;
      setThumbs(out);
      // the photo-tools bench reads how long the 21 thumbnails took
      performance.measure('filter-thumbnails', { start: t0 });
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [src, intensity]);
  return thumbs;
}

export function FilterPanel() {
  const editor = useEditor();
  const photo = useTargetPhoto();
  const current = photo?.image_details.filter?.id ?? 'none';
  const intensity = photo?.image_details.filter?.intensity ?? DESIGN_DEFAULTS.filterIntensity;
  // thumbnails show each filter at full strength, as a swatch of its look
  const thumbs = useFilterThumbnails(photo?.image_details.src, 100);
  if (!photo) return <p className={styles.hint}>Select a photo to filter it.</p>;
  return (
    <div className={styles.stack}>
      <div className={styles.filterGrid} role="listbox" aria-label="Filters">
        {NAMED_FILTERS.map((f) => (
          <button key={f.id} type="button" role="option" aria-selected={current === f.id} className={styles.filterTile} title={f.description}
            onClick={() => runAction(editor, 'setImageFilter', { id: f.id })}>
            {thumbs.get(f.id) ? <img src={thumbs.get(f.id)} alt="" /> : <span className={styles.skeleton} aria-hidden />}
            <span>{f.name}</span>
          </button>
        ))}
      </div>
      {current !== 'none' && (
        <LiveSlider label="Intensity" min={0} max={100} value={intensity} onChange={(v) => v !== null && runAction(editor, 'setImageFilter', { id: current, intensity: v })} />
      )}
    </div>
  );
}

export function AdjustPanel() {
  const editor = useEditor();
  const photo = useTargetPhoto();
  if (!photo) return <p className={styles.hint}>Select a photo to adjust it.</p>;
  const a = photo.image_details.adjustments ?? {};
  return (
    <div className={styles.stack}>
      {ADJUSTMENTS.map((adj) => (
        <LiveSlider key={adj.key} label={adj.label} min={adj.min} max={adj.max} value={a[adj.key as AdjustmentKey] ?? null} clearable
          onChange={(v) => runAction(editor, 'setImageAdjustment', { key: adj.key, value: v })} />
      ))}
      <button type="button" className={styles.secondaryButton} onClick={() => runAction(editor, 'resetAdjustments')}>Reset</button>
    </div>
  );
}

export function ShadowsPanel() {
  const editor = useEditor();
  const shadow = useEditorSelector<ElementShadow | null>(() => editor.selected[0]?.shadow ?? null);
  const count = useEditorSelector((s) => s.selection.length);
  const v: ShadowUi = useMemo(() => (shadow ? shadowToUi(shadow) : SHADOW_UI_DEFAULTS), [shadow]);
  if (!count) return <p className={styles.hint}>Select an element to give it a shadow.</p>;
  const set = (patch: Partial<ShadowUi>) => runAction(editor, 'setShadow', patch);
  return (
    <div className={styles.stack}>
      <label className={styles.switchRow}>
        <input type="checkbox" role="switch" checked={!!shadow} onChange={(e) => runAction(editor, 'setShadow', e.target.checked ? {} : null)} />
        Shadow
      </label>
      {shadow && (
        <>
          <div className={styles.switchRow}>
            <ColorPicker label="Shadow colour" value={v.color} onChange={(color) => set({ color })} trigger={<span className={ui.colorDot} style={{ background: v.color }} />} />
            <span>Colour</span>
          </div>
          <LiveSlider label="Offset" min={0} max={100} value={v.r} onChange={(x) => x !== null && set({ r: x })} />
          <LiveSlider label="Direction" min={-180} max={180} value={v.theta} onChange={(x) => x !== null && set({ theta: x })} />
          <LiveSlider label="Blur" min={0} max={100} value={v.blur} onChange={(x) => x !== null && set({ blur: x })} />
          <LiveSlider label="Opacity" min={0} max={100} value={v.opacity} onChange={(x) => x !== null && set({ opacity: x })} />
          <LiveSlider label="Size" min={0} max={100} value={v.size} onChange={(x) => x !== null && set({ size: x })} />
        </>
      )}
    </div>
  );
}
