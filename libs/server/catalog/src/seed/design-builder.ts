import { designFileSchema, type DesignFile, type EditorObject } from '@dm/contracts';
import { colourBehind, minimumContrast, readableShade } from '@dm/scene';

/**
 * A tiny builder for seeded design_files: elements are placed in design pixels, stacked in the
 * order they are added, and the result is validated against the design_file schema.
 */
export interface TextStyle {
  font: string;
  fontSize: number;
  fontColor: string;
  bold?: boolean;
  italic?: boolean;
  textAlign?: 'left' | 'center' | 'right';
  letterSpacing?: number;
  lineHeight?: number;
  text_type?: 'heading' | 'subheading' | 'body';
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

const r1 = (v: number) => Math.round(v * 10) / 10;

/** Average glyph width as a share of the font size, for estimating wraps. */
const GLYPH = 0.56;
const LINE = 1.25;

/** Lines a text needs in a box of `width` at `fontSize` (a conservative estimate). */
export function estimateLines(text: string, fontSize: number, width: number, glyph = GLYPH): number {
  const perLine = Math.max(1, Math.floor(width / (fontSize * glyph)));
  let lines = 0;
  for (const para of text.split('\n')) {
    let current = 0;
    lines++;
    for (const word of para.split(' ')) {
      const len = word.length + (current ? 1 : 0);
      if (current + len > perLine && current > 0) {
        lines++;
        current = word.length;
      } else current += len;
    }
  }
  return lines;
}

/** The largest size (<= max) at which the text fits `maxLines` lines and its longest word fits one. */
export function fitSize(text: string, max: number, width: number, maxLines: number, glyph = GLYPH): number {
  const longest = Math.max(...text.split(/\s+/).map((w) => w.length), 1);
  let size = Math.min(max, width / (longest * glyph * 1.05));
  while (size > 6 && estimateLines(text, size, width, glyph) > maxLines) size *= 0.92;
  return Math.max(6, Math.floor(size));
}

/** How tall a text set in `style` is in a box of `width`. */
export type TextMeasurer = (text: string, style: TextStyle, width: number) => number;

const estimatedHeight: TextMeasurer = (text, style, width) => estimateLines(text, style.fontSize, width) * style.fontSize * LINE;
let measurer: TextMeasurer = estimatedHeight;

/**
 * Seeding measures texts with the real fonts and the scene's own text layout (see
 * real-text-measure.ts), so stacked texts never overlap when a line wraps; without it, an
 * estimate from an average glyph width.
 */
export function useTextMeasurer(fn: TextMeasurer | null): void {
  measurer = fn ?? estimatedHeight;
}

export const textHeight: TextMeasurer = (text, style, width) => Math.max(measurer(text, style, width), style.fontSize * LINE);

/** A library photo a template uses. */
export interface TemplatePhoto {
  src: string;
  id: string;
  width: number;
  height: number;
}

export class DesignBuilder {
  private objects: Record<string, { parent: string | null; layer_index: number; [k: string]: unknown }> = {};
  private n = 0;
  private texts: string[] = [];
  private groups: string[] = [];

  constructor(readonly id: string, readonly width: number, readonly height: number, private background: string) {}

  private base(type: string, r: Rect, extra: Record<string, unknown> = {}) {
    const id = `${type}-${++this.n}`;
    this.objects[id] = {
      id, type, layer_index: this.n, position: { x: r1(r.x), y: r1(r.y) }, width: r1(Math.max(1, r.w)), height: r1(Math.max(1, r.h)),
      rotation: 0, opacity: 1, locked: false, parent: null, ...extra,
    };
    return id;
  }

  box(r: Rect, color: string, radius = 0, opts: { rotation?: number; opacity?: number } = {}) {
    return this.base('box', r, { box_details: { color, radius: r1(radius) }, ...opts });
  }

  /** A frame (grid) filled with a colour, ready to take a photo. */
  frame(r: Rect, shape: 'rect' | 'rounded' | 'circle' | 'ellipse' | 'triangle' | 'diamond' | 'star' | 'heart', color: string, opts: { opacity?: number } = {}) {
    return this.base('grid', r, { grid_details: { shape, color }, ...opts });
  }

  /** A frame holding a library photo, scaled to cover it and centred (as the editor fills a frame). */
  photoFrame(r: Rect, shape: Parameters<DesignBuilder['frame']>[1], color: string, photo: TemplatePhoto) {
    const frame = this.frame(r, shape, color);
    const k = Math.max(r.w / photo.width, r.h / photo.height);
    const w = photo.width * k;
    const h = photo.height * k;
    const id = this.base('image', { x: r.x + (r.w - w) / 2, y: r.y + (r.h - h) / 2, w, h }, {
      image_details: { src: photo.src, id_design_resource: photo.id, flip_horizontal: 1, flip_vertical: 1, image_width: photo.width, image_height: photo.height },
    });
    this.objects[id].parent = frame;
    return frame;
  }

  icon(r: Rect, src: string, resourceId: string, color: string, original = '#000000') {
    return this.base('image', r, {
      image_details: { src, id_design_resource: resourceId, sub_type: 'icon', flip_horizontal: 1, flip_vertical: 1, svg_colors: [{ original, color }] },
    });
  }

  text(r: Rect, text: string, style: TextStyle) {
    this.texts.push(text);
    return this.base('text', r, {
      text_details: {
        text, font: style.font, bold: style.bold ?? false, italic: style.italic ?? false, fontSize: style.fontSize, fontColor: style.fontColor,
        textAlign: style.textAlign ?? 'center', letterSpacing: style.letterSpacing ?? 0, lineHeight: style.lineHeight ?? 0,
        ...(style.text_type ? { text_type: style.text_type } : {}),
      },
    });
  }

  /** A group holding `children` (their positions stay in page coordinates). */
  group(r: Rect, children: string[]) {
    const id = this.base('group', r);
    this.groups.push(id);
    for (const c of children) (this.objects[c] as { parent: string | null }).parent = id;
    return id;
  }

  /** The words on the design, in reading order (the template's design_text). */
  get designText(): string {
    return this.texts.join(' ');
  }

  /**
   * What is the background is the page background: a page-covering plain box at the bottom of the
   * layers becomes the page's background colour, so the Backgrounds panel changes what a person
   * sees and a click on the background selects nothing.
   */
  private promoteBackground() {
    for (;;) {
      const bottom = Object.values(this.objects).filter((o) => o.parent === null).sort((a, b) => a.layer_index - b.layer_index)[0] as unknown as
        | { id: string; type: string; position: { x: number; y: number }; width: number; height: number; rotation: number; opacity: number; box_details?: { color?: string; radius?: number } }
        | undefined;
      if (!bottom || bottom.type !== 'box' || !bottom.box_details?.color || (bottom.box_details.radius ?? 0) > 0 || bottom.rotation !== 0 || bottom.opacity !== 1) return;
      const covers = bottom.position.x <= 0.5 && bottom.position.y <= 0.5 && bottom.position.x + bottom.width >= this.width - 0.5 && bottom.position.y + bottom.height >= this.height - 0.5;
      if (!covers) return;
      this.background = bottom.box_details.color;
      delete this.objects[bottom.id];
    }
  }

  build(): DesignFile {
    this.promoteBackground();
    const doc = designFileSchema.parse({
      schemaVersion: 1,
      id: this.id,
      width: this.width,
      height: this.height,
      pages: [{ id: `${this.id}-page-1`, objects: this.objects, groups: this.groups, background_color: this.background, background_image: null }],
    });
    this.polish(doc);
    return doc;
  }

  /**
   * The last checks a designer makes: every text box as tall as its text set in it (kept on the
   * page), and every text readable on what is behind it (WCAG 4.5:1, 3:1 for large text: the
   * palette colour darkened or lightened just enough).
   */
  private polish(doc: DesignFile): void {
    const page = doc.pages[0];
    for (const o of Object.values(page.objects) as EditorObject[]) {
      if (o.type !== 'text') continue;
      const d = o.text_details;
      const h = textHeight(d.text, d, o.width);
      if (h > o.height) {
        o.height = Math.ceil(h);
        if (o.position.y + o.height > doc.height) o.position = { ...o.position, y: Math.max(0, doc.height - o.height) };
      }
      const behind = colourBehind(page, o);
      if (behind) o.text_details = { ...d, fontColor: readableShade(d.fontColor, behind, minimumContrast(d)) };
    }
  }
}
