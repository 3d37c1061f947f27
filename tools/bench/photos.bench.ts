// Photos and uploads, against the real app (PGlite, local blobs):
//  1. a 12 MP JPEG's preview step alone (decode, upright, 400 px, encode), sharp (libvips, as the
//     product does it) beside @napi-rs/canvas (Skia: decode, drawImage scaled, encode);
//  2. the whole upload: POST folder/upload_file with the 12 MP JPEG until its preview is served;
//  3. photo search: design_resources/_search over the photo library (embedded engine), p50/p99,
//     beside the naive way (ILIKE over name and keywords in the read model) in the same run.
// Usage: npx tsx tools/bench/photos.bench.ts [searches]
import { createCanvas, Image } from '@napi-rs/canvas';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { CatalogSearchService } from '@dm/server-catalog';
import { startTestApp } from '../../apps/api/src/testing/test-app.js';
import { H12, image12, printTable, row, W12 } from './harness.js';

const searches = Number(process.argv[2] ?? 300);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
async function times(n: number, fn: () => Promise<unknown>, warmup = 1): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

// a photo-like 12 MP JPEG (gradients and noise), as a phone would send it
const jpeg = await sharp(Buffer.from(image12().buffer), { raw: { width: W12, height: H12, channels: 4 } }).removeAlpha().jpeg({ quality: 90 }).toBuffer();
console.log(`12 MP JPEG: ${W12}x${H12}, ${(jpeg.length / 1e6).toFixed(1)} MB`);

// ---- 1. the preview step alone ----
const viaSharp = () => sharp(jpeg).rotate().toColourspace('srgb').resize(400, 400, { fit: 'inside' }).jpeg({ quality: 90 }).toBuffer();
const viaCanvas = async () => {
  const img = new Image();
  img.src = jpeg;
  const k = 400 / Math.max(img.width, img.height);
  const c = createCanvas(Math.round(img.width * k), Math.round(img.height * k));
  c.getContext('2d').drawImage(img, 0, 0, c.width, c.height);
  return c.encode('jpeg', 90);
};
const sharpMs = pct(await times(7, viaSharp), 50);
const canvasMs = pct(await times(7, viaCanvas), 50);
printTable('12 MP JPEG -> 400 px preview (median of 7)', [
  row('@napi-rs/canvas (baseline)', canvasMs, W12 * H12 / 1e6),
  row('sharp (libvips, shrink-on-load)', sharpMs, W12 * H12 / 1e6),
], '@napi-rs/canvas (baseline)');

// ---- 2. the whole upload until the preview is served ----
const app = await startTestApp('pglite', { env: { SEED: 'minimal' } });
try {
  const reg = await app.call('auth/register', { email: `bench-${Date.now()}@example.com`, name: 'Bench', password: 'correct horse battery' });
  if (reg.status !== 200) throw new Error(`register: ${reg.status}`);
  const folder = (await app.call('user/get_user_details', {})).body?.data?.my_photos_folder ?? (await app.call('folder/get', {})).body.data[0].folder._id;
  const cookie = [...app.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  let n = 0;
  const upload = async () => {
    // each upload differs by a trailing comment byte, so none is answered from a stored copy
    const bytes = Buffer.concat([jpeg.subarray(0, jpeg.length - 2), Buffer.from([0xff, 0xfe, 0x00, 0x03, n++ & 0xff]), jpeg.subarray(jpeg.length - 2)]);
    const form = new FormData();
    form.append('folder_id', folder);
    form.append('file', new Blob([bytes], { type: 'image/jpeg' }), `photo-${n}.jpg`);
    const res = await fetch(`${app.baseUrl}/api/folder/upload_file`, { method: 'POST', body: form, headers: { cookie } });
    const body = (await res.json()) as { data?: { resources: { low_path: string }[] }; error?: string };
    if (!body.data) throw new Error(`upload: ${res.status} ${body.error}`);
    const preview = await fetch(`${app.baseUrl}${body.data.resources[0].low_path}`, { headers: { cookie } });
    if (preview.status !== 200) throw new Error(`preview: ${preview.status}`);
    await preview.arrayBuffer();
  };
  const uploadMs = pct(await times(5, upload), 50);
  const health = pct(await times(20, () => fetch(`${app.baseUrl}/api/health`).then((r) => r.arrayBuffer())), 50);
  printTable('12 MP JPEG upload until its preview is served (median of 5)', [
    row('preview step alone, sharp (baseline)', sharpMs),
    row('GET /api/health (HTTP floor)', health),
    row('upload_file + GET preview', uploadMs, W12 * H12 / 1e6),
  ], 'preview step alone, sharp (baseline)');

  // ---- 3. photo search ----
  const words = ['beach', 'coral', 'fish', 'city', 'flower', 'sunset', 'forest', 'apple', 'bird', 'wood', 'mountain', 'night', 'sport', 'lake', 'red', 'blue', 'reef turtle', 'brick wall', 'tropical fruit', 'street art'];
  const queries = Array.from({ length: searches }, (_, i) => words[i % words.length]);
  let q = 0;
  const viaEngine = await times(searches, async () => {
    const res = await app.call('design_resources/_search', { query: queries[q++ % queries.length], type: 'image', sub_type: 'photo', size: 30 });
    if (!res.body.data.hits.hits.length) throw new Error(`no photo for '${queries[(q - 1) % queries.length]}'`);
  }, 20);
  const search = app.app.get(CatalogSearchService);
  q = 0;
  const inProcess = await times(searches, async () => {
    const res = await search.designResources({ query: queries[q++ % queries.length], type: 'image', sub_type: 'photo', size: 30, from: 0 });
    if (!res.hits.hits.length) throw new Error('no photo');
  }, 20);
  const ds = app.app.get(DataSource);
  q = 0;
  const viaIlike = await times(searches, async () => {
    const words = queries[q++ % queries.length].split(' ').map((w) => `%${w}%`);
    await ds.query(
      `SELECT doc FROM catalog_design_resources WHERE active AND sub_type = 'photo' AND (${words.map((_, i) => `(name ILIKE $${i + 1} OR doc->>'keywords' ILIKE $${i + 1})`).join(' OR ')}) ORDER BY seq LIMIT 30`,
      words,
    );
  }, 20);
  console.log(`\n## photo search over ${(await ds.query(`SELECT count(*)::int AS n FROM catalog_design_resources WHERE sub_type = 'photo'`))[0].n} photos, ${searches} queries`);
  console.log('| subject | p50 ms | p99 ms |');
  console.log('|---|---:|---:|');
  console.log(`| ILIKE on the read model, SQL only (baseline) | ${pct(viaIlike, 50).toFixed(2)} | ${pct(viaIlike, 99).toFixed(2)} |`);
  console.log(`| embedded engine, ranked, in process (with the rows read back) | ${pct(inProcess, 50).toFixed(2)} | ${pct(inProcess, 99).toFixed(2)} |`);
  console.log(`| design_resources/_search over HTTP (the same, plus HTTP and JSON) | ${pct(viaEngine, 50).toFixed(2)} | ${pct(viaEngine, 99).toFixed(2)} |`);
} finally {
  await app.close();
}
