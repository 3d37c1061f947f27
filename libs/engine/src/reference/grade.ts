// Plain TypeScript colour grade: the same stages and integer maths as engine-wasm/src/grade.rs,
// one pixel at a time. It is the reference the wasm kernel is tested against and the "plain
// TypeScript" baseline of the benchmarks.
import { F_CURVE, F_VIGNETTE, K_LANE, P_BEND, P_FLAGS, P_PAIRS, P_S, P_VIG, type GradeParams } from '../grade-params.js';
import { clamp255 } from './fixed.js';

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
  return sat16(y + (m >> 7) * (k >> 8));
}

/** The separable quartic vignette's terms (see grade.rs vig_a15, vig_b8): d is an axisD2 value. */
const vigA15 = (d: number, vig: number) => Math.floor((vig * d * d) / 2 ** 28);
const vigB8 = (d: number, vig: number) => Math.floor((vig * d) / 2 ** 21);

/** 4x4 ordered-dither thresholds rounding the Q15 vignette factor to Q7 (see grade.rs BAYER). */
const BAYER = [[8, 136, 40, 168], [200, 72, 232, 104], [56, 184, 24, 152], [248, 120, 216, 88]];

export function gradeReference(px: Uint8Array | Uint8ClampedArray, width: number, height: number, p: GradeParams): void {
  const f = p[P_FLAGS];
  if (f === 0) return;
  const m: number[] = [];
  const o: number[] = [];
  for (let c = 0; c < 3; c++) {
    const rg = p[P_PAIRS + 2 * c];
    const bo = p[P_PAIRS + 2 * c + 1];
    m.push((rg << 16) >> 16, rg >> 16, (bo << 16) >> 16);
    o.push(bo >> 16);
  }
  const curved = (f & F_CURVE) !== 0;
  const vignette = (f & F_VIGNETTE) !== 0;
  const vig = p[P_VIG];
  const vx = new Int32Array(width);
  for (let x = 0; x < width; x++) vx[x] = axisD2(x, width);
  const c = [0, 0, 0];
  for (let y = 0; y < height; y++) {
    const vy = axisD2(y, height);
    const bayer = BAYER[y & 3];
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      let r = px[i], g = px[i + 1], b = px[i + 2], kl = K_LANE;
      let shift = 12;
      if (vignette) {
        // The Q7 factor (dithered from Q15) scales the inputs and the offset lane.
        const f15 = 32767 - vigA15(vy, vig) - vigA15(vx[x], vig) - ((vigB8(vy, vig) * (vx[x] >> 5)) >> 1);
        const f7 = (f15 + bayer[x & 3]) >> 8;
        r *= f7; g *= f7; b *= f7; kl *= f7;
        shift += 7;
      }
      for (let k = 0; k < 3; k++) {
        const sum = (m[3 * k] * r + m[3 * k + 1] * g + m[3 * k + 2] * b + o[k] * kl) | 0;
        c[k] = curved ? sat16(sum >> (shift - 7)) : clamp255(sum >> shift);
      }
      if (curved) {
        for (let k = 0; k < 3; k++) c[k] = clamp255(curve(c[k], p[P_BEND + k], p[P_S + k]) >> 7);
      }
      px[i] = c[0];
      px[i + 1] = c[1];
      px[i + 2] = c[2];
    }
  }
}
