// Background removal in Chromium (playwright-core, Debian's /usr/bin/chromium) against the built
// server, the way a person does it: a photo (the library's 'Glass of wine', resized to 1 MP and to
// 12 MP, uploaded as JPEG) on a page, Background remover, Apply Changes, timed from the click to
// the progress bar's end (mask made in the engine worker, encoded and kept as an upload).
//  - first use: the model (88 MB) downloaded from our server and compiled, then the removal;
//  - after a reload: the model read from Cache Storage and compiled, then the removal;
//  - model loaded: further removals on the same page (the target: 1.5 s for 1 MP, 3 s for 12 MP).
// Needs `npx tsc -b` and the vite build first. Usage: npx tsx tools/bench/bgremoval-browser.bench.ts [runs]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { launchChromium, startBuiltServer } from './browser-harness.js';

const runs = Number(process.argv[2] ?? 3);
const root = resolve(import.meta.dirname, '../..');
const photos = join(root, 'libs/server/catalog/photos');
const wine = (JSON.parse(readFileSync(join(photos, 'photos.json'), 'utf8')) as { title: string; file: string }[]).find((p) => p.title === 'Glass of wine')!;

async function api<T>(page: Page, path: string, data: unknown): Promise<T> {
  const body = await (await page.request.post(`/api/${path}`, { data })).json();
  if (body.response_code !== 1) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.data as T;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

const server = await startBuiltServer('bgremoval', { ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' });
const browser = await launchChromium();
const rows: string[] = [];
try {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/designmaker/start');
  await api(page, 'auth/register', { email: `bench-${Date.now()}@example.com`, name: 'Bench', password: 'correct horse battery' });
  const folders = await api<{ folder: { _id: string } }[]>(page, 'folder/get', {});
  let first = true;
  for (const [label, w, h] of [['1 MP', 866, 1155], ['12 MP', 3000, 4000]] as const) {
    const jpeg = await sharp(join(photos, 'files', wine.file)).resize(w, h, { fit: 'fill' }).jpeg({ quality: 90 }).toBuffer();
    const up = await (await page.request.post('/api/folder/upload_file', {
      multipart: { folder_id: folders[0].folder._id, file: { name: `wine-${label}.jpg`, mimeType: 'image/jpeg', buffer: jpeg } },
    })).json();
    const src: string = up.data.resources[0].path;
    const { _id } = await api<{ _id: string }>(page, 'saved_design/create_blank_design', { width: 800, height: 600, dimension_units: 'px' });
    const { version } = await api<{ version: number }>(page, 'saved_design/get_one', { id: _id });
    const photo = {
      id: 'photo', type: 'image', parent: null, layer_index: 0, position: { x: 250, y: 0 }, width: 300, height: 400, rotation: 0, opacity: 1, locked: false,
      image_details: { src, flip_horizontal: 1, flip_vertical: 1, image_width: w, image_height: h },
    };
    await api(page, 'saved_design/save', { id: _id, version, design_file: { schemaVersion: 1, id: _id, width: 800, height: 600, pages: [{ id: 'p1', objects: { photo }, groups: [], background_color: '#ffffff', background_image: null }] } });

    const open = async () => {
      await page.goto(`/designmaker/start/designs/${_id}/edit`);
      await page.locator('[data-editor-ready="true"]').waitFor();
      const box = (await page.locator('[data-active-page]').boundingBox())!;
      const z = box.width / 800;
      await page.mouse.click(box.x + 400 * z, box.y + 200 * z);
      await page.getByRole('button', { name: 'Photo menu' }).click();
      await page.getByRole('menuitem', { name: 'Background remover' }).click();
    };
    const apply = async () => {
      const t0 = Date.now();
      await page.getByRole('button', { name: 'Apply Changes' }).click();
      await page.getByRole('status').filter({ hasText: /Removing background|Loading the background remover/ }).waitFor();
      await page.getByRole('status').filter({ hasText: /Removing background|Loading the background remover/ }).waitFor({ state: 'detached', timeout: 300_000 });
      await page.getByRole('switch', { name: 'Enabled', checked: true }).waitFor();
      return Date.now() - t0;
    };
    await open();
    const cold = await apply();
    await open();
    const cached = await apply();
    const warm: number[] = [];
    for (let r = 0; r < runs; r++) warm.push(await apply());
    rows.push(`| ${label} (${w}x${h}) | ${first ? `${cold} ms` : '(model already cached)'} | ${cached} ms | ${median(warm)} ms | ${warm.join(', ')} |`);
    first = false;
  }
  const isolated = await page.evaluate(() => crossOriginIsolated);
  console.log(`\n## Background removal in Chromium (headless, no GPU; ${isolated ? 'threads' : 'one thread: the page is not cross-origin isolated'}), Apply Changes to mask kept`);
  console.log('| photo | first use (model downloaded) | after a reload (model from Cache Storage) | model loaded, median | samples |');
  console.log('|:--|--:|--:|--:|:--|');
  for (const r of rows) console.log(r);
} finally {
  await browser.close();
  server.stop();
}
