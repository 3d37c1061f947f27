import { loadEngine } from './node.js';
import type { Engine } from './engine.js';
import { apply, homography, type Quad } from './homography.js';
import { recolor, warpInto, warpMatrix } from './mockup.js';
import { recolorReference } from './reference/recolor.js';
import { diffStats, testImage } from './fixtures/images.js';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

const quad: Quad = [[40.3, 30.1], [210.7, 52.2], [190.2, 170.9], [30.6, 150.4]];

function cornerImage(w: number, h: number): Uint8ClampedArray {
  const px = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const c = x < w / 2 ? (y < h / 2 ? [255, 0, 0] : [0, 0, 255]) : y < h / 2 ? [0, 255, 0] : [255, 255, 0];
      px.set([...c, 255], (y * w + x) * 4);
    }
  }
  return px;
}

describe('mockup warp', () => {
  it('maps the four corners of the image exactly onto the quad', () => {
    const h = homography([[0, 0], [80, 0], [80, 60], [0, 60]], quad);
    const corners = ([[0, 0], [80, 0], [80, 60], [0, 60]] as const).map(([x, y]) => apply(h, x, y));
    corners.forEach((p, i) => {
      expect(p[0]).toBeCloseTo(quad[i][0], 9);
      expect(p[1]).toBeCloseTo(quad[i][1], 9);
    });
    const inv = warpMatrix(80, 60, quad);
    quad.forEach(([x, y], i) => {
      const [sx, sy] = apply(inv, x, y);
      expect(sx).toBeCloseTo([0, 80, 80, 0][i], 9);
      expect(sy).toBeCloseTo([0, 0, 60, 60][i], 9);
    });
  });

  it('puts each corner colour of the image at the matching corner of the quad, with no seams', () => {
    // setup
    const src = cornerImage(80, 60);
    const dst = new Uint8ClampedArray(256 * 200 * 4).fill(255);
    // action
    warpInto(engine, src, 80, 60, dst, 256, 200, quad);
    // check: a pixel just inside each corner has the corner's colour
    const inside = [[44, 34], [205, 55], [186, 166], [34, 146]];
    const want = [[255, 0, 0], [0, 255, 0], [255, 255, 0], [0, 0, 255]];
    inside.forEach(([x, y], i) => {
      const p = (y * 256 + x) * 4;
      expect([dst[p], dst[p + 1], dst[p + 2]]).toEqual(want[i]);
    });
    // no holes: every pixel well inside the quad is covered by the image (never the white photo)
    for (let y = 60; y < 130; y++) {
      for (let x = 70; x < 170; x++) {
        const p = (y * 256 + x) * 4;
        expect(dst[p] === 255 && dst[p + 1] === 255 && dst[p + 2] === 255).toBe(false);
      }
    }
    // and outside the quad the photo is untouched
    expect(Array.from(dst.subarray(0, 4))).toEqual([255, 255, 255, 255]);
  });

  it('multiplies by the shading map and bends along the displacement map', () => {
    const src = new Uint8ClampedArray(40 * 40 * 4).fill(200).map((v, i) => (i % 4 === 3 ? 255 : v));
    const shading = new Uint8ClampedArray(100 * 100 * 4).fill(128);
    const dst = new Uint8ClampedArray(100 * 100 * 4).fill(0).map((_, i) => (i % 4 === 3 ? 255 : 0));
    warpInto(engine, src, 40, 40, dst, 100, 100, [[10, 10], [90, 10], [90, 90], [10, 90]], { shading });
    expect(Math.abs(dst[(50 * 100 + 50) * 4] - 100)).toBeLessThanOrEqual(1);
    const stripes = cornerImage(40, 40);
    const flat = new Uint8ClampedArray(100 * 100 * 4);
    const bent = new Uint8ClampedArray(100 * 100 * 4);
    const disp = new Uint8ClampedArray(100 * 100 * 4).fill(128).map((v, i) => (i % 4 === 0 ? 160 : v));
    warpInto(engine, stripes, 40, 40, flat, 100, 100, [[0, 0], [100, 0], [100, 100], [0, 100]]);
    warpInto(engine, stripes, 40, 40, bent, 100, 100, [[0, 0], [100, 0], [100, 100], [0, 100]], {
      displacement: disp, displacementScale: 0.25,
    });
    expect(diffStats(flat, bent).count).toBeGreaterThan(100);
  });
  it('samples the same in the four-pixel path as in the per-pixel path (no seams at row tails)', () => {
    // setup: the same warp started at box columns 0..3, so every pixel is computed by both paths
    const src = testImage(90, 70, 6);
    const h = warpMatrix(90, 70, quad);
    const heap = engine.heap;
    const s = heap.stage('t-src', src);
    const m = heap.scratch('t-m', 72);
    m.f64().set(h);
    const disp = heap.stage('t-disp', testImage(256, 200, 7));
    const shade = heap.stage('t-shade', testImage(256, 200, 8));
    const outs: Uint8Array[] = [];
    for (const start of [0, 1, 2, 3]) {
      for (const withMaps of [false, true]) {
        const d = heap.stage('t-dst', testImage(256, 200, 9));
        // action
        heap.exports.dm_warp(s.ptr, 90, 70, d.ptr, 256, 200, m.ptr, start, 0, 256, 200,
          withMaps ? disp.ptr : 0, withMaps ? 0.05 : 0, withMaps ? shade.ptr : 0);
        const out = d.bytes().slice();
        // check: columns from 4 on are identical whatever path computed them
        if (start > 0) {
          const ref = outs[withMaps ? 1 : 0];
          for (let y = 0; y < 200; y++) {
            const a = out.subarray((y * 256 + 4) * 4, (y + 1) * 256 * 4);
            const b = ref.subarray((y * 256 + 4) * 4, (y + 1) * 256 * 4);
            expect(diffStats(a, b)).toEqual({ max: 0, count: 0, at: -1 });
          }
        } else outs.push(out);
      }
    }
  });
});

describe('hsl recolour', () => {
  it.each([
    { h: 0, s: 100, l: 0, a: 1 },
    { h: 210, s: 60, l: 30, a: 1 },
    { h: 95, s: 40, l: -50, a: 0.5 },
    { h: 359, s: 0, l: 100, a: 0.8 },
  ])('matches the TypeScript reference within 1: %p', (v) => {
    const src = testImage(64, 48, 8);
    const a = src.slice();
    const b = src.slice();
    recolor(engine, a, 64, 48, v);
    recolorReference(b, 64 * 48, v);
    expect(diffStats(a, b).max).toBeLessThanOrEqual(1);
  });

  it('turns a white t-shirt layer into the chosen colour while keeping its folds', () => {
    const px = new Uint8ClampedArray([250, 250, 250, 255, 180, 180, 180, 255]);
    recolor(engine, px, 2, 1, { h: 0, s: 100, l: 0, a: 1 });
    expect(px[0]).toBeGreaterThan(px[1]);
    expect(px[4]).toBeGreaterThan(px[5]);
    expect(px[0] + px[1]).toBeGreaterThan(px[4] + px[5]);
  });
});
