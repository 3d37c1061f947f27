// Snapping a moving box to the page's edges and centre and to other elements' edges and centres,
// with the guide lines to draw. Pure: design px in, design px out.
import type { Rect } from '@dm/scene';

export interface SnapTargets {
  xs: number[];
  ys: number[];
}

export interface Guide {
  axis: 'x' | 'y';
  /** Position of the line (x for a vertical guide, y for a horizontal one). */
  at: number;
}

export interface Snapped {
  dx: number;
  dy: number;
  guides: Guide[];
}

/** Page edges and centre plus each other box's edges and centre, each axis sorted (a drag looks them up by halving). */
export function snapTargets(page: { width: number; height: number }, others: Rect[]): SnapTargets {
  const xs = [0, page.width / 2, page.width];
  const ys = [0, page.height / 2, page.height];
  for (const r of others) {
    xs.push(r.x, r.x + r.width / 2, r.x + r.width);
    ys.push(r.y, r.y + r.height / 2, r.y + r.height);
  }
  const ascending = (a: number, b: number) => a - b;
  return { xs: xs.sort(ascending), ys: ys.sort(ascending) };
}

/** The target nearest to any of `lines` within `threshold` (targets sorted ascending): O(log n) a line. */
function best(lines: number[], targets: number[], threshold: number): { delta: number; at: number } | null {
  let found: { delta: number; at: number } | null = null;
  for (const l of lines) {
    // the first target at or after l, and the one before it, are the nearest on each side
    let lo = 0;
    let hi = targets.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (targets[mid] < l) lo = mid + 1;
      else hi = mid;
    }
    for (const i of [lo - 1, lo]) {
      if (i < 0 || i >= targets.length) continue;
      const d = targets[i] - l;
      if (Math.abs(d) <= threshold && (!found || Math.abs(d) < Math.abs(found.delta))) found = { delta: d, at: targets[i] };
    }
  }
  return found;
}

/** The correction that snaps `box` (already moved) to the nearest target within `threshold`. */
export function snapBox(box: Rect, targets: SnapTargets, threshold: number): Snapped {
  const sx = best([box.x, box.x + box.width / 2, box.x + box.width], targets.xs, threshold);
  const sy = best([box.y, box.y + box.height / 2, box.y + box.height], targets.ys, threshold);
  const guides: Guide[] = [];
  if (sx) guides.push({ axis: 'x', at: sx.at });
  if (sy) guides.push({ axis: 'y', at: sy.at });
  return { dx: sx?.delta ?? 0, dy: sy?.delta ?? 0, guides };
}
