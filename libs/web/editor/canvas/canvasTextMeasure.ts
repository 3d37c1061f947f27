// The browser's text measurer: the renderer's own layout on a scratch canvas.
import { applyTextStyle, layoutText } from '@dm/scene';
import type { TextMeasurer } from '../store/textMeasure';

export function canvasTextMeasurer(): TextMeasurer | null {
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return null;
  return (el) => {
    applyTextStyle(ctx as never, el.text_details);
    return layoutText(ctx as never, el.text_details, el.width).height;
  };
}
