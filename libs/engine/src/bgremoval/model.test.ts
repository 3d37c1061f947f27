// The pipeline around the network (model.ts), with a stand-in network inside this unit test: what
// reaches the network (size, normalisation, planar layout) and how its answer becomes the
// full-resolution mask (resize, CRF, guided refinement). The real network is in eval.test.ts.
import { loadEngine } from '../node.js';
import type { Engine } from '../engine.js';
import { MODEL_SIDE, crfGain, mattingFilter, removeBackgroundWithNet, type SegmentationNet } from './model.js';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

/** A red disc on grey, w x h. */
function disc(w: number, h: number): { px: Uint8ClampedArray; inside: (x: number, y: number) => boolean } {
  const px = new Uint8ClampedArray(w * h * 4);
  const inside = (x: number, y: number) => (x + 0.5 - w / 2) ** 2 + (y + 0.5 - h / 2) ** 2 < (Math.min(w, h) / 3) ** 2;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const c = inside(x, y) ? [220, 30, 30] : [128, 128, 128];
      px.set([...c, 255], i);
    }
  }
  return { px, inside };
}

/** A stand-in network: foreground where the input is reddish; records what it was given. */
function redNet(): SegmentationNet & { seen: Float32Array[] } {
  const seen: Float32Array[] = [];
  return {
    side: MODEL_SIDE,
    seen,
    async run(input, side) {
      seen.push(input);
      const plane = side * side;
      const out = new Float32Array(plane);
      for (let i = 0; i < plane; i++) out[i] = input[i] - input[plane + i] > 0.2 ? 1 : 0;
      return out;
    },
  };
}

describe('background removal with a network: the engine pipeline around it', () => {
  it('gives the network 1 x 3 x 1024 x 1024, normalised (v - 128) / 256, planar RGB', async () => {
    const { px } = disc(200, 100);
    const net = redNet();
    await removeBackgroundWithNet(engine, net, px, 200, 100);
    const input = net.seen[0];
    expect(input.length).toBe(3 * MODEL_SIDE * MODEL_SIDE);
    const plane = MODEL_SIDE * MODEL_SIDE;
    // the corner is grey (128): 0 in every plane; the centre is red (220, 30, 30)
    expect([input[0], input[plane], input[2 * plane]]).toEqual([0, 0, 0]);
    const c = (MODEL_SIDE / 2) * MODEL_SIDE + MODEL_SIDE / 2;
    expect(input[c]).toBeCloseTo((220 - 128) / 256, 5);
    expect(input[plane + c]).toBeCloseTo((30 - 128) / 256, 5);
  });

  it("turns the network's answer into a full-resolution mask, at any size and aspect", async () => {
    for (const [w, h] of [[200, 100], [90, 300], [2600, 1300]] as const) {
      const { px, inside } = disc(w, h);
      const alpha = await removeBackgroundWithNet(engine, redNet(), px, w, h);
      expect(alpha.length).toBe(w * h);
      let wrong = 0;
      for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if ((alpha[y * w + x] >= 128) !== inside(x, y)) wrong++;
      // only the edge band may disagree
      expect([w, h, wrong / (w * h) < 0.01]).toEqual([w, h, true]);
      expect(alpha[0]).toBe(0);
      expect(alpha[Math.floor(h / 2) * w + Math.floor(w / 2)]).toBe(255);
    }
  });

  it('CRF pushes probabilities toward 0 and 1 without moving them; Matting widens the filter', async () => {
    expect(crfGain(null)).toBe(1);
    expect(crfGain(100)).toBe(4);
    expect(crfGain(-100)).toBe(0.25);
    expect(mattingFilter(-100).r).toBeLessThan(mattingFilter(100).r);
    expect(mattingFilter(-100).eps).toBeLessThan(mattingFilter(100).eps);
    // a network unsure everywhere (0.3): hard CRF makes it surely background, soft keeps it unsure
    const unsure: SegmentationNet = { side: MODEL_SIDE, run: async (_x, side) => new Float32Array(side * side).fill(0.3) };
    const { px } = disc(64, 64);
    const hard = await removeBackgroundWithNet(engine, unsure, px, 64, 64, { crf: 100, matting: -100 });
    const soft = await removeBackgroundWithNet(engine, unsure, px, 64, 64, { crf: -100, matting: -100 });
    expect(hard[0]).toBeLessThan(10);
    expect(soft[0]).toBeGreaterThan(70);
    expect(soft[0]).toBeLessThan(128);
  });

  it('refuses a network answer of the wrong size', async () => {
    const broken: SegmentationNet = { side: MODEL_SIDE, run: async () => new Float32Array(10) };
    const { px } = disc(32, 32);
    await expect(removeBackgroundWithNet(engine, broken, px, 32, 32)).rejects.toThrow(/answered 10 values/);
  });
});
