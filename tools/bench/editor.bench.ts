// The editor in Chromium (playwright-core, Debian's /usr/bin/chromium) against the built server:
//  1. frames per second while dragging one element on a page of 1,000, 5,000 and 10,000 elements;
//  2. time to open a design of 10, 100 and 500 pages until its first page is drawn (from the
//     navigation's start, timed in the page).
// Each beside a naive SVG/DOM rendering of the same design measured in the same run (every
// element an SVG node, the drag moving the node's transform; opening = fetch + build the DOM of
// all pages + two frames). Needs `npx tsc -b` and the vite build first.
// Usage: npx tsx tools/bench/editor.bench.ts [runs]
import type { Page } from 'playwright-core';
import { launchChromium, startBuiltServer } from './browser-harness.js';

const runs = Number(process.argv[2] ?? 3);
const W = 800;
const H = 600;


const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/** A seeded design: `perPage` elements per page, 4 in 5 coloured boxes (some rotated), 1 in 5 texts. */
function designFile(pages: number, perPage: number) {
  let seed = 7;
  const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  const out = [];
  for (let p = 0; p < pages; p++) {
    const objects: Record<string, unknown> = {};
    for (let i = 0; i < perPage; i++) {
      const id = `p${p}e${i}`;
      const w = 20 + rnd() * 120;
      const h = 20 + rnd() * 80;
      const base = {
        id, layer_index: i, position: { x: rnd() * (W - w), y: rnd() * (H - h) }, width: w, height: h,
        rotation: i % 7 === 0 ? Math.round(rnd() * 90) : 0, opacity: 1, locked: false, parent: null,
      };
      const last = i === perPage - 1;
      objects[id] = i % 5 === 4 && !last
        ? { ...base, width: 160, height: 30, type: 'text', text_details: { text: `Text ${i}`, font: 'Montserrat', bold: false, italic: false, fontSize: 24, fontColor: '#222222', textAlign: 'left', letterSpacing: 0, lineHeight: 0 } }
        : { ...base, ...(last ? { position: { x: 360, y: 260 }, width: 80, height: 80, rotation: 0 } : {}), type: 'box', box_details: { color: `hsl(${Math.round(rnd() * 360)} 70% 55%)`, radius: 0 } };
    }
    out.push({ id: `page-${p}`, objects, groups: [], background_color: '#ffffff', background_image: null, animation_duration: 5 });
  }
  return { schemaVersion: 1, id: 'bench', width: W, height: H, pages: out };
}

async function api<T>(page: Page, path: string, data: unknown): Promise<T> {
  for (let i = 0; ; i++) {
    const body = await (await page.request.post(`/api/${path}`, { data })).json();
    if (body.response_code === 1) return body.data as T;
    if (i > 30) throw new Error(`${path}: ${JSON.stringify(body)}`);
    await page.waitForTimeout(100);
  }
}

async function savedDesign(page: Page, file: unknown): Promise<string> {
  const { _id } = await api<{ _id: string }>(page, 'saved_design/create_blank_design', { width: W, height: H, dimension_units: 'px' });
  const { version } = await api<{ version: number }>(page, 'saved_design/get_one', { id: _id });
  await api(page, 'saved_design/save', { id: _id, version, design_file: file });
  return _id;
}


/**
 * Frames in which the editor's page changed on screen (a draw, or the moving layer's transform),
 * counted once per animation frame like the baseline's: the same measure for both.
 */
const installFrameCounter = (page: Page) => page.evaluate(`(() => {
  window.__dmFrames = 0;
  let last = window.__dmCanvasChanges ?? 0;
  const loop = () => {
    const now = window.__dmCanvasChanges ?? 0;
    if (now !== last) {
      window.__dmFrames++;
      last = now;
    }
    requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
})()`);
const editorFrames = (page: Page) => page.evaluate(() => (globalThis as { __dmFrames?: number }).__dmFrames ?? 0);

/** Drags from (x, y) round a small circle for `ms`, as fast as input events go; returns frames/s drawn. */
async function dragFps(page: Page, x: number, y: number, count: () => Promise<number>, ms = 3000): Promise<number> {
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 10, y);
  const before = await count();
  const t0 = performance.now();
  let i = 0;
  while (performance.now() - t0 < ms) {
    i++;
    await page.mouse.move(x + 40 * Math.cos(i / 10), y + 40 * Math.sin(i / 10));
  }
  const frames = (await count()) - before;
  const elapsed = performance.now() - t0;
  await page.mouse.up();
  return (frames / elapsed) * 1000;
}

// ---- the naive SVG/DOM baseline -----------------------------------------------------------------
const SVG_RENDERER = `
window.renderSvg = (design, host) => {
  const ns = 'http://www.w3.org/2000/svg';
  host.innerHTML = '';
  for (const page of design.pages) {
    const svg = document.createElementNS(ns, 'svg');
    svg.setAttribute('width', design.width); svg.setAttribute('height', design.height);
    svg.style.cssText = 'display:block;margin:16px auto;background:' + page.background_color;
    const list = Object.values(page.objects).sort((a, b) => a.layer_index - b.layer_index);
    for (const o of list) {
      const g = document.createElementNS(ns, 'g');
      const cx = o.position.x + o.width / 2, cy = o.position.y + o.height / 2;
      g.dataset.id = o.id; g.dataset.x = o.position.x; g.dataset.y = o.position.y;
      g.setAttribute('transform', 'translate(' + o.position.x + ' ' + o.position.y + ') rotate(' + (o.rotation || 0) + ' ' + o.width / 2 + ' ' + o.height / 2 + ')');
      if (o.type === 'text') {
        const t = document.createElementNS(ns, 'text');
        t.setAttribute('y', o.text_details.fontSize); t.setAttribute('font-family', o.text_details.font);
        t.setAttribute('font-size', o.text_details.fontSize); t.setAttribute('fill', o.text_details.fontColor);
        t.textContent = o.text_details.text; g.appendChild(t);
      } else {
        const r = document.createElementNS(ns, 'rect');
        r.setAttribute('width', o.width); r.setAttribute('height', o.height); r.setAttribute('fill', o.box_details.color);
        g.appendChild(r);
      }
      svg.appendChild(g);
    }
    host.appendChild(svg);
  }
};
window.svgFrames = 0;
window.startSvgDrag = (id) => {
  const g = document.querySelector('[data-id="' + id + '"]');
  let start = null, dirty = false;
  const x0 = Number(g.dataset.x), y0 = Number(g.dataset.y);
  addEventListener('pointerdown', (e) => { start = { x: e.clientX, y: e.clientY }; });
  addEventListener('pointermove', (e) => {
    if (!start) return;
    g.setAttribute('transform', 'translate(' + (x0 + e.clientX - start.x) + ' ' + (y0 + e.clientY - start.y) + ')');
    dirty = true;
  });
  addEventListener('pointerup', () => { start = null; });
  const loop = () => { if (dirty) { window.svgFrames++; dirty = false; } requestAnimationFrame(loop); };
  requestAnimationFrame(loop);
};`;

// ---- run ----------------------------------------------------------------------------------------
const server = await startBuiltServer('editor', {});
const baseURL = server.baseURL;
const browser = await launchChromium();
try {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/designmaker/start');
  const SIZES = (process.env.EDITOR_BENCH_SIZES ?? '1000,5000,10000').split(',').filter(Boolean).map(Number);
  const PAGES = (process.env.EDITOR_BENCH_PAGES ?? '10,100,500').split(',').filter(Boolean).map(Number);
  const table: string[] = [];

  // 1. drag fps on a page of n elements; at 60 fps both sides meet vsync, so each is also measured
  // with the CPU slowed down (CDP's CPU throttling, THROTTLE times) where the cost shows
  const THROTTLE = Number(process.env.EDITOR_BENCH_THROTTLE ?? 4);
  const cdp = await context.newCDPSession(page);
  const throttled = async <T>(rate: number, run: () => Promise<T>): Promise<T> => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    try {
      return await run();
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
  };
  for (const n of SIZES) {
    const big = designFile(1, n);
    const bigId = await savedDesign(page, big);
    const editorFps: number[] = [];
    const svgFps: number[] = [];
    const editorSlow: number[] = [];
    const svgSlow: number[] = [];
    for (let r = 0; r < runs; r++) {
      await page.goto(`/designmaker/start/designs/${bigId}/view`);
      await page.goto(`/designmaker/start/designs/${bigId}/edit`);
      await page.locator('[data-editor-ready="true"]').waitFor({ timeout: 120_000 });
      await page.waitForFunction(() => ((globalThis as { __dmCanvasDraws?: number }).__dmCanvasDraws ?? 0) > 0, undefined, { timeout: 120_000 });
      const box = (await page.locator('[data-active-page]').boundingBox())!;
      const z = box.width / W;
      const x = box.x + 400 * z;
      const y = box.y + 300 * z;
      await page.mouse.click(x, y);
      await page.locator('[data-selection-frame]').waitFor();
      await installFrameCounter(page);
      editorFps.push(await dragFps(page, x, y, () => editorFrames(page)));
      if (THROTTLE > 1) editorSlow.push(await throttled(THROTTLE, () => dragFps(page, x, y, () => editorFrames(page))));

      await page.goto('/designmaker/start');
      await page.setContent(`<!doctype html><body style="margin:0"><div id="host"></div><script>${SVG_RENDERER}</script></body>`);
      await page.evaluate(([d, last]) => {
        const w = window as unknown as { renderSvg: (d: unknown, h: Element) => void; startSvgDrag: (id: string) => void };
        w.renderSvg(d, document.getElementById('host')!);
        w.startSvgDrag(last);
      }, [big, `p0e${n - 1}`] as const);
      const g = (await page.locator(`[data-id="p0e${n - 1}"]`).boundingBox())!;
      const svgCount = () => page.evaluate(() => (window as unknown as { svgFrames: number }).svgFrames);
      svgFps.push(await dragFps(page, g.x + g.width / 2, g.y + g.height / 2, svgCount));
      if (THROTTLE > 1) svgSlow.push(await throttled(THROTTLE, () => dragFps(page, g.x + g.width / 2, g.y + g.height / 2, svgCount)));
    }
    const ef = median(editorFps);
    const sf = median(svgFps);
    table.push(`| drag one element, page of ${n.toLocaleString('en')} elements | ${ef.toFixed(1)} fps | ${sf.toFixed(1)} fps | ${(ef / sf).toFixed(2)}x |`);
    if (THROTTLE > 1) {
      const es = median(editorSlow);
      const ss = median(svgSlow);
      table.push(`| the same, CPU ${THROTTLE}x slower | ${es.toFixed(1)} fps | ${ss.toFixed(1)} fps | ${(es / ss).toFixed(2)}x |`);
    }
    console.log(`drag ${n}: editor fps ${editorFps.map((x) => x.toFixed(1)).join(', ')}; svg fps ${svgFps.map((x) => x.toFixed(1)).join(', ')}; throttled editor ${editorSlow.map((x) => x.toFixed(1)).join(', ')}; svg ${svgSlow.map((x) => x.toFixed(1)).join(', ')}`);
  }

  // 2. time to open a design of p pages (20 elements a page) until the first page is drawn
  for (const pages of PAGES) {
    const manyId = await savedDesign(page, designFile(pages, 20));
    const editorOpen: number[] = [];
    const svgOpen: number[] = [];
    for (let r = 0; r < runs; r++) {
      // both timed in the page from its navigation start (no polling in the figure): the editor
      // until its first page is drawn; the baseline until two frames after its DOM is built
      await page.goto('/designmaker/start');
      await page.goto(`/designmaker/start/designs/${manyId}/edit`);
      await page.waitForFunction(() => ((globalThis as { __dmFirstDrawAt?: number }).__dmFirstDrawAt ?? 0) > 0, undefined, { timeout: 120_000 });
      editorOpen.push(await page.evaluate(() => (globalThis as { __dmFirstDrawAt?: number }).__dmFirstDrawAt!));
      await page.locator('[data-editor-ready="true"]').waitFor({ timeout: 120_000 });

      await page.goto('/designmaker/start');
      await page.setContent(`<!doctype html><body style="margin:0"><div id="host"></div><script>${SVG_RENDERER}</script></body>`);
      svgOpen.push(await page.evaluate(async (id) => {
        const res = await fetch('/api/saved_design/get_one', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id }), credentials: 'include' });
        const { data } = await res.json();
        (window as unknown as { renderSvg: (d: unknown, h: Element) => void }).renderSvg(data.design_file, document.getElementById('host')!);
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        return performance.now();
      }, manyId));
    }
    const eo = median(editorOpen);
    const so = median(svgOpen);
    table.push(`| open a ${pages}-page design (${(pages * 20).toLocaleString('en')} elements) | ${eo.toFixed(0)} ms | ${so.toFixed(0)} ms | ${(so / eo).toFixed(2)}x |`);
    console.log(`open ${pages}: editor ms ${editorOpen.map((x) => x.toFixed(0)).join(', ')}; svg ms ${svgOpen.map((x) => x.toFixed(0)).join(', ')}`);
  }

  console.log('\n## Editor in Chromium (headless, no GPU): median of', runs, 'runs');
  console.log('| subject | editor (canvas + renderPage) | naive SVG/DOM baseline | editor vs baseline (above 1: editor better) |');
  console.log('|:--|--:|--:|--:|');
  for (const line of table) console.log(line);
} finally {
  await browser.close();
  server.stop();
}
