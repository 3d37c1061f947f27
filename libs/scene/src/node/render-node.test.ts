import { loadEngine } from '@dm/engine/node';
import type { Engine } from '@dm/engine';
import type { DesignFile, EditorObject } from '@dm/contracts';
import { createDesign } from '../document/factory.js';
import { sequentialIds } from '../document/ids.js';
import { fixtureImages } from './fixture-images.js';
import { renderDesignPage } from './render-node.js';
import { fontFilePath } from './fonts.js';
import { newCanvas } from './canvas.js';
import { emptyAssets } from '../render/assets.js';

let engine: Engine;
const imgs = fixtureImages();
beforeAll(async () => {
  engine = await loadEngine();
});

function withObjects(objects: EditorObject[], patch: Partial<DesignFile['pages'][0]> = {}): DesignFile {
  const d = createDesign(200, 100, sequentialIds('t'));
  d.pages[0] = { ...d.pages[0], ...patch, objects: Object.fromEntries(objects.map((o) => [o.id, o])) };
  return d;
}
const el = (o: Record<string, unknown>) => ({
  layer_index: 0, position: { x: 0, y: 0 }, width: 100, height: 100, rotation: 0, opacity: 1, locked: false, parent: null, ...o,
}) as EditorObject;

function px(canvas: { getContext(k: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } } }, x: number, y: number): number[] {
  return [...canvas.getContext('2d').getImageData(x, y, 1, 1).data];
}

describe('renderPage on @napi-rs/canvas', () => {
  it('draws a watermark over a watermarked element only, and only where it paints', async () => {
    // setup: a photo on the left, a box on the right; a cut-out (the photo's mask) in a second design
    const photo = el({ id: 'p', type: 'image', image_details: { src: imgs.photo, flip_horizontal: 1, flip_vertical: 1 } });
    const box = el({ id: 'b', type: 'box', position: { x: 100, y: 0 }, box_details: { color: '#3366cc', radius: 0 } });
    const design = withObjects([photo, box]);
    // action
    const plain = (await renderDesignPage(design, 0)).canvas;
    const marked = (await renderDesignPage(design, 0, { watermark: new Set(['p']) })).canvas;
    // check: the photo's half differs, the box's half is untouched
    const diff = (x0: number, x1: number) => {
      const a = plain.getContext('2d').getImageData(x0, 0, x1 - x0, 100).data;
      const b = marked.getContext('2d').getImageData(x0, 0, x1 - x0, 100).data;
      let sum = 0;
      for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
      return sum / a.length;
    };
    expect(diff(0, 100)).toBeGreaterThan(5);
    expect(diff(100, 200)).toBe(0);
    // a cut-out: where the mask removed the background the page stays as it was
    const cut = withObjects([el({ id: 'c', type: 'image', image_details: { src: imgs.photo, flip_horizontal: 1, flip_vertical: 1, bgremoval: { enabled: true, mask_src: imgs.cutout } } })]);
    const cutPlain = (await renderDesignPage(cut, 0, { engine })).canvas;
    const cutMarked = (await renderDesignPage(cut, 0, { engine, watermark: new Set(['c']) })).canvas;
    const clear: number[][] = [];
    for (let y = 0; y < 100; y += 5) for (let x = 0; x < 100; x += 5) if (px(cutPlain, x, y).join() === '255,255,255,255') clear.push([x, y]);
    expect(clear.length).toBeGreaterThan(10);
    for (const [x, y] of clear) expect(px(cutMarked, x, y)).toEqual([255, 255, 255, 255]);
  });

  it('paints the page background colour, white by default', async () => {
    const { canvas } = await renderDesignPage(withObjects([]), 0);
    expect(px(canvas, 10, 10)).toEqual([255, 255, 255, 255]);
    const { canvas: c2 } = await renderDesignPage(withObjects([], { background_color: '#102030' }), 0, { scale: 2 });
    expect([c2.width, c2.height]).toEqual([400, 200]);
    expect(px(c2, 399, 199)).toEqual([16, 32, 48, 255]);
  });

  it('draws a box, rotated about its centre, with opacity', async () => {
    const box = el({ id: 'b', type: 'box', position: { x: 50, y: 0 }, width: 100, height: 100, rotation: 45, opacity: 0.5, box_details: { color: '#ff0000', radius: 0 } });
    const { canvas } = await renderDesignPage(withObjects([box]), 0);
    const [r, g, b] = px(canvas, 100, 50);
    expect(r).toBe(255);
    expect(Math.abs(g - 128) + Math.abs(b - 128)).toBeLessThanOrEqual(2);
    expect(px(canvas, 52, 2)).toEqual([255, 255, 255, 255]); // corner cut away by the rotation
  });

  it('mirrors an image with flip_horizontal -1', async () => {
    // photo2: a circle in the centre; left half blue-ish and right half lighter: compare columns
    const plain = el({ id: 'i', type: 'image', width: 200, height: 100, image_details: { src: imgs.photo, flip_horizontal: 1, flip_vertical: 1 } });
    const flipped = el({ ...plain, image_details: { src: imgs.photo, flip_horizontal: -1, flip_vertical: 1 } });
    const a = (await renderDesignPage(withObjects([plain]), 0)).canvas;
    const b = (await renderDesignPage(withObjects([flipped]), 0)).canvas;
    expect(px(b, 190, 20)).toEqual(px(a, 9, 20));
  });

  it('applies a named filter through the engine', async () => {
    const plain = el({ id: 'i', type: 'image', width: 200, height: 100, image_details: { src: imgs.photo2, flip_horizontal: 1, flip_vertical: 1 } });
    const graded = el({ ...plain, image_details: { src: imgs.photo2, flip_horizontal: 1, flip_vertical: 1, adjustments: { saturation: -100 } } });
    const a = px((await renderDesignPage(withObjects([plain]), 0, { engine })).canvas, 100, 50);
    const [r, g, b] = px((await renderDesignPage(withObjects([graded]), 0, { engine })).canvas, 100, 50);
    expect(a[0]).not.toBe(a[2]);
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThanOrEqual(2);
  });

  it('filters an image drawn before the engine had loaded once it has (the unfiltered draw is not cached)', async () => {
    // setup: one asset cache, as the editor keeps across draws
    const graded = el({ id: 'i', type: 'image', width: 200, height: 100, image_details: { src: imgs.photo2, flip_horizontal: 1, flip_vertical: 1, adjustments: { saturation: -100 } } });
    const assets = emptyAssets();
    // action: a first draw while the engine loads, then one with it
    const early = px((await renderDesignPage(withObjects([graded]), 0, { assets })).canvas, 100, 50);
    const [r, g, b] = px((await renderDesignPage(withObjects([graded]), 0, { engine, assets })).canvas, 100, 50);
    // check
    expect(Math.max(...early.slice(0, 3)) - Math.min(...early.slice(0, 3))).toBeGreaterThan(2);
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThanOrEqual(2);
  });

  it('hands large image work to an ImageWork, drawing the last finished look until its result is there', async () => {
    // a stand-in for the editor's worker: records what it is asked and answers when told
    const asked: { key: string; jobs: unknown[]; size: number[] }[] = [];
    let ready: ReturnType<typeof newCanvas> | undefined;
    const work = {
      wants: (w: number, h: number) => w * h >= 200 * 100,
      take: (key: string, pixels: () => { width: number; height: number }, jobs: unknown[]) => {
        if (!asked.some((a) => a.key === key)) asked.push({ key, jobs, size: [pixels().width, pixels().height] });
        return ready as never;
      },
    };
    const graded = el({ id: 'i', type: 'image', width: 200, height: 100, image_details: { src: imgs.photo2, flip_horizontal: 1, flip_vertical: 1, filter: { id: 'lapis_lazuli', intensity: 50 }, adjustments: { saturation: -100 } } });
    const assets = emptyAssets();
    // first frame: nothing finished, the image is drawn without its effects, the work is asked for once
    const first = px((await renderDesignPage(withObjects([graded]), 0, { engine, imageWork: work, assets })).canvas, 100, 50);
    expect(first[0]).not.toBe(first[2]);
    expect(asked).toHaveLength(1);
    expect(asked[0].jobs.map((j) => (j as { op: string }).op)).toEqual(['filter', 'adjust']);
    expect(asked[0].size).toEqual([200, 100]);
    // the result is back: drawn as it is
    ready = newCanvas(200, 100);
    const rc = ready.getContext('2d');
    rc.fillStyle = '#0000ff';
    rc.fillRect(0, 0, 200, 100);
    expect(px((await renderDesignPage(withObjects([graded]), 0, { engine, imageWork: work, assets })).canvas, 100, 50)).toEqual([0, 0, 255, 255]);
    // at another size, while that work is on its way, the last look is drawn (no flash of the unfiltered photo)
    ready = undefined;
    expect(px((await renderDesignPage(withObjects([graded]), 0, { engine, imageWork: work, assets, scale: 2 })).canvas, 200, 100)).toEqual([0, 0, 255, 255]);
    expect(asked).toHaveLength(2);
    // small images stay in line (through the engine)
    const small = el({ ...graded, width: 50, height: 50 });
    const [r, g, b] = px((await renderDesignPage(withObjects([small]), 0, { engine, imageWork: work })).canvas, 25, 25);
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThanOrEqual(2);
  });

  it('clips an image to a circle frame', async () => {
    const grid = el({ id: 'g', type: 'grid', width: 100, height: 100, grid_details: { shape: 'circle' } });
    const inside = el({ id: 'i', type: 'image', parent: 'g', width: 100, height: 100, image_details: { src: imgs.photo2, flip_horizontal: 1, flip_vertical: 1 } });
    const { canvas } = await renderDesignPage(withObjects([grid, inside]), 0);
    expect(px(canvas, 2, 2)).toEqual([255, 255, 255, 255]);
    expect(px(canvas, 50, 50)).not.toEqual([255, 255, 255, 255]);
  });

  it('draws a missing image as nothing and says so, without throwing', async () => {
    const missing = el({ id: 'i', type: 'image', image_details: { src: '/nowhere/none.png', flip_horizontal: 1, flip_vertical: 1 } });
    const r = await renderDesignPage(withObjects([missing]), 0);
    expect(px(r.canvas, 50, 50)).toEqual([255, 255, 255, 255]);
    expect(r.warnings.join()).toMatch(/image not found: \/nowhere\/none.png/);
  });

  it('draws text in the registered font with its colour', async () => {
    const t = el({ id: 't', type: 'text', width: 200, height: 100, text_details: { text: '█████', font: 'Montserrat', fontSize: 72, bold: true, italic: false, fontColor: '#0000ff', textAlign: 'left', letterSpacing: 0, lineHeight: 0 } });
    const { canvas } = await renderDesignPage(withObjects([t]), 0);
    const data = canvas.getContext('2d').getImageData(0, 0, 200, 100).data;
    let blue = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 2] > 200 && data[i] < 60) blue++;
    expect(blue).toBeGreaterThan(100);
  });

  it('draws text in an uploaded font (font_src) like the same font from the registry', async () => {
    // setup: the Lobster file uploaded under a brand name
    const details = { text: 'Brand script', fontSize: 40, bold: false, italic: false, fontColor: '#000000', textAlign: 'left', letterSpacing: 0, lineHeight: 0 };
    const uploaded = el({ id: 't', type: 'text', width: 200, height: 100, text_details: { ...details, font: 'Acme Brand Script', font_src: fontFilePath('lobster/files/lobster-latin-400-normal.woff2') } });
    const registry = el({ id: 't', type: 'text', width: 200, height: 100, text_details: { ...details, font: 'Lobster' } });
    // action
    const a = (await renderDesignPage(withObjects([uploaded]), 0)).canvas.toBuffer('image/png');
    const b = (await renderDesignPage(withObjects([registry]), 0)).canvas.toBuffer('image/png');
    // check
    expect(a.equals(b)).toBe(true);
  });
});
