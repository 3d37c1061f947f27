// Snapping a moving box to the page's edges and centre and to other elements' edges and centres,
// with the guide lines to draw. Pure: design px in, design px out.
import type { Rect } from '@dm/scene';

/** One axis's targets, sorted by `at`; `from`..`to` is what lies on the line there (along the other axis). */
interface Line {
  at: number;
  from: number;
  to: number;
}

export interface SnapTargets {
  xs: Line[];
  ys: Line[];
}

export interface Guide {
  axis: 'x' | 'y';
  /** Position of the line (x for a vertical guide, y for a horizontal one). */
  at: number;
  /**
   * Where the line runs along the other axis: from what it lines the moving box up with to the
   * box (the whole page for the page's edges and centre), as a person reads an alignment, and
   * so a line moved at each step only changes that much of the screen.
   */
  from: number;
  to: number;
}

export interface Snapped {
  dx: number;
  dy: number;
  guides: Guide[];
}

/** Page edges and centre plus each other box's edges and centre, each axis sorted (a drag looks them up by halving). */
export function snapTargets(page: { width: number; height: number }, others: Rect[]): SnapTargets {
  const xs: Line[] = [0, page.width / 2, page.width].map((at) => ({ at, from: 0, to: page.height }));
  const ys: Line[] = [0, page.height / 2, page.height].map((at) => ({ at, from: 0, to: page.width }));
  for (const r of others) {
    for (const at of [r.x, r.x + r.width / 2, r.x + r.width]) xs.push({ at, from: r.y, to: r.y + r.height });
    for (const at of [r.y, r.y + r.height / 2, r.y + r.height]) ys.push({ at, from: r.x, to: r.x + r.width });
  }
  const ascending = (a: Line, b: Line) => a.at - b.at;
  return { xs: xs.sort(ascending), ys: ys.sort(ascending) };
}

/** The target nearest to any of `lines` within `threshold` (targets sorted ascending): O(log n) a line. */
function best(lines: number[], targets: Line[], threshold: number): { delta: number; index: number } | null {
  let found: { delta: number; index: number } | null = null;
  for (const l of lines) {
    // the first target at or after l, and the one before it, are the nearest on each side
    let lo = 0;
    let hi = targets.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (targets[mid].at < l) lo = mid + 1;
      else hi = mid;
    }
    for (const i of [lo - 1, lo]) {
      if (i < 0 || i >= targets.length) continue;
      const d = targets[i].at - l;
      if (Math.abs(d) <= threshold && (!found || Math.abs(d) < Math.abs(found.delta))) found = { delta: d, index: i };
    }
  }
  return found;
}

/** The guide at target `index`: over every target on that line and the box (`lo`..`hi` along the other axis). */
function guide(axis: 'x' | 'y', targets: Line[], index: number, lo: number, hi: number): Guide {
  const at = targets[index].at;
  let first = index;
  let last = index;
  while (first > 0 && targets[first - 1].at === at) first--;
  while (last + 1 < targets.length && targets[last + 1].at === at) last++;
  const on = targets.slice(first, last + 1);
  return { axis, at, from: Math.min(lo, ...on.map((t) => t.from)), to: Math.max(hi, ...on.map((t) => t.to)) };
}

/** The correction that snaps `box` (already moved) to the nearest target within `threshold`. */
export function snapBox(box: Rect, targets: SnapTargets, threshold: number): Snapped {
  const sx = best([box.x, box.x + box.width / 2, box.x + box.width], targets.xs, threshold);
  const sy = best([box.y, box.y + box.height / 2, box.y + box.height], targets.ys, threshold);
  const dx = sx?.delta ?? 0;
  const dy = sy?.delta ?? 0;
  const guides: Guide[] = [];
  if (sx) guides.push(guide('x', targets.xs, sx.index, box.y + dy, box.y + dy + box.height));
  if (sy) guides.push(guide('y', targets.ys, sy.index, box.x + dx, box.x + dx + box.width));
  return { dx, dy, guides };
}
