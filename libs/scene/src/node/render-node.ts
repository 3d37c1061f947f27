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
