// Designs adapted to other sizes and their previews, in the browser: the fonts loaded first (the
// adapter measures text with the renderer's own layout), pages drawn by the scene renderer.
import type { DesignFile } from '@dm/contracts';
import { adaptDesign, fontsUsed, measureWith, renderPage } from '@dm/scene';
import { createScratchCanvas, EditorAssets } from '../canvas/assets';
import { ensureFonts } from '../canvas/fonts';

let measureCtx: CanvasRenderingContext2D | null = null;
export function browserMeasure() {
  measureCtx ??= document.createElement('canvas').getContext('2d')!;
  return measureWith(measureCtx as never);
}

export async function adaptInBrowser(design: DesignFile, width: number, height: number): Promise<DesignFile> {
  await ensureFonts(fontsUsed(design.pages));
  return adaptDesign(design, width, height, { measure: browserMeasure() });
}

const assets = new EditorAssets();

/** The first page drawn with its longer side at `base` px, as a data URL. */
export async function previewOf(design: DesignFile, base: number): Promise<string> {
  const page = design.pages[0];
  await Promise.all([ensureFonts(fontsUsed([page])), assets.load(page)]);
  const scale = base / Math.max(design.width, design.height);
  const canvas = createScratchCanvas(Math.max(1, Math.round(design.width * scale)), Math.max(1, Math.round(design.height * scale)));
  renderPage(canvas.getContext('2d')! as never, page, assets.assets, { width: design.width, height: design.height, scale, createCanvas: createScratchCanvas as never });
  return canvas.toDataURL('image/png');
}
