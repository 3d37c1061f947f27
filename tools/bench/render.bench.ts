// The scene renderer: a 1080x1080 page with 50 elements (text with effects, images with filters
// and adjustments, element shadows, frames, boxes) drawn in Node (@napi-rs/canvas) and in
// Chromium, beside the baseline of rendering the same design through Chromium's own
// page.screenshot; thumbnails per second through the render worker pool; PDF export of a
// 10-page design beside Chromium's page.pdf of the same pages.
// Usage: npx tsx tools/bench/render.bench.ts [runs]   (needs `npx tsc -b` for the packages)
import { availableParallelism } from 'node:os';
import type { DesignFile, EditorObject, Page } from '../../libs/contracts/src/index.js';
import { loadEngine } from '../../libs/engine/src/node.js';
import {
  emptyAssets, exportPdf, fixtureImages, type FixtureImages, nodeAssetLoader, renderDesignPage,
} from '../../libs/scene/src/node/index.js';
import { fixtureDesigns } from '../../libs/scene/src/testing/fixture-designs.js';
import { startChromiumScene } from '../../libs/scene/src/parity/chromium-harness.js';
import { RenderPool } from '../../libs/server/rendering/src/render-pool.js';
import { encodePng } from '../../libs/server/rendering/src/worker/encode.js';
import { printTable, row, type Row } from './harness.js';

const runs = Number(process.argv[2] ?? 5);
const FILTERS = ['citrine', 'amber', 'kyanite', 'crocoite', 'jade', 'sunstone', 'azurite', 'peridot'];

/** 50 elements on a 1080x1080 page: 20 images (filters, adjustments, 5 shadowed), 20 texts, 10 frames and boxes. */
export function benchDesign(img: FixtureImages): DesignFile {
  const objects: EditorObject[] = [];
  let n = 0;
  const base = (x: number, y: number, w: number, h: number, extra: Partial<EditorObject> = {}) =>
    ({ id: `b${++n}`, layer_index: n, position: { x, y }, width: w, height: h, rotation: 0, opacity: 1, locked: false, parent: null, ...extra });
  for (let i = 0; i < 20; i++) {
    const x = (i % 5) * 216 + 8;
    const y = Math.floor(i / 5) * 216 + 8;
    objects.push({
      ...base(x, y, 200, 133, i % 7 === 3 ? { rotation: 12 } : {}), type: 'image',
      image_details: {
        src: i % 2 ? img.photo : img.photo2, flip_horizontal: i % 3 ? 1 : -1, flip_vertical: 1,
        filter: { id: FILTERS[i % FILTERS.length] }, adjustments: i % 2 ? { brightness: 10, contrast: 15, saturation: 20 } : undefined,
      },
      shadow: i % 4 === 0 ? { shadowColor: '#000000', r: 4, theta: 116, blur: 4, opacity: 0.5, size: 0 } : undefined,
    } as EditorObject);
  }
  for (let i = 0; i < 20; i++) {
    const effects = { stroke: i % 3 === 0, strokeSize: 1.5, strokeColor: '#0000ff', glow: i % 5 === 1, glowColor: '#808080', glowIntensity: 50, glowOpacity: 0.8,
      shadow: i % 4 === 2, shadows: [{ shadowColor: '#808080', r: 3, theta: 116, blur: 3, opacity: 0.8 }] };
    objects.push({
      ...base((i % 2) * 540 + 20, 880 + Math.floor(i / 2) * 0 + (i % 4) * 45 - 20, 500, 60), type: 'text',
      text_details: { text: `Headline number ${i + 1} with a few words`, font: ['Montserrat', 'Roboto', 'Lora', 'Oswald', 'Poppins'][i % 5],
        bold: i % 2 === 0, italic: i % 3 === 1, fontSize: 24 + (i % 4) * 6, fontColor: '#1a1a2e', textAlign: (['left', 'center', 'right'] as const)[i % 3],
        letterSpacing: (i % 5) - 2, lineHeight: 0, effects },
    } as EditorObject);
  }
  for (let i = 0; i < 10; i++) {
    const x = i * 106 + 4;
    if (i % 2) objects.push({ ...base(x, 700, 100, 100), type: 'box', box_details: { color: '#ffb703', radius: 12 } } as EditorObject);
    else {
      const g = { ...base(x, 700, 100, 100), type: 'grid', grid_details: { shape: (['circle', 'star', 'heart', 'rounded', 'diamond'] as const)[i / 2] } } as EditorObject;
      objects.push(g, { ...base(x - 20, 700, 150, 100, { parent: g.id }), type: 'image', image_details: { src: img.photo, flip_horizontal: 1, flip_vertical: 1 } } as EditorObject);
    }
  }
  const page: Page = { id: 'bench', objects: Object.fromEntries(objects.map((o) => [o.id, o])), groups: [], background_color: '#f1faee', background_image: null, animation_duration: 5 };
  return { schemaVersion: 1, id: 'bench', width: 1080, height: 1080, pages: [page] };
}

async function medianAsync(fn: () => Promise<unknown>, n = runs, warmup = 1): Promise<number> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[times.length >> 1];
}

export async function main(): Promise<void> {
  const engine = await loadEngine();
  const images = fixtureImages();
  const design = benchDesign(images);
  const elements = Object.keys(design.pages[0].objects).length;
  const loader = nodeAssetLoader();
  const mp = (1080 * 1080) / 1e6;
  const rows: Row[] = [];

  // Node: every run redoes the filters (fresh pixel cache, images already decoded).
  const assets = emptyAssets();
  await renderDesignPage(design, 0, { engine, loader, assets });
  rows.push(row(`Node renderPage, ${elements} elements (filters redone)`, await medianAsync(async () => {
    assets.cache.clear();
    await renderDesignPage(design, 0, { engine, loader, assets });
  }), mp));
  rows.push(row('Node renderPage, filtered pixels cached (editor redraw)', await medianAsync(() => renderDesignPage(design, 0, { engine, loader, assets })), mp));
  rows.push(row('baseline: Node renderPage + canvas PNG encoder (before)', await medianAsync(async () => {
    assets.cache.clear();
    const r = await renderDesignPage(design, 0, { engine, loader, assets });
    await r.canvas.encode('png');
  }), mp));
  rows.push(row('server PNG export: renderPage + encodePng (target <= 60 ms)', await medianAsync(async () => {
    assets.cache.clear();
    const r = await renderDesignPage(design, 0, { engine, loader, assets });
    await encodePng(r.canvas);
  }), mp));

  // Chromium: the same scene bundle drawing in the page; the baseline is page.screenshot.
  const chromium = await startChromiumScene();
  try {
    const inPage: number[] = [];
    await chromium.render(design);
    for (let i = 0; i < runs; i++) inPage.push((await chromium.render(design)).ms);
    inPage.sort((a, b) => a - b);
    rows.push(row(`Chromium renderPage, ${elements} elements (filters redone)`, inPage[inPage.length >> 1], mp));
    // Baseline: draw the page into a canvas in the DOM, then Chromium's own page.screenshot.
    const shot = async () => {
      await chromium.page.evaluate(async (d) => {
         
        const g = globalThis as any;
        const doc = g.document;
        let c = doc.getElementById('shot');
        if (!c) {
          c = doc.createElement('canvas');
          c.id = 'shot';
          c.width = d.width;
          c.height = d.height;
          doc.body.appendChild(c);
        }
        const make = (w: number, h: number) => Object.assign(doc.createElement('canvas'), { width: w, height: h });
        const S = g.DMScene;
        const assets = await S.loadPageAssets(d.pages[0], S.browserAssetLoader());
        S.renderPage(c.getContext('2d'), d.pages[0], assets, { width: d.width, height: d.height, engine: g.dmEngine, createCanvas: make });
      }, design);
      await chromium.page.screenshot({ clip: { x: 0, y: 0, width: 1080, height: 1080 }, type: 'png' });
    };
    rows.push(row('baseline: Chromium render + page.screenshot (PNG)', await medianAsync(shot), mp));

    // PDF of a 10-page design: ours (vector text, raster rest) against Chromium's page.pdf.
    const pages = fixtureDesigns(images).filter((f) => f.design.width === 600 && f.design.height === 400).slice(0, 10);
    const ten: DesignFile = { schemaVersion: 1, id: 'ten', width: 600, height: 400, pages: pages.map((f) => f.design.pages[0]) };
    rows.push(row('exportPdf, 10 pages (vector text, embedded subsets; target <= 700 ms)', await medianAsync(() => exportPdf(ten, { engine, loader }), Math.max(3, runs >> 1))));
    const pdfShot = async () => {
      await chromium.page.evaluate(async (d) => {
        const g = globalThis as any;
        const doc = g.document;
        doc.body.innerHTML = '';
        const S = g.DMScene;
        const make = (w: number, h: number) => Object.assign(doc.createElement('canvas'), { width: w, height: h });
        for (const p of d.pages) {
          await S.loadBrowserFonts(S.fontsUsed([p]), '/fonts');
          const c = make(d.width, d.height);
          c.style.display = 'block';
          doc.body.appendChild(c);
          S.renderPage(c.getContext('2d'), p, await S.loadPageAssets(p, S.browserAssetLoader()), { width: d.width, height: d.height, engine: g.dmEngine, createCanvas: make });
        }
      }, ten);
      await chromium.page.pdf({ width: '600px', height: '400px', printBackground: true });
    };
    rows.push(row('baseline: Chromium draw 10 pages + page.pdf (raster)', await medianAsync(pdfShot, Math.max(3, runs >> 1))));
  } finally {
    await chromium.close();
  }

  // Thumbnails (160x185 box) per second: worker pool against one render at a time in process.
  const count = 24;
  const serialStart = performance.now();
  for (let i = 0; i < count; i++) {
    const r = await renderDesignPage(design, 0, { engine, loader, scale: 160 / 1080 });
    await r.canvas.encode('png');
  }
  const serialMs = performance.now() - serialStart;
  const threads = Math.max(1, availableParallelism());
  const pool = new RenderPool({ threads });
  try {
    await Promise.all(Array.from({ length: threads }, () => pool.run({ id: 'w', type: 'png', design, page: 0, width: 160, height: 185, blobRoot: '/nonexistent' })));
    const t0 = performance.now();
    const results = await Promise.all(Array.from({ length: count }, (_, i) => pool.run({ id: `t${i}`, type: 'png', design, page: 0, width: 160, height: 185, blobRoot: '/nonexistent' })));
    const poolMs = performance.now() - t0;
    if (results.some((r) => !r.ok)) throw new Error('a bench thumbnail failed');
    rows.push(row(`thumbnails 160x185, in process, one at a time (${count})`, serialMs / count, undefined, `${(count / (serialMs / 1000)).toFixed(1)} thumbs/s`));
    rows.push(row(`thumbnails 160x185, worker pool of ${threads} (${count})`, poolMs / count, undefined, `${(count / (poolMs / 1000)).toFixed(1)} thumbs/s`));
  } finally {
    await pool.destroy();
  }
  printTable(`scene renderer: 1080x1080 page, ${elements} elements; PDF 10 pages; thumbnails (median of ${runs})`, rows, 'baseline: Chromium render + page.screenshot (PNG)');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
