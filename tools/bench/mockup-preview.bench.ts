// The mockup page in Chromium (playwright-core, Debian's /usr/bin/chromium) against the built
// server: regenerating the 1200 px preview after a colour change and after an image change (the
// page's own 'mockup-preview' measure: from the change to the preview drawn, the engine composing
// warp, displacement, light, outline and recolour), beside Canvas2D drawing the same layers the
// plain way (drawImage with an affine transform: no perspective, no displacement; 'color' blend
// for the recolour, 'multiply' for the light), timed the same way in the same page. Then the
// purchased render on the server (2000x1500 PNG) through MockupRenderer.
// Needs the build first (npm run build). Usage: npx tsx tools/bench/mockup-preview.bench.ts [changes]
import sharp from 'sharp';
import { sharedEngine } from '../../libs/engine/dist/node.js';
import { DEFAULT_CONTENT_DIR, ensureMockupContent, MockupCatalog, MockupRenderer } from '../../libs/server/mockups/dist/index.js';
import { launchChromium, startBuiltServer } from './browser-harness.js';

const changes = Number(process.argv[2] ?? 15);
const med = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const SLUG = 'crew-neck-t-shirt-on-a-hanger';

const art = (hue: number) => sharp({ create: { width: 1600, height: 1600, channels: 3, background: { r: 40 + hue, g: 120, b: 200 - hue / 2 } } })
  .composite([{ input: Buffer.from(`<svg width="1600" height="1600"><circle cx="800" cy="800" r="500" fill="#ffd24a"/><text x="800" y="850" font-size="200" text-anchor="middle" fill="#222">BENCH</text></svg>`) }])
  .png().toBuffer();

const server = await startBuiltServer('mockups', { ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' });
const browser = await launchChromium();
const rows: string[] = [];
try {
  const page = await (await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1440, height: 900 } })).newPage();
  await page.goto('/mockupmaker/start');
  await page.request.post('/api/auth/register', { data: { email: `bench-${Date.now()}@example.com`, name: 'Bench', password: 'correct horse battery' } });
  await page.goto(`/mockupmaker/start/mockups/${SLUG}`);
  const preview = page.getByLabel('Mockup preview');
  await preview.waitFor();
  const count = () => page.evaluate(() => performance.getEntriesByName('mockup-preview').length);
  const settle = async (n: number) => page.waitForFunction((k) => performance.getEntriesByName('mockup-preview').length > k, n, { timeout: 60_000 });
  let n = await count();
  await page.getByLabel('Print image file').setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: await art(0) });
  await settle(n);
  // colour changes
  const hueMs: number[] = [];
  for (let i = 0; i < changes; i++) {
    n = await count();
    await page.getByLabel('Choose color for Shirt colour').fill(`#${(0x203040 + i * 0x0a1408).toString(16).slice(-6)}`);
    await page.getByRole('button', { name: 'Apply' }).click();
    await settle(n);
    hueMs.push(await page.evaluate(() => performance.getEntriesByName('mockup-preview').at(-1)!.duration));
  }
  // image changes (the upload and decode are before the change; the measure is the preview's)
  const imageMs: number[] = [];
  for (let i = 0; i < Math.min(changes, 8); i++) {
    n = await count();
    await page.getByLabel('Print image file').setInputFiles({ name: `b${i}.png`, mimeType: 'image/png', buffer: await art(20 + i * 10) });
    await settle(n);
    imageMs.push(await page.evaluate(() => performance.getEntriesByName('mockup-preview').at(-1)!.duration));
  }
  // the same layers drawn with Canvas2D, in the same page
  const m = await (await page.request.post('/api/mockup/get_one', { data: { id: SLUG } })).json();
  const mockup = m.data;
  await page.evaluate('globalThis.__name = (f) => f'); // tsx names the functions it compiles: the page needs the helper
  const base2d = await page.evaluate(async ({ mockup, changes }) => {
    const W = 1200, H = 900;
    const load = async (f: string) => createImageBitmap(await (await fetch(`${mockup.files_base}/${f}`)).blob(), { resizeWidth: W, resizeHeight: H });
    const print = mockup.layers.find((l: { type: string }) => l.type === 'dynamic');
    const hue = mockup.layers.find((l: { features: { hue: boolean } }) => l.features.hue);
    const [base, light, mask] = await Promise.all([load(mockup.files.base), load(print.files.light), load(hue.files.mask)]);
    // prepared once (untimed): the colour layer's outline as alpha, the print's outline as alpha
    const alphaOf = (bmp: ImageBitmap, channel: 'grey' | 'alpha') => {
      const c = new OffscreenCanvas(W, H); const x = c.getContext('2d')!; x.drawImage(bmp, 0, 0);
      const d = x.getImageData(0, 0, W, H);
      for (let i = 0; i < d.data.length; i += 4) { const a = channel === 'grey' ? d.data[i] : d.data[i + 3]; d.data[i] = d.data[i + 1] = d.data[i + 2] = 0; d.data[i + 3] = a; }
      x.putImageData(d, 0, 0); return c;
    };
    const hueAlpha = alphaOf(mask, 'grey');
    const printAlpha = alphaOf(light, 'alpha');
    const artC = new OffscreenCanvas(1600, 1600); const ax = artC.getContext('2d')!; ax.fillStyle = '#2878c8'; ax.fillRect(0, 0, 1600, 1600); ax.fillStyle = '#ffd24a'; ax.beginPath(); ax.arc(800, 800, 500, 0, 7); ax.fill();
    const out = document.createElement('canvas'); out.width = W; out.height = H; const ctx = out.getContext('2d')!;
    const tmp = new OffscreenCanvas(W, H); const t = tmp.getContext('2d')!;
    const q = print.quad.map(([x, y]: [number, number]) => [x * W, y * H]);
    const times: number[] = [];
    for (let i = 0; i < changes; i++) {
      const t0 = performance.now();
      ctx.globalCompositeOperation = 'source-over'; ctx.drawImage(base, 0, 0);
      t.globalCompositeOperation = 'source-over'; t.clearRect(0, 0, W, H); t.fillStyle = `hsl(${i * 20}, 60%, 50%)`; t.fillRect(0, 0, W, H);
      t.globalCompositeOperation = 'destination-in'; t.drawImage(hueAlpha, 0, 0);
      ctx.globalCompositeOperation = 'color'; ctx.drawImage(tmp, 0, 0);
      t.globalCompositeOperation = 'source-over'; t.clearRect(0, 0, W, H);
      t.setTransform((q[1][0] - q[0][0]) / 1600, (q[1][1] - q[0][1]) / 1600, (q[3][0] - q[0][0]) / 1600, (q[3][1] - q[0][1]) / 1600, q[0][0], q[0][1]);
      t.drawImage(artC, 0, 0); t.setTransform(1, 0, 0, 1, 0, 0);
      t.globalCompositeOperation = 'multiply'; t.drawImage(light, 0, 0);
      t.globalCompositeOperation = 'destination-in'; t.drawImage(printAlpha, 0, 0);
      ctx.globalCompositeOperation = 'source-over'; ctx.drawImage(tmp, 0, 0);
      ctx.getImageData(0, 0, 1, 1); // the draw is done
      times.push(performance.now() - t0);
    }
    return times;
  }, { mockup, changes });
  rows.push(`| preview after a colour change (engine, whole regeneration) | ${med(hueMs).toFixed(1)} | target 50 |`);
  rows.push(`| preview after an image change (engine, whole regeneration) | ${med(imageMs).toFixed(1)} | target 50 |`);
  const compose = await page.evaluate(() => performance.getEntriesByName('mockup-compose').map((e) => e.duration));
  rows.push(`| of which composing and drawing (pictures loaded) | ${med(compose).toFixed(1)} | |`);
  rows.push(`| baseline: Canvas2D, the same layers (affine, no displacement) | ${med(base2d).toFixed(1)} | |`);
} finally {
  await browser.close();
  server.stop();
}

// the purchased render on the server
const manifest = await ensureMockupContent(DEFAULT_CONTENT_DIR);
const catalog = new MockupCatalog(manifest, DEFAULT_CONTENT_DIR);
const renderer = new MockupRenderer(catalog, sharedEngine);
const png = await art(0);
const inputs = { hue_values: [{ layer: 'garment', h: 200, s: 50, l: 0, a: 1 }], user_images: [{ layer: 'print', src: 'x' }] };
let t = performance.now();
await renderer.render(SLUG, inputs, async () => png);
const cold = performance.now() - t;
const warm: number[] = [];
for (let i = 0; i < 5; i++) { t = performance.now(); await renderer.render(SLUG, inputs, async () => png); warm.push(performance.now() - t); }
const { data, info } = await sharp(`${DEFAULT_CONTENT_DIR}/${SLUG}/base.jpg`).raw().toBuffer({ resolveWithObject: true });
const enc: number[] = [];
for (let i = 0; i < 5; i++) { t = performance.now(); await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).png({ compressionLevel: 6 }).toBuffer(); enc.push(performance.now() - t); }
rows.push(`| purchased render 2000x1500 PNG on the server (warm) | ${med(warm).toFixed(0)} | target 1000 |`);
rows.push(`| the same, first of its mockup (pictures decoded) | ${cold.toFixed(0)} | |`);
rows.push(`| floor: PNG encoding of the bare photograph | ${med(enc).toFixed(0)} | |`);
console.log('\n## mockup maker (median ms)\n| subject | ms | |\n|---|--:|---|');
for (const r of rows) console.log(r);
