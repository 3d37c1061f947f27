// Plain TypeScript colour grade: the same stages and integer maths as engine-wasm/src/grade.rs,
// one pixel at a time. It is the reference the wasm kernel is tested against and the "plain
// TypeScript" baseline of the benchmarks.
import { F_CURVE, F_VIGNETTE, K_LANE, P_BEND, P_FLAGS, P_PAIRS, P_S, P_VIG, type GradeParams } from '../grade-params.js';
import { clamp255, q15 } from './fixed.js';

// Module-level aliases: inside Jest's vm context every lookup of a global such as `Math` is
// slow (about 25x in hot loops), so the loops never touch one.
const { floor, max } = Math;

/** Squared normalised distance from the centre along one axis, 0..8191. */
export function axisD2(i: number, n: number): number {
  const d = 2 * i + 1 - n;
  return floor((d * d * 8191) / (n * n));
}

const sat16 = (v: number) => (v < -32768 ? -32768 : v > 32767 ? 32767 : v);

const wrap16 = (v: number) => (v << 16) >> 16;

/** Midtone bend and S-curve on a Q7 value (see grade.rs `curve`). */
function curve(y: number, bend: number, s: number): number {
  const v = max(0, y >> 7);
  const m = v * (255 - v);
  const k = wrap16(bend + wrap16(s * (2 * v - 255)));
  return sat16(y + q15(m, k));
}

export function gradeReference(px: Uint8Array | Uint8ClampedArray, width: number, height: number, p: GradeParams): void {
  const f = p[P_FLAGS];
  if (f === 0) return;
  const m: number[] = [];
  const o: number[] = [];
  for (let c = 0; c < 3; c++) {
    const rg = p[P_PAIRS + 2 * c];
    const bo = p[P_PAIRS + 2 * c + 1];
    m.push((rg << 16) >> 16, rg >> 16, (bo << 16) >> 16);
    o.push((bo >> 16) * K_LANE);
  }
  const planar = (f & (F_CURVE | F_VIGNETTE)) !== 0;
  const vx = new Int32Array(width);
  for (let x = 0; x < width; x++) vx[x] = axisD2(x, width);
  const c = [0, 0, 0];
  for (let y = 0; y < height; y++) {
    const vy = axisD2(y, height);
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const r = px[i], g = px[i + 1], b = px[i + 2];
      for (let k = 0; k < 3; k++) {
        const sum = m[3 * k] * r + m[3 * k + 1] * g + m[3 * k + 2] * b + o[k];
        c[k] = planar ? sat16(sum >> 5) : clamp255(sum >> 12);
      }
      if (planar) {
        if (f & F_CURVE) for (let k = 0; k < 3; k++) c[k] = curve(c[k], p[P_BEND + k], p[P_S + k]);
        if (f & F_VIGNETTE) {
          const dd = 2 * (vx[x] + vy);
          const fac = 32767 - q15(q15(dd, dd), p[P_VIG]);
          for (let k = 0; k < 3; k++) c[k] = q15(c[k], fac);
        }
        for (let k = 0; k < 3; k++) c[k] = clamp255(c[k] >> 7);
      }
      px[i] = c[0];
      px[i + 1] = c[1];
      px[i + 2] = c[2];
    }
  }
}
