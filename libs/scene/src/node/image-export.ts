// PNG and JPG export of every page at 1x or 2x.
import type { DesignFile } from '@dm/contracts';
import type { Engine } from '@dm/engine';
import { type AssetLoader, emptyAssets } from '../render/assets.js';
import { nodeAssetLoader } from './canvas.js';
import { renderDesignPage } from './render-node.js';

export interface ImageExportOptions {
  format: 'png' | 'jpg';
  /** 1 or 2 (the download dialog's sizes); any positive number works. */
  scale?: number;
  /** JPG quality 0..100, default 92. */
  quality?: number;
  engine?: Engine;
  loader?: AssetLoader;
  /** Page indexes to export; default all. */
  pages?: number[];
}

export interface ExportedImage {
  page: number;
  mime: 'image/png' | 'image/jpeg';
  data: Buffer;
  width: number;
  height: number;
  warnings: string[];
}

export async function exportImages(design: DesignFile, opts: ImageExportOptions): Promise<ExportedImage[]> {
  const loader = opts.loader ?? nodeAssetLoader();
  const assets = emptyAssets();
  const out: ExportedImage[] = [];
  for (const i of opts.pages ?? design.pages.map((_, n) => n)) {
    const r = await renderDesignPage(design, i, { scale: opts.scale ?? 1, engine: opts.engine, loader, assets });
    const data = opts.format === 'png'
      ? await r.canvas.encode('png')
      : await r.canvas.encode('jpeg', Math.round(opts.quality ?? 92));
    out.push({ page: i, mime: opts.format === 'png' ? 'image/png' : 'image/jpeg', data, width: r.canvas.width, height: r.canvas.height, warnings: r.warnings });
  }
  return out;
}
