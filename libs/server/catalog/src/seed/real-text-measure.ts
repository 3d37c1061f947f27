import { createCanvas } from '@napi-rs/canvas';
import { registerFontFamily } from '@dm/scene/node';
import { applyTextStyle, layoutText } from '@dm/scene';
import type { TextDetails } from '@dm/contracts';
import type { TextMeasurer, TextStyle } from './design-builder.js';

/**
 * Measures seeded texts exactly as the renderer will lay them out (same fonts, same wrapping),
 * registering each font family the first time it is used.
 */
export function realTextMeasurer(): TextMeasurer {
  const ctx = createCanvas(8, 8).getContext('2d');
  const fonts = new Set<string>();
  return (text: string, style: TextStyle, width: number) => {
    if (!fonts.has(style.font)) {
      registerFontFamily(style.font);
      fonts.add(style.font);
    }
    const details = {
      text, font: style.font, bold: style.bold ?? false, italic: style.italic ?? false, fontSize: style.fontSize,
      fontColor: style.fontColor, textAlign: style.textAlign ?? 'left', letterSpacing: style.letterSpacing ?? 0, lineHeight: style.lineHeight ?? 0,
    } as TextDetails;
    applyTextStyle(ctx as never, details);
    return layoutText(ctx as never, details, width).height;
  };
}
