// Adjust (brightness + contrast + saturation, one fused pass) on a 12-megapixel RGBA image:
// the wasm kernel against the plain TypeScript reference, Photon and a memory copy.
import photon from '@silvia-odwyer/photon-node';
import { gradeParams } from '../../libs/engine/src/grade-params.js';
import { gradeReference } from '../../libs/engine/src/reference/grade.js';
import { adjustPlain } from './adjust-plain.js';
import { benchEngine, H12, image12, median, memcpyRow, MP12, printTable, row, type Row, W12 } from './harness.js';

const settings = { brightness: 20, contrast: 30, saturation: 40 };

export async function main(): Promise<void> {
  const engine = await benchEngine();
  const src = image12();
  const rows: Row[] = [memcpyRow(src, MP12)];

  const img = engine.image(W12, H12, src);
  const params = gradeParams(settings);
  rows.push(row('wasm simd128, engine image (in place)', median(() => engine.grade(img, params), 9, 2), MP12));
  const work = src.slice();
  rows.push(row('wasm, caller array (copy in + out)', median(() => engine.adjust(work, W12, H12, settings), 7, 1), MP12));
  img.free();

  rows.push(row('plain TypeScript reference (exact integer maths)', median(() => gradeReference(work, W12, H12, params), 3, 1), MP12));
  rows.push(row('plain TypeScript, hand-tuned floats', median(() => adjustPlain(work, 20, 30, 40), 5, 1), MP12));

  const pimg = new photon.PhotonImage(new Uint8Array(src.buffer), W12, H12);
  rows.push(row('Photon adjust_brightness', median(() => photon.adjust_brightness(pimg, 20), 5, 1), MP12));
  rows.push(row('Photon adjust_contrast', median(() => photon.adjust_contrast(pimg, 30), 3, 1), MP12));
  rows.push(row('Photon saturate_hsl', median(() => photon.saturate_hsl(pimg, 0.4), 3, 1), MP12));
  rows.push(row('Photon brightness+contrast+saturation', rows.slice(-3).reduce((s, r) => s + r.ms, 0), MP12));
  pimg.free();

  printTable(`adjust, ${W12}x${H12} RGBA (${MP12} MP), b/c/s = 20/30/40`, rows, 'plain TypeScript, hand-tuned floats');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
