// The watermark drawn over premium resources that were not paid for: a lattice of light and dark
// diagonal lines with the product's name across the middle, in the element's own box (so it
// turns and clips with the element and never touches the user's own content).
import type { Context2DLike } from './canvas-types.js';

/** Element ids whose resource is watermarked, plus this key for a premium page background. */
export { WATERMARK_BACKGROUND } from '@dm/contracts';
export const WATERMARK_TEXT = 'designmaker';
/** The font the watermark's name is set in (registered by the Node renderer when it draws one). */
export const WATERMARK_FONT = 'Montserrat';

export function drawWatermark(c: Context2DLike, width: number, height: number): void {
  if (!(width > 0 && height > 0)) return;
  const side = Math.max(width, height);
  const step = Math.max(24, side / 6);
  c.save();
  c.beginPath();
  c.rect(0, 0, width, height);
  c.clip();
  c.lineWidth = Math.max(1.5, side / 220);
  // the lattice: both diagonals, each a light line beside a dark one, readable on any photo
  for (const [colour, offset] of [['rgba(0,0,0,0.22)', c.lineWidth], ['rgba(255,255,255,0.55)', 0]] as const) {
    c.strokeStyle = colour;
    c.beginPath();
    for (let k = -height; k < width + height; k += step) {
      c.moveTo(k + offset, 0);
      c.lineTo(k + height + offset, height);
      c.moveTo(k + offset, height);
      c.lineTo(k + height + offset, 0);
    }
    c.stroke();
  }
  // the name, across the middle: at most 70% of the width and a fifth of the height
  c.font = `bold 100px ${WATERMARK_FONT}, sans-serif`;
  const at100 = Math.max(1, c.measureText(WATERMARK_TEXT).width);
  const size = Math.max(8, Math.min((width * 0.7 * 100) / at100, height / 5));
  c.font = `bold ${Math.round(size)}px ${WATERMARK_FONT}, sans-serif`;
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  c.lineWidth = Math.max(1, size / 12);
  c.strokeStyle = 'rgba(0,0,0,0.35)';
  c.strokeText(WATERMARK_TEXT, width / 2, height / 2);
  c.fillStyle = 'rgba(255,255,255,0.8)';
  c.fillText(WATERMARK_TEXT, width / 2, height / 2);
  c.restore();
}
