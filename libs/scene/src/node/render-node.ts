// Rendering a design page on the server: fonts registered, assets loaded, engine attached.
import type { DesignFile } from '@dm/contracts';
import type { Engine } from '@dm/engine';
import type { Canvas } from '@napi-rs/canvas';
import { type AssetLoader, loadPageAssets, type PageAssets } from '../render/assets.js';
import type { Context2DLike } from '../render/canvas-types.js';
import { renderPage } from '../render/render-page.js';
import type { ImageWork } from '../render/render-context.js';
import { WATERMARK_FONT } from '../render/watermark.js';
import { fontsUsed, uploadedFontsUsed } from '../fonts/registry.js';
import { newCanvas, nodeAssetLoader, nodeCanvasFactory } from './canvas.js';
import { registerFontBuffer, registerFontFamily } from './fonts.js';
import { frameAt, timeline } from '../animation/animations.js';

const uploaded = new Map<string, Promise<boolean>>();

/** Registers uploaded fonts (font_src) once per family and file; a font that fails keeps the fallback. */
export async function registerUploadedFonts(fonts: { family: string; src: string }[], loader: AssetLoader): Promise<void> {
  await Promise.all(fonts.map(({ family, src }) => {
    const key = `${family}\n${src}`;
    let p = uploaded.get(key);
    if (!p) {
      p = (loader.loadBytes ? loader.loadBytes(src) : Promise.reject(new Error('no byte loader')))
        .then((b) => registerFontBuffer(family, Buffer.from(b.buffer, b.byteOffset, b.byteLength)))
        .catch(() => false);
      uploaded.set(key, p);
    }
    return p;
  }));
}

export interface NodeRenderOptions {
  scale?: number;
  engine?: Engine;
  loader?: AssetLoader;
  /** Reuse loaded assets across pages or renders. */
  assets?: PageAssets;
  /** Large image work done elsewhere (tests; the editor uses its worker). */
  imageWork?: ImageWork;
  /** Element ids (and WATERMARK_BACKGROUND) drawn watermarked: premium resources not paid for. */
  watermark?: ReadonlySet<string>;
}

export interface NodeRender {
  canvas: Canvas;
  warnings: string[];
}

/** Renders page `pageIndex` of a design onto a new @napi-rs/canvas canvas. */
export async function renderDesignPage(design: DesignFile, pageIndex: number, opts: NodeRenderOptions = {}): Promise<NodeRender> {
  const page = design.pages[pageIndex];
  if (!page) throw new Error(`scene: the design has no page ${pageIndex + 1}`);
  for (const f of fontsUsed([page])) registerFontFamily(f);
  if (opts.watermark?.size) registerFontFamily(WATERMARK_FONT);
  const scale = opts.scale ?? 1;
  const loader = opts.loader ?? nodeAssetLoader();
  await registerUploadedFonts(uploadedFontsUsed([page]), loader);
  const assets = await loadPageAssets(page, loader, opts.assets);
  const canvas = newCanvas(design.width * scale, design.height * scale);
  const ctx = canvas.getContext('2d') as unknown as Context2DLike;
  const r = renderPage(ctx, page, assets, {
    width: design.width, height: design.height, scale, engine: opts.engine, createCanvas: nodeCanvasFactory, imageWork: opts.imageWork, watermark: opts.watermark,
  });
  const missing = assets.missing.map((m) => `image not found: ${m.slice(0, 80)}`);
  return { canvas, warnings: [...new Set([...missing, ...r.warnings])] };
}

/**
 * Every frame of an animated design at `fps` (the scene's frameAt, the same as the editor's player),
 * drawn at `scale` on one canvas; `onFrame` gets the raw RGBA of each and may wait (backpressure).
 */
export async function renderVideoFrames(design: DesignFile, fps: number, opts: NodeRenderOptions & { width: number; height: number }, onFrame: (rgba: Uint8Array, index: number) => Promise<void> | void): Promise<{ frames: number; warnings: string[] }> {
  const loader = opts.loader ?? nodeAssetLoader();
  for (const f of fontsUsed(design.pages)) registerFontFamily(f);
  await registerUploadedFonts(uploadedFontsUsed(design.pages), loader);
  const assets = new Map<string, PageAssets>();
  for (const p of design.pages) assets.set(p.id, await loadPageAssets(p, loader));
  const { total } = timeline(design);
  const frames = Math.max(1, Math.round(total * fps));
  const canvas = newCanvas(opts.width, opts.height);
  const ctx = canvas.getContext('2d') as unknown as Context2DLike & { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } };
  const scale = Math.min(opts.width / design.width, opts.height / design.height);
  const warnings = new Set<string>();
  for (let i = 0; i < frames; i++) {
    const frame = frameAt(design, (i + 0.5) / fps);
    const r = renderPage(ctx, frame.page, assets.get(design.pages[frame.index].id)!, {
      width: design.width, height: design.height, scale, engine: opts.engine, createCanvas: nodeCanvasFactory, watermark: opts.watermark, effects: frame.effects,
    });
    for (const w of r.warnings) warnings.add(w);
    const px = ctx.getImageData(0, 0, opts.width, opts.height).data;
    await onFrame(new Uint8Array(px.buffer, px.byteOffset, px.length), i);
  }
  for (const a of assets.values()) for (const m of a.missing) warnings.add(`image not found: ${m.slice(0, 80)}`);
  return { frames, warnings: [...warnings] };
}
