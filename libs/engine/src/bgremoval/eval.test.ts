// The hard evaluation set (fixtures/bg-eval.ts) and the removers' scores on it, per category.
// The set is fixed: a method is judged on it, never tuned to it. The product's remover (ISNet at
// 512 with the engine's pipeline, `removeBackground` from @dm/engine/node) runs here on every
// fourth case at 1280 x 960, the size of the photos people cut out (`npm run bench` scores the
// whole set at 480 x 360 and 1280 x 960), the model-free remover on all of them as the floor.
import { loadEngine, removeBackground } from '../node.js';
import type { Engine } from '../engine.js';
import { removeBackgroundByBorder } from './remove-background.js';
import { EVAL_CATEGORIES, type EvalCase, alphaError, maskIoU, scoreBy, scoreTable } from '../fixtures/bg-eval.js';
import { loadEvalSet } from '../testing/bg-eval-node.js';

let engine: Engine;
let set: EvalCase[];
beforeAll(async () => {
  engine = await loadEngine();
  set = await loadEvalSet();
}, 60_000);

describe('background removal evaluation set', () => {
  it('has at least 60 cases with exact masks, weighted toward what fails', async () => {
    expect(set.length).toBeGreaterThanOrEqual(60);
    const count = (c: string) => set.filter((s) => s.category === c).length;
    for (const c of EVAL_CATEGORIES) expect([c, count(c) >= 6]).toEqual([c, true]);
    expect(count('people-hair')).toBeGreaterThanOrEqual(16);
    for (const c of set) {
      const fg = c.alpha.filter((a) => a >= 128).length / c.alpha.length;
      expect([c.name, fg > 0.02 && fg < 0.8]).toEqual([c.name, true]);
      // soft edges are part of the truth: hair and anti-aliased outlines have partial alpha
      expect(c.alpha.some((a) => a > 0 && a < 255)).toBe(true);
    }
    // the same set every time: a second build is identical
    const again = await loadEvalSet();
    const sum = (cs: EvalCase[]) => cs.reduce((s, c) => s + c.rgba.reduce((a, v, i) => (a + v * (i % 251)) % 1_000_003, 0) + c.alpha.reduce((a, v) => a + v, 0), 0);
    expect(sum(again)).toBe(sum(set));
  });

  it('scores masks: the truth is perfect, its inverse scores nothing', () => {
    const c = set[0];
    expect(maskIoU(c.alpha, c.alpha)).toBe(1);
    expect(alphaError(c.alpha, c.alpha)).toBe(0);
    const inverse = c.alpha.map((a) => 255 - a);
    expect(maskIoU(inverse, c.alpha)).toBeLessThan(0.01);
    expect(alphaError(inverse, c.alpha)).toBeGreaterThan(0.5);
  });

  it("reports the model-free remover per category (the floor a learned model must beat)", () => {
    const masks = set.map((c) => removeBackgroundByBorder(engine, c.rgba, c.width, c.height));
    const rows = scoreBy(set, masks);
    console.log(scoreTable('model-free remover on the hard evaluation set', rows));
    const all = rows.find((r) => r.category === 'all')!;
    expect(all.cases).toBe(set.length);
    // measured 2026-11-25; the targets (IoU 0.96 overall, 0.93 on people) need the model
    expect(all.iou).toBeGreaterThan(0.3);
    expect(all.iou).toBeLessThan(0.96);
  });

  it('the learned remover is never worse than the model-free one in a category (every fourth case, 1280 x 960)', async () => {
    const part = await loadEvalSet(1280, 960, (i) => i % 4 === 0);
    const masks: Uint8ClampedArray[] = [];
    for (const c of part) masks.push(await removeBackground(engine, c.rgba, c.width, c.height));
    const rows = scoreBy(part, masks);
    const floor = scoreBy(part, part.map((c) => removeBackgroundByBorder(engine, c.rgba, c.width, c.height)));
    console.log(scoreTable(`ISNet + guided refinement on ${part.length} of the hard evaluation set's cases`, rows));
    for (const r of rows) {
      const f = floor.find((x) => x.category === r.category)!;
      // never measurably worse (within 0.01 on a category's two or four cases here), better overall
      expect([r.category, r.iou >= f.iou - 0.01, r.alphaError <= f.alphaError + 0.01]).toEqual([r.category, true, true]);
    }
    expect(rows.at(-1)!.iou).toBeGreaterThan(floor.at(-1)!.iou + 0.1);
    // measured 2026-11-25 on the whole set at 1280 x 960: IoU 0.914 (people 0.987); the targets
    // are 0.96 and 0.93
    const all = rows.find((r) => r.category === 'all')!;
    expect(all.iou).toBeGreaterThan(0.85);
    expect(all.alphaError).toBeLessThan(0.05);
    expect(rows.find((r) => r.category === 'people-hair')!.iou).toBeGreaterThan(0.93);
  }, 180_000);
});
