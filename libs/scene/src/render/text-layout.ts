// Text layout shared by the browser and the server: the font string, letter spacing and line
// height in px, and greedy word wrapping measured on the context itself, so that the same fonts
// give the same lines on both sides.
import type { TextDetails } from '@dm/contracts';
import type { Context2DLike } from './canvas-types.js';

/** Letter spacing -30..30 is hundredths of an em: 10 means 0.1em between letters. */
export function letterSpacingPx(d: Pick<TextDetails, 'letterSpacing' | 'fontSize'>): number {
  return ((d.letterSpacing ?? 0) / 100) * d.fontSize;
}

/** Line height -30..30 on top of 1.2: each step adds 2% of the font size (0.6 .. 1.8 lines). */
export function lineHeightPx(d: Pick<TextDetails, 'lineHeight' | 'fontSize'>): number {
  return (1.2 + (d.lineHeight ?? 0) / 50) * d.fontSize;
}

export function cssFontFamily(name: string): string {
  return `"${name.replace(/"/g, '')}"`;
}

/** The CSS font shorthand for a text element (the family name is the registry's). */
export function fontString(d: Pick<TextDetails, 'bold' | 'italic' | 'fontSize' | 'font'>): string {
  return `${d.italic ? 'italic ' : ''}${d.bold ? 'bold ' : ''}${d.fontSize}px ${cssFontFamily(d.font || 'Montserrat')}`;
}

export interface LaidLine {
  text: string;
  width: number;
  /** Left edge of the line within the box. */
  x: number;
  /** Alphabetic baseline within the box. */
  baseline: number;
}

export interface TextLayout {
  lines: LaidLine[];
  lineHeight: number;
  height: number;
}

/** Sets font, letter spacing and alignment on the context (measuring depends on them). */
export function applyTextStyle(ctx: Context2DLike, d: TextDetails): void {
  ctx.font = fontString(d);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  if ('letterSpacing' in ctx) ctx.letterSpacing = `${letterSpacingPx(d)}px`;
  // Kerning off everywhere: Chromium kerns with the fonts' GPOS tables, the server's Skia with
  // fewer pairs, and PDF text is set without kerning; only without it do lines measure,
  // wrap and draw the same in the editor, in server renders and in PDFs.
  if ('fontKerning' in ctx) ctx.fontKerning = 'none';
}

/** Lays out the text inside a box `width` wide; the context must carry the text style. */
export function layoutText(ctx: Context2DLike, d: TextDetails, width: number): TextLayout {
  const measure = (s: string) => ctx.measureText(s).width;
  const lh = lineHeightPx(d);
  const m = ctx.measureText('Hg');
  const ascent = m.fontBoundingBoxAscent ?? d.fontSize * 0.8;
  const descent = m.fontBoundingBoxDescent ?? d.fontSize * 0.2;
  const raw: string[] = [];
  for (const para of d.text.split(/\r?\n/)) wrapParagraph(para, width, measure, raw);
  const lines = raw.map((text, i) => {
    const w = measure(text);
    const x = d.textAlign === 'center' ? (width - w) / 2 : d.textAlign === 'right' ? width - w : 0;
    return { text, width: w, x, baseline: i * lh + (lh - (ascent + descent)) / 2 + ascent };
  });
  return { lines, lineHeight: lh, height: lines.length * lh };
}

function wrapParagraph(para: string, width: number, measure: (s: string) => number, out: string[]): void {
  const tokens = para.split(/(\s+)/).filter((t) => t.length > 0);
  let line = '';
  for (const tok of tokens) {
    const candidate = line + tok;
    if (!line || measure(candidate.trimEnd()) <= width || /^\s+$/.test(tok)) {
      if (!line && measure(tok) > width && !/^\s+$/.test(tok)) {
        line = breakWord(tok, width, measure, out);
        continue;
      }
      line = candidate;
      continue;
    }
    out.push(line.trimEnd());
    line = measure(tok) > width ? breakWord(tok, width, measure, out) : tok;
  }
  out.push(line.trimEnd());
}

/** Splits a word wider than the box across lines; returns the last piece (still open). */
function breakWord(word: string, width: number, measure: (s: string) => number, out: string[]): string {
  let piece = '';
  for (const ch of word) {
    if (piece && measure(piece + ch) > width) {
      out.push(piece);
      piece = ch;
    } else piece += ch;
  }
  return piece;
}

/** The layout adapter's text measure on a canvas context: the laid-out height and the widest line. */
export function measureWith(ctx: Context2DLike): (d: TextDetails, width: number) => { height: number; widest: number } {
  return (d, width) => {
    applyTextStyle(ctx, d);
    const l = layoutText(ctx, d, width);
    return { height: l.height, widest: l.lines.reduce((m, x) => Math.max(m, x.width), 0) };
  };
}
