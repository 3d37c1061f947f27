// Background removal at 1 and 4 megapixels on generated product scenes (each background kind),
// in ms per megapixel. The anchor is @imgly/background-removal-node (ISNet): ~5,600 ms/MP here.
import { removeBackground } from '../../libs/engine/src/bgremoval/remove-background.js';
import { iou, makeScene } from '../../libs/engine/src/fixtures/bg-scenes.js';
import { scoreBy, scoreTable } from '../../libs/engine/src/fixtures/bg-eval.js';
import { loadEvalSet } from '../../libs/engine/src/testing/bg-eval-node.js';
import { benchEngine, median, printTable, row, type Row } from './harness.js';

export async function main(): Promise<void> {
  const engine = await benchEngine();
  const rows: Row[] = [];
  for (const [w, h] of [[1155, 866], [2309, 1732]] as const) {
    const mp = (w * h) / 1e6;
    for (const kind of ['plain', 'textured'] as const) {
      const s = makeScene(7, w, h, kind);
      let alpha = new Uint8ClampedArray(0);
      const ms = median(() => { alpha = removeBackground(engine, s.rgba, w, h); }, 5, 1);
      rows.push(row(`wasm+TS remove background ${mp.toFixed(1)} MP, ${kind}`, ms, mp, `${(ms / mp).toFixed(0)} ms/MP, IoU ${iou(alpha, s.mask).toFixed(3)}`));
    }
  }
  printTable('background removal (no model)', rows);

  // the hard evaluation set (issue 16): quality per category and time per megapixel
  const set = await loadEvalSet();
  const t0 = performance.now();
  const masks = set.map((c) => removeBackground(engine, c.rgba, c.width, c.height));
  const mp = set.reduce((s, c) => s + (c.width * c.height) / 1e6, 0);
  console.log(scoreTable(`model-free remover on the hard evaluation set (${set.length} cases, ${((performance.now() - t0) / mp).toFixed(0)} ms/MP)`, scoreBy(set, masks)));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
