// Crop mode's geometry, pure: an image's crop window (fractions of its source) and its box on the
// page give the whole source's rectangle on the page; a new box inside that rectangle gives the
// new crop. Flips mirror the window (the crop is kept in source coordinates).
import type { Crop } from '@dm/contracts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const FULL: Crop = { x: 0, y: 0, width: 1, height: 1 };

/** The crop as seen on the page (mirrored by the flips). */
function shown(c: Crop, fh: number, fv: number): Crop {
  return { x: fh === -1 ? 1 - c.x - c.width : c.x, y: fv === -1 ? 1 - c.y - c.height : c.y, width: c.width, height: c.height };
}

/** Where the whole source image lies on the page for an element's box and crop. */
export function fullRect(box: Box, crop: Crop | undefined, fh = 1, fv = 1): Box {
  const c = shown(crop ?? FULL, fh, fv);
  const width = box.width / c.width;
  const height = box.height / c.height;
  return { x: box.x - c.x * width, y: box.y - c.y * height, width, height };
}

/** The crop for a new box inside the full rectangle (clamped to it). */
export function cropFor(full: Box, box: Box, fh = 1, fv = 1): Crop {
  const c = {
    x: Math.min(1, Math.max(0, (box.x - full.x) / full.width)),
    y: Math.min(1, Math.max(0, (box.y - full.y) / full.height)),
    width: Math.min(1, Math.max(1e-4, box.width / full.width)),
    height: Math.min(1, Math.max(1e-4, box.height / full.height)),
  };
  c.width = Math.min(c.width, 1 - c.x);
  c.height = Math.min(c.height, 1 - c.y);
  return shown(c, fh, fv);
}

export type CropHandle = 'nw' | 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w';

/** The box after dragging one handle by (dx, dy), kept inside `full` and at least `min` wide and tall. */
export function dragHandle(box: Box, full: Box, handle: CropHandle, dx: number, dy: number, min = 8): Box {
  let { x, y } = box;
  let right = box.x + box.width;
  let bottom = box.y + box.height;
  if (handle.includes('w')) x = Math.min(right - min, Math.max(full.x, x + dx));
  if (handle.includes('e')) right = Math.max(x + min, Math.min(full.x + full.width, right + dx));
  if (handle.includes('n')) y = Math.min(bottom - min, Math.max(full.y, y + dy));
  if (handle.includes('s')) bottom = Math.max(y + min, Math.min(full.y + full.height, bottom + dy));
  return { x, y, width: right - x, height: bottom - y };
}

/**
 * A corner drag with the box's aspect ratio kept (a page background's crop must cover the page):
 * the opposite corner stays, the larger of the two moves (in the box's proportions) sets the size,
 * and the box never leaves `full` nor gets smaller than `min`.
 */
export function dragCornerLocked(box: Box, full: Box, handle: CropHandle, dx: number, dy: number, aspect: number, min = 8): Box {
  const sx = handle.includes('w') ? -1 : 1;
  const sy = handle.includes('n') ? -1 : 1;
  // the anchor: the corner opposite the handle
  const ax = sx === 1 ? box.x : box.x + box.width;
  const ay = sy === 1 ? box.y : box.y + box.height;
  // the move that is larger in the box's proportions leads
  let width = Math.abs(dx) >= Math.abs(dy) * aspect ? box.width + sx * dx : (box.height + sy * dy) * aspect;
  const roomX = sx === 1 ? full.x + full.width - ax : ax - full.x;
  const roomY = sy === 1 ? full.y + full.height - ay : ay - full.y;
  width = Math.max(Math.max(min, min * aspect), Math.min(width, roomX, roomY * aspect));
  const height = width / aspect;
  return { x: sx === 1 ? ax : ax - width, y: sy === 1 ? ay : ay - height, width, height };
}

/** The box moved by (dx, dy) and kept inside `full` (dragging the photo under the crop). */
export function moveBox(box: Box, full: Box, dx: number, dy: number): Box {
  const x = Math.min(full.x + full.width - box.width, Math.max(full.x, box.x + dx));
  const y = Math.min(full.y + full.height - box.height, Math.max(full.y, box.y + dy));
  return { ...box, x, y };
}

/** A page delta in the element's own (unrotated) frame, for a box rotated by `degrees`. */
export function toLocal(dx: number, dy: number, degrees: number): { dx: number; dy: number } {
  const t = (degrees * Math.PI) / 180;
  const c = Math.cos(t);
  const s = Math.sin(t);
  return { dx: dx * c + dy * s, dy: -dx * s + dy * c };
}

/**
 * Where a rotated element's new box goes on the page: `box` is in the old element's unrotated
 * frame, which turns about `pivot` (the old box's centre); the new box turns about its own centre,
 * so its centre is carried through the rotation and the kept part of the photo stays in place.
 */
export function placeRotated(box: Box, pivot: { x: number; y: number }, degrees: number): { x: number; y: number } {
  const t = (degrees * Math.PI) / 180;
  const cx = box.x + box.width / 2 - pivot.x;
  const cy = box.y + box.height / 2 - pivot.y;
  const px = pivot.x + cx * Math.cos(t) - cy * Math.sin(t);
  const py = pivot.y + cx * Math.sin(t) + cy * Math.cos(t);
  return { x: px - box.width / 2, y: py - box.height / 2 };
}
