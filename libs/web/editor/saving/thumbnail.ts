// The saved design's thumbnail: the first page drawn small, as a JPEG data URL.
import type { DesignFile } from '@dm/contracts';
import { fontsUsed, renderPage } from '@dm/scene';
import { createScratchCanvas, type EditorAssets } from '../canvas/assets';
import { ensureFonts } from '../canvas/fonts';

export const THUMBNAIL_WIDTH = 320;

export async function renderThumbnail(design: DesignFile, assets: EditorAssets): Promise<string> {
  const page = design.pages[0];
  await Promise.all([ensureFonts(fontsUsed([page])), assets.load(page)]);
  const scale = Math.min(1, THUMBNAIL_WIDTH / design.width);
  const canvas = createScratchCanvas(design.width * scale, design.height * scale);
  const ctx = canvas.getContext('2d')!;
  renderPage(ctx as never, page, assets.assets, { width: design.width, height: design.height, scale, createCanvas: createScratchCanvas as never });
  return canvas.toDataURL('image/jpeg', 0.82);
}
