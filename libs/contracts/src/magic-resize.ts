// Magic resize and auto suggest: the spec's presets and constants (editor §9), zod-free.
import { type DimensionUnit, toPx } from './dimensions.js';

export interface ResizePreset { name: string; width: number; height: number; unit: DimensionUnit }

/** The spec's magic-resize presets (width x height). */
export const MAGIC_RESIZE_PRESETS: readonly ResizePreset[] = [
  { name: 'Instagram Post', width: 1080, height: 1080, unit: 'px' },
  { name: 'Instagram Story', width: 1080, height: 1920, unit: 'px' },
  { name: 'Facebook Post', width: 940, height: 788, unit: 'px' },
  { name: 'Facebook Story', width: 1080, height: 1920, unit: 'px' },
  { name: 'Facebook Highlight', width: 1800, height: 1200, unit: 'px' },
  { name: 'Facebook Event', width: 262, height: 500, unit: 'px' },
  { name: 'Twitter Post', width: 1024, height: 512, unit: 'px' },
  { name: 'Youtube Thumbnail', width: 1280, height: 720, unit: 'px' },
  { name: 'Google Inline Rectangle', width: 300, height: 250, unit: 'px' },
  { name: 'Google Large Rectangle', width: 336, height: 280, unit: 'px' },
  { name: 'A4', width: 210, height: 297, unit: 'mm' },
];

export const presetPixels = (p: ResizePreset) => ({ width: Math.round(toPx(p.width, p.unit)), height: Math.round(toPx(p.height, p.unit)) });

/** Resize previews are drawn at this size on the longer side. */
export const RESIZE_PREVIEW_BASE = 250;
export const AUTO_SUGGEST_VARIANTS = 29;
export const AUTO_SUGGEST_SEEDS = ['#7cadf7', '#e6a45a'] as const;

export const ResizeTexts = {
  title: 'Magic Resize',
  custom: 'Custom size',
  apply: 'Apply',
  computing: 'Resizing your design…',
  suggestTitle: 'Suggest designs',
  fontLock: 'Font lock',
  colorsLock: 'Colors lock',
  applyChanges: 'Apply Changes',
} as const;

/**
 * Premium design tools (magic resize, suggest design, wizard generation): an admin, or an active
 * paid subscription whose scope includes designmaker.
 */
export function hasDesignPremium(u: { type: string; subscription?: { sub_status: boolean; sub_free_plan: boolean; scope: readonly string[] } | null } | null | undefined): boolean {
  if (!u) return false;
  if (u.type === 'admin') return true;
  const s = u.subscription;
  return !!s && s.sub_status && !s.sub_free_plan && s.scope.includes('designmaker');
}
