// Gaussian blur at sigma 8 and 50 (and 2, the direct small-sigma kernel) and a drop shadow on a
// 12-megapixel RGBA image: wasm against the plain TypeScript three-pass box blur, Photon's
// gaussian_blur and a memory copy.
import photon from '@silvia-odwyer/photon-node';
import { boxBlurReference } from '../../libs/engine/src/reference/blur.js';
import { dropShadow } from '../../libs/engine/src/shadow.js';
import { benchEngine, H12, image12, median, memcpyRow, MP12, printTable, row, type Row, W12 } from './harness.js';

export async function main(): Promise<void> {
  const engine = await benchEngine();
  const src = image12();
  const rows: Row[] = [memcpyRow(src, MP12)];
  const img = engine.image(W12, H12, src);
  for (const sigma of [2, 8, 50]) {
    rows.push(row(`wasm blur sigma ${sigma}`, median(() => img.set(src).blur(sigma), 5, 1, () => img.set(src)), MP12));
  }
  rows.push(row('wasm sharpen (blur slider -100: sigma 4.8, 1.5x)', median(() => img.set(src).sharpen(4.8, 1.5), 5, 1, () => img.set(src)), MP12));
  rows.push(row('wasm set() copy alone (included above)', median(() => img.set(src), 5, 1), MP12));
  img.free();
  const work = src.slice();
  for (const sigma of [8, 50]) {
    rows.push(row(`plain TypeScript 3-box blur sigma ${sigma}`, median(() => boxBlurReference(work, W12, H12, sigma), 1, 0), MP12));
  }
  const pimg = new photon.PhotonImage(new Uint8Array(src.buffer), W12, H12);
  for (const sigma of [8, 50]) {
    rows.push(row(`Photon gaussian_blur radius ${sigma}`, median(() => photon.gaussian_blur(pimg, sigma), 1, 0), MP12));
  }
  pimg.free();
  // Drop shadow of a 12 MP element with a soft-edged alpha (a disc).
  const el = new Uint8ClampedArray(W12 * H12 * 4);
  for (let y = 0; y < H12; y++) {
    for (let x = 0; x < W12; x++) {
      const d = Math.hypot(x - W12 / 2, y - H12 / 2) - H12 * 0.4;
      el[(y * W12 + x) * 4 + 3] = Math.max(0, Math.min(255, 128 - d * 40));
    }
  }
  const shadow = { color: '#333333', r: 20, theta: 116, blur: 16, opacity: 0.6, size: 6 };
  rows.push(row('wasm drop shadow (blur 16, size 6, incl. copies)', median(() => dropShadow(engine, el, W12, H12, shadow), 5, 1), MP12));
  printTable(`blur and drop shadow, ${W12}x${H12} RGBA (${MP12} MP)`, rows, 'plain TypeScript 3-box blur sigma 8');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
