// Plain TypeScript HSL recolour: the same maths as engine-wasm/src/recolor.rs in doubles.
import type { HueValue } from '../mockup.js';

// Module-level aliases: inside Jest's vm context every lookup of a global such as `Math` is
// slow (about 25x in hot loops), so the loops never touch one.
const { abs, floor, max, min } = Math;

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const c = (1 - abs(2 * l - 1)) * s;
  const hp = (h / 60) % 6;
  const x = c * (1 - abs((hp % 2) - 1));
  const k = floor(hp);
  const [r, g, b] = k === 0 ? [c, x, 0] : k === 1 ? [x, c, 0] : k === 2 ? [0, c, x] : k === 3 ? [0, x, c] : k === 4 ? [x, 0, c] : [c, 0, x];
  const m = l - c / 2;
  return [r + m, g + m, b + m];
}

export function recolorReference(px: Uint8Array | Uint8ClampedArray, n: number, v: HueValue): void {
  const h = (((v.h ?? 0) % 360) + 360) % 360;
  const s = min(1, max(0, (v.s ?? 0) / 100));
  const l = min(1, max(-1, (v.l ?? 0) / 100));
  const k = floor(min(1, max(0, v.a ?? 1)) * 256 + 0.5);
  for (let i = 0; i < n; i++) {
    const p = i * 4;
    const r = px[p], g = px[p + 1], b = px[p + 2];
    const lum = (max(r, g, b) + min(r, g, b) + 1) >> 1;
    const L = lum / 255;
    const lt = l >= 0 ? L + (1 - L) * l : L * (1 + l);
    const t = hslToRgb(h, s, lt).map((c) => floor(c * 255 + 0.5));
    px[p] = (r * (256 - k) + t[0] * k + 128) >> 8;
    px[p + 1] = (g * (256 - k) + t[1] * k + 128) >> 8;
    px[p + 2] = (b * (256 - k) + t[2] * k + 128) >> 8;
  }
}
