// Text: wrapped lines with alignment, letter spacing and line height; glow, a list of shadows,
// stroke and fill, at the spec's stored scales. Canvas shadows work in device pixels, so their
// offsets and blurs are multiplied by the render scale.
import type { TextElement } from '@dm/contracts';
import { withAlpha } from './colour.js';
import { glowBlurPx, offsetOf, strokeWidthPx } from './effects.js';
import type { RenderContext } from './render-context.js';
import { applyTextStyle, layoutText } from './text-layout.js';

/** True when drawing the text paints the glyphs more than once (needs a layer for opacity < 1). */
export function textPaintsTwice(el: TextElement): boolean {
  const e = el.text_details.effects;
  return !!e && (e.glow || (e.shadow && e.shadows.length > 0));
}

export function drawTextElement(rc: RenderContext, el: TextElement): void {
  const d = el.text_details;
  if (!d.text) return;
  const c = rc.ctx;
  c.save();
  applyTextStyle(c, d);
  const layout = layoutText(c, d, el.width);
  const e = d.effects;
  const fill = d.fontColor || '#000000';
  // In 'effects' mode the glyphs are drawn far to the left and only their shadows are moved
  // back into place (shadow offsets are in device space, so the shift goes through the transform).
  const shift = rc.textMode === 'effects' ? 100000 : 0;
  const t = shift && c.getTransform ? c.getTransform() : { a: rc.scale, b: 0 };
  const sx = t.a * shift;
  const sy = t.b * shift;
  const each = (fn: (text: string, x: number, y: number) => void) => {
    for (const l of layout.lines) if (l.text) fn(l.text, l.x - shift, l.baseline);
  };
  c.fillStyle = fill;
  if (e?.glow) {
    c.shadowColor = withAlpha(e.glowColor, e.glowOpacity);
    c.shadowBlur = 2 * glowBlurPx(e.glowIntensity, d.fontSize) * rc.scale;
    c.shadowOffsetX = sx;
    c.shadowOffsetY = sy;
    each((s, x, y) => c.fillText(s, x, y));
  }
  if (e?.shadow) {
    for (const s of e.shadows) {
      const { dx, dy } = offsetOf(s.r, s.theta);
      c.shadowColor = withAlpha(s.shadowColor, s.opacity);
      c.shadowBlur = 2 * s.blur * rc.scale;
      c.shadowOffsetX = dx * rc.scale + sx;
      c.shadowOffsetY = dy * rc.scale + sy;
      each((t, x, y) => c.fillText(t, x, y));
    }
  }
  if (shift) {
    c.restore();
    return;
  }
  c.shadowColor = 'rgba(0, 0, 0, 0)';
  c.shadowBlur = 0;
  c.shadowOffsetX = 0;
  c.shadowOffsetY = 0;
  const sw = e ? strokeWidthPx(e) : 0;
  if (sw > 0) {
    c.strokeStyle = e!.strokeColor;
    c.lineWidth = 2 * sw;
    c.lineJoin = 'round';
    c.miterLimit = 2;
    each((t, x, y) => c.strokeText(t, x, y));
  }
  each((t, x, y) => c.fillText(t, x, y));
  c.restore();
}
