// Plain TypeScript hit tests: the exact rotated-box test (same formula as the wasm index) and
// brute-force queries over every element, the reference the index is tested against.
import type { HitBox } from '../hit-index.js';

// Module-level aliases: inside Jest's vm context every lookup of a global such as `Math` is
// slow (about 25x in hot loops), so the loops never touch one.
const { abs, cos, min, sin, trunc } = Math;

export interface Box {
  cx: number;
  cy: number;
  hw: number;
  hh: number;
  cos: number;
  sin: number;
  layer: number;
  /** Alpha mask (1 = solid) with its size, for cut-out images. */
  mask?: { data: Uint8Array; width: number; height: number };
}

export function toBox(e: HitBox): Box {
  const a = ((e.rotation ?? 0) * Math.PI) / 180;
  const hw = abs(e.width / 2);
  const hh = abs(e.height / 2);
  return { cx: e.x + e.width / 2, cy: e.y + e.height / 2, hw, hh, cos: cos(a), sin: sin(a), layer: e.layer };
}

export function boxHit(b: Box, x: number, y: number): boolean {
  const dx = x - b.cx;
  const dy = y - b.cy;
  const u = dx * b.cos + dy * b.sin;
  const v = dy * b.cos - dx * b.sin;
  if (!(abs(u) <= b.hw && abs(v) <= b.hh)) return false;
  if (!b.mask) return true;
  const { data, width, height } = b.mask;
  const mx = min(width - 1, trunc(((u + b.hw) / (2 * b.hw)) * width));
  const my = min(height - 1, trunc(((v + b.hh) / (2 * b.hh)) * height));
  return data[my * width + mx] > 0;
}

export function boxExtent(b: Box): [number, number] {
  return [abs(b.cos) * b.hw + abs(b.sin) * b.hh, abs(b.sin) * b.hw + abs(b.cos) * b.hh];
}

export function boxOverlapsRect(b: Box, x0: number, y0: number, x1: number, y1: number): boolean {
  const rx = (x0 + x1) / 2, ry = (y0 + y1) / 2, rw = abs(x1 - x0) / 2, rh = abs(y1 - y0) / 2;
  const [ex, ey] = boxExtent(b);
  const dx = rx - b.cx, dy = ry - b.cy;
  if (abs(dx) > ex + rw || abs(dy) > ey + rh) return false;
  const c = abs(b.cos), s = abs(b.sin);
  const u = dx * b.cos + dy * b.sin;
  const v = dy * b.cos - dx * b.sin;
  return abs(u) <= b.hw + rw * c + rh * s && abs(v) <= b.hh + rw * s + rh * c;
}

export function boxInsideRect(b: Box, x0: number, y0: number, x1: number, y1: number): boolean {
  const [ex, ey] = boxExtent(b);
  return b.cx - ex >= x0 && b.cx + ex <= x1 && b.cy - ey >= y0 && b.cy + ey <= y1;
}

/** Top-most element under the point by testing every element; ties go to the higher index. */
export function bruteForcePoint(boxes: (Box | undefined)[], x: number, y: number): number {
  let best = -1;
  for (let i = 0; i < boxes.length; i++) {
    const b = boxes[i];
    if (!b || !boxHit(b, x, y)) continue;
    if (best < 0 || b.layer > boxes[best]!.layer || (b.layer === boxes[best]!.layer && i > best)) best = i;
  }
  return best;
}
