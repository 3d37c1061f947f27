// A design in other colours and fonts (the Brand Kit's palette click and Auto Suggest's
// variants): the background takes the first colour, texts the second and third (the largest
// text the second), shapes and icon colours the fourth and fifth; the heading font goes to the
// largest text, the body font to the others.
import type { EditorObject, Page } from '@dm/contracts';
import { fitText, type MeasureText } from './adapt.js';

export interface Restyle { colors?: readonly string[]; fonts?: { heading: string; body: string } }

const channel = (v: number) => { const x = v / 255; return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4; };
/** WCAG relative luminance of '#rrggbb'. */
export function luminance(hex: string): number {
  const n = parseInt(hex.slice(1, 7), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}
/** WCAG contrast ratio of two colours (1..21). */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/**
 * The colour behind a text's centre: the topmost filled shape (a plain box, a frame's colour)
 * under it, else the page's; null when a picture is behind (its contrast cannot be read off a colour).
 */
export function colourBehind(page: Page, t: EditorObject): string | null {
  const cx = t.position.x + t.width / 2;
  const cy = t.position.y + t.height / 2;
  const under = Object.values(page.objects)
    .filter((o) => o.id !== t.id && o.type !== 'text' && o.layer_index < t.layer_index && o.opacity >= 0.5
      && cx >= o.position.x && cx <= o.position.x + o.width && cy >= o.position.y && cy <= o.position.y + o.height)
    .sort((a, b) => b.layer_index - a.layer_index);
  for (const o of under) {
    if (o.type === 'image' || (o.type === 'box' && o.box_details.image)) return null;
    if (o.type === 'box' && o.box_details.color && !o.box_details.shape) return o.box_details.color;
    if (o.type === 'grid' && o.grid_details.color) return o.grid_details.color;
  }
  if (page.background_image || page.background?.image) return null;
  return page.background_color;
}

/** WCAG's minimum for a text: 3:1 for large text (24 px, or 18.5 px bold), 4.5:1 otherwise. */
export function minimumContrast(d: { fontSize: number; bold?: boolean }): number {
  return d.fontSize >= 24 || (d.bold && d.fontSize >= 18.5) ? 3 : 4.5;
}

/** `color` darkened or lightened (keeping its hue) just enough to reach `min` against `background`. */
export function readableShade(color: string, background: string, min: number): string {
  if (contrast(color, background) >= min) return color;
  const n = parseInt(color.slice(1, 7), 16);
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  // towards black on light backgrounds, white on dark ones; the other way when that cannot reach it
  const sides = luminance(background) > 0.4 ? [0, 255] : [255, 0];
  for (const towards of sides) {
    for (let step = 1; step <= 20; step++) {
      const mixed = `#${rgb.map((v) => Math.round(v + ((towards - v) * step) / 20).toString(16).padStart(2, '0')).join('')}`;
      if (contrast(mixed, background) >= min) return mixed;
    }
  }
  return contrast('#000000', background) >= contrast('#ffffff', background) ? '#000000' : '#ffffff';
}

/** The palette colour that reads best on the background, else near-black or white when none reaches `min`. */
function readable(colors: readonly string[], background: string, min: number, skip?: string): string {
  const ranked = colors.filter((c) => c !== background && c !== skip).sort((a, b) => contrast(b, background) - contrast(a, background));
  if (ranked[0] && contrast(ranked[0], background) >= min) return ranked[0];
  return contrast('#1a1a1a', background) >= contrast('#ffffff', background) ? '#1a1a1a' : '#ffffff';
}

/**
 * Restyles a page in place. Texts take palette colours that read on the background (WCAG 3:1 for
 * headings, 4.5:1 for the rest, else near-black or white); with a measure, texts in new fonts
 * take their measured height (and a word too wide shrinks its font).
 */
export function restylePage(page: Page, style: Restyle, measure?: MeasureText): void {
  const palette = style.colors && style.colors.length >= 2 ? style.colors : null;
  const c = (i: number) => palette![i % palette!.length];
  const bg = palette ? c(0) : page.background?.color ?? page.background_color;
  if (palette) {
    page.background_color = bg;
    if (page.background) page.background.color = bg;
    // shapes and icon colours first: texts on them are coloured to read on them
    let k = 0;
    for (const o of Object.values(page.objects)) {
      if (o.locked) continue;
      if (o.type === 'box') o.box_details.color = c(3 + (k++ % 2));
      else if (o.type === 'image' && o.image_details.svg_colors?.length) {
        o.image_details.svg_colors = o.image_details.svg_colors.map((s, j) => ({ ...s, color: c(3 + ((k + j) % 2)) }));
        k++;
      }
    }
  }
  const texts = Object.values(page.objects).filter((o): o is Extract<EditorObject, { type: 'text' }> => o.type === 'text' && !o.locked)
    .sort((a, b) => b.text_details.fontSize - a.text_details.fontSize);
  const top = texts[0]?.text_details.fontSize ?? 0;
  const headingColour = palette ? readable(palette, bg, 3) : '';
  const bodyColour = palette ? readable(palette, bg, 4.5, headingColour) : '';
  texts.forEach((o, i) => {
    const heading = i === 0 || o.text_details.fontSize >= top * 0.8;
    if (palette) {
      // a text on a shape of its group (a button) reads on that shape
      const under = o.parent ? Object.values(page.objects).find((b) => b.parent === o.parent && b.type === 'box' && b.box_details.color) : undefined;
      const ground = under?.type === 'box' ? under.box_details.color! : bg;
      o.text_details.fontColor = ground === bg ? (heading ? headingColour : bodyColour) : readable(palette, ground, 4.5);
    }
    if (style.fonts) {
      o.text_details.font = heading ? style.fonts.heading : style.fonts.body;
      delete o.text_details.font_src;
      if (measure) {
        // the new font keeps the text in its box: a wider face is set a little smaller rather than
        // wrapping onto more lines (which would run into what is below)
        const fitted = fitText(o.text_details, o.width, measure, { room: o.height, min: 4, step: 0.94, tries: 16 });
        o.text_details = fitted.details;
        o.height = Math.max(1, fitted.metrics.height);
      }
    }
  });
}

/** The colours a page shows most (background first), for seeding suggestions. */
export function dominantColours(page: Page, n = 2): string[] {
  const count = new Map<string, number>();
  const add = (c: string | undefined, w: number) => { if (c && /^#[0-9a-f]{6}$/i.test(c)) count.set(c.toLowerCase(), (count.get(c.toLowerCase()) ?? 0) + w); };
  add(page.background?.color ?? page.background_color, 1e6);
  for (const o of Object.values(page.objects)) {
    const area = o.width * o.height;
    if (o.type === 'box') add(o.box_details.color, area);
    if (o.type === 'text') add(o.text_details.fontColor, area / 4);
    if (o.type === 'image') for (const s of o.image_details.svg_colors ?? []) add(s.color, area / 4);
  }
  return [...count].sort((a, b) => b[1] - a[1]).slice(0, n).map(([c]) => c);
}
