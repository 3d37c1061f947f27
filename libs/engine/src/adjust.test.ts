import { loadEngine } from './node.js';
import type { Engine } from './engine.js';
import { adjustReference } from './reference/adjust.js';
import type { Adjustments } from './grade-params.js';
import { diffStats, noiseImage, testImage } from './fixtures/images.js';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

const cases: Adjustments[] = [
  {},
  { brightness: 40 },
  { brightness: -100 },
  { contrast: 100 },
  { contrast: -60 },
  { saturation: 100 },
  { saturation: -100 },
  { brightness: 25, contrast: 35, saturation: 50 },
  { brightness: -70, contrast: -20, saturation: 80 },
  { brightness: 100, contrast: 100, saturation: 100 },
  { brightness: -100, contrast: -100, saturation: -100 },
  { tint: 60 },
  { tint: -100, saturation: 20 },
  { x_process: 100 },
  { x_process: -45, contrast: 10 },
  { vignette: 100 },
  { brightness: 10, contrast: 20, saturation: -30, tint: 15, x_process: 40, vignette: 55 },
];

describe('adjust kernel', () => {
  it.each(cases.map((c) => [JSON.stringify(c), c] as const))(
    'matches the TypeScript reference pixel for pixel: %s',
    (_name, a) => {
      // setup: odd sizes exercise the 8-pixel tails
      for (const [w, h, seed] of [[67, 45, 1], [128, 33, 2], [5, 3, 3]] as const) {
        const src = testImage(w, h, seed);
        const expected = src.slice();
        const actual = src.slice();
        // action
        adjustReference(expected, w, h, a);
        engine.adjust(actual, w, h, a);
        // check
        expect(diffStats(actual, expected)).toEqual({ max: 0, count: 0, at: -1 });
      }
    },
  );

  it('matches the reference on random noise and random settings', () => {
    const src = noiseImage(97, 61, 11);
    for (let k = 0; k < 20; k++) {
      const a: Adjustments = {
        brightness: ((k * 37) % 201) - 100,
        contrast: ((k * 53) % 201) - 100,
        saturation: ((k * 71) % 201) - 100,
      };
      const expected = src.slice();
      const actual = src.slice();
      adjustReference(expected, 97, 61, a);
      engine.adjust(actual, 97, 61, a);
      expect(diffStats(actual, expected).max).toBe(0);
    }
  });

  it('keeps alpha untouched and treats empty values as neutral', () => {
    const src = testImage(40, 40, 5);
    const out = src.slice();
    engine.adjust(out, 40, 40, { brightness: null, contrast: undefined, saturation: 0 });
    expect(diffStats(out, src).max).toBe(0);
    engine.adjust(out, 40, 40, { brightness: 80, saturation: -50 });
    for (let i = 3; i < out.length; i += 4) expect(out[i]).toBe(src[i]);
  });

  it('changes the picture the way the sliders say', () => {
    const grey = new Uint8ClampedArray(16 * 4).fill(100);
    const brighter = grey.slice();
    engine.adjust(brighter, 16, 1, { brightness: 50 });
    expect(brighter[0]).toBeGreaterThan(140);
    const red = new Uint8ClampedArray([200, 100, 100, 255]);
    engine.adjust(red, 1, 1, { saturation: -100 });
    expect(red[0]).toBe(red[1]);
    expect(red[1]).toBe(red[2]);
  });

  it('does not grow memory across 1,000 calls', () => {
    const src = testImage(256, 256, 9);
    engine.adjust(src, 256, 256, { brightness: 1 });
    const bytes = engine.memoryBytes;
    const blocks = engine.heap.liveBlocks;
    for (let i = 0; i < 1000; i++) {
      engine.adjust(src, 256, 256, { brightness: (i % 200) - 100, contrast: 5 });
      const img = engine.image(64, 64);
      img.adjust({ saturation: 10 });
      img.free();
    }
    expect(engine.memoryBytes).toBe(bytes);
    expect(engine.heap.liveBlocks).toBe(blocks);
  });
});
