import { dominantColors } from './dominantColors';

/** RGBA bytes of an image made of runs of one colour: [r, g, b, a, pixels]. */
function pixels(...runs: [number, number, number, number, number][]): Uint8ClampedArray {
  const out: number[] = [];
  for (const [r, g, b, a, n] of runs) for (let i = 0; i < n; i++) out.push(r, g, b, a);
  return new Uint8ClampedArray(out);
}

describe('dominant colours of a thumbnail', () => {
  it('lists the colours by how much of the image they cover', () => {
    const image = pixels([255, 255, 255, 255, 600], [124, 58, 237, 255, 300], [18, 18, 18, 255, 100]);
    expect(dominantColors(image)).toEqual(['#ffffff', '#7c3aed', '#121212']);
  });

  it('counts close shades of one colour once, at their mean', () => {
    const image = pixels([200, 30, 30, 255, 50], [206, 34, 30, 255, 50], [20, 20, 220, 255, 40]);
    const colours = dominantColors(image);
    expect(colours).toHaveLength(2);
    expect(colours[1]).toBe('#1414dc');
  });

  it('ignores transparent pixels and specks under the minimum share', () => {
    const image = pixels([0, 0, 0, 0, 1000], [10, 200, 10, 255, 500], [250, 250, 0, 255, 2]);
    expect(dominantColors(image)).toEqual(['#0ac80a']);
  });

  it('keeps at most the asked number of colours', () => {
    const image = pixels([255, 0, 0, 255, 10], [0, 255, 0, 255, 9], [0, 0, 255, 255, 8], [255, 255, 0, 255, 7]);
    expect(dominantColors(image, { count: 2 })).toEqual(['#ff0000', '#00ff00']);
  });

  it('answers nothing for a fully transparent image', () => {
    expect(dominantColors(pixels([1, 2, 3, 0, 10]))).toEqual([]);
  });
});
