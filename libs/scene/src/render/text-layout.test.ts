import type { TextDetails } from '@dm/contracts';
import type { Context2DLike } from './canvas-types.js';
import { fontString, layoutText, letterSpacingPx, lineHeightPx } from './text-layout.js';

// A fake context measuring 10px per character: wrapping is then easy to predict.
const ctx = { measureText: (s: string) => ({ width: s.length * 10, fontBoundingBoxAscent: 16, fontBoundingBoxDescent: 4 }) } as unknown as Context2DLike;
const details = (d: Partial<TextDetails>): TextDetails => ({
  text: '', font: 'Montserrat', bold: false, italic: false, fontSize: 20, fontColor: '#000', textAlign: 'left', letterSpacing: 0, lineHeight: 0, ...d,
});

describe('text layout', () => {
  it('wraps at word boundaries within the box width', () => {
    const l = layoutText(ctx, details({ text: 'aaa bbb ccc dddd' }), 80);
    expect(l.lines.map((x) => x.text)).toEqual(['aaa bbb', 'ccc dddd']);
  });

  it('keeps explicit line breaks and breaks words wider than the box', () => {
    const l = layoutText(ctx, details({ text: 'ab\nabcdefghij' }), 40);
    expect(l.lines.map((x) => x.text)).toEqual(['ab', 'abcd', 'efgh', 'ij']);
  });

  it('aligns lines left, centre and right', () => {
    const at = (textAlign: TextDetails['textAlign']) => layoutText(ctx, details({ text: 'abc', textAlign }), 100).lines[0].x;
    expect([at('left'), at('center'), at('right')]).toEqual([0, 35, 70]);
  });

  it('spaces lines by 1.2em, changed by the line height setting', () => {
    expect(lineHeightPx({ fontSize: 20, lineHeight: 0 })).toBeCloseTo(24);
    expect(lineHeightPx({ fontSize: 20, lineHeight: 30 })).toBeCloseTo(36);
    expect(lineHeightPx({ fontSize: 20, lineHeight: -30 })).toBeCloseTo(12);
    const l = layoutText(ctx, details({ text: 'a\nb' }), 100);
    expect(l.lines[1].baseline - l.lines[0].baseline).toBeCloseTo(24);
  });

  it('maps letter spacing -30..30 to hundredths of an em', () => {
    expect(letterSpacingPx({ fontSize: 50, letterSpacing: 10 })).toBe(5);
    expect(letterSpacingPx({ fontSize: 50, letterSpacing: -30 })).toBe(-15);
  });

  it('builds the font shorthand with bold and italic', () => {
    expect(fontString({ font: 'Playfair Display', fontSize: 36, bold: true, italic: true })).toBe('italic bold 36px "Playfair Display"');
  });
});
