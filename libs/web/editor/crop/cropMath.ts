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
