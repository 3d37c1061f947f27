// MP4 export: a 10-second 1080x1080 animated design with 20 elements, drawn by the Node renderer
// (frameAt, 30 fps) and piped to ffmpeg (libx264), against real time; beside a baseline of
// Chromium screenshots per frame (300 page.screenshot calls of the design drawn in the page),
// piped to the same ffmpeg. Then the player's frame rate in Chromium while it plays the design.
// Needs the build (npm run build). Usage: npx tsx tools/bench/video.bench.ts
import { spawn } from 'node:child_process';
import type { DesignFile } from '../../libs/contracts/src/index.js';
import { sharedEngine } from '../../libs/engine/src/node.js';
import { nodeAssetLoader } from '../../libs/scene/src/node/index.js';
import { encodeMp4 } from '../../libs/server/rendering/src/worker/video.js';
import { launchChromium, startBuiltServer } from './browser-harness.js';

const names = ['fade', 'slide-left', 'slide-right', 'slide-up', 'rise', 'pop', 'zoom', 'pan', 'wipe', 'bounce'];
const objects: Record<string, unknown> = {};
for (let i = 0; i < 20; i++) {
  const id = `e${i}`;
  const common = { id, layer_index: i, parent: null, rotation: 0, opacity: 1, locked: false, animation: { name: names[i % names.length] } };
  objects[id] = i % 2
    ? { ...common, type: 'text', position: { x: 60 + (i % 4) * 250, y: 60 + Math.floor(i / 4) * 200 }, width: 220, height: 60, text_details: { text: `Line ${i}`, font: 'Montserrat', bold: true, italic: false, fontSize: 40, fontColor: '#1d3557' } }
    : { ...common, type: 'box', position: { x: 60 + (i % 4) * 250, y: 60 + Math.floor(i / 4) * 200 }, width: 200, height: 140, box_details: { color: ['#e63946', '#457b9d', '#2a9d8f', '#f4a261'][i % 4], radius: 16 } };
}
const design = { schemaVersion: 1, id: 'bench', width: 1080, height: 1080, pages: [{ id: 'p1', groups: [], background_color: '#f1faee', background_image: null, animation_duration: 5, objects }, { id: 'p2', groups: [], background_color: '#a8dadc', background_image: null, animation_duration: 5, animation: { name: 'page-fade' }, objects }] } as unknown as DesignFile;

const engine = await sharedEngine();
let t = performance.now();
const v = await encodeMp4(design, { scale: 1, engine, loader: nodeAssetLoader() });
const ours = performance.now() - t;
console.log(`\n## MP4 export, 10 s of 1080x1080 with 20 animated elements\n| subject | seconds | x real time |\n|---|--:|--:|`);
console.log(`| Node renderer piped to ffmpeg (ours, ${v.bytes.length} bytes) | ${(ours / 1000).toFixed(2)} | ${(10000 / ours).toFixed(2)} |`);

const server = await startBuiltServer('video', { ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' });
const browser = await launchChromium();
try {
  const page = await (await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1080, height: 1080 } })).newPage();
  await page.goto('/designmaker/start');
  const api = async <T>(path: string, data: unknown): Promise<T> => (await (await page.request.post(`/api/${path}`, { data })).json()).data as T;
  await api('auth/register', { email: `video-${Date.now()}@example.com`, name: 'V', password: 'video video video' });
  const { _id } = await api<{ _id: string }>('saved_design/create_from_json/', { design_file: design });
  await page.goto(`/designmaker/start/designs/${_id}/edit`);
  await page.locator('[data-editor-ready="true"]').waitFor({ timeout: 60_000 });
  // the player's frame rate while it plays
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.getByLabel('Player').waitFor();
  await page.waitForTimeout(500);
  const f0 = await page.evaluate(() => (window as unknown as { __dmPlayerFrames?: number }).__dmPlayerFrames ?? 0);
  await page.waitForTimeout(3000);
  const f1 = await page.evaluate(() => (window as unknown as { __dmPlayerFrames?: number }).__dmPlayerFrames ?? 0);
  const fps = (f1 - f0) / 3;
  console.log(`\n| player in Chromium while playing it | ${fps.toFixed(1)} fps (target 60) |\n|---|--:|`);
  // baseline: a screenshot of the player per frame, piped to ffmpeg
  const stage = page.getByLabel('Player');
  const ff = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'image2pipe', '-vcodec', 'png', '-r', '30', '-i', '-', '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-f', 'mp4', '-movflags', 'frag_keyframe', '-y', '/dev/null'], { stdio: ['pipe', 'ignore', 'ignore'] });
  t = performance.now();
  // 60 of the 300 frames, timed, then scaled to the whole video (each screenshot costs the same)
  for (let i = 0; i < 60; i++) {
    const png = await stage.screenshot();
    if (!ff.stdin.write(png)) await new Promise((ok) => ff.stdin.once('drain', ok));
  }
  ff.stdin.end();
  await new Promise((ok) => ff.on('close', ok));
  const baseline = (performance.now() - t) * 5;
  console.log(`| baseline: Chromium screenshot per frame piped to ffmpeg (60 frames timed, x5) | ${(baseline / 1000).toFixed(2)} | ${(10000 / baseline).toFixed(2)} |`);
} finally {
  await browser.close();
  server.stop();
}
