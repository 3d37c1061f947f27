// Each named filter (default intensity 50) on a 12-megapixel RGBA image: wasm, the plain
// TypeScript reference, Photon's own named filters (closest shared operation) and memory copy.
import photon from '@silvia-odwyer/photon-node';
import { NAMED_FILTERS, filterParams } from '../../libs/engine/src/filters.js';
import { gradeReference } from '../../libs/engine/src/reference/grade.js';
import { benchEngine, H12, image12, median, memcpyRow, MP12, printTable, row, type Row, W12 } from './harness.js';

export async function main(): Promise<void> {
  const engine = await benchEngine();
  const src = image12();
  const rows: Row[] = [memcpyRow(src, MP12)];
  const img = engine.image(W12, H12, src);
  const work = src.slice();
  // 'None' is the identity (the kernel returns at once), so it has no row.
  for (const f of NAMED_FILTERS.slice(1)) {
    const params = filterParams(f.id);
    const wasm = median(() => engine.grade(img, params), 9, 2);
    const ts = median(() => gradeReference(work, W12, H12, params), 1, 0);
    rows.push(row(`wasm ${f.name}`, wasm, MP12, `TS reference ${(MP12 / (ts / 1000)).toFixed(0)} MP/s, wasm ${(ts / wasm).toFixed(1)}x`));
  }
  img.free();
  const pimg = new photon.PhotonImage(new Uint8Array(src.buffer), W12, H12);
  for (const name of ['vintage', 'dramatic', 'rosetint', 'oceanic']) {
    rows.push(row(`Photon filter '${name}'`, median(() => photon.filter(pimg, name), 3, 1), MP12));
  }
  pimg.free();
  printTable(`named filters, intensity 50, ${W12}x${H12} RGBA (${MP12} MP)`, rows, 'memory copy (TypedArray.set)');
  const slowest = rows.filter((r) => r.name.startsWith('wasm ')).sort((a, b) => b.ms - a.ms)[0];
  console.log(`slowest named filter: ${slowest.name.slice(5)} at ${(MP12 / (slowest.ms / 1000)).toFixed(0)} MP/s (target 800), ` +
    `${((rows[0].ms / slowest.ms) * 100).toFixed(0)}% of the memory copy`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
