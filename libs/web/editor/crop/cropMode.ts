// Crop mode: which image is being cropped and the crop box so far (page coordinates). The image
// toolbar's Crop button starts it; Done records one step (the new box and crop) and deselects;
// Cancel (or Escape) leaves the image as it was.
import type { Crop } from '@dm/contracts';
import { editPage } from '@dm/scene';
import { defineAction } from '../actions/types';
import type { Editor } from '../store/editor';
import { type Box, cropFor, fullRect } from './cropMath';

export interface CropSession {
  id: string;
  /** Where the whole source lies (fixed for the session). */
  full: Box;
  box: Box;
  flipH: number;
  flipV: number;
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

/** Starts cropping the single selected, unrotated image. False when there is none. */
export function startCrop(editor: Editor): boolean {
  const o = editor.selected.length === 1 ? editor.selected[0] : null;
  if (!o || o.type !== 'image' || o.locked || editor.readOnly || o.image_details.sub_type === 'icon' || (o.rotation ?? 0) % 360 !== 0) return false;
  const box = { x: o.position.x, y: o.position.y, width: o.width, height: o.height };
  const d = o.image_details;
  cropMode.set({ id: o.id, box, full: fullRect(box, d.crop, d.flip_horizontal, d.flip_vertical), flipH: d.flip_horizontal, flipV: d.flip_vertical });
  return true;
}

export const applyCrop = defineAction<{ id: string; box: Box; crop: Crop }>({
  name: 'applyCrop',
  label: 'Crop',
  perform: (editor, { id, box, crop }) => {
    const o = editor.page.objects[id];
    if (!o || o.type !== 'image' || o.locked) return;
    editor.commit('applyCrop', 'Crop', (d) => editPage(d, editor.page.id, (page) => {
      const el = page.objects[id];
      if (el.type !== 'image') return;
      el.position = { x: box.x, y: box.y };
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
  const o = editor.page.objects[s.id];
  const unchanged = o && Math.abs(o.position.x - s.box.x) < 1e-6 && Math.abs(o.position.y - s.box.y) < 1e-6 && Math.abs(o.width - s.box.width) < 1e-6 && Math.abs(o.height - s.box.height) < 1e-6;
  if (!unchanged && !editor.readOnly) applyCrop.perform(editor, { id: s.id, box: s.box, crop: cropFor(s.full, s.box, s.flipH, s.flipV) });
  editor.select([]);
}

export function cancelCrop(): void {
  cropMode.set(null);
}

export const CROP_ACTIONS = [applyCrop];
