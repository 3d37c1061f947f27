// Draws a design at a time on a canvas (the player, present mode, the picker's previews): the
// scene's frameAt and renderPage, the editor's assets and fonts.
import type { DesignFile } from '@dm/contracts';
import { frameAt, fontsUsed, renderPage } from '@dm/scene';
import { createScratchCanvas, EditorAssets } from '../canvas/assets';
import { ensureFonts } from '../canvas/fonts';

const assets = new EditorAssets();

export async function prepare(design: DesignFile): Promise<void> {
  await ensureFonts(fontsUsed(design.pages));
  await Promise.all(design.pages.map((p) => assets.load(p)));
}

/** Draws the design at time t (seconds on its whole timeline) to fill the canvas; answers the page shown. */
export function paintAt(canvas: HTMLCanvasElement, design: DesignFile, t: number): number {
  const frame = frameAt(design, t);
  const scale = Math.min(canvas.width / design.width, canvas.height / design.height);
  const ctx = canvas.getContext('2d')!;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.save();
  ctx.translate((canvas.width - design.width * scale) / 2, (canvas.height - design.height * scale) / 2);
  const inner = createScratchCanvas(design.width * scale, design.height * scale);
  renderPage(inner.getContext('2d')! as never, frame.page, assets.assets, { width: design.width, height: design.height, scale, createCanvas: createScratchCanvas as never, effects: frame.effects });
  ctx.drawImage(inner, 0, 0);
  ctx.restore();
  return frame.index;
}
