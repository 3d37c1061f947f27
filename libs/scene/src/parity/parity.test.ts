// Parity: every fixture design drawn in Chromium (the editor's code path) and in Node
// (@napi-rs/canvas, the server's) must match: mean absolute difference at most 2 per channel.
// On failure the two renders and an amplified diff are saved under test-results/parity/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { Engine } from '@dm/engine';
import { loadEngine } from '@dm/engine/node';
import { fixtureDesigns } from '../testing/fixture-designs.js';
import { fixtureImages } from '../node/fixture-images.js';
import { renderDesignPage } from '../node/render-node.js';
import { frameAt } from '../animation/animations.js';
import { loadPageAssets } from '../render/assets.js';
import { renderPage } from '../render/render-page.js';
import { nodeAssetLoader, nodeCanvasFactory } from '../node/canvas.js';
import { type ChromiumScene, startChromiumScene } from './chromium-harness.js';

const MAX_MEAN_DIFF = 2;
const OUT = join(process.cwd(), 'test-results', 'parity');
const fixtures = fixtureDesigns(fixtureImages());
const figures: { name: string; r: number; g: number; b: number; a: number; worst: number }[] = [];

let chromium: ChromiumScene;
let engine: Engine;

beforeAll(async () => {
  engine = await loadEngine();
  chromium = await startChromiumScene();
}, 120_000);

afterAll(async () => {
  await chromium?.close();
  if (figures.length) {
    const rows = figures.map((f) => `${f.name.padEnd(34)} ${[f.r, f.g, f.b, f.a].map((v) => v.toFixed(3).padStart(7)).join(' ')}`);
    console.log(`parity: mean |browser - node| per channel (R G B A), limit ${MAX_MEAN_DIFF}\n${rows.join('\n')}\nworst channel mean: ${Math.max(...figures.map((f) => f.worst)).toFixed(3)}`);
  }
});

function meanDiff(a: Uint8ClampedArray, b: Uint8ClampedArray): number[] {
  const sums = [0, 0, 0, 0];
  for (let i = 0; i < a.length; i++) sums[i & 3] += Math.abs(a[i] - b[i]);
  const n = a.length / 4;
  return sums.map((s) => s / n);
}

function saveArtefacts(name: string, w: number, h: number, node: Buffer, browser: Buffer, a: Uint8ClampedArray, b: Uint8ClampedArray): string {
  const dir = join(OUT, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'node.png'), node);
  writeFileSync(join(dir, 'browser.png'), browser);
  const diff = createCanvas(w, h);
  const ctx = diff.getContext('2d');
  const img = ctx.createImageData(w, h);
  for (let i = 0; i < a.length; i += 4) {
    for (let c = 0; c < 3; c++) img.data[i + c] = Math.min(255, Math.abs(a[i + c] - b[i + c]) * 4);
    img.data[i + 3] = 255;
  }
  ctx.putImageData(img, 0, 0);
  writeFileSync(join(dir, 'diff.png'), diff.toBuffer('image/png'));
  return dir;
}

describe('browser and server renders match', () => {
  it('covers at least 20 designs using every element kind', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(20);
    const kinds = new Set(fixtures.flatMap((f) => f.design.pages.flatMap((p) => Object.values(p.objects).map((o) => o.type))));
    expect([...kinds].sort()).toEqual(['box', 'grid', 'group', 'image', 'text']);
  });

  const cases = fixtures.flatMap((f) => f.design.pages.map((_, i) => [i ? `${f.name} page ${i + 1}` : f.name, f, i] as const));
  it.each(cases)('%s', async (name, f, pageIndex) => {
    // action
    const node = await renderDesignPage(f.design, pageIndex, { engine });
    const nodePng = node.canvas.toBuffer('image/png');
    const { png } = await chromium.render(f.design, pageIndex);
    // check
    const w = node.canvas.width;
    const h = node.canvas.height;
    const a = node.canvas.getContext('2d').getImageData(0, 0, w, h).data;
    const decoded = await loadImage(png);
    expect([decoded.width, decoded.height]).toEqual([w, h]);
    const c = createCanvas(w, h);
    c.getContext('2d').drawImage(decoded, 0, 0);
    const b = c.getContext('2d').getImageData(0, 0, w, h).data;
    const [r, g, bl, al] = meanDiff(a, b);
    const worst = Math.max(r, g, bl, al);
    figures.push({ name, r, g, b: bl, a: al, worst });
    if (worst > MAX_MEAN_DIFF || process.env.PARITY_SAVE) {
      const dir = saveArtefacts(name.replace(/\s+/g, '-'), w, h, nodePng, png, a, b);
      if (worst > MAX_MEAN_DIFF) throw new Error(`${name}: mean difference ${worst.toFixed(3)} > ${MAX_MEAN_DIFF}; renders and diff saved in ${dir}`);
    }
  });
});

describe('browser and server draw the same frame of an animation', () => {
  // an animated fixture: the first one with text and a photo, every element animated differently
  const base = fixtures.find((f) => Object.values(f.design.pages[0].objects).some((o) => o.type === 'text') && Object.values(f.design.pages[0].objects).some((o) => o.type === 'image'))!;
  const names = ['typewriter', 'wipe', 'slide-left', 'blur-in', 'pop', 'fade', 'bounce'];
  const design = structuredClone(base.design);
  design.pages = [design.pages[0]];
  Object.values(design.pages[0].objects).filter((o) => !o.parent).forEach((o, i) => { o.animation = { name: names[i % names.length] }; });
  design.pages[0].animation_duration = 3;
  it.each([0.05, 0.3, 0.65, 2.5])('at %s s', async (time) => {
    const f = frameAt(design, time);
    const canvas = createCanvas(design.width, design.height);
    const nodeAssets = await loadPageAssets(f.page, nodeAssetLoader());
    renderPage(canvas.getContext('2d') as never, f.page, nodeAssets, { width: design.width, height: design.height, engine, createCanvas: nodeCanvasFactory, effects: f.effects });
    const { png } = await chromium.render(design, 0, 1, time);
    const a = canvas.getContext('2d').getImageData(0, 0, design.width, design.height).data;
    const decoded = await loadImage(png);
    const c = createCanvas(design.width, design.height);
    c.getContext('2d').drawImage(decoded, 0, 0);
    const b = c.getContext('2d').getImageData(0, 0, design.width, design.height).data;
    const worst = Math.max(...meanDiff(a, b));
    figures.push({ name: `${base.name} animated at ${time}s`, r: worst, g: worst, b: worst, a: worst, worst });
    if (worst > MAX_MEAN_DIFF) {
      const dir = saveArtefacts(`animated-${time}`, design.width, design.height, canvas.toBuffer('image/png'), png, a, b);
      throw new Error(`frame at ${time}s: mean difference ${worst.toFixed(3)} > ${MAX_MEAN_DIFF}; renders and diff saved in ${dir}`);
    }
  });
});
