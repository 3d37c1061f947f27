// Photos in designs: a photo dropped on a frame (mask or grid cell) fills it (cover: the photo
// scaled to cover the frame, centred, clipped by it); a photo dropped on an image replaces it;
// inside a frame the photo can be moved (double-click the frame, then drag) but never so far that
// the frame shows an edge. Each is one undoable action.
import type { DesignFile, EditorObject, ImageElement } from '@dm/contracts';
import { childrenOf, createImage, editPage, nextLayerIndex } from '@dm/scene';
import { defineAction } from './types';

export interface PhotoArg {
  src: string;
  /** Natural size of the photo (its aspect decides the cover fit). */
  width: number;
  height: number;
  resourceId?: string;
}

type Box = { position: { x: number; y: number }; width: number; height: number };

/** The box that covers `frame` with a `natural`-shaped photo, centred. */
export function coverBox(natural: { width: number; height: number }, frame: Box): { x: number; y: number; width: number; height: number } {
  const nw = Math.max(1, natural.width);
  const nh = Math.max(1, natural.height);
  const k = Math.max(frame.width / nw, frame.height / nh);
  const width = nw * k;
  const height = nh * k;
  return { x: frame.position.x + (frame.width - width) / 2, y: frame.position.y + (frame.height - height) / 2, width, height };
}

/** How far (dx, dy) a photo may move inside its frame and still cover it. */
export function clampInFrame(photo: Box, frame: Box, dx: number, dy: number): { dx: number; dy: number } {
  const clamp = (d: number, pos: number, size: number, fpos: number, fsize: number) => {
    const min = fpos + fsize - (pos + size); // the photo's far edge may not come inside the frame
    const max = fpos - pos; // nor its near edge
    return min > max ? 0 : Math.min(max, Math.max(min, d));
  };
  return { dx: clamp(dx, photo.position.x, photo.width, frame.position.x, frame.width), dy: clamp(dy, photo.position.y, photo.height, frame.position.y, frame.height) };
}

/** The photo a frame holds, if any. */
export function framePhoto(page: { objects: Record<string, EditorObject> }, frameId: string): ImageElement | undefined {
  return childrenOf(page as never, frameId).find((k): k is ImageElement => k.type === 'image');
}

export function fillFrameIn(design: DesignFile, pageId: string, frameId: string, photo: PhotoArg): DesignFile {
  return editPage(design, pageId, (page) => {
    const frame = page.objects[frameId];
    if (!frame || frame.type !== 'grid') return;
    for (const k of childrenOf(page as never, frameId)) if (k.type === 'image') delete page.objects[k.id];
    const box = coverBox(photo, frame);
    const el = createImage(photo.src, design.width, photo, box);
    el.parent = frameId;
    el.layer_index = nextLayerIndex(page as never, frameId);
    if (photo.resourceId) el.image_details.id_design_resource = photo.resourceId;
    page.objects[el.id] = el;
  });
}

export const fillFrame = defineAction<PhotoArg & { frameId: string }>({
  name: 'fillFrame',
  label: 'Fill frame',
  perform: (editor, { frameId, ...photo }) => {
    const frame = editor.page.objects[frameId];
    if (!frame || frame.type !== 'grid' || frame.locked || !photo.src) return;
    editor.commit('fillFrame', 'Fill frame', (d) => fillFrameIn(d, editor.page.id, frameId, photo), { selection: [frameId] });
  },
});

/** Another photo in an image's place: the box keeps its centre and width (its height follows the new photo), or covers its frame. */
export const replaceImage = defineAction<PhotoArg & { id: string }>({
  name: 'replaceImage',
  label: 'Replace image',
  perform: (editor, { id, src, width, height, resourceId }) => {
    const o = editor.page.objects[id];
    if (!o || o.type !== 'image' || o.locked || !src) return;
    const parent = o.parent ? editor.page.objects[o.parent] : undefined;
    editor.commit('replaceImage', 'Replace image', (d) => editPage(d, editor.page.id, (page) => {
      const el = page.objects[id] as ImageElement;
      const box = parent?.type === 'grid'
        ? coverBox({ width, height }, parent)
        : { x: el.position.x, y: el.position.y + (el.height - (el.width * height) / Math.max(1, width)) / 2, width: el.width, height: (el.width * height) / Math.max(1, width) };
      el.position = { x: box.x, y: box.y };
      el.width = box.width;
      el.height = box.height;
      // the new photo keeps the old one's filter, adjustments and flips; an icon's colours go
      el.image_details = { ...el.image_details, src, image_width: width, image_height: height };
      delete el.image_details.svg_colors;
      delete el.image_details.sub_type;
      if (resourceId) el.image_details.id_design_resource = resourceId;
      else delete el.image_details.id_design_resource;
    }), { selection: [id] });
  },
});

/** Moves the photo inside its frame by (dx, dy), as far as it still covers the frame. */
export const movePhotoInFrame = defineAction<{ id: string; dx: number; dy: number }>({
  name: 'movePhotoInFrame',
  label: 'Move photo in frame',
  perform: (editor, { id, dx, dy }) => {
    const o = editor.page.objects[id];
    const frame = o?.parent ? editor.page.objects[o.parent] : undefined;
    if (!o || o.type !== 'image' || frame?.type !== 'grid' || frame.locked) return;
    const d = clampInFrame(o, frame, dx, dy);
    if (!d.dx && !d.dy) return;
    editor.commit('movePhotoInFrame', 'Move photo in frame', (doc) => editPage(doc, editor.page.id, (page) => {
      const el = page.objects[id];
      el.position = { x: el.position.x + d.dx, y: el.position.y + d.dy };
    }), { selection: [id] });
  },
});

/** One image source changed everywhere in the design (a visitor's local image once it is uploaded). */
export function replaceSource(design: DesignFile, from: string, to: string): DesignFile {
  const swap = (v: unknown): unknown => {
    if (v === from) return to;
    if (Array.isArray(v)) return v.map(swap);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, swap(x)]));
    return v;
  };
  return { ...design, pages: design.pages.map((p) => swap(p) as DesignFile['pages'][number]) };
}

export const replaceImageSource = defineAction<{ from: string; to: string }>({
  name: 'replaceImageSource',
  label: 'Upload image',
  perform: (editor, { from, to }) => {
    if (!from || !to || from === to) return;
    editor.commit('replaceImageSource', 'Upload image', (d) => replaceSource(d, from, to));
  },
});

export const PHOTO_ACTIONS = [fillFrame, replaceImage, movePhotoInFrame, replaceImageSource];
