/**
 * Dominant colours of an image, computed in the browser from its pixels (the template page's
 * Colors section). Pure over RGBA bytes: the component draws the thumbnail onto a small canvas and
 * hands over `getImageData().data`.
 *
 * Pixels are grouped into 4-bit-per-channel boxes; each box's mean colour is a candidate, and
 * candidates closer than `minDistance` to a more frequent one are folded into it, so shades of one
 * colour count once. Transparent pixels are ignored.
 */
export interface DominantColorOptions {
  /** At most this many colours. */
  count?: number;
  /** Euclidean RGB distance under which two candidates are the same colour. */
  minDistance?: number;
  /** Candidates covering less than this share of the opaque pixels are dropped. */
  minShare?: number;
}

interface Box {
  r: number;
  g: number;
  b: number;
  n: number;
}

const hex2 = (v: number) => Math.round(v).toString(16).padStart(2, '0');
export const toHex = (r: number, g: number, b: number) => `#${hex2(r)}${hex2(g)}${hex2(b)}`;

export function dominantColors(rgba: ArrayLike<number>, options: DominantColorOptions = {}): string[] {
  const { count = 6, minDistance = 48, minShare = 0.01 } = options;
  const boxes = new Map<number, Box>();
  let opaque = 0;
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    if (rgba[i + 3] < 128) continue;
    const r = rgba[i];
    const g = rgba[i + 1];
    const b = rgba[i + 2];
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const box = boxes.get(key);
    if (box) {
      box.r += r;
      box.g += g;
      box.b += b;
      box.n += 1;
    } else boxes.set(key, { r, g, b, n: 1 });
    opaque++;
  }
  if (opaque === 0) return [];

  const candidates = [...boxes.values()]
    .map((box) => ({ r: box.r / box.n, g: box.g / box.n, b: box.b / box.n, n: box.n }))
    .sort((a, b) => b.n - a.n);
  const kept: Box[] = [];
  for (const c of candidates) {
    const near = kept.find((k) => Math.hypot(k.r - c.r, k.g - c.g, k.b - c.b) < minDistance);
    if (near) near.n += c.n;
    else kept.push({ ...c });
  }
  return kept
    .filter((k) => k.n / opaque >= minShare)
    .sort((a, b) => b.n - a.n)
    .slice(0, count)
    .map((k) => toHex(k.r, k.g, k.b));
}
