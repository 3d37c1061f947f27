// Drawing helpers for the mockup photographs: masks drawn with @napi-rs/canvas paths, light and
// surfaces computed per pixel (value noise, box blurs, Lambert shading), perspective through the
// engine's homography. Everything is seeded, so a generator version always makes the same files.
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { applyHomography, homography, type Point, type Quad } from '@dm/engine';

export const W = 2000;
export const H = 1500;
export const N = W * H;

export type RGB = [number, number, number];
export type Mask = Float32Array;

export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Smooth value noise in 0..1 on a lattice of `cell` px. */
export function valueNoise(seed: number, cell: number): (x: number, y: number) => number {
  const r = rng(seed);
  const size = 256;
  const lattice = new Float32Array(size * size).map(() => r());
  const at = (i: number, j: number) => lattice[((j & (size - 1)) * size) + (i & (size - 1))];
  return (x, y) => {
    const fx = x / cell, fy = y / cell;
    const i = Math.floor(fx), j = Math.floor(fy);
    let tx = fx - i, ty = fy - j;
    tx = tx * tx * (3 - 2 * tx);
    ty = ty * ty * (3 - 2 * ty);
    const a = at(i, j) + (at(i + 1, j) - at(i, j)) * tx;
    const b = at(i, j + 1) + (at(i + 1, j + 1) - at(i, j + 1)) * tx;
    return a + (b - a) * ty;
  };
}

export function fbm(seed: number, cell: number, octaves = 4): (x: number, y: number) => number {
  const layers = Array.from({ length: octaves }, (_, k) => valueNoise(seed + k * 101, cell / 2 ** k));
  return (x, y) => {
    let s = 0, amp = 0.5, norm = 0;
    for (const n of layers) { s += n(x, y) * amp; norm += amp; amp *= 0.5; }
    return s / norm;
  };
}

/** A mask (0..1 per pixel) of whatever `draw` fills in white. */
export function maskOf(draw: (ctx: SKRSContext2D) => void): Mask {
  const c = createCanvas(W, H);
  const ctx = c.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.strokeStyle = '#fff';
  draw(ctx);
  const d = ctx.getImageData(0, 0, W, H).data;
  const m = new Float32Array(N);
  for (let i = 0; i < N; i++) m[i] = d[i * 4 + 3] / 255;
  return m;
}

export function polygon(ctx: SKRSContext2D, pts: readonly Point[]): void {
  ctx.beginPath();
  pts.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
  ctx.closePath();
  ctx.fill();
}

export const fillPolygon = (pts: readonly Point[]) => maskOf((ctx) => polygon(ctx, pts));

/** Outline of a rounded rectangle in the unit square (corner radius rx, ry as fractions), for mapping through a quad. */
export function roundedUnitRect(rx: number, ry: number, steps = 10): Point[] {
  const pts: Point[] = [];
  const corner = (cx: number, cy: number, a0: number) => {
    for (let s = 0; s <= steps; s++) {
      const a = a0 + (s / steps) * (Math.PI / 2);
      pts.push([cx + Math.cos(a) * rx, cy + Math.sin(a) * ry]);
    }
  };
  corner(1 - rx, 1 - ry, 0);
  corner(rx, 1 - ry, Math.PI / 2);
  corner(rx, ry, Math.PI);
  corner(1 - rx, ry, (3 * Math.PI) / 2);
  return pts;
}

/** Maps unit-square points into a quad (perspective). */
export function inQuad(q: Quad): (p: Point) => Point {
  const m = homography([[0, 0], [1, 0], [1, 1], [0, 1]], q);
  return (p) => applyHomography(m, p[0], p[1]);
}

/** (u, v) in the unit square of a quad for an output pixel. */
export function quadUV(q: Quad): (x: number, y: number) => Point {
  const m = homography(q, [[0, 0], [1, 0], [1, 1], [0, 1]]);
  return (x, y) => applyHomography(m, x, y);
}

/** A sub-quad of a quad from unit-square corners (u0, v0)-(u1, v1). */
export function subQuad(q: Quad, u0: number, v0: number, u1: number, v1: number): Quad {
  const f = inQuad(q);
  return [f([u0, v0]), f([u1, v0]), f([u1, v1]), f([u0, v1])];
}

/** Box blur (three passes approximate a Gaussian) of a mask. */
export function blur(m: Mask, r: number, passes = 3): Mask {
  const a = Float32Array.from(m);
  const b = new Float32Array(N);
  r = Math.max(1, Math.round(r));
  const norm = 1 / (2 * r + 1);
  for (let p = 0; p < passes; p++) {
    for (let y = 0; y < H; y++) {
      const o = y * W;
      let s = 0;
      for (let x = -r; x <= r; x++) s += a[o + Math.min(W - 1, Math.max(0, x))];
      for (let x = 0; x < W; x++) {
        b[o + x] = s * norm;
        s += a[o + Math.min(W - 1, x + r + 1)] - a[o + Math.max(0, x - r)];
      }
    }
    for (let x = 0; x < W; x++) {
      let s = 0;
      for (let y = -r; y <= r; y++) s += b[Math.min(H - 1, Math.max(0, y)) * W + x];
      for (let y = 0; y < H; y++) {
        a[y * W + x] = s * norm;
        s += b[Math.min(H - 1, y + r + 1) * W + x] - b[Math.max(0, y - r) * W + x];
      }
    }
  }
  return a;
}

export function shift(m: Mask, dx: number, dy: number): Mask {
  const out = new Float32Array(N);
  for (let y = 0; y < H; y++) {
    const sy = y - dy;
    if (sy < 0 || sy >= H) continue;
    for (let x = 0; x < W; x++) {
      const sx = x - dx;
      if (sx >= 0 && sx < W) out[y * W + x] = m[sy * W + sx];
    }
  }
  return out;
}

export const union = (...ms: Mask[]) => { const o = new Float32Array(N); for (const m of ms) for (let i = 0; i < N; i++) o[i] = Math.max(o[i], m[i]); return o; };
export const minus = (a: Mask, b: Mask) => { const o = new Float32Array(N); for (let i = 0; i < N; i++) o[i] = Math.max(0, a[i] - b[i]); return o; };

/** The picture being made: straight RGB in floats. */
export class Picture {
  readonly rgb = new Float32Array(N * 3);

  /** Fills every pixel from a colour function. */
  fill(f: (x: number, y: number) => RGB): this {
    for (let y = 0, i = 0; y < H; y++) for (let x = 0; x < W; x++, i++) {
      const c = f(x, y);
      this.rgb[i * 3] = c[0]; this.rgb[i * 3 + 1] = c[1]; this.rgb[i * 3 + 2] = c[2];
    }
    return this;
  }

  /** Paints a colour function where the mask is (blended by it). */
  paint(mask: Mask, f: (x: number, y: number) => RGB): this {
    for (let y = 0, i = 0; y < H; y++) for (let x = 0; x < W; x++, i++) {
      const m = mask[i];
      if (m <= 0) continue;
      const c = f(x, y);
      const k = i * 3;
      this.rgb[k] += (c[0] - this.rgb[k]) * m;
      this.rgb[k + 1] += (c[1] - this.rgb[k + 1]) * m;
      this.rgb[k + 2] += (c[2] - this.rgb[k + 2]) * m;
    }
    return this;
  }

  /** Darkens by a mask (a soft shadow): colour times 1 - strength * mask. */
  shade(mask: Mask, strength: number, tint: RGB = [0, 0, 0]): this {
    for (let i = 0; i < N; i++) {
      const m = mask[i] * strength;
      if (m <= 0) continue;
      for (let c = 0; c < 3; c++) this.rgb[i * 3 + c] += (tint[c] - this.rgb[i * 3 + c]) * m;
    }
    return this;
  }

  /** A soft shadow of a shape cast onto what is below it. */
  castShadow(shape: Mask, dx: number, dy: number, radius: number, strength: number): this {
    return this.shade(blur(shift(shape, dx, dy), radius), strength);
  }

  /** Camera finish: a gentle vignette and film grain, so flat fills read as photographs. */
  finish(seed: number, vignette = 0.22, grain = 5): this {
    const r = rng(seed);
    const cx = W / 2, cy = H / 2, rr = Math.hypot(cx, cy);
    for (let y = 0, i = 0; y < H; y++) for (let x = 0; x < W; x++, i++) {
      const d = Math.hypot(x - cx, y - cy) / rr;
      const v = 1 - vignette * d * d;
      const g = (r() + r() - 1) * grain;
      for (let c = 0; c < 3; c++) this.rgb[i * 3 + c] = this.rgb[i * 3 + c] * v + g;
    }
    return this;
  }

  rgba(mask?: Mask): Uint8ClampedArray {
    const out = new Uint8ClampedArray(N * 4);
    for (let i = 0; i < N; i++) {
      out[i * 4] = this.rgb[i * 3]; out[i * 4 + 1] = this.rgb[i * 3 + 1]; out[i * 4 + 2] = this.rgb[i * 3 + 2];
      out[i * 4 + 3] = mask ? Math.round(mask[i] * 255) : 255;
    }
    return out;
  }
}

export const mix = (a: RGB, b: RGB, t: number): RGB => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
export const scale = (a: RGB, k: number): RGB => [a[0] * k, a[1] * k, a[2] * k];
export const add = (a: RGB, k: number): RGB => [a[0] + k, a[1] + k, a[2] + k];
export const hex = (h: string): RGB => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];

// ---- surfaces ----

/** A paper or painted-wall backdrop with light falling from the top left. */
export function backdrop(colour: RGB, seed: number, light: [number, number] = [0.3, 0.2]): (x: number, y: number) => RGB {
  const n = fbm(seed, 400, 3);
  return (x, y) => {
    const d = Math.hypot(x / W - light[0], y / H - light[1]);
    const k = 1.1 - 0.35 * d + (n(x, y) - 0.5) * 0.06;
    return scale(colour, k);
  };
}

/** A wall meeting a table or floor at `horizon` (fraction of the height), softly. */
export function wallAndTable(wall: RGB, table: (x: number, y: number) => RGB, horizon: number, seed: number): (x: number, y: number) => RGB {
  const w = backdrop(wall, seed);
  const hy = horizon * H;
  return (x, y) => {
    if (y < hy - 3) return scale(w(x, y), 0.92 + 0.08 * (y / hy));
    if (y > hy + 3) return scale(table(x, y), 0.85 + 0.2 * ((y - hy) / (H - hy)));
    return mix(w(x, y), table(x, y), (y - hy + 3) / 6);
  };
}

/** Wood planks running left to right, with grain. */
export function wood(tone: RGB, seed: number, plank = 260): (x: number, y: number) => RGB {
  const n = fbm(seed, 220, 4);
  const fine = valueNoise(seed + 7, 6);
  const r = rng(seed);
  const offsets = Array.from({ length: 40 }, () => r());
  return (x, y) => {
    const p = Math.floor(y / plank);
    const o = offsets[p % 40];
    const grain = Math.sin((y * 0.09 + n(x * 0.25 + o * 900, y * 3) * 14) + o * 10);
    const seam = Math.min(1, Math.abs((y % plank) - 0) / 3, Math.abs(plank - (y % plank)) / 3);
    const k = (0.84 + 0.1 * grain + 0.1 * (o - 0.5) + (fine(x * 0.2, y * 4) - 0.5) * 0.08) * (0.55 + 0.45 * seam);
    return scale(tone, k);
  };
}

/** Polished stone or concrete: mottled, with faint veins for marble. */
export function stone(tone: RGB, seed: number, veins = 0): (x: number, y: number) => RGB {
  const n = fbm(seed, 300, 5);
  const v = fbm(seed + 3, 500, 4);
  return (x, y) => {
    let k = 0.9 + (n(x, y) - 0.5) * 0.22;
    if (veins) k -= veins * Math.max(0, 1 - Math.abs(Math.sin(v(x, y) * 14)) * 30) * 0.12 + veins * (v(x * 3, y * 3) - 0.5) * 0.06;
    return scale(tone, k);
  };
}

/** Lambert light on a surface with normal (nx, ny, nz), light from the top left and front. */
export function lambert(nx: number, ny: number, nz: number, ambient = 0.35, l: [number, number, number] = [-0.45, -0.55, 0.7]): number {
  const len = Math.hypot(l[0], l[1], l[2]);
  const d = (nx * l[0] + ny * l[1] + nz * l[2]) / len;
  return ambient + (1 - ambient) * Math.max(0, d);
}
