// A hand-tuned plain TypeScript brightness/contrast/saturation (floats, one loop, no helper
// calls): the honest "plain JavaScript" speed baseline beside the exact integer reference.
export function adjustPlain(px: Uint8ClampedArray, b: number, c: number, s: number): void {
  const shift = (b * 255) / 200;
  const k = c >= 0 ? 1 + (2 * c) / 100 : 1 + c / 100;
  const o = (shift - 128) * k + 128;
  const sat = s >= 0 ? 1 + (2 * s) / 100 : 1 + s / 100;
  for (let i = 0; i < px.length; i += 4) {
    const r = Math.min(255, Math.max(0, px[i] * k + o));
    const g = Math.min(255, Math.max(0, px[i + 1] * k + o));
    const bl = Math.min(255, Math.max(0, px[i + 2] * k + o));
    const l = 0.299 * r + 0.587 * g + 0.114 * bl;
    px[i] = l + (r - l) * sat;
    px[i + 1] = l + (g - l) * sat;
    px[i + 2] = l + (bl - l) * sat;
  }
}
