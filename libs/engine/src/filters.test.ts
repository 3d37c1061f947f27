import { loadEngine } from './node.js';
import type { Engine } from './engine.js';
import { NAMED_FILTERS, filterParams, findFilter } from './filters.js';
import { gradeReference } from './reference/grade.js';
import { diffStats, testImage } from './fixtures/images.js';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

function meanRgb(px: Uint8ClampedArray): [number, number, number] {
  const s = [0, 0, 0];
  for (let i = 0; i < px.length; i += 4) for (let k = 0; k < 3; k++) s[k] += px[i + k];
  const n = px.length / 4;
  return [s[0] / n, s[1] / n, s[2] / n];
}

describe('named filters', () => {
  it('are the spec list of 21 entries (None plus 20 grades), each with a description', () => {
    expect(NAMED_FILTERS.map((f) => f.name)).toEqual([
      'None', 'Citrine', 'Raspberry', 'Gaspeite', 'Lapis Lazuli', 'Kyanite', 'Morganite', 'Jade', 'Brandberg',
      'Stilbite', 'Sunstone', 'Ametrine', 'Tugtupite', 'Amber', 'Crocoite', 'Aegirine', 'Atacamite', 'Azurite',
      'Chrysoprase', 'Limonite', 'Peridot',
    ]);
    for (const f of NAMED_FILTERS) expect(f.description.length).toBeGreaterThan(10);
    expect(findFilter('Lapis Lazuli')?.id).toBe('lapis_lazuli');
  });

  it.each(NAMED_FILTERS.map((f) => [f.name] as const))('%s matches the TypeScript reference at 0, 50 and 100', (name) => {
    for (const intensity of [0, 50, 100, 23]) {
      const src = testImage(61, 37, 4);
      const expected = src.slice();
      const actual = src.slice();
      gradeReference(expected, 61, 37, filterParams(name, intensity));
      engine.filter(actual, 61, 37, name, intensity);
      expect(diffStats(actual, expected).max).toBeLessThanOrEqual(1);
    }
  });

  it('intensity 0 and None leave the image unchanged', () => {
    const src = testImage(32, 32, 2);
    for (const f of NAMED_FILTERS) {
      const out = src.slice();
      engine.filter(out, 32, 32, f.id, 0);
      expect(diffStats(out, src).max).toBe(0);
    }
    const out = src.slice();
    engine.filter(out, 32, 32, 'None');
    expect(diffStats(out, src).max).toBe(0);
  });

  it('every grade is distinct from every other at the default intensity', () => {
    const src = testImage(48, 48, 3);
    const looks = NAMED_FILTERS.slice(1).map((f) => {
      const out = src.slice();
      engine.filter(out, 48, 48, f.id);
      return { name: f.name, out, mean: meanRgb(out) };
    });
    for (let i = 0; i < looks.length; i++) {
      for (let j = i + 1; j < looks.length; j++) {
        let sum = 0;
        for (let k = 0; k < src.length; k++) sum += Math.abs(looks[i].out[k] - looks[j].out[k]);
        expect([looks[i].name, looks[j].name, sum / src.length > 3]).toEqual([looks[i].name, looks[j].name, true]);
      }
    }
  });

  it('warm grades warm the picture and cool grades cool it', () => {
    const grey = new Uint8ClampedArray(64 * 64 * 4).fill(128);
    const warm = grey.slice();
    engine.filter(warm, 64, 64, 'Citrine');
    const [r, , b] = meanRgb(warm);
    expect(r - b).toBeGreaterThan(10);
    const cool = grey.slice();
    engine.filter(cool, 64, 64, 'Azurite');
    const [r2, , b2] = meanRgb(cool);
    expect(b2 - r2).toBeGreaterThan(10);
  });

  it('rejects unknown filter names', () => {
    expect(() => filterParams('Obsidian')).toThrow("unknown filter 'Obsidian'");
  });
});
