// The editor in Chromium (playwright-core, Debian's /usr/bin/chromium) against the built server:
//  1. frames per second while dragging, resizing and rotating one element on a page of 1,000,
//     5,000 and 10,000 elements;
//  2. the frames while typing in a text element on a page of 5,000 elements;
//  3. time to open a design of 10, 100 and 500 pages until its first page is on screen with its
//     fonts (from the navigation's start, timed in the page; the frame after the draw made).
// Each beside a naive SVG/DOM rendering of the same design measured in the same run (every
// element an SVG node, the gesture setting the node's transform or size; opening = a page of its own
// that fetches the design, builds the DOM of all pages and waits for the frame after). Needs
// `npx tsc -b` and the vite build first.
// Usage: npx tsx tools/bench/editor.bench.ts [runs]
import type { CDPSession, Page } from 'playwright-core';
import { rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
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
/** Records the intervals between animation frames from now on (window.__dmGaps). */
const recordFrameGaps = (page: Page) => page.evaluate(`(() => {
  window.__dmGaps = [];
  let last = performance.now();
  const loop = (t) => {
    window.__dmGaps.push(t - last);
    last = t;
    if (!window.__dmGapsStop) requestAnimationFrame(loop);
  };
  window.__dmGapsStop = false;
  requestAnimationFrame((t) => { last = t; requestAnimationFrame(loop); });
})()`);
/** The intervals recorded: the longest, and how many frames missed at least one vsync (over 25 ms). */
const frameGaps = (page: Page) => page.evaluate(`(() => {
  window.__dmGapsStop = true;
  const gaps = window.__dmGaps;
  return { longest: Math.max(...gaps), dropped: gaps.filter((g) => g > 25).length, frames: gaps.length };
})()`) as Promise<{ longest: number; dropped: number; frames: number }>;

/** Types `count` characters, one every `every` ms (a fast typist: 20 a second). */
async function typeSteadily(page: Page, count: number, every = 50) {
  const t0 = performance.now();
  for (let i = 0; i < count; i++) {
    await page.keyboard.type(String.fromCharCode(97 + (i % 26)));
    const wait = t0 + (i + 1) * every - performance.now();
    if (wait > 0) await page.waitForTimeout(wait);
  }
}

const editorFrames = (page: Page) => page.evaluate(() => (globalThis as { __dmFrames?: number }).__dmFrames ?? 0);

type Point = { x: number; y: number };

/**
 * Presses at `from`, then moves the pointer along `path` (step i) for `ms`, one move every 8 ms
 * (a 125 Hz mouse) sent straight to the browser's input (CDP), not waiting for the page between
 * moves: the browser coalesces moves that come while the page is busy, as it does for a real
 * mouse. (Playwright's `mouse.move` with a button held makes two script calls into the page around
 * each move for its drag-and-drop emulation, so its rate measured how soon the page's task queue
 * answered, not its frames.) Returns the frames per second in which the page changed on screen
 * and the page's main-thread time per such frame (CDP `Performance.getMetrics` TaskDuration),
 * the work behind each frame, which still compares two pages that both hold vsync.
 */
async function gestureFps(page: Page, cdp: CDPSession, from: Point, path: (i: number) => Point, count: () => Promise<number>, ms = 2500): Promise<{ fps: number; work: number }> {
  const send = (type: 'mouseMoved' | 'mousePressed' | 'mouseReleased', p: Point, buttons: number) =>
    cdp.send('Input.dispatchMouseEvent', { type, x: p.x, y: p.y, button: 'left', buttons, clickCount: type === 'mouseMoved' ? 0 : 1 });
  const taskTime = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'TaskDuration')!.value * 1000;
  };
  await cdp.send('Performance.enable');
  await send('mouseMoved', from, 0);
  await send('mousePressed', from, 1);
  await send('mouseMoved', path(0), 1);
  // the gesture has started (its first frame drawn) before the count begins
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const before = await count();
  const busy = await taskTime();
  const t0 = performance.now();
  const pending: Promise<unknown>[] = [];
  let i = 0;
  while (performance.now() - t0 < ms) {
    i++;
    const p = path(i);
    pending.push(send('mouseMoved', p, 1));
    // a mouse does not wait for the page, but the browser is not flooded either: at most two
    // moves on their way
    if (pending.length > 2) await pending.shift();
    const next = t0 + i * 8 - performance.now();
    if (next > 0) await new Promise((r) => setTimeout(r, next));
  }
  await Promise.all(pending);
  const frames = (await count()) - before;
  const elapsed = performance.now() - t0;
  const work = (await taskTime()) - busy;
  if (process.env.EDITOR_BENCH_DEBUG) console.log(`  ${i} moves, ${frames} frames in ${elapsed.toFixed(0)} ms, main thread ${work.toFixed(0)} ms`);
  await send('mouseReleased', path(i), 0);
  await cdp.send('Performance.disable');
  return { fps: (frames / elapsed) * 1000, work: work / Math.max(1, frames) };
}

type Kind = 'drag' | 'resize' | 'rotate';

/**
 * The pointer's course for each gesture on an element whose on-screen box is `box`: a drag from
 * its centre round a small circle; a resize from its bottom-right corner round a small circle; a
 * rotation from a point below it round its centre. `hold` is where the press lands (the handle).
 */
function course(kind: Kind, box: { x: number; y: number; width: number; height: number }, hold?: Point) {
  const c = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  if (kind === 'drag') return { from: c, path: (i: number) => ({ x: c.x + 10 + 40 * Math.cos(i / 10), y: c.y + 40 * Math.sin(i / 10) }) };
  if (kind === 'resize') {
    const h = hold ?? { x: box.x + box.width, y: box.y + box.height };
    return { from: h, path: (i: number) => ({ x: h.x + 20 + 20 * Math.cos(i / 10), y: h.y + 20 * Math.sin(i / 10) }) };
  }
  const h = hold ?? { x: c.x, y: box.y + box.height + 30 };
  const r = Math.hypot(h.x - c.x, h.y - c.y);
  const a0 = Math.atan2(h.y - c.y, h.x - c.x);
  return { from: h, path: (i: number) => ({ x: c.x + r * Math.cos(a0 + i / 20), y: c.y + r * Math.sin(a0 + i / 20) }) };
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
window.startSvgTyping = (id) => {
  const t = document.querySelector('[data-id="' + id + '"] text');
  addEventListener('keydown', (e) => { if (e.key.length === 1) t.textContent += e.key; });
};
window.svgFrames = 0;
window.startSvgGesture = (id, kind) => {
  const g = document.querySelector('[data-id="' + id + '"]');
  const shape = g.firstElementChild;
  let start = null, dirty = false;
  const x0 = Number(g.dataset.x), y0 = Number(g.dataset.y);
  const w0 = Number(shape.getAttribute('width')), h0 = Number(shape.getAttribute('height'));
  let centre = null;
  addEventListener('pointerdown', (e) => {
    // no text selection (and no drag of selected text) under the pointer, as in any editor
    e.preventDefault();
    start = { x: e.clientX, y: e.clientY };
    const r = g.ownerSVGElement.getBoundingClientRect();
    centre = { x: r.left + x0 + w0 / 2, y: r.top + y0 + h0 / 2 };
  });
  addEventListener('pointermove', (e) => {
    if (!start) return;
    const dx = e.clientX - start.x, dy = e.clientY - start.y;
    if (kind === 'drag') g.setAttribute('transform', 'translate(' + (x0 + dx) + ' ' + (y0 + dy) + ')');
    else if (kind === 'resize') {
      shape.setAttribute('width', Math.max(1, w0 + dx));
      shape.setAttribute('height', Math.max(1, h0 + dy));
    } else {
      const deg = Math.atan2(e.clientY - centre.y, e.clientX - centre.x) * 180 / Math.PI - 90;
      g.setAttribute('transform', 'translate(' + x0 + ' ' + y0 + ') rotate(' + deg + ' ' + w0 / 2 + ' ' + h0 / 2 + ')');
    }
    dirty = true;
  });
  addEventListener('pointerup', () => { start = null; });
  const loop = () => { if (dirty) { window.svgFrames++; dirty = false; } requestAnimationFrame(loop); };
  requestAnimationFrame(loop);
};`;

// ---- run ----------------------------------------------------------------------------------------
// the open baseline's page (see 3.), a file the server serves from the web build beside the app
// (on the app's origin, so its call carries the session; no request interception, which would slow
// every request of the page it is set on); removed when the bench ends
const SVG_OPEN_PAGE = resolve(import.meta.dirname, '../../apps/web/dist/bench-svg-open.html');
writeFileSync(SVG_OPEN_PAGE, `<!doctype html><body style="margin:0;user-select:none"><div id="host"></div><script>${SVG_RENDERER}</script><script>
  (async () => {
    const id = new URLSearchParams(location.search).get('id');
    if (!id) return; // the idle page each timed navigation starts from
    const res = await fetch('/api/saved_design/get_one', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id }), credentials: 'include' });
    const { data } = await res.json();
    renderSvg(data.design_file, document.getElementById('host'));
    // on screen: an animation frame, then the task right after it (the frame is made), as the
    // editor's (pageShown.ts)
    await new Promise((r) => requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = r;
      channel.port2.postMessage(null);
    }));
    window.__svgDrawnAt = performance.now();
  })();
</script></body>`);
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
  const gestureTable: string[] = [];

  // 3. time to open a design of p pages (20 elements a page) until the first page is drawn; both
  // timed in the page from their own navigation's start (no polling in the figure), each until the
  // frame after its drawing has been made: the editor's first page drawn with its fonts (see
  // pageShown.ts), the baseline's DOM of every page built. Each from the same idle page of the
  // app's origin (the dashboard's own scripts would still be running when the next navigation
  // starts); the baseline is a page of its own served by the bench on the app's origin, so its call
  // carries the session.
  // Playwright's own script goes into a page at its first wait or evaluation (about 7 ms of main
  // thread): after 'load' it fell inside the editor's timed window (its load comes late, after its
  // scripts, styles and fonts) but before the baseline's fetch answered. Both now wait from the
  // navigation's commit and a second in which nothing of the bench runs in the page.
  const settle = () => new Promise((r) => setTimeout(r, 1000));
  const openEditor = async (id: string) => {
    await page.goto('/bench-svg-open.html');
    await page.goto(`/designmaker/start/designs/${id}/edit`, { waitUntil: 'commit' });
    await settle();
    await page.waitForFunction(() => ((globalThis as { __dmPageShownAt?: number }).__dmPageShownAt ?? 0) > 0, undefined, { timeout: 120_000 });
    const at = await page.evaluate(() => (globalThis as { __dmPageShownAt?: number }).__dmPageShownAt!);
    await page.locator('[data-editor-ready="true"]').waitFor({ timeout: 120_000 });
    return at;
  };
  const openBaseline = async (id: string) => {
    await page.goto('/bench-svg-open.html');
    await page.goto(`/bench-svg-open.html?id=${encodeURIComponent(id)}`, { waitUntil: 'commit' });
    await settle();
    await page.waitForFunction(() => ((globalThis as { __svgDrawnAt?: number }).__svgDrawnAt ?? 0) > 0, undefined, { timeout: 120_000 });
    return page.evaluate(() => (globalThis as { __svgDrawnAt?: number }).__svgDrawnAt!);
  };
  const designs = new Map<number, string>();
  for (const pages of PAGES) designs.set(pages, await savedDesign(page, designFile(pages, 20)));
  let firstOpen = '';
  if (PAGES.length) {
    // the first open of the browser's life (its caches of the editor's scripts empty: before any
    // gesture, which opens the editor too), reported on its own; the runs after it are what
    // opening a design costs once the app has been used
    const first = designs.get(PAGES.includes(100) ? 100 : PAGES[0])!;
    const pages = PAGES.includes(100) ? 100 : PAGES[0];
    const eo = await openEditor(first);
    const so = await openBaseline(first);
    firstOpen = `| open a ${pages}-page design, the browser's first (cold caches, one run) | ${eo.toFixed(0)} ms | ${so.toFixed(0)} ms | ${(so / eo).toFixed(2)}x |`;
    console.log(`first open ${pages}: editor ${eo.toFixed(0)} ms; svg ${so.toFixed(0)} ms`);
    await openEditor(first);
    await openBaseline(first);
  }

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
  const KINDS = (process.env.EDITOR_BENCH_GESTURES ?? 'drag,resize,rotate').split(',').filter(Boolean) as Kind[];
  const editorCount = () => editorFrames(page);
  const svgCount = () => page.evaluate(() => (window as unknown as { svgFrames: number }).svgFrames);
  for (const n of SIZES) {
    const big = designFile(1, n);
    const bigId = await savedDesign(page, big);
    for (const kind of KINDS) {
      type Run = { fps: number; work: number };
      const editorRuns: Run[] = [];
      const svgRuns: Run[] = [];
      const editorSlow: Run[] = [];
      const svgSlow: Run[] = [];
      for (let r = 0; r < runs; r++) {
        await page.goto(`/designmaker/start/designs/${bigId}/view`);
        await page.goto(`/designmaker/start/designs/${bigId}/edit`);
        await page.locator('[data-editor-ready="true"]').waitFor({ timeout: 120_000 });
        await page.waitForFunction(() => ((globalThis as { __dmCanvasDraws?: number }).__dmCanvasDraws ?? 0) > 0, undefined, { timeout: 120_000 });
        const pageBox = (await page.locator('[data-active-page]').boundingBox())!;
        const z = pageBox.width / W;
        // the element on top, an 80 px square at (360, 260)
        const box = { x: pageBox.x + 360 * z, y: pageBox.y + 260 * z, width: 80 * z, height: 80 * z };
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        await page.locator('[data-selection-frame]').waitFor();
        const handle = kind === 'drag' ? null : (await page.locator(`[data-handle="${kind === 'resize' ? 'se' : 'rotate'}"]`).boundingBox())!;
        const { from, path } = course(kind, box, handle ? { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 } : undefined);
        await installFrameCounter(page);
        editorRuns.push(await gestureFps(page, cdp, from, path, editorCount));
        if (THROTTLE > 1) {
          // the same element back where it was, selected again
          await page.keyboard.press('Control+z');
          await page.waitForTimeout(200);
          await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
          await page.locator('[data-selection-frame]').waitFor();
          editorSlow.push(await throttled(THROTTLE, () => gestureFps(page, cdp, from, path, editorCount)));
        }

        await page.goto('/designmaker/start');
        await page.setContent(`<!doctype html><body style="margin:0;user-select:none"><div id="host"></div><script>${SVG_RENDERER}</script></body>`);
        await page.evaluate(([d, last, k]) => {
          const w = window as unknown as { renderSvg: (d: unknown, h: Element) => void; startSvgGesture: (id: string, kind: string) => void };
          w.renderSvg(d, document.getElementById('host')!);
          w.startSvgGesture(last, k);
        }, [big, `p0e${n - 1}`, kind] as const);
        const g = (await page.locator(`[data-id="p0e${n - 1}"]`).boundingBox())!;
        const svgCourse = course(kind, g);
        svgRuns.push(await gestureFps(page, cdp, svgCourse.from, svgCourse.path, svgCount));
        if (THROTTLE > 1) svgSlow.push(await throttled(THROTTLE, () => gestureFps(page, cdp, svgCourse.from, svgCourse.path, svgCount)));
      }
      const row = (label: string, ed: Run[], sv: Run[]) => {
        if (!ed.length) return;
        const ef = median(ed.map((x) => x.fps));
        const sf = median(sv.map((x) => x.fps));
        const ew = median(ed.map((x) => x.work));
        const sw = median(sv.map((x) => x.work));
        gestureTable.push(`| ${label} | ${ef.toFixed(1)} | ${sf.toFixed(1)} | ${(ef / sf).toFixed(2)}x | ${ew.toFixed(1)} | ${sw.toFixed(1)} | ${(sw / ew).toFixed(2)}x |`);
      };
      row(`${kind} one element, page of ${n.toLocaleString('en')} elements`, editorRuns, svgRuns);
      row(`the same, CPU ${THROTTLE}x slower`, editorSlow, svgSlow);
      const list = (xs: Run[]) => xs.map((x) => `${x.fps.toFixed(1)} fps/${x.work.toFixed(1)} ms`).join(', ');
      console.log(`${kind} ${n}: editor ${list(editorRuns)}; svg ${list(svgRuns)}; throttled editor ${list(editorSlow)}; svg ${list(svgSlow)}`);
    }
  }

  // 2. typing in a text element on a page of TYPE_SIZE elements: the gaps between animation frames
  // while 60 characters go in at 20 a second (a frame over 25 ms missed a vsync)
  const TYPE_SIZE = Number(process.env.EDITOR_BENCH_TYPING ?? 5000);
  if (TYPE_SIZE > 0) {
    // the element on top becomes a text (in the middle of the page), the one typed into
    const big = designFile(1, TYPE_SIZE);
    const top = big.pages[0].objects[`p0e${TYPE_SIZE - 1}`] as { layer_index: number };
    const text = { id: `p0e${TYPE_SIZE - 1}`, position: { x: 300, y: 280 }, width: 200, height: 30 };
    big.pages[0].objects[text.id] = {
      ...text, layer_index: top.layer_index, rotation: 0, opacity: 1, locked: false, parent: null, type: 'text',
      text_details: { text: 'Typed here', font: 'Montserrat', bold: false, italic: false, fontSize: 24, fontColor: '#222222', textAlign: 'left', letterSpacing: 0, lineHeight: 0 },
    };
    const bigId = await savedDesign(page, big);
    const editor: { longest: number; dropped: number; frames: number }[] = [];
    const svg: { longest: number; dropped: number; frames: number }[] = [];
    for (let r = 0; r < runs; r++) {
      await page.goto(`/designmaker/start/designs/${bigId}/edit`);
      await page.locator('[data-editor-ready="true"]').waitFor({ timeout: 120_000 });
      await page.waitForFunction(() => ((globalThis as { __dmCanvasDraws?: number }).__dmCanvasDraws ?? 0) > 0, undefined, { timeout: 120_000 });
      const pageBox = (await page.locator('[data-active-page]').boundingBox())!;
      const z = pageBox.width / W;
      await page.mouse.dblclick(pageBox.x + (text.position.x + 20) * z, pageBox.y + (text.position.y + text.height / 2) * z);
      await page.locator('[data-text-editor]').waitFor();
      await page.keyboard.press('End');
      await page.waitForTimeout(300);
      await recordFrameGaps(page);
      await typeSteadily(page, 60);
      editor.push(await frameGaps(page));
      const typed = await page.locator('[data-text-editor]').inputValue();
      if (!typed.endsWith('abcdefgh') || typed.length < 60) throw new Error(`typing went elsewhere: ${JSON.stringify(typed)}`);
      await page.keyboard.press('Escape');

      await page.goto('/designmaker/start');
      await page.setContent(`<!doctype html><body style="margin:0;user-select:none"><div id="host"></div><script>${SVG_RENDERER}</script></body>`);
      await page.evaluate(([d, id]) => {
        const w = window as unknown as { renderSvg: (d: unknown, h: Element) => void; startSvgTyping: (id: string) => void };
        w.renderSvg(d, document.getElementById('host')!);
        w.startSvgTyping(id);
      }, [big, text.id] as const);
      await page.waitForTimeout(300);
      await recordFrameGaps(page);
      await typeSteadily(page, 60);
      svg.push(await frameGaps(page));
    }
    const med = (xs: { longest: number; dropped: number }[], k: 'longest' | 'dropped') => median(xs.map((x) => x[k]));
    table.push(`| type 60 characters in a text, page of ${TYPE_SIZE.toLocaleString('en')} elements: longest frame, frames over 25 ms | ${med(editor, 'longest').toFixed(0)} ms, ${med(editor, 'dropped')} | ${med(svg, 'longest').toFixed(0)} ms, ${med(svg, 'dropped')} | ${(med(svg, 'longest') / med(editor, 'longest')).toFixed(2)}x |`);
    console.log(`typing ${TYPE_SIZE}: editor ${JSON.stringify(editor)}; svg ${JSON.stringify(svg)}`);
  }

  // 3. (the browser's first open was timed before the gestures, see above)
  if (firstOpen) table.push(firstOpen);
  for (const pages of PAGES) {
    const id = designs.get(pages)!;
    const editorOpen: number[] = [];
    const svgOpen: number[] = [];
    for (let r = 0; r < runs; r++) {
      editorOpen.push(await openEditor(id));
      svgOpen.push(await openBaseline(id));
    }
    const eo = median(editorOpen);
    const so = median(svgOpen);
    table.push(`| open a ${pages}-page design (${(pages * 20).toLocaleString('en')} elements) | ${eo.toFixed(0)} ms | ${so.toFixed(0)} ms | ${(so / eo).toFixed(2)}x |`);
    console.log(`open ${pages}: editor ms ${editorOpen.map((x) => x.toFixed(0)).join(', ')}; svg ms ${svgOpen.map((x) => x.toFixed(0)).join(', ')}`);
  }

  console.log('\n## Editor in Chromium (headless, no GPU): median of', runs, 'runs');
  if (gestureTable.length) {
    console.log('Gestures: frames a second in which the page changed (vsync is 60), and the main thread\'s time per such frame (less is better).');
    console.log('| gesture | editor fps | baseline fps | fps ratio | editor ms a frame | baseline ms a frame | work ratio (above 1: editor does less) |');
    console.log('|:--|--:|--:|--:|--:|--:|--:|');
    for (const line of gestureTable) console.log(line);
    console.log('');
  }
  console.log('| subject | editor (canvas + renderPage) | naive SVG/DOM baseline | editor vs baseline (above 1: editor better) |');
  console.log('|:--|--:|--:|--:|');
  for (const line of table) console.log(line);
} finally {
  await browser.close();
  server.stop();
  rmSync(SVG_OPEN_PAGE, { force: true });
}
