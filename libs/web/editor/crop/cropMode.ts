// Crop mode: which image is being cropped (a photo, or the page's background image) and the crop
// box so far, in the photo's own unrotated frame on the page. The image toolbar's Crop button
// starts it (rotated photos too), the background toolbar's Crop for the background image; Done
// records one step (the new box and crop) and deselects; Cancel (or Escape) leaves it as it was.
import type { Crop } from '@dm/contracts';
import { coverRect, cropRect, editPage } from '@dm/scene';
import { backgroundImageOf } from '../actions/look';
import { defineAction } from '../actions/types';
import type { Editor } from '../store/editor';
import { type Box, cropFor, fullRect, placeRotated } from './cropMath';

export interface CropSession {
  /** The photo's id, or null for the page's background image. */
  id: string | null;
  /** Where the whole source lies (fixed for the session). */
  full: Box;
  box: Box;
  flipH: number;
  flipV: number;
  /** The photo's rotation (degrees) about `pivot`, its box's centre when cropping began. */
  rotation: number;
  pivot: { x: number; y: number };
  /** A background's crop keeps the page's proportions. */
  aspect?: number;
}

type Listener = () => void;
let session: CropSession | null = null;
const listeners = new Set<Listener>();

export const cropMode = {
  get: (): CropSession | null => session,
  set(s: CropSession | null) {
    session = s;
    for (const l of listeners) l();
  },
  subscribe(l: Listener) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

/** Starts cropping the single selected image (any rotation). False when there is none. */
export function startCrop(editor: Editor): boolean {
  const o = editor.selected.length === 1 ? editor.selected[0] : null;
  if (!o || o.type !== 'image' || o.locked || editor.readOnly || o.image_details.sub_type === 'icon') return false;
  const box = { x: o.position.x, y: o.position.y, width: o.width, height: o.height };
  const d = o.image_details;
  cropMode.set({
    id: o.id, box, full: fullRect(box, d.crop, d.flip_horizontal, d.flip_vertical), flipH: d.flip_horizontal, flipV: d.flip_vertical,
    rotation: o.rotation ?? 0, pivot: { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  });
  return true;
}

/**
 * Starts cropping the page's background image: the page is the box, and the whole image lies
 * around it where the part now covering the page is under the page. `natural` is the image's
 * size in px. False without a background image.
 */
export function startBackgroundCrop(editor: Editor, natural: { width: number; height: number }): boolean {
  const src = backgroundImageOf(editor.page);
  if (!src || editor.readOnly || !(natural.width > 0) || !(natural.height > 0)) return false;
  const { width: W, height: H } = editor.design;
  const bg = editor.page.background;
  const r = coverRect(cropRect(natural, bg?.crop), W, H);
  const shown: Crop = { x: r.sx / natural.width, y: r.sy / natural.height, width: r.sw / natural.width, height: r.sh / natural.height };
  const fh = bg?.flip?.horizontal ?? 1;
  const fv = bg?.flip?.vertical ?? 1;
  const box = { x: 0, y: 0, width: W, height: H };
  editor.select([]);
  cropMode.set({ id: null, box, full: fullRect(box, shown, fh, fv), flipH: fh, flipV: fv, rotation: 0, pivot: { x: W / 2, y: H / 2 }, aspect: W / H });
  return true;
}

export const setBackgroundCrop = defineAction<{ crop: Crop }>({
  name: 'setBackgroundCrop',
  label: 'Crop background',
  perform: (editor, { crop }) => {
    const src = backgroundImageOf(editor.page);
    if (!src) return;
    editor.commit('setBackgroundCrop', 'Crop background', (d) => editPage(d, editor.page.id, (page) => {
      const full = crop.x <= 1e-6 && crop.y <= 1e-6 && crop.width >= 1 - 1e-6 && crop.height >= 1 - 1e-6;
      const next = { ...(page.background ?? {}), image: src };
      if (full) delete next.crop;
      else next.crop = crop;
      page.background = next;
    }));
  },
});

/** `box` is in the photo's unrotated frame turning about `pivot` (see placeRotated). */
export const applyCrop = defineAction<{ id: string; box: Box; crop: Crop; pivot?: { x: number; y: number } }>({
  name: 'applyCrop',
  label: 'Crop',
  perform: (editor, { id, box, crop, pivot }) => {
    const o = editor.page.objects[id];
    if (!o || o.type !== 'image' || o.locked) return;
    editor.commit('applyCrop', 'Crop', (d) => editPage(d, editor.page.id, (page) => {
      const el = page.objects[id];
      if (el.type !== 'image') return;
      el.position = el.rotation && pivot ? placeRotated(box, pivot, el.rotation) : { x: box.x, y: box.y };
      el.width = box.width;
      el.height = box.height;
      const full = crop.x <= 1e-6 && crop.y <= 1e-6 && crop.width >= 1 - 1e-6 && crop.height >= 1 - 1e-6;
      if (full) delete el.image_details.crop;
      else el.image_details.crop = crop;
    }), { selection: [] });
  },
});

/** Done: the crop so far as one step, and the image deselected. */
export function finishCrop(editor: Editor): void {
  const s = cropMode.get();
  cropMode.set(null);
  if (!s) return;
  const crop = cropFor(s.full, s.box, s.flipH, s.flipV);
  if (s.id === null) {
    const same = s.box.x === 0 && s.box.y === 0 && s.box.width === editor.design.width && s.box.height === editor.design.height;
    if (!same && !editor.readOnly) setBackgroundCrop.perform(editor, { crop });
    editor.select([]);
    return;
  }
  const o = editor.page.objects[s.id];
  const start = { x: s.pivot.x - (o?.width ?? 0) / 2, y: s.pivot.y - (o?.height ?? 0) / 2 };
  const unchanged = o && Math.abs(start.x - s.box.x) < 1e-6 && Math.abs(start.y - s.box.y) < 1e-6 && Math.abs(o.width - s.box.width) < 1e-6 && Math.abs(o.height - s.box.height) < 1e-6;
  if (!unchanged && !editor.readOnly) applyCrop.perform(editor, { id: s.id, box: s.box, crop, pivot: s.pivot });
  editor.select([]);
}

export function cancelCrop(): void {
  cropMode.set(null);
}

export const CROP_ACTIONS = [applyCrop, setBackgroundCrop];
