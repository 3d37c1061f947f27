// Rendering a design page on the server: fonts registered, assets loaded, engine attached.
import type { DesignFile } from '@dm/contracts';
import type { Engine } from '@dm/engine';
import type { Canvas } from '@napi-rs/canvas';
import { type AssetLoader, loadPageAssets, type PageAssets } from '../render/assets.js';
import type { Context2DLike } from '../render/canvas-types.js';
import { renderPage } from '../render/render-page.js';
import { fontsUsed } from '../fonts/registry.js';
import { newCanvas, nodeAssetLoader, nodeCanvasFactory } from './canvas.js';
import { registerFontFamily } from './fonts.js';

export interface NodeRenderOptions {
  scale?: number;
  engine?: Engine;
  loader?: AssetLoader;
  /** Reuse loaded assets across pages or renders. */
  assets?: PageAssets;
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
  const scale = opts.scale ?? 1;
  const assets = await loadPageAssets(page, opts.loader ?? nodeAssetLoader(), opts.assets);
  const canvas = newCanvas(design.width * scale, design.height * scale);
  const ctx = canvas.getContext('2d') as unknown as Context2DLike;
  const r = renderPage(ctx, page, assets, {
    width: design.width, height: design.height, scale, engine: opts.engine, createCanvas: nodeCanvasFactory,
  });
  const missing = assets.missing.map((m) => `image not found: ${m.slice(0, 80)}`);
  return { canvas, warnings: [...new Set([...missing, ...r.warnings])] };
}
