import { loadEngine } from './node.js';
import type { Engine } from './engine.js';
import { HitIndex, type HitBox } from './hit-index.js';
import { type Box, boxInsideRect, boxOverlapsRect, bruteForcePoint, toBox } from './reference/hit.js';
import { rng } from './fixtures/images.js';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

function randomBox(r: () => number, size: number): HitBox {
  return {
    x: r() * 1000 - 100,
    y: r() * 800 - 100,
    width: 5 + r() * size,
    height: 5 + r() * size,
    rotation: r() < 0.3 ? 0 : r() * 360 - 180,
    layer: Math.floor(r() * 30),
  };
}

describe('hit index', () => {
  it('agrees with brute force on 10,000 random scenes (points, marquees, moves, masks)', () => {
    const r = rng(2024);
    let checked = 0;
    const mismatches: string[] = [];
    for (let scene = 0; scene < 10000; scene++) {
      // setup
      const n = 1 + Math.floor(r() * 40);
      const elements: HitBox[] = Array.from({ length: n }, () => randomBox(r, 50 + r() * 300));
      const boxes: (Box | undefined)[] = elements.map(toBox);
      const index = new HitIndex(engine, elements.map((e, i) => [`e${i}`, e] as [string, HitBox]), {
        bounds: { x: 0, y: 0, width: 800, height: 600 },
        cell: 16 + r() * 200,
      });
      if (scene % 5 === 0) {
        // a cut-out image: a disc mask
        const k = Math.floor(r() * n);
        const w = 16, h = 12;
        const rgba = new Uint8ClampedArray(w * h * 4);
        const data = new Uint8Array(w * h);
        for (let i = 0; i < w * h; i++) {
          const inside = ((i % w) - 7.5) ** 2 / 64 + (Math.floor(i / w) - 5.5) ** 2 / 36 < 1;
          rgba[i * 4 + 3] = inside ? 255 : 0;
          data[i] = inside ? 1 : 0;
        }
        index.setMask(`e${k}`, rgba, w, h);
        boxes[k]!.mask = { data, width: w, height: h };
      }
      const check = () => {
        for (let q = 0; q < 20; q++) {
          const x = r() * 1100 - 150;
          const y = r() * 900 - 150;
          const expected = bruteForcePoint(boxes, x, y);
          const got = index.at(x, y);
          if (got !== (expected < 0 ? undefined : `e${expected}`)) mismatches.push(`scene ${scene} point ${x},${y}: ${got} vs ${expected}`);
          checked++;
        }
        const x0 = r() * 900 - 100, y0 = r() * 700 - 100;
        const x1 = x0 + r() * 500, y1 = y0 + r() * 400;
        const touching = boxes.flatMap((b, i) => (b && boxOverlapsRect(b, x0, y0, x1, y1) ? [`e${i}`] : []));
        const inside = boxes.flatMap((b, i) => (b && boxInsideRect(b, x0, y0, x1, y1) ? [`e${i}`] : []));
        if (index.inRect(x0, y0, x1, y1).sort().join() !== touching.sort().join()) mismatches.push(`scene ${scene} marquee`);
        if (index.inRect(x0, y0, x1, y1, true).sort().join() !== inside.sort().join()) mismatches.push(`scene ${scene} inside`);
      };
      // action + check
      check();
      for (let m = 0; m < 3; m++) {
        const k = Math.floor(r() * n);
        const moved = randomBox(r, 200);
        index.set(`e${k}`, moved);
        const mask = boxes[k]!.mask;
        boxes[k] = { ...toBox(moved), mask };
      }
      if (n > 2) {
        index.remove('e0');
        boxes[0] = undefined;
      }
      check();
      index.free();
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
    expect(checked).toBe(400000);
  });

  it('passes a click on a transparent pixel through to the element below', () => {
    const index = new HitIndex(engine, [
      ['photo', { x: 0, y: 0, width: 100, height: 100, layer: 1 }],
      ['cutout', { x: 0, y: 0, width: 100, height: 100, layer: 2 }],
    ]);
    const rgba = new Uint8ClampedArray(2 * 2 * 4);
    rgba[3] = 255; // only the top-left quarter is opaque
    index.setMask('cutout', rgba, 2, 2);
    expect(index.at(25, 25)).toBe('cutout');
    expect(index.at(75, 75)).toBe('photo');
    index.setMask('cutout', null);
    expect(index.at(75, 75)).toBe('cutout');
    index.free();
  });

  it('is exact for rotated boxes: the corner of the unrotated box misses when rotated 45 degrees', () => {
    const index = new HitIndex(engine, [['a', { x: 0, y: 0, width: 100, height: 100, rotation: 45, layer: 0 }]]);
    expect(index.at(50, 50)).toBe('a');
    expect(index.at(3, 3)).toBeUndefined();
    expect(index.at(50, -20)).toBe('a'); // the rotated corner pokes out above
    index.free();
  });

  it('builds the same index in bulk as one element at a time, layers in any order, and a repeated id keeps its last box', () => {
    // setup: layers shuffled so the bulk load has to sort the cell lists
    const r = rng(17);
    const list = Array.from({ length: 300 }, (_, i) => [`e${i}`, { ...randomBox(r, 300), layer: (i * 7919) % 300 }] as [string, HitBox]);
    // action
    const bulk = new HitIndex(engine, list);
    const single = new HitIndex(engine, [], { bounds: { x: -100, y: -100, width: 600, height: 600 }, cell: 40 });
    for (const [id, e] of list) single.set(id, e);
    const repeated = new HitIndex(engine, [...list, ['e0', { x: 1000, y: 1000, width: 10, height: 10, layer: 999 }]]);
    // check
    for (let k = 0; k < 2000; k++) {
      const x = r() * 400 - 50, y = r() * 400 - 50;
      expect([x, y, bulk.at(x, y)]).toEqual([x, y, single.at(x, y)]);
    }
    expect(repeated.size).toBe(300);
    expect(repeated.at(1005, 1005)).toBe('e0');
    for (const ix of [bulk, single, repeated]) ix.free();
  });

  it('does not grow memory across 1,000 build/query/free cycles', () => {
    const r = rng(5);
    const cycle = () => {
      const index = new HitIndex(engine, Array.from({ length: 50 }, (_, i) => [`e${i}`, randomBox(r, 100)] as [string, HitBox]));
      index.at(100, 100);
      index.inRect(0, 0, 300, 300);
      index.free();
    };
    for (let i = 0; i < 50; i++) cycle();
    const bytes = engine.memoryBytes;
    const blocks = engine.heap.liveBlocks;
    for (let i = 0; i < 1000; i++) cycle();
    expect(engine.memoryBytes).toBe(bytes);
    expect(engine.heap.liveBlocks).toBe(blocks);
  });
});
