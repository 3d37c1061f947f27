// The photo tools in Chromium (playwright-core, Debian's /usr/bin/chromium) against the built
// server, on a 12 MP photo uploaded like a person would:
//  1. the Filter panel's 21 thumbnails (the engine filtering the photo shrunk to 84 px), from the
//     panel opening to the last thumbnail, beside 21 thumbnails made with canvas `ctx.filter`
//     (CSS filters) from the same photo;
//  2. dragging the Brightness slider: each input event until the canvas holds its first update
//     after it (the end of the draw), p50 and p95, beside the naive way: the 12 MP photo drawn with
//     `ctx.filter: brightness()` into a canvas of the same on-screen size, timed the same way.
// Needs `npx tsc -b` and the vite build first. Usage: npx tsx tools/bench/photo-tools.bench.ts [runs]
import type { Page } from 'playwright-core';
import { launchChromium, startBuiltServer } from './browser-harness.js';
import sharp from 'sharp';
import { H12, image12, W12 } from './harness.js';

const runs = Number(process.argv[2] ?? 3);
const STEPS = 30;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

async function api<T>(page: Page, path: string, data: unknown): Promise<T> {
  const body = await (await page.request.post(`/api/${path}`, { data })).json();
  if (body.response_code !== 1) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.data as T;
}

const server = await startBuiltServer('photo-tools', { ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' });
const baseURL = server.baseURL;
const browser = await launchChromium();
try {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/designmaker/start');
  await api(page, 'auth/register', { email: `bench-${Date.now()}@example.com`, name: 'Bench', password: 'correct horse battery' });
  const folders = await api<{ folder: { _id: string } }[]>(page, 'folder/get', {});
  const jpeg = await sharp(Buffer.from(image12().buffer), { raw: { width: W12, height: H12, channels: 4 } }).removeAlpha().jpeg({ quality: 90 }).toBuffer();
  const up = await (await page.request.post('/api/folder/upload_file', {
    multipart: { folder_id: folders[0].folder._id, file: { name: 'photo-12mp.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
  })).json();
  const src: string = up.data.resources[0].path;
  const { _id } = await api<{ _id: string }>(page, 'saved_design/create_blank_design', { width: 800, height: 600, dimension_units: 'px' });
  const { version } = await api<{ version: number }>(page, 'saved_design/get_one', { id: _id });
  const photo = {
    id: 'photo', type: 'image', parent: null, layer_index: 0, position: { x: 100, y: 75 }, width: 600, height: 450, rotation: 0, opacity: 1, locked: false,
    image_details: { src, flip_horizontal: 1, flip_vertical: 1, image_width: W12, image_height: H12 },
  };
  await api(page, 'saved_design/save', { id: _id, version, design_file: { schemaVersion: 1, id: _id, width: 800, height: 600, pages: [{ id: 'p1', objects: { photo }, groups: [], background_color: '#ffffff', background_image: null }] } });

  const thumbs: number[] = [];
  const thumbsBase: number[] = [];
  const lat: number[] = [];
  const latBase: number[] = [];
  for (let r = 0; r < runs; r++) {
    await page.goto(`/designmaker/start/designs/${_id}/edit`);
    await page.locator('[data-editor-ready="true"]').waitFor();
    await page.waitForFunction(() => ((globalThis as { __dmCanvasDraws?: number }).__dmCanvasDraws ?? 0) > 0);
    const box = (await page.locator('[data-active-page]').boundingBox())!;
    const z = box.width / 800;
    await page.mouse.click(box.x + 400 * z, box.y + 300 * z);

    // 1. thumbnails
    await page.getByRole('button', { name: 'Photo menu' }).click();
    await page.getByRole('menuitem', { name: 'Filter' }).click();
    await page.waitForFunction(() => performance.getEntriesByName('filter-thumbnails').length > 0, undefined, { timeout: 60_000 });
    thumbs.push(await page.evaluate(() => performance.getEntriesByName('filter-thumbnails').at(-1)!.duration));
    thumbsBase.push(await page.evaluate(async (url) => {
      const t0 = performance.now();
      const img = new Image();
      img.src = `${url}?baseline=${Math.random()}`;
      await img.decode();
      const filters = ['none', 'sepia(0.6)', 'saturate(1.4)', 'hue-rotate(20deg)', 'contrast(1.2)', 'brightness(1.1)', 'grayscale(0.5)', 'sepia(0.3) saturate(1.3)',
        'hue-rotate(-20deg) saturate(0.8)', 'contrast(0.9) brightness(1.1)', 'sepia(0.4) hue-rotate(-10deg)', 'saturate(1.6) contrast(1.1)', 'hue-rotate(40deg)',
        'sepia(0.8)', 'contrast(1.3) saturate(1.2)', 'brightness(0.8) contrast(1.3)', 'hue-rotate(80deg) saturate(1.2)', 'hue-rotate(180deg) saturate(0.7)',
        'brightness(1.15) saturate(0.9)', 'sepia(0.5) saturate(0.6)', 'hue-rotate(60deg) saturate(1.1)'];
      const c = document.createElement('canvas');
      c.width = 84;
      c.height = 84;
      const ctx = c.getContext('2d')!;
      const s = Math.min(img.width, img.height);
      for (const f of filters) {
        ctx.filter = f;
        ctx.drawImage(img, (img.width - s) / 2, (img.height - s) / 2, s, s, 0, 0, 84, 84);
        c.toDataURL('image/jpeg', 0.85);
      }
      return performance.now() - t0;
    }, src));

    // 2. the Brightness slider: input to the canvas's last update for it
    await page.getByRole('button', { name: 'Photo menu' }).click();
    await page.getByRole('menuitem', { name: 'Adjustment' }).click();
    const thumb = page.getByRole('slider', { name: 'Brightness' });
    await thumb.waitFor();
    // every run drags from 0 (the last run's value was saved)
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.waitForTimeout(300);
    // plain script text: the bundler would name inner functions with a helper the page lacks
    await page.evaluate(`(() => {
      window.__in = [];
      window.__drawnFor = {};
      addEventListener('pointermove', () => window.__in.push(performance.now()), true);
      let seen = window.__dmCanvasDrawnAt || 0;
      const loop = () => {
        const at = window.__dmCanvasDrawnAt || 0;
        const last = window.__in.length - 1;
        // the first draw after the newest input (the draw stamps its end); a later draw, such as
        // the one for the release, is not this input's
        if (at !== seen && last >= 0 && at > window.__in[last] && !(last in window.__drawnFor)) {
          seen = at;
          window.__drawnFor[last] = at - window.__in[last];
        }
        requestAnimationFrame(loop);
      };
      requestAnimationFrame(loop);
    })()`);
    const t = (await thumb.boundingBox())!;
    await page.mouse.move(t.x + t.width / 2, t.y + t.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= STEPS; i++) {
      await page.mouse.move(t.x + t.width / 2 + i * 3, t.y + t.height / 2);
      await page.waitForTimeout(150);
    }
    await page.mouse.up();
    const drawn = await page.evaluate(() => Object.values((window as unknown as { __drawnFor: Record<number, number> }).__drawnFor));
    lat.push(...drawn);
    latBase.push(...(await page.evaluate(async ({ url, steps }) => {
      const img = new Image();
      img.src = url;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = 600 * devicePixelRatio;
      c.height = 450 * devicePixelRatio;
      document.body.appendChild(c);
      const ctx = c.getContext('2d')!;
      const out: number[] = [];
      for (let i = 1; i <= steps; i++) {
        const t0 = performance.now();
        ctx.filter = `brightness(${1 + i / 100})`;
        ctx.drawImage(img, 0, 0, c.width, c.height);
        ctx.getImageData(0, 0, 1, 1);
        // the canvas holds the new pixels now (as the product's draw stamps its end)
        out.push(performance.now() - t0);
        await new Promise((r) => requestAnimationFrame(r));
      }
      c.remove();
      return out;
    }, { url: src, steps: STEPS })));
  }

  const med = (xs: number[]) => pct(xs, 50);
  console.log(`\n## Photo tools in Chromium (headless, no GPU) on a ${W12}x${H12} photo: ${runs} runs`);
  console.log('| subject | product | baseline (canvas ctx.filter) | product vs baseline |');
  console.log('|:--|--:|--:|--:|');
  console.log(`| 21 filter thumbnails, panel open to last (median) | ${med(thumbs).toFixed(0)} ms | ${med(thumbsBase).toFixed(0)} ms | ${(med(thumbsBase) / med(thumbs)).toFixed(2)}x faster |`);
  console.log(`| Brightness slider: input to canvas updated, p50 | ${pct(lat, 50).toFixed(1)} ms | ${pct(latBase, 50).toFixed(1)} ms | ${(pct(latBase, 50) / pct(lat, 50)).toFixed(2)}x faster |`);
  console.log(`| Brightness slider: input to canvas updated, p95 | ${pct(lat, 95).toFixed(1)} ms | ${pct(latBase, 95).toFixed(1)} ms | ${(pct(latBase, 95) / pct(lat, 95)).toFixed(2)}x faster |`);
  console.log(`samples: slider ${lat.length} inputs drawn of ${runs * STEPS}; thumbnails ${thumbs.map((x) => x.toFixed(0)).join(', ')} ms; baseline ${thumbsBase.map((x) => x.toFixed(0)).join(', ')} ms`);
} finally {
  await browser.close();
  server.stop();
}
