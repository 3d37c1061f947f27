import { writeFileSync } from 'node:fs';
import { launchChromium, startBuiltServer } from './browser-harness.js';
const server = await startBuiltServer('open', {});
const browser = await launchChromium();
const W = 800, H = 600;
function designFile(pages: number, perPage: number) {
  const out = [];
  for (let p = 0; p < pages; p++) {
    const objects: Record<string, unknown> = {};
    for (let i = 0; i < perPage; i++) objects[`p${p}e${i}`] = { id: `p${p}e${i}`, layer_index: i, position: { x: (i * 37) % 700, y: (i * 53) % 500 }, width: 60, height: 40, rotation: 0, opacity: 1, locked: false, parent: null, type: 'box', box_details: { color: '#88aaee', radius: 0 } };
    out.push({ id: `page-${p}`, objects, groups: [], background_color: '#ffffff', background_image: null, animation_duration: 5 });
  }
  return { schemaVersion: 1, id: 'bench', width: W, height: H, pages: out };
}
try {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/designmaker/start');
  const post = async (path: string, data: unknown) => (await (await page.request.post(`/api/${path}`, { data })).json()).data;
  const { _id } = await post('saved_design/create_blank_design', { width: W, height: H, dimension_units: 'px' });
  const { version } = await post('saved_design/get_one', { id: _id });
  await post('saved_design/save', { id: _id, version, design_file: designFile(100, 20) });
  await page.goto(`/designmaker/start/designs/${_id}/edit`);
  await page.waitForFunction(() => (globalThis as any).__dmFirstDrawAt > 0);
  await page.goto('/designmaker/start');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`/designmaker/start/designs/${_id}/edit`);
  await page.waitForFunction(() => (globalThis as any).__dmFirstDrawAt > 0);
  console.log('first draw', await page.evaluate(() => (globalThis as any).__dmFirstDrawAt));
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync('/tmp/open.cpuprofile', JSON.stringify(profile));
  console.log(await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/')).map((e) => `${e.name.replace(location.origin, '')} ${e.startTime.toFixed(0)}-${e.responseEnd.toFixed(0)}`).join('\n')));
} finally {
  await browser.close();
  server.stop();
}
