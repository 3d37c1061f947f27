// Plain TypeScript colour grade: the same stages and integer maths as engine-wasm/src/grade.rs,
// one pixel at a time. It is the reference the wasm kernel is tested against and the "plain
// TypeScript" baseline of the benchmarks.
import {
  F_CURVE, F_LINEAR, F_MATRIX, F_SAT, F_VIGNETTE, P_BEND, P_FLAGS, P_GAIN, P_M, P_MOFF, P_OFF, P_S, P_SAT, P_VIG,
  type GradeParams,
} from '../grade-params.js';
import { clamp255, mulq, q15 } from './fixed.js';

/** Squared normalised distance from the centre along one axis, 0..8191. */
export function axisD2(i: number, n: number): number {
  const d = 2 * i + 1 - n;
  return Math.floor((d * d * 8191) / (n * n));
}

function curve(y: number, bend: number, s: number): number {
  const m = y * (255 - y);
  const t = q15(m, (2 * y - 255) << 7);
  return clamp255(y + q15(m, bend) + q15(t, s));
}

export function gradeReference(px: Uint8Array | Uint8ClampedArray, width: number, height: number, p: GradeParams): void {
  const f = p[P_FLAGS];
  const vx = new Int32Array(width);
  for (let x = 0; x < width; x++) vx[x] = axisD2(x, width);
  const c = [0, 0, 0];
  for (let y = 0; y < height; y++) {
    const vy = axisD2(y, height);
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      c[0] = px[i];
      c[1] = px[i + 1];
      c[2] = px[i + 2];
      if (f & F_LINEAR) for (let k = 0; k < 3; k++) c[k] = clamp255(mulq(c[k], p[P_GAIN + k]) + p[P_OFF + k]);
      if (f & F_CURVE) for (let k = 0; k < 3; k++) c[k] = curve(c[k], p[P_BEND + k], p[P_S + k]);
      if (f & F_SAT) {
        const l = (77 * c[0] + 150 * c[1] + 29 * c[2] + 128) >> 8;
        for (let k = 0; k < 3; k++) c[k] = clamp255(l + mulq(c[k] - l, p[P_SAT]));
      }
      if (f & F_MATRIX) {
        const [r, g, b] = c;
        for (let k = 0; k < 3; k++) {
          const m = P_M + 3 * k;
          c[k] = clamp255(mulq(r, p[m]) + mulq(g, p[m + 1]) + mulq(b, p[m + 2]) + p[P_MOFF + k]);
        }
      }
      if (f & F_VIGNETTE) {
        const dd = 2 * (vx[x] + vy);
        const k = (32767 - q15(q15(dd, dd), p[P_VIG])) >> 2;
        for (let j = 0; j < 3; j++) c[j] = mulq(c[j], k);
      }
      px[i] = c[0];
      px[i + 1] = c[1];
      px[i + 2] = c[2];
    }
  }
}
