// Hit-testing: random rotated rectangles on a 4000x4000 plane (dense, like the anchors: about
// 26 boxes under a point at 10k), point queries per second for "top-most element under the
// point, exact for rotation": the wasm grid index against flatbush + the same exact test in
// TypeScript, and brute force in TypeScript.
import Flatbush from 'flatbush';
import { HitIndex, type HitBox } from '../../libs/engine/src/hit-index.js';
import { type Box, boxExtent, boxHit, toBox } from '../../libs/engine/src/reference/hit.js';
import { rng } from '../../libs/engine/src/fixtures/images.js';
import { benchEngine, median, now, printTable, row, type Row } from './harness.js';

function scene(n: number, seed: number): HitBox[] {
  const r = rng(seed);
  // Same box sizes at both counts, so density under a point matches the anchors (26 / ~264).
  const side = 205;
  return Array.from({ length: n }, (_, i) => ({
    x: r() * 4000 - side / 2, y: r() * 4000 - side / 2,
    width: side * (0.5 + r()), height: side * (0.5 + r()),
    rotation: r() * 360 - 180, layer: i,
  }));
}

export async function main(): Promise<void> {
  const engine = await benchEngine();
  const rows: Row[] = [];
  const Q = 200000;
  const r = rng(99);
  const pts = Float64Array.from({ length: 2 * Q }, () => r() * 4000);
  for (const n of [10000, 100000]) {
    const els = scene(n, n);
    const boxes: Box[] = els.map(toBox);
    let under = 0;
    for (let q = 0; q < 200; q++) for (const b of boxes) if (boxHit(b, pts[2 * q], pts[2 * q + 1])) under++;

    let index!: HitIndex;
    const buildMs = median(() => {
      index?.free();
      index = new HitIndex(engine, els.map((e, i) => [String(i), e] as [string, HitBox]), { bounds: { x: 0, y: 0, width: 4000, height: 4000 } });
    }, 3, 1);
    let sink = 0;
    const wasmMs = median(() => {
      for (let q = 0; q < Q; q++) sink += index.atIndex(pts[2 * q], pts[2 * q + 1]);
    }, 5, 1);
    const moveMs = median(() => {
      for (let k = 0; k < 1000; k++) index.set(String(k), { ...els[k], x: els[k].x + 1 });
    }, 3, 1);

    let fb!: Flatbush;
    const fbBuild = median(() => {
      fb = new Flatbush(n);
      for (const b of boxes) {
        const [ex, ey] = boxExtent(b);
        fb.add(b.cx - ex, b.cy - ey, b.cx + ex, b.cy + ey);
      }
      fb.finish();
    }, 3, 1);
    const fbMs = median(() => {
      for (let q = 0; q < Q; q++) {
        const x = pts[2 * q], y = pts[2 * q + 1];
        let best = -1;
        for (const i of fb.search(x, y, x, y)) {
          if ((best < 0 || boxes[i].layer > boxes[best].layer) && boxHit(boxes[i], x, y)) best = i;
        }
        sink += best;
      }
    }, 3, 1);
    const BQ = n >= 100000 ? 200 : 2000;
    const t0 = now();
    for (let q = 0; q < BQ; q++) {
      const x = pts[2 * q], y = pts[2 * q + 1];
      let best = -1;
      for (let i = 0; i < boxes.length; i++) if ((best < 0 || boxes[i].layer > boxes[best].layer) && boxHit(boxes[i], x, y)) best = i;
      sink += best;
    }
    const bruteMs = ((now() - t0) * Q) / BQ;
    const qps = (ms: number) => `${((Q / ms) * 1000 / 1000).toFixed(0)}k queries/s`;
    const tag = `${n / 1000}k`;
    rows.push(row(`wasm grid index, ${tag}`, wasmMs, undefined, `${qps(wasmMs)}, build ${buildMs.toFixed(1)} ms, 1000 moves ${moveMs.toFixed(2)} ms, ${(under / 200).toFixed(0)} boxes under a point`));
    rows.push(row(`flatbush + TS exact test, ${tag}`, fbMs, undefined, `${qps(fbMs)}, build ${fbBuild.toFixed(1)} ms`));
    rows.push(row(`TS brute force exact test, ${tag}`, bruteMs, undefined, qps(bruteMs)));
    index.free();
    if (sink === 42) console.log('');
  }
  printTable(`hit-testing, ${Q} point queries (top-most, exact rotated test), 4000x4000 plane`, rows, 'flatbush + TS exact test, 100k');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
