// Makes the mockup content: every photograph of products.ts with its layers' pictures, three
// thumbnails of each showing sample images placed by the engine (the same composing code as the
// browser's preview and the purchased render), and manifest.json. Seeded: a version makes the
// same files every time. Run by the build (tools/run.mjs) and, when missing, at start.
import { createCanvas } from '@napi-rs/canvas';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { composeMockup, coverCrop, cropImage, type Engine, type MockupImage, type MockupLayerPictures, mockupScene } from '@dm/engine';
import { sharedEngine } from '@dm/engine/node';
import { H, N, W } from './draw.js';
import { type Built, MOCKUPS, type MockupDef } from './products.js';

/** Bump when products.ts or this file change what they make. */
export const MOCKUP_CONTENT_VERSION = 1;

export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../../content', import.meta.url));

export interface ManifestLayer {
  id: string;
  name: string;
  type: 'dynamic' | 'static';
  hue: boolean;
  upload?: { width: number; height: number };
  quad?: [number, number][];
  displacement_scale?: number;
  files: { light?: string; displacement?: string; mask?: string };
}

export interface ManifestEntry {
  slug: string;
  name: string;
  category: string;
  keywords: string[];
  description: string;
  how: string;
  width: number;
  height: number;
  files: { base: string; glare?: string };
  thumbnails: string[];
  layers: ManifestLayer[];
}

export interface Manifest { version: number; mockups: ManifestEntry[] }

const grey = (values: Float32Array, k = 255) => { const o = Buffer.alloc(N); for (let i = 0; i < N; i++) o[i] = Math.max(0, Math.min(255, Math.round(values[i] * k))); return o; };
const png = (buf: Buffer, channels: 1 | 2 | 3 | 4) => sharp(buf, { raw: { width: W, height: H, channels } }).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();

async function writeMockup(dir: string, def: MockupDef, built: Built): Promise<ManifestEntry> {
  mkdirSync(dir, { recursive: true });
  const base = Buffer.from(built.picture.rgba().buffer);
  writeFileSync(join(dir, 'base.jpg'), await sharp(base, { raw: { width: W, height: H, channels: 4 } }).removeAlpha().jpeg({ quality: 88, mozjpeg: true }).toBuffer());
  const layers: ManifestLayer[] = [];
  for (const d of built.dynamic) {
    const files: ManifestLayer['files'] = { light: `light-${d.id}.png` };
    const la = Buffer.alloc(N * 2);
    for (let i = 0; i < N; i++) { la[i * 2] = Math.round(Math.min(1, d.light[i]) * 255); la[i * 2 + 1] = Math.round(d.clip[i] * 255); }
    writeFileSync(join(dir, files.light!), await png(la, 2));
    let displacement_scale: number | undefined;
    if (d.dx && d.dy) {
      const xs = d.quad.map((p) => p[0]), ys = d.quad.map((p) => p[1]);
      const qw = Math.max(...xs) - Math.min(...xs), qh = Math.max(...ys) - Math.min(...ys);
      let max = 0;
      for (let i = 0; i < N; i++) if (d.clip[i] > 0) max = Math.max(max, Math.abs(d.dx[i] * W / qw), Math.abs(d.dy[i] * H / qh));
      const s = Math.max(max / 126, 1e-3);
      const rgb = Buffer.alloc(N * 3, 128);
      for (let i = 0; i < N; i++) {
        if (d.clip[i] <= 0) continue;
        rgb[i * 3] = Math.round(128 + d.dx[i] * W / (qw * s));
        rgb[i * 3 + 1] = Math.round(128 + d.dy[i] * H / (qh * s));
      }
      files.displacement = `disp-${d.id}.png`;
      writeFileSync(join(dir, files.displacement), await png(rgb, 3));
      displacement_scale = s;
    }
    layers.push({
      id: d.id, name: d.name, type: 'dynamic', hue: false, upload: d.upload,
      quad: d.quad.map(([x, y]) => [round4(x / W), round4(y / H)] as [number, number]), displacement_scale, files,
    });
  }
  for (const h of built.hue) {
    const file = `hue-${h.id}.png`;
    writeFileSync(join(dir, file), await png(grey(h.mask), 1));
    layers.push({ id: h.id, name: h.name, type: 'static', hue: true, files: { mask: file } });
  }
  const files: ManifestEntry['files'] = { base: 'base.jpg' };
  if (built.glare) {
    files.glare = 'glare.png';
    writeFileSync(join(dir, files.glare), await png(grey(built.glare), 1));
  }
  return { slug: def.slug, name: def.name, category: def.category, keywords: def.keywords, description: def.description, how: def.how, width: W, height: H, files, thumbnails: [], layers };
}

const round4 = (v: number) => Math.round(v * 1e4) / 1e4;

/** Decodes a mockup's files at a size, for composing (the server's loader; the browser has its own). */
export async function loadMockupPictures(dir: string, m: Pick<ManifestEntry, 'files' | 'layers' | 'width'>, width: number, height: number) {
  const rgba = async (file: string) => new Uint8ClampedArray((await sharp(join(dir, file)).resize(width, height, { fit: 'fill' }).ensureAlpha().raw().toBuffer()).buffer.slice(0));
  const grey = async (file: string) => {
    const raw = await sharp(join(dir, file)).resize(width, height, { fit: 'fill' }).toColourspace('b-w').raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
    const ch = raw.info.channels;
    const out = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) { out[i * 4] = raw.data[i * ch]; out[i * 4 + 3] = ch > 1 ? raw.data[i * ch + 1] : 255; }
    return out;
  };
  const base = await rgba(m.files.base);
  const layers: MockupLayerPictures[] = [];
  for (const l of m.layers) {
    layers.push({
      id: l.id, dynamic: l.type === 'dynamic', hue: l.hue, quad: l.quad, displacementScale: l.displacement_scale,
      light: l.files.light ? await grey(l.files.light) : undefined,
      displacement: l.files.displacement ? await rgba(l.files.displacement) : undefined,
      mask: l.files.mask ? await grey(l.files.mask) : undefined,
    });
  }
  const glare = m.files.glare ? await grey(m.files.glare) : undefined;
  return mockupScene(width, height, m.width, base, layers, glare);
}

/** Sample images for the thumbnails: a drawn poster and two photographs of the library. */
async function samples(): Promise<MockupImage[]> {
  const c = createCanvas(1200, 1200);
  const ctx = c.getContext('2d');
  const g = ctx.createLinearGradient(0, 0, 0, 1200);
  g.addColorStop(0, '#ff9a5a'); g.addColorStop(0.55, '#ff5e7e'); g.addColorStop(1, '#5b3fa8');
  ctx.fillStyle = g; ctx.fillRect(0, 0, 1200, 1200);
  ctx.fillStyle = '#ffe7a3'; ctx.beginPath(); ctx.arc(600, 560, 260, 0, Math.PI * 2); ctx.fill();
  ctx.fillStyle = '#2a1b4d';
  for (let i = 0; i < 6; i++) { ctx.fillRect(0, 700 + i * 40, 1200, 14 - i * 2); }
  ctx.font = 'bold 150px sans-serif'; ctx.textAlign = 'center'; ctx.fillStyle = '#fff8ec';
  ctx.fillText('GOOD', 600, 250); ctx.fillText('VIBES', 600, 1060);
  const art: MockupImage = { px: new Uint8ClampedArray(ctx.getImageData(0, 0, 1200, 1200).data), width: 1200, height: 1200 };
  const photosDir = fileURLToPath(new URL('../../../catalog/photos/', import.meta.url));
  const out = [art];
  try {
    const list = JSON.parse(readFileSync(join(photosDir, 'photos.json'), 'utf8')) as { file: string; premium: boolean; category: string }[];
    for (const want of ['Places', 'Nature']) {
      const p = list.find((x) => !x.premium && x.category === want) ?? list[out.length];
      const { data, info } = await sharp(join(photosDir, 'files', p.file)).resize(1200, 1200, { fit: 'inside' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      out.push({ px: new Uint8ClampedArray(data.buffer.slice(0)), width: info.width, height: info.height });
    }
  } catch { /* the library's photos are optional here: the poster alone then */ }
  return out;
}

async function thumbnails(engine: Engine, dir: string, m: ManifestEntry, pics: MockupImage[]): Promise<string[]> {
  const tw = 600, th = Math.round((600 * m.height) / m.width);
  const scene = await loadMockupPictures(dir, m, 1200, Math.round((1200 * m.height) / m.width));
  const names: string[] = [];
  for (let k = 0; k < 3; k++) {
    const images = new Map<string, MockupImage>();
    for (const l of m.layers) {
      if (l.type !== 'dynamic' || !l.upload) continue;
      const img = pics[k % pics.length];
      images.set(l.id, cropImage(img, coverCrop(img.width, img.height, l.upload.width / l.upload.height)));
    }
    const hues = new Map(k === 0 ? [] : m.layers.filter((l) => l.hue).map((l) => [l.id, k === 1 ? { h: 205, s: 45, l: -10, a: 1 } : { h: 25, s: 55, l: 0, a: 1 }] as const));
    const px = composeMockup(engine, scene, { hues, images });
    const name = `thumb-${k}.jpg`;
    writeFileSync(join(dir, name), await sharp(Buffer.from(px.buffer), { raw: { width: scene.width, height: scene.height, channels: 4 } }).resize(tw, th).removeAlpha().jpeg({ quality: 84, mozjpeg: true }).toBuffer());
    names.push(name);
  }
  return names;
}

export function readManifest(dir = DEFAULT_CONTENT_DIR): Manifest | null {
  try {
    const m = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
    return m.version === MOCKUP_CONTENT_VERSION ? m : null;
  } catch {
    return null;
  }
}

/** Makes the content into `dir` unless that version is there already; answers the manifest. */
export async function ensureMockupContent(dir = DEFAULT_CONTENT_DIR, log: (s: string) => void = () => {}): Promise<Manifest> {
  const have = readManifest(dir);
  if (have) return have;
  const started = Date.now();
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  const engine = await sharedEngine();
  const pics = await samples();
  const mockups: ManifestEntry[] = [];
  for (const def of MOCKUPS) {
    const sub = join(tmp, def.slug);
    const entry = await writeMockup(sub, def, def.build());
    entry.thumbnails = await thumbnails(engine, sub, entry, pics);
    mockups.push(entry);
    log(`mockup ${def.slug}`);
  }
  const manifest: Manifest = { version: MOCKUP_CONTENT_VERSION, mockups };
  writeFileSync(join(tmp, 'manifest.json'), JSON.stringify(manifest, null, 1));
  mkdirSync(dirname(dir), { recursive: true });
  if (readManifest(dir)) { rmSync(tmp, { recursive: true, force: true }); return readManifest(dir)!; } // made meanwhile by another process
  rmSync(dir, { recursive: true, force: true });
  renameSync(tmp, dir);
  log(`mockup content v${MOCKUP_CONTENT_VERSION}: ${mockups.length} mockups in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return manifest;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2] ?? DEFAULT_CONTENT_DIR;
  if (!existsSync(dir) || !readManifest(dir)) await ensureMockupContent(dir, (s) => console.log(s));
}
