// Paint order for exports that mix raster and vector: the page's elements flattened into text
// leaves (set as vector text) and raster units (anything else, with its contents), each with
// the world transform and opacity of the groups around it.
import type { EditorObject, Page, TextElement } from '@dm/contracts';
import { childrenOf, descendantsOf } from '../document/tree.js';

/** A 2D affine matrix [a, b, c, d, e, f] as in canvas setTransform. */
export type Mat = [number, number, number, number, number, number];

export const IDENTITY: Mat = [1, 0, 0, 1, 0, 0];

export function multiply(m: Mat, n: Mat): Mat {
  return [
    m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3], m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/** Local box (0..w, 0..h) to parent coordinates: rotation about the element's centre. */
export function localMatrix(o: EditorObject): Mat {
  const t = ((o.rotation ?? 0) * Math.PI) / 180;
  const cos = Math.cos(t);
  const sin = Math.sin(t);
  const cx = o.position.x + o.width / 2;
  const cy = o.position.y + o.height / 2;
  const w2 = o.width / 2;
  const h2 = o.height / 2;
  return [cos, sin, -sin, cos, cx - cos * w2 + sin * h2, cy - sin * w2 - cos * h2];
}

/** A clip for vector text inside a box or frame: the parent's box (w x h) under `matrix`. */
export interface ClipBox {
  matrix: Mat;
  width: number;
  height: number;
}

export type PaintItem =
  | { kind: 'text'; element: TextElement; matrix: Mat; opacity: number; clip?: ClipBox }
  | { kind: 'raster'; ids: string[] };

/** Flattens a page; consecutive raster units are merged into one item. */
export function paintOrder(page: Page): PaintItem[] {
  const out: PaintItem[] = [];
  const walk = (parent: string | null, world: Mat, opacity: number, chain: string[]) => {
    for (const o of childrenOf(page, parent)) {
      if (!(o.opacity > 0)) continue;
      if (o.type === 'text' && !o.shadow) {
        out.push({ kind: 'text', element: o, matrix: multiply(world, localMatrix(o)), opacity: opacity * o.opacity });
      } else if (o.type === 'group' && !o.shadow && o.opacity >= 1) {
        const g = localMatrix(o);
        walk(o.id, multiply(world, multiply(g, [1, 0, 0, 1, -o.position.x, -o.position.y])), opacity, [...chain, o.id]);
      } else {
        // A box or frame: its own look and non-text contents as raster, then its texts as
        // vector text clipped to its box (a frame's shape is approximated by its box).
        const all = descendantsOf(page, o.id);
        const boxed = (o.type === 'box' || o.type === 'grid') && !o.shadow && o.opacity >= 1;
        const texts = boxed ? childrenOf(page, o.id).filter((c): c is TextElement => c.type === 'text' && !c.shadow && c.opacity > 0) : [];
        const skip = new Set(texts.map((t) => t.id));
        const ids = [...chain, o.id, ...all.filter((i) => !skip.has(i))];
        const last = out[out.length - 1];
        if (last?.kind === 'raster') last.ids.push(...ids.filter((i) => !last.ids.includes(i)));
        else out.push({ kind: 'raster', ids });
        if (texts.length) {
          const box = multiply(world, localMatrix(o));
          const inner = multiply(box, [1, 0, 0, 1, -o.position.x, -o.position.y]);
          for (const t of texts) {
            out.push({ kind: 'text', element: t, matrix: multiply(inner, localMatrix(t)), opacity: opacity * t.opacity, clip: { matrix: box, width: o.width, height: o.height } });
          }
        }
      }
    }
  };
  walk(null, IDENTITY, 1, []);
  return out;
}

/** The page restricted to some elements (for rendering one raster item). */
export function pageWith(page: Page, ids: string[]): Page {
  const keep = new Set(ids);
  return { ...page, objects: Object.fromEntries(Object.entries(page.objects).filter(([id]) => keep.has(id))) };
}
