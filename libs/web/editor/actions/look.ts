// A photo's look and any element's shadow: the named filter and its intensity, the adjustments
// (brightness, contrast, saturation, tint, blur, x_process, vignette; an empty value clears one),
// Reset, and the element shadow (on with the spec's defaults, off clears it). Sliders preview while
// they move (editor.preview) and commit on release: one undo step per gesture.
import { DESIGN_DEFAULTS, type ElementShadow, type ImageAdjustments } from '@dm/contracts';
import { editPage, elementShadowFromUi } from '@dm/scene';
import type { Editor } from '../store/editor';
import { unlockedRoots } from './helpers';
import { framePhoto } from './photos';
import { setTextEffects } from './textEffects';
import { defineAction } from './types';

export type AdjustmentKey = keyof ImageAdjustments;
export const ADJUSTMENTS: { key: AdjustmentKey; label: string; min: number; max: number }[] = [
  { key: 'brightness', label: 'Brightness', min: -100, max: 100 },
  { key: 'contrast', label: 'Contrast', min: -100, max: 100 },
  { key: 'saturation', label: 'Saturation', min: -100, max: 100 },
  { key: 'tint', label: 'Tint', min: -100, max: 100 },
  { key: 'x_process', label: 'X-Process', min: -100, max: 100 },
  { key: 'blur', label: 'Blur', min: -100, max: 100 },
  { key: 'vignette', label: 'Vignette', min: 0, max: 100 },
];

/** The photos a look applies to: selected images (not icons) and the photos of selected frames. */
export function lookTargets(editor: Editor): string[] {
  const page = editor.page;
  const out: string[] = [];
  for (const id of unlockedRoots(editor)) {
    const o = page.objects[id];
    if (o.type === 'image' && o.image_details.sub_type !== 'icon') out.push(id);
    else if (o.type === 'grid') {
      const p = framePhoto(page, id);
      if (p && !p.locked) out.push(p.id);
    }
  }
  return out;
}

const hasTargets = (editor: Editor) => lookTargets(editor).length > 0;

export const setImageFilter = defineAction<{ id: string; intensity?: number }>({
  name: 'setImageFilter',
  label: 'Filter',
  enabled: hasTargets,
  perform: (editor, { id, intensity }) => {
    const ids = lookTargets(editor);
    if (!ids.length || !/^[a-z_]{1,40}$/.test(id)) return;
    editor.commit('setImageFilter', 'Filter', (d) => editPage(d, editor.page.id, (page) => {
      for (const t of ids) {
        const o = page.objects[t];
        if (o.type !== 'image') continue;
        if (id === 'none') o.image_details.filter = null;
        else {
          const keep = o.image_details.filter?.intensity ?? DESIGN_DEFAULTS.filterIntensity;
          o.image_details.filter = { id, intensity: Math.round(Math.min(100, Math.max(0, intensity ?? keep))) };
        }
      }
    }));
  },
});

export const setImageAdjustment = defineAction<{ key: AdjustmentKey; value: number | null }>({
  name: 'setImageAdjustment',
  label: 'Adjustment',
  enabled: hasTargets,
  perform: (editor, { key, value }) => {
    const range = ADJUSTMENTS.find((a) => a.key === key);
    const ids = lookTargets(editor);
    if (!range || !ids.length || (value !== null && !Number.isFinite(value))) return;
    editor.commit('setImageAdjustment', range.label, (d) => editPage(d, editor.page.id, (page) => {
      for (const t of ids) {
        const o = page.objects[t];
        if (o.type !== 'image') continue;
        const next: ImageAdjustments = { ...(o.image_details.adjustments ?? {}) };
        if (value === null) delete next[key];
        else next[key] = Math.round(Math.min(range.max, Math.max(range.min, value)));
        o.image_details.adjustments = next;
      }
    }));
  },
});

export const resetAdjustments = defineAction({
  name: 'resetAdjustments',
  label: 'Reset adjustments',
  enabled: hasTargets,
  perform: (editor) => {
    const ids = lookTargets(editor);
    editor.commit('resetAdjustments', 'Reset adjustments', (d) => editPage(d, editor.page.id, (page) => {
      for (const t of ids) {
        const o = page.objects[t];
        if (o.type === 'image') delete o.image_details.adjustments;
      }
    }));
  },
});

/** The shadow panel's values (0..100, direction -180..180) as shown; stored at the spec's scales. */
export interface ShadowUi {
  color: string;
  r: number;
  theta: number;
  blur: number;
  opacity: number;
  size: number;
}
export const SHADOW_UI_DEFAULTS: ShadowUi = { color: DESIGN_DEFAULTS.shadowColor, r: 60, theta: DESIGN_DEFAULTS.shadowTheta, blur: 60, opacity: 60, size: 0 };

/** Turns the shadow on (the spec's defaults or the given values) or, with null, off (cleared). */
export const setShadow = defineAction<Partial<ShadowUi> | null>({
  name: 'setShadow',
  label: 'Shadow',
  enabled: (editor) => unlockedRoots(editor).length > 0,
  perform: (editor, ui) => {
    const ids = unlockedRoots(editor);
    if (!ids.length) return;
    editor.commit('setShadow', ui ? 'Shadow' : 'Shadow off', (d) => editPage(d, editor.page.id, (page) => {
      for (const id of ids) {
        const o = page.objects[id];
        if (!ui) {
          delete o.shadow;
          continue;
        }
        const was = o.shadow ? shadowToUi(o.shadow) : SHADOW_UI_DEFAULTS;
        const v = { ...was, ...ui };
        const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Number.isFinite(n) ? n : lo));
        o.shadow = elementShadowFromUi({
          color: /^#[0-9a-f]{6}$/i.test(v.color) ? v.color : was.color, r: clamp(v.r, 0, 100), theta: clamp(v.theta, -180, 180),
          blur: clamp(v.blur, 0, 100), opacity: clamp(v.opacity, 0, 100), size: clamp(v.size, 0, 100),
        });
      }
    }));
  },
});

export function shadowToUi(s: ElementShadow): ShadowUi {
  const round = (n: number) => Math.round(n * 100) / 100;
  return { color: s.shadowColor, r: round(s.r * 20), theta: s.theta, blur: round(s.blur * 20), opacity: round(s.opacity * 100), size: round(s.size * 10) };
}

/** Background removal of one photo: on or off, its settings, and the mask the engine made. */
/** The page background's image source, if it has one. */
export function backgroundImageOf(page: { background?: { image?: string | null } | null; background_image?: string | null }): string | null {
  return page.background?.image ?? page.background_image ?? null;
}

/** Background removal of a photo (`id`) or, with `id` null, of the page's background image. */
export const setBackgroundRemoval = defineAction<{ id: string | null; enabled: boolean; crf?: number | null; matting?: number | null; mask_src?: string }>({
  name: 'setBackgroundRemoval',
  label: 'Background removal',
  perform: (editor, { id, enabled, crf, matting, mask_src }) => {
    if (id === null ? !backgroundImageOf(editor.page) : (() => {
      const o = editor.page.objects[id];
      return !o || o.type !== 'image' || o.locked;
    })()) return;
    const num = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(Math.min(100, Math.max(-100, v))) : undefined);
    const merged = (was: BgRemoval | undefined): BgRemoval => {
      const next: BgRemoval = { enabled, crf: num(crf) ?? was?.crf, matting: num(matting) ?? was?.matting, mask_src: mask_src ?? was?.mask_src };
      if (next.crf === undefined) delete next.crf;
      if (next.matting === undefined) delete next.matting;
      if (next.mask_src === undefined) delete next.mask_src;
      return next;
    };
    editor.commit('setBackgroundRemoval', enabled ? 'Remove background' : 'Restore background', (d) => editPage(d, editor.page.id, (page) => {
      if (id === null) {
        page.background = { ...(page.background ?? {}), image: backgroundImageOf(page), removal: merged(page.background?.removal) };
        return;
      }
      const el = page.objects[id];
      if (el.type !== 'image') return;
      el.image_details.bgremoval = merged(el.image_details.bgremoval);
    }));
  },
});

type BgRemoval = { enabled: boolean; crf?: number; matting?: number; mask_src?: string };

export const LOOK_ACTIONS = [setImageFilter, setImageAdjustment, resetAdjustments, setShadow, setTextEffects, setBackgroundRemoval];
