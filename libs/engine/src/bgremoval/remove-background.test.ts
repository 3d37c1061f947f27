import { loadEngine } from '../node.js';
import type { Engine } from '../engine.js';
import { applyAlphaMask, removeBackgroundByBorder as removeBackground } from './remove-background.js';
import { BACKGROUND_KINDS, iou, makeScene } from '../fixtures/bg-scenes.js';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

const partial = (a: Uint8ClampedArray) => a.filter((v) => v > 10 && v < 245).length;

describe('background removal', () => {
  it('reaches a mean IoU of at least 0.95 on 52 generated scenes (plain, gradient, textured, noisy)', () => {
    // setup + action: 13 scenes of each kind, small enough to keep the suite fast (the segmentation
    // runs at full resolution below 320 px, so the edge band weighs more here than in photos)
    const byKind = new Map<string, number[]>();
    for (let seed = 0; seed < 52; seed++) {
      const s = makeScene(seed, 128, 96);
      const alpha = removeBackground(engine, s.rgba, s.width, s.height);
      byKind.set(s.kind, [...(byKind.get(s.kind) ?? []), iou(alpha, s.mask)]);
    }
    // check
    const all = [...byKind.values()].flat();
    const mean = all.reduce((a, b) => a + b, 0) / all.length;
    expect(all.length).toBe(52);
    expect(mean).toBeGreaterThanOrEqual(0.95);
    for (const kind of BACKGROUND_KINDS) {
      const v = byKind.get(kind)!;
      expect([kind, v.reduce((a, b) => a + b, 0) / v.length >= 0.93]).toEqual([kind, true]);
    }
  });

  it('gives soft edges partial alpha, more of it as matting rises', () => {
    const s = makeScene(3, 160, 120);
    const hard = removeBackground(engine, s.rgba, s.width, s.height, { matting: -100 });
    const soft = removeBackground(engine, s.rgba, s.width, s.height, { matting: 100 });
    expect(partial(soft)).toBeGreaterThan(partial(hard) * 1.5);
    expect(partial(hard)).toBeGreaterThan(0);
  });

  it('changes the result visibly with the CRF setting (weak refinement leaves speckles on noise)', () => {
    let changed = 0;
    for (let seed = 0; seed < 8; seed++) {
      const s = makeScene(seed, 160, 120, 'noisy');
      const a = removeBackground(engine, s.rgba, s.width, s.height, { crf: -100 });
      const b = removeBackground(engine, s.rgba, s.width, s.height, { crf: 100 });
      let diff = 0;
      for (let i = 0; i < a.length; i++) if (Math.abs(a[i] - b[i]) > 64) diff++;
      if (diff > a.length / 150) changed++; // more than 0.67% of the pixels flip
    }
    expect(changed).toBeGreaterThanOrEqual(6);
  });

  it('returns a mask the renderer can apply and undo (the source stays untouched)', () => {
    const s = makeScene(1, 120, 90);
    const before = s.rgba.slice();
    const alpha = removeBackground(engine, s.rgba, s.width, s.height);
    const cut = applyAlphaMask(s.rgba, alpha);
    expect(s.rgba).toEqual(before);
    expect(cut[3]).toBe(0); // corner is background
    const c = ((45 * 120) + 60) * 4;
    expect(cut[c + 3]).toBe(255); // centre is the object
  });

  it('does not grow memory across 1,000 calls', () => {
    const s = makeScene(2, 32, 24);
    removeBackground(engine, s.rgba, s.width, s.height);
    const bytes = engine.memoryBytes;
    const blocks = engine.heap.liveBlocks;
    for (let i = 0; i < 1000; i++) removeBackground(engine, s.rgba, s.width, s.height, { crf: (i % 3) * 50 - 50 });
    expect(engine.memoryBytes).toBe(bytes);
    expect(engine.heap.liveBlocks).toBe(blocks);
  });
});
