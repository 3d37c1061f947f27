// Compiles panel values into the i32 parameter block of the fused colour grade
// (engine-wasm/src/grade.rs). The wasm kernel and the TypeScript reference both run from this
// block, so the mapping from slider to maths lives in one place.

export const Q13 = 8192;
export const F_LINEAR = 1;
export const F_CURVE = 2;
export const F_SAT = 4;
export const F_MATRIX = 8;
export const F_VIGNETTE = 16;

export const P_FLAGS = 0;
export const P_GAIN = 1;
export const P_OFF = 4;
export const P_BEND = 7;
export const P_S = 10;
export const P_SAT = 13;
export const P_M = 14;
export const P_MOFF = 23;
export const P_VIG = 26;
export const PARAMS_LEN = 28;

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

/** The stages of a colour grade in real numbers, before quantisation. */
export interface GradeStages {
  gain: [number, number, number];
  offset: [number, number, number];
  bend: [number, number, number];
  s: [number, number, number];
  saturation: number;
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

/** Quantises grade stages into the kernel's parameter block. */
export function compileStages(st: GradeStages): GradeParams {
  const p = new Int32Array(PARAMS_LEN);
  let flags = 0;
  for (let i = 0; i < 3; i++) {
    p[P_GAIN + i] = clampI16(Math.min(st.gain[i], 3.99) * Q13);
    p[P_OFF + i] = Math.max(-1024, Math.min(1024, Math.round(st.offset[i])));
    p[P_BEND + i] = Math.max(-2048, Math.min(2048, Math.round(st.bend[i])));
    p[P_S + i] = Math.max(-2048, Math.min(2048, Math.round(st.s[i])));
    if (p[P_GAIN + i] !== Q13 || p[P_OFF + i] !== 0) flags |= F_LINEAR;
    if (p[P_BEND + i] !== 0 || p[P_S + i] !== 0) flags |= F_CURVE;
  }
  p[P_SAT] = clampI16(Math.min(st.saturation, 3.99) * Q13);
  if (p[P_SAT] !== Q13) flags |= F_SAT;
  if (st.matrix) {
    for (let i = 0; i < 9; i++) p[P_M + i] = clampI16(Math.max(-3.99, Math.min(3.99, st.matrix[i])) * Q13);
    const mo = st.matrixOffset ?? [0, 0, 0];
    for (let i = 0; i < 3; i++) p[P_MOFF + i] = Math.max(-1024, Math.min(1024, Math.round(mo[i])));
    flags |= F_MATRIX;
  }
  p[P_VIG] = clampI16(Math.max(0, Math.min(1, st.vignette)) * 0.85 * 32767);
  if (p[P_VIG] !== 0) flags |= F_VIGNETTE;
  p[P_FLAGS] = flags;
  return p;
}

/** The parameter block for the panel's adjustments. */
export function gradeParams(a: Adjustments): GradeParams {
  return compileStages(adjustmentStages(a));
}
