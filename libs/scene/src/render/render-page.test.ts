// renderPage's origin: a canvas holding a crop of the page draws what the whole page's canvas
// holds in that rectangle (the editor's gesture layer is such a crop).
import { createCanvas } from '@napi-rs/canvas';
import { createBox, createDesign, createText } from '../document/factory.js';
import { addElement, rotateElement } from '../document/elements.js';
import type { PageAssets } from './assets.js';
import { renderPage } from './render-page.js';

const assets = (): PageAssets => ({ images: new Map(), missing: [], cache: new Map() });

describe('renderPage with an origin', () => {
  it('draws the crop of the page at the canvas corner, at any scale', () => {
    let d = createDesign(400, 300);
    const pageId = d.pages[0].id;
    const a = createBox('#e0401a', { x: 40, y: 30, width: 120, height: 90 });
    const b = createBox('#1a60e0', { x: 120, y: 80, width: 100, height: 100 });
    d = addElement(addElement(d, pageId, a), pageId, b);
    d = rotateElement(d, pageId, b.id, 30);
    const page = d.pages[0];
    for (const scale of [1, 2]) {
      const whole = createCanvas(400 * scale, 300 * scale);
      renderPage(whole.getContext('2d') as never, page, assets(), { width: 400, height: 300, scale, transparent: true });
      const crop = { x: 100, y: 60, width: 150, height: 120 };
      const part = createCanvas(crop.width * scale, crop.height * scale);
      renderPage(part.getContext('2d') as never, page, assets(), { width: 400, height: 300, scale, transparent: true, origin: { x: crop.x, y: crop.y } });
      const expected = whole.getContext('2d').getImageData(crop.x * scale, crop.y * scale, crop.width * scale, crop.height * scale).data;
      const got = part.getContext('2d').getImageData(0, 0, crop.width * scale, crop.height * scale).data;
      // the same pixels, up to anti-aliasing on the turned box's edges: Skia may cover an edge
      // pixel a little differently elsewhere on a canvas (premultiplied values; a wrong origin
      // moves whole edges, thousands of pixels)
      let off = 0;
      for (let i = 0; i < got.length; i += 4) {
        const pre = (px: Uint8ClampedArray, c: number) => (c === 3 ? px[i + 3] : (px[i + c] * px[i + 3]) / 255);
        if ([0, 1, 2, 3].some((c) => Math.abs(pre(got, c) - pre(expected, c)) > 8)) off++;
      }
      expect(off).toBeLessThanOrEqual((got.length / 4) * 0.005);
      // and it is not empty: both boxes reach into the crop
      expect(got.some((v, i) => i % 4 === 3 && v > 0)).toBe(true);
    }
  });
});

describe('renderPage with a region', () => {
  it('draws the same crop while skipping the elements that cannot reach it, a text run past its box included', () => {
    let d = createDesign(800, 600);
    const pageId = d.pages[0].id;
    let seed = 3;
    const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 300; i++) {
      const box = createBox(`hsl(${Math.round(rnd() * 360)} 70% 50%)`, { x: rnd() * 760, y: rnd() * 560, width: 10 + rnd() * 90, height: 10 + rnd() * 60 });
      d = addElement(d, pageId, box);
      if (i % 9 === 0) d = rotateElement(d, pageId, box.id, Math.round(rnd() * 90));
    }
    // a text whose lines run below its box (left one line tall), ending inside the crop
    const t = createText('one two three four five six', 'body', { x: 300, y: 150, width: 60 });
    d = addElement(d, pageId, { ...t, height: 20, text_details: { ...t.text_details, fontSize: 20 } });
    const page = d.pages[0];
    const crop = { x: 280, y: 200, width: 160, height: 120 };
    const whole = createCanvas(800, 600);
    renderPage(whole.getContext('2d') as never, page, assets(), { width: 800, height: 600 });
    const part = createCanvas(crop.width, crop.height);
    const ctx = part.getContext('2d');
    let drawn = 0;
    const save = ctx.save.bind(ctx);
    ctx.save = () => {
      drawn++;
      save();
    };
    renderPage(ctx as never, page, assets(), { width: 800, height: 600, origin: { x: crop.x, y: crop.y }, region: crop });
    const expected = whole.getContext('2d').getImageData(crop.x, crop.y, crop.width, crop.height).data;
    const got = ctx.getImageData(0, 0, crop.width, crop.height).data;
    let off = 0;
    for (let i = 0; i < got.length; i += 4) if ([0, 1, 2].some((c) => Math.abs(got[i + c] - expected[i + c]) > 8)) off++;
    expect(off).toBeLessThanOrEqual((got.length / 4) * 0.005);
    // far fewer than the page's 301 elements were drawn (each draws inside a save)
    expect(drawn).toBeGreaterThan(10);
    expect(drawn).toBeLessThan(150);
  });
});
