// Resizing a (possibly rotated) box by one of its eight handles: the opposite corner or side
// stays where it is on screen. Corners of images and text keep the aspect ratio.
export type Handle = 'nw' | 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w';
export const HANDLES: Handle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

const SIGN: Record<Handle, [number, number]> = {
  nw: [-1, -1], n: [0, -1], ne: [1, -1], e: [1, 0], se: [1, 1], s: [0, 1], sw: [-1, 1], w: [-1, 0],
};

export const isCorner = (h: Handle) => h.length === 2;

/**
 * The new box when `handle` is dragged to the design point (px, py). `keepAspect` holds the
 * start box's proportions (corner handles of images and text). Sizes never go below `min`.
 */
export function resizeBox(start: Box, handle: Handle, px: number, py: number, keepAspect: boolean, min = 4): Box {
  const t = (start.rotation * Math.PI) / 180;
  const cos = Math.cos(t);
  const sin = Math.sin(t);
  const cx = start.x + start.width / 2;
  const cy = start.y + start.height / 2;
  // pointer in the box's own frame (origin at its centre, unrotated)
  const lx = (px - cx) * cos + (py - cy) * sin;
  const ly = -(px - cx) * sin + (py - cy) * cos;
  const [sx, sy] = SIGN[handle];
  // the fixed anchor, opposite the handle, in the local frame
  const ax = (-sx * start.width) / 2;
  const ay = (-sy * start.height) / 2;
  let w = sx ? Math.max(min, sx * (lx - ax)) : start.width;
  let h = sy ? Math.max(min, sy * (ly - ay)) : start.height;
  if (keepAspect && sx && sy) {
    const k = Math.max(w / start.width, h / start.height);
    w = Math.max(min, start.width * k);
    h = Math.max(min, start.height * k);
  }
  // new centre in the local frame, then back to design coordinates
  const ncx = sx ? ax + (sx * w) / 2 : 0;
  const ncy = sy ? ay + (sy * h) / 2 : 0;
  const wx = cx + ncx * cos - ncy * sin;
  const wy = cy + ncx * sin + ncy * cos;
  return { x: wx - w / 2, y: wy - h / 2, width: w, height: h, rotation: start.rotation };
}


/** The pointer's angle around a centre, in degrees (0 = to the right, clockwise positive on screen). */
export function pointerAngle(cx: number, cy: number, px: number, py: number): number {
  return (Math.atan2(py - cy, px - cx) * 180) / Math.PI;
}

/**
 * The rotation after the pointer swept from `startAngle` to (px, py) around the element's centre:
 * the element turns by exactly the swept angle, so the handle the pointer grabbed stays under it,
 * wherever the handle sits. Shift snaps the result to 15 degrees; otherwise it settles on a
 * right angle within 3 degrees of it.
 */
export function rotationBySweep(box: Box, startAngle: number, startRotation: number, px: number, py: number, snap = false): number {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  let swept = pointerAngle(cx, cy, px, py) - startAngle;
  if (swept > 180) swept -= 360;
  if (swept < -180) swept += 360;
  let deg = startRotation + swept;
  if (snap) deg = Math.round(deg / 15) * 15;
  else {
    const near = Math.round(deg / 90) * 90;
    if (Math.abs(deg - near) < 3) deg = near;
  }
  deg = ((deg % 360) + 540) % 360 - 180;
  return deg === -180 ? 180 : deg === 0 ? 0 : deg;
}
