// Plain TypeScript blurs: a true separable Gaussian in floating point (the accuracy reference)
// and a three-pass running-sum box blur at full resolution (the speed baseline). Both mirror at
// the edges (the edge pixel repeated: ... 1 0 | 0 1 ...) and treat the four channels
// independently (opaque images).

// Module-level aliases: inside Jest's vm context every lookup of a global such as `Math` is
// slow (about 25x in hot loops), so the loops never touch one.
const { ceil, exp, floor, max, round, sqrt } = Math;

/** Mirror index, clamped for radii longer than the line. */
export function reflect(i: number, n: number): number {
  const j = i < 0 ? -i - 1 : i >= n ? 2 * n - 1 - i : i;
  return j < 0 ? 0 : j >= n ? n - 1 : j;
}

export function gaussianReference(px: Uint8ClampedArray, w: number, h: number, sigma: number): Uint8ClampedArray {
  const r = ceil(sigma * 4);
  const k = new Float64Array(2 * r + 1);
  let sum = 0;
  for (let i = -r; i <= r; i++) sum += k[i + r] = exp((-i * i) / (2 * sigma * sigma));
  for (let i = 0; i < k.length; i++) k[i] /= sum;
  const out = new Uint8ClampedArray(w * h * 4);
  const plane = new Float64Array(w * h);
  const line = new Float64Array(max(w, h) + 2 * r);
  const conv = (n: number, get: (i: number) => number, set: (i: number, v: number) => void) => {
    for (let i = 0; i < n + 2 * r; i++) line[i] = get(reflect(i - r, n));
    for (let i = 0; i < n; i++) {
      let s = 0;
      for (let j = 0; j <= 2 * r; j++) s += k[j] * line[i + j];
      set(i, s);
    }
  };
  for (let c = 0; c < 4; c++) {
    for (let y = 0; y < h; y++) {
      conv(w, (x) => px[(y * w + x) * 4 + c], (x, v) => (plane[y * w + x] = v));
    }
    for (let x = 0; x < w; x++) {
      conv(h, (y) => plane[y * w + x], (y, v) => (out[(y * w + x) * 4 + c] = round(v)));
    }
  }
  return out;
}

/** Radii of three box passes approximating sigma (Kovesi's widths). */
export function boxRadii(sigma: number): number[] {
  const ideal = sqrt((12 * sigma * sigma) / 3 + 1);
  let wl = floor(ideal);
  if (wl % 2 === 0) wl--;
  const wu = wl + 2;
  const m = round((12 * sigma * sigma - 3 * wl * wl - 12 * wl - 9) / (-4 * wl - 4));
  return [0, 1, 2].map((i) => ((i < m ? wl : wu) - 1) / 2);
}

function boxLine(src: Float32Array, dst: Float32Array, off: number, n: number, stride: number, r: number): void {
  const inv = 1 / (2 * r + 1);
  for (let c = 0; c < 4; c++) {
    const at = (i: number) => src[off + reflect(i, n) * stride + c];
    let s = at(0);
    for (let i = 1; i <= r; i++) s += at(i) + at(-i);
    for (let i = 0; i < n; i++) {
      dst[off + i * stride + c] = s * inv;
      s += at(i + r + 1) - at(i - r);
    }
  }
}

/** Three box passes per axis at full resolution (cost grows with image size, not radius). */
export function boxBlurReference(px: Uint8ClampedArray, w: number, h: number, sigma: number): void {
  const a = Float32Array.from(px);
  const b = new Float32Array(a.length);
  const radii = boxRadii(sigma);
  let src = a;
  let dst = b;
  for (const r of radii) {
    for (let y = 0; y < h; y++) boxLine(src, dst, y * w * 4, w, 4, r);
    [src, dst] = [dst, src];
  }
  for (const r of radii) {
    for (let x = 0; x < w; x++) boxLine(src, dst, x * 4, h, w * 4, r);
    [src, dst] = [dst, src];
  }
  for (let i = 0; i < px.length; i++) px[i] = src[i] + 0.5;
}
