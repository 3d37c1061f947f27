import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, snapshot } from './fixtures.js';

export const START = '/designmaker/start';

export interface Saved {
  _id: string;
  version: number;
  name: string;
  thumbnail?: string | null;
  design_file: { width: number; height: number; pages: { id: string; objects: Record<string, any>; background_color: string; background_image?: string | null }[] };
}

export async function call<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const res = await request.post(`/api/${path}`, { data });
  const body = await res.json();
  expect(body.response_code, JSON.stringify(body)).toBe(1);
  return body.data as T;
}

/** get_one, allowing the server's read model a moment to catch up with a write. */
export async function getOne(page: Page, id: string): Promise<Saved> {
  for (let i = 0; ; i++) {
    let res;
    try {
      res = await page.request.post('/api/saved_design/get_one', { data: { id } });
    } catch (e) {
      // a kept-alive connection the server closed as the request went out: ask again
      if (i < 30 && /ECONNRESET|socket hang up/.test(String(e))) continue;
      throw e;
    }
    const body = await res.json();
    if (body.response_code === 1 || i >= 30) {
      expect(body.response_code, JSON.stringify(body)).toBe(1);
      return body.data as Saved;
    }
    await page.waitForTimeout(100);
  }
}

/** A blank 800x600 design made through the API with the browser's own cookies. */
export async function blankDesign(page: Page): Promise<Saved> {
  const created = await call<{ _id: string }>(page.request, 'saved_design/create_blank_design', { width: 800, height: 600, dimension_units: 'px' });
  return getOne(page, created._id);
}

export const status = (page: Page) => page.getByRole('status').filter({ hasText: /saved|Saving|Unsaved|Not saved|View only/ });
export const section = (page: Page, n: number) => page.getByRole('region', { name: `Page ${n}`, exact: true });
export const activePage = (page: Page) => page.locator('[data-active-page]');
export const frames = (page: Page) => page.locator('[data-selection-frame]');

export async function openEditor(page: Page, id: string, role: 'edit' | 'view' = 'edit') {
  await page.goto(`${START}/designs/${id}/${role}`);
  // the first open of a run compiles the engine and loads fonts; on a loaded 2-core machine
  // that has taken over 10 s, so it gets longer than an ordinary expectation
  await expect(page.locator('[data-editor-ready="true"]')).toBeVisible({ timeout: 30_000 });
  await expect(section(page, 1)).toBeVisible();
}

export async function centreOf(l: Locator) {
  const b = (await l.boundingBox())!;
  return { x: b.x + b.width / 2, y: b.y + b.height / 2, box: b };
}

export async function drag(page: Page, from: { x: number; y: number }, dx: number, dy: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(from.x + (dx * i) / 8, from.y + (dy * i) / 8);
  await page.mouse.up();
}

export async function addText(page: Page, label: string) {
  const textTab = page.getByRole('tab', { name: 'Text', exact: true });
  if ((await textTab.getAttribute('data-state')) !== 'active') await textTab.click();
  await page.getByRole('button', { name: label }).click();
}

/** Screenshots without a tooltip left open by the last click. */
export async function shot(page: Page, name: string) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(2, 790);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await snapshot(page, name);
}

export const allSaved = (page: Page) => expect(status(page)).toHaveText('All changes saved', { timeout: 15_000 });

/**
 * The server's PNG export of page 1 (render/initiate, what downloads use) against the editor's
 * canvas at the canvas's size: the worst channel's mean absolute difference (0..255).
 */
export async function exportDifference(page: Page, id: string): Promise<number> {
  const canvas = page.getByRole('img', { name: 'Page 1 canvas' });
  await page.waitForTimeout(500);
  const size = await canvas.evaluate((c: HTMLCanvasElement) => ({ width: c.width, height: c.height }));
  const file = (await getOne(page, id)).design_file;
  const job = await call<{ _id: string; output_src: string }>(page.request, 'render/initiate', { type: 'png', html_data: file, rendering_parameters: size });
  await expect.poll(async () => (await call<{ status: string }>(page.request, 'render/status', { id: job._id })).status, { timeout: 30_000 }).toBe('completed');
  const drawn = Buffer.from((await canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL('image/png'))).split(',')[1], 'base64');
  const exported = await (await page.request.get(job.output_src)).body();
  return pngDifference(page, drawn, exported);
}

/** Two PNGs of one size (screenshots) against each other: the worst channel's mean absolute difference (0..255). */
export async function pngDifference(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(async (urls) => {
    const [x, y] = await Promise.all(urls.map(async (url) => {
      const img = new Image();
      img.src = url;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const ctx = c.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      return ctx.getImageData(0, 0, img.width, img.height).data;
    }));
    if (x.length !== y.length) return 255;
    const sums = [0, 0, 0, 0];
    for (let i = 0; i < x.length; i++) sums[i % 4] += Math.abs(x[i] - y[i]);
    return Math.max(...sums.map((s) => s / (x.length / 4)));
  }, [a, b].map((png) => `data:image/png;base64,${png.toString('base64')}`));
}

/** The RGB of a PNG (a screenshot, an export) at each point, in the PNG's own pixels, decoded by the browser. */
export async function pngColours(page: Page, png: Buffer, points: readonly (readonly [number, number])[]): Promise<number[][]> {
  return page.evaluate(async ([b64, pts]) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    return pts.map(([x, y]) => [...ctx.getImageData(Math.round(x), Math.round(y), 1, 1).data.slice(0, 3)]);
  }, [png.toString('base64'), points] as const);
}
