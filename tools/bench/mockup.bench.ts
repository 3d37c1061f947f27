// Mockup compositing: perspective warp of a 2000x2000 design into a quad filling most of a
// 2400x2400 product photo (with and without displacement + shading), and HSL recolour.
import photon from '@silvia-odwyer/photon-node';
import { recolor, warpInto } from '../../libs/engine/src/mockup.js';
import type { Quad } from '../../libs/engine/src/homography.js';
import { recolorReference } from '../../libs/engine/src/reference/recolor.js';
import { testImage } from '../../libs/engine/src/fixtures/images.js';
import { benchEngine, median, printTable, row, type Row } from './harness.js';

export async function main(): Promise<void> {
  const engine = await benchEngine();
  const S = 2000, D = 2400;
  const src = testImage(S, S, 3);
  const photo = testImage(D, D, 4);
  const quad: Quad = [[150, 200], [2250, 120], [2300, 2280], [100, 2200]];
  const disp = new Uint8ClampedArray(D * D * 4).fill(128);
  const shade = testImage(D, D, 5);
  const mp = (D * D) / 1e6;
  const rows: Row[] = [];
  const dst = photo.slice();
  rows.push(row('wasm warp 2400x2400 (incl. copies)', median(() => warpInto(engine, src, S, S, dst, D, D, quad), 7, 1), mp));
  rows.push(row('wasm warp + displacement + shading', median(() => warpInto(engine, src, S, S, dst, D, D, quad, { displacement: disp, displacementScale: 0.1, shading: shade }), 7, 1), mp));
  const copy = new Uint8ClampedArray(photo.length);
  rows.push(row('memory copy of the 2400x2400 photo', median(() => copy.set(photo), 9, 2), mp));
  const layer = photo.slice();
  const hv = { h: 210, s: 60, l: 10, a: 1 };
  rows.push(row('wasm HSL recolour 2400x2400', median(() => recolor(engine, layer, D, D, hv), 7, 1), mp));
  rows.push(row('plain TypeScript HSL recolour', median(() => recolorReference(layer, D * D, hv), 3, 1), mp));
  const pimg = new photon.PhotonImage(new Uint8Array(photo.buffer), D, D);
  rows.push(row('Photon hue_rotate_hsl', median(() => photon.hue_rotate_hsl(pimg, 30), 3, 1), mp));
  pimg.free();
  printTable('mockup compositing, 2400x2400 output', rows, 'plain TypeScript HSL recolour');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
