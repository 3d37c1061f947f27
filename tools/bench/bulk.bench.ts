// Bulk edit in Chromium (playwright-core, Debian's /usr/bin/chromium) against the built server:
// 100 designs generated from a 1080x1080 design with 3 labels (a name, a title, a photo) and
// saved into a folder, end to end as a person does it: GENERATE (every preview drawn at base
// width 169: the dialog's 'bulk-generate' measure) and Save (one saved_design/bulk_save: its
// 'bulk-save' measure). Baseline: the same 100 documents saved by 100 single
// saved_design/create_from_json/ calls, one after the other and six at a time (a browser's
// connections per host). Needs the build (npm run build). Usage: npx tsx tools/bench/bulk.bench.ts [runs]
import sharp from 'sharp';
import { launchChromium, startBuiltServer } from './browser-harness.js';

const runs = Number(process.argv[2] ?? 3);
const ROWS = 100;
const med = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };

const server = await startBuiltServer('bulk', { ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1', SEED: 'minimal' });
const browser = await launchChromium();
try {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/designmaker/start');
  const api = async <T>(path: string, data: unknown): Promise<T> => {
    const body = await (await page.request.post(`/api/${path}`, { data })).json();
    if (body.response_code !== 1) throw new Error(`${path}: ${JSON.stringify(body).slice(0, 300)}`);
    return body.data as T;
  };
  await api('auth/register', { email: `bulk-bench-${Date.now()}@example.com`, name: 'Bench', password: 'bulk bench bulk bench' });
  // four photo-like uploads (noise, 1200x800 JPEG)
  const photos: string[] = [];
  for (let i = 0; i < 4; i++) {
    const jpg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 40 * i, g: 120, b: 200 - 40 * i }, noise: { type: 'gaussian', mean: 120, sigma: 40 } } }).jpeg({ quality: 85 }).toBuffer();
    const res = await page.request.post('/api/folder/upload_file', { multipart: { file: { name: `p${i}.jpg`, mimeType: 'image/jpeg', buffer: jpg } } });
    photos.push((await res.json()).data.resources[0].path);
  }
  // the design: background, a photo, a name, a title, a box and a footer text; labels on three
  const created = await api<{ _id: string; version: number; design_file: { pages: { objects: Record<string, unknown> }[]; bulk_edit_data?: unknown } }>('saved_design/create_blank_design', { width: 1080, height: 1080, name: 'Speaker card' });
  const doc = created.design_file;
  const el = { rotation: 0, opacity: 1, locked: false, parent: null };
  const text = (id: string, y: number, size: number, t: string, label?: string) => ({ ...el, id, type: 'text', layer_index: y, position: { x: 80, y }, width: 920, height: size * 1.3, ...(label ? { user_labels: { text: label } } : {}), text_details: { text: t, font: 'Montserrat', bold: true, italic: false, fontSize: size, fontColor: '#1b1b2f', textAlign: 'center', letterSpacing: 0, lineHeight: 0 } });
  doc.pages[0].objects = {
    band: { ...el, id: 'band', type: 'box', layer_index: 1, position: { x: 0, y: 760 }, width: 1080, height: 320, box_details: { color: '#f2c14e', radius: 0 } },
    photo: { ...el, id: 'photo', type: 'image', layer_index: 2, position: { x: 290, y: 80 }, width: 500, height: 500, user_labels: { image: 'L3' }, image_details: { src: photos[0], flip_horizontal: 1, flip_vertical: 1, image_width: 1200, image_height: 800 } },
    name: text('name', 620, 72, 'Speaker name', 'L1'),
    title: text('title', 800, 40, 'Talk title', 'L2'),
    footer: text('footer', 980, 28, 'Designmaker Conf 2026 · Hall A'),
  };
  doc.bulk_edit_data = { labels: [{ id: 'L1', text: 'Name', type: 'text', assigned: ['name'] }, { id: 'L2', text: 'Title', type: 'text', assigned: ['title'] }, { id: 'L3', text: 'Photo', type: 'image', assigned: ['photo'] }] };
  await api('saved_design/save', { id: created._id, version: created.version, design_file: doc });
  const rows = Array.from({ length: ROWS }, (_, i) => ({ L1: `Speaker number ${i + 1}`, L2: `A talk about bulk editing, part ${i + 1}`, L3: photos[i % photos.length] }));
  const folders = await api<{ folder: { _id: string; name: string } }[]>('folder/get', {});

  const generateMs: number[] = [];
  const saveMs: number[] = [];
  let lastFolder = '';
  for (let r = 0; r < runs; r++) {
    const folder = await api<{ folder: { _id: string } }>('folder/create', { folder_name: `Run ${r}`, folder_type: 'design' });
    lastFolder = folder.folder._id;
    await page.goto(`/designmaker/start/designs/${created._id}/edit`);
    await page.evaluate(([id, data]) => sessionStorage.setItem(`dm-bulk-rows:${id}`, data), [created._id, JSON.stringify(rows)] as const);
    await page.reload();
    await page.locator('[data-editor-ready="true"]').waitFor({ timeout: 60_000 });
    await page.getByRole('tab', { name: 'Bulk Edit' }).click();
    await page.getByRole('button', { name: 'GENERATE' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate designs' });
    await dialog.getByText(`${ROWS} designs ready`).waitFor({ timeout: 120_000 });
    generateMs.push(await page.evaluate(() => performance.getEntriesByName('bulk-generate').at(-1)!.duration));
    await dialog.getByLabel('Save to').selectOption(lastFolder);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved to folder!').waitFor({ timeout: 60_000 });
    saveMs.push(await page.evaluate(() => performance.getEntriesByName('bulk-save').at(-1)!.duration));
  }
  // the baseline: the same 100 documents, one create_from_json call each
  const saved = await api<{ folder: { resources: { _id: string }[] } }[]>('folder/get', { id: lastFolder });
  const docs = await Promise.all(saved[0].folder.resources.map((d) => api<{ design_file: unknown }>('saved_design/get_one', { id: d._id }).then((x) => x.design_file)));
  const serial: number[] = [];
  const parallel: number[] = [];
  for (let r = 0; r < runs; r++) {
    let t0 = performance.now();
    for (const d of docs) await api('saved_design/create_from_json/', { design_file: d, name: 'baseline' });
    serial.push(performance.now() - t0);
    t0 = performance.now();
    let next = 0;
    await Promise.all(Array.from({ length: 6 }, async () => { while (next < docs.length) await api('saved_design/create_from_json/', { design_file: docs[next++], name: 'baseline' }); }));
    parallel.push(performance.now() - t0);
  }
  const total = generateMs.map((g, i) => g + saveMs[i]);
  console.log(`\n## bulk edit: ${ROWS} designs from a 3-label design (median of ${runs} runs, ms; ${folders.length} folders before)\n| subject | ms |\n|---|--:|`);
  console.log(`| generate: ${ROWS} designs filled and drawn at base width 169 | ${med(generateMs).toFixed(0)} |`);
  console.log(`| save: one saved_design/bulk_save into a folder | ${med(saveMs).toFixed(0)} |`);
  console.log(`| end to end, generate + save (target 3000) | ${med(total).toFixed(0)} |`);
  console.log(`| baseline: ${ROWS} create_from_json calls, one after the other | ${med(serial).toFixed(0)} |`);
  console.log(`| baseline: ${ROWS} create_from_json calls, six at a time | ${med(parallel).toFixed(0)} |`);
  console.log(`| ratio: baseline (one after the other) / bulk_save | ${(med(serial) / med(saveMs)).toFixed(1)}x |`);
} finally {
  await browser.close();
  server.stop();
}
