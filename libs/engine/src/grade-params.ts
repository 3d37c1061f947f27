// Compiles panel values into the i32 parameter block of the fused colour grade
// (engine-wasm/src/grade.rs). The wasm kernel and the TypeScript reference both run from this
// block, so the mapping from slider to maths lives in one place.
//
// The grade is: one affine colour transform (lift/gain per channel, then saturation around
// Rec.601 luma, then the 3x3 colour matrix with offset, folded here into a single matrix with
// Q12 coefficients and no clipping between the folded steps), then an optional tone curve per
// channel (midtone bend and S-curve), then an optional vignette.

export const Q12 = 4096;
export const Q13 = 8192;
export const F_CURVE = 2;
export const F_MATRIX = 8;
export const F_VIGNETTE = 16;

export const P_FLAGS = 0;
/** Six packed i16 pairs, per output channel c: (m_c0 | m_c1 << 16), (m_c2 | o_c << 16). */
export const P_PAIRS = 1;
export const P_BEND = 7;
export const P_S = 10;
export const P_VIG = 13;
export const PARAMS_LEN = 28;
/** The constant lane paired with blue that carries the offset: o_c * K_LANE is the Q12 offset. */
export const K_LANE = 128;

/** Rec.601 luma weights in 1/256 (the saturation axis). */
export const LUMA = [77 / 256, 150 / 256, 29 / 256] as const;

/** A parameter block; build one with `gradeParams` or `filterParams`. */
export type GradeParams = Int32Array;

/** The spec's per-pixel filter adjustments: -100..100 (vignette 0..100); missing or empty means neutral. */
export interface Adjustments {
  brightness?: number | null;
  contrast?: number | null;
  saturation?: number | null;
  tint?: number | null;
  x_process?: number | null;
  vignette?: number | null;
}

/** Clamps a panel value into its range; empty, missing or non-numeric means 0 (neutral). */
export function panelValue(v: number | null | undefined | string, min = -100, max = 100): number {
  const n = typeof v === 'string' ? (v.trim() === '' ? 0 : Number(v)) : (v ?? 0);
  if (!Number.isFinite(n)) return 0;
  return Math.min(max, Math.max(min, n));
}

const clampI16 = (v: number) => Math.max(-32768, Math.min(32767, Math.round(v)));

/** The stages of a colour grade in real numbers, before folding and quantisation. */
export interface GradeStages {
  /** Per-channel gain and offset (levels), applied first. */
  gain: [number, number, number];
  offset: [number, number, number];
  /** Tone curve per channel, applied after the colour transform: midtone shift in levels x 2. */
  bend: [number, number, number];
  /** S-curve strength per channel: peak shift in levels / 0.19. */
  s: [number, number, number];
  /** Saturation factor around luma, after gain/offset. */
  saturation: number;
  /** Row-major 3x3 colour matrix applied after saturation (identity = neutral), plus offset. */
  matrix?: number[];
  matrixOffset?: [number, number, number];
  vignette: number;
}

export function neutralStages(): GradeStages {
  return { gain: [1, 1, 1], offset: [0, 0, 0], bend: [0, 0, 0], s: [0, 0, 0], saturation: 1, vignette: 0 };
}

/** Maps the panel's adjustments onto grade stages. */
export function adjustmentStages(a: Adjustments): GradeStages {
  const st = neutralStages();
  const b = panelValue(a.brightness);
  const c = panelValue(a.contrast);
  const s = panelValue(a.saturation);
  const t = panelValue(a.tint);
  const x = panelValue(a.x_process);
  // Brightness shifts by up to half the range; contrast scales around mid grey (0x..3x).
  const shift = (b * 255) / 200;
  const k = c >= 0 ? 1 + (2 * c) / 100 : 1 + c / 100;
  st.gain = [k, k, k];
  const o = (shift - 128) * k + 128;
  // Tint: positive towards magenta, negative towards green.
  st.offset = [o + 0.25 * t, o - 0.3 * t, o + 0.25 * t];
  // Cross-process: S-curves on red and green, an inverted S and cooler midtones on blue.
  st.s = [1.3 * x, 0.9 * x, -1.1 * x];
  st.bend = [0, 0.1 * x, -0.16 * x];
  st.saturation = s >= 0 ? 1 + (2 * s) / 100 : 1 + s / 100;
  st.vignette = panelValue(a.vignette, 0, 100) / 100;
  return st;
}

/** The folded affine transform: out = A * in + b (A row-major 3x3, b in levels). */
export function affineOf(st: GradeStages): { a: number[]; b: number[] } {
  const s = st.saturation;
  // S = s I + (1 - s) 1 w^T, then A = M S diag(gain), b = M S offset + moff.
  const S = [0, 1, 2].flatMap((i) => [0, 1, 2].map((j) => (i === j ? s : 0) + (1 - s) * LUMA[j]));
  const M = st.matrix ?? [1, 0, 0, 0, 1, 0, 0, 0, 1];
  const MS = [0, 1, 2].flatMap((i) => [0, 1, 2].map((j) => M[3 * i] * S[j] + M[3 * i + 1] * S[3 + j] + M[3 * i + 2] * S[6 + j]));
  const mo = st.matrixOffset ?? [0, 0, 0];
  const a = MS.map((v, k) => v * st.gain[k % 3]);
  const b = [0, 1, 2].map((i) => MS[3 * i] * st.offset[0] + MS[3 * i + 1] * st.offset[1] + MS[3 * i + 2] * st.offset[2] + mo[i]);
  return { a, b };
}

const pack = (lo: number, hi: number) => ((hi & 0xffff) << 16) | (lo & 0xffff);

/** Quantises grade stages into the kernel's parameter block. */
export function compileStages(st: GradeStages): GradeParams {
  const p = new Int32Array(PARAMS_LEN);
  let flags = 0;
  for (let i = 0; i < 3; i++) {
    // Kernel curve (grade.rs `curve`): shift = m k / 2^22 levels with m = v (255 - v) and
    // k = B + S (2v - 255); m = 16256 at mid grey, m (2v - 255) peaks at 1595538 (v = 201).
    const bend = clampI16(((st.bend[i] / 2) * 128 * 32768) / 16256);
    const sMax = Math.floor((32767 - Math.abs(bend)) / 255);
    const s = Math.max(-sMax, Math.min(sMax, Math.round(((st.s[i] * 0.19) * 128 * 32768) / 1595538)));
    p[P_BEND + i] = bend;
    p[P_S + i] = s;
    if (bend !== 0 || s !== 0) flags |= F_CURVE;
  }
  p[P_VIG] = clampI16(Math.max(0, Math.min(1, st.vignette)) * 0.85 * 32767);
  if (p[P_VIG] !== 0) flags |= F_VIGNETTE;
  const { a, b } = affineOf(st);
  // The rounding bias (1/2 level) rides in the offset: every later step truncates.
  const bias = 16;
  let identity = true;
  for (let c = 0; c < 3; c++) {
    const m = [0, 1, 2].map((j) => clampI16(Math.max(-7.99, Math.min(7.99, a[3 * c + j])) * Q12));
    const o = clampI16(Math.max(-1023, Math.min(1023, b[c])) * (Q12 / K_LANE));
    for (let j = 0; j < 3; j++) if (m[j] !== (c === j ? Q12 : 0)) identity = false;
    if (o !== 0) identity = false;
    p[P_PAIRS + 2 * c] = pack(m[0], m[1]);
    p[P_PAIRS + 2 * c + 1] = pack(m[2], Math.min(32767, o + bias));
  }
  if (!identity) flags |= F_MATRIX;
  p[P_FLAGS] = flags;
  return p;
}

/** The parameter block for the panel's adjustments. */
export function gradeParams(a: Adjustments): GradeParams {
  return compileStages(adjustmentStages(a));
}
