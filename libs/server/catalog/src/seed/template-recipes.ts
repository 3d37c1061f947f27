import { DesignBuilder, fitSize, textHeight, type Rect, type TemplatePhoto, type TextStyle } from './design-builder.js';
import type { Theme } from './themes.data.js';

/**
 * Layout recipes for seeded design templates. Each lays out the theme's copy with a clear
 * hierarchy (headline, sub heading, body, call to action, detail) over shapes, a frame and an
 * icon, in the palette's colours, and adapts to very wide (banners, ads) and very tall formats.
 */
export interface RecipeInput {
  id: string;
  width: number;
  height: number;
  theme: Theme;
  /** background, surface, primary, accent, text */
  colors: string[];
  fonts: { heading: string; body: string };
  icon: { src: string; id: string };
  /** A library photo for the recipes that show one (split, photo frame, wide row, tall column). */
  photo?: TemplatePhoto;
}

/** The recipes (and format variants) that put a photo in when they are given one. */
export const PHOTO_RECIPES = new Set(['split', 'photo-frame']);

type Role = 'headline' | 'sub' | 'body' | 'cta' | 'detail';
interface Line {
  role: Role;
  text: string;
  color: string;
}

function luminance(hex: string): number {
  const v = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(v.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};
/** The palette colour that reads best on `bg`. */
const on = (bg: string, colors: string[]) => [...colors, '#ffffff', '#111111'].reduce((best, c) => (contrast(c, bg) > contrast(best, bg) ? c : best));
/** `preferred` if it reads on `bg` (contrast >= 3), else the best palette colour. */
const readable = (preferred: string, bg: string, colors: string[]) => (contrast(preferred, bg) >= 3 ? preferred : on(bg, colors));

const SIZES: Record<Role, { max: number; lines: number; gapAfter: number }> = {
  headline: { max: 0.15, lines: 3, gapAfter: 0.35 },
  sub: { max: 0.06, lines: 2, gapAfter: 0.55 },
  body: { max: 0.04, lines: 4, gapAfter: 0.8 },
  cta: { max: 0.045, lines: 1, gapAfter: 0.7 },
  detail: { max: 0.032, lines: 2, gapAfter: 0 },
};

/** Lays lines out top to bottom in `r`, shrinking every size together until the stack fits; centred vertically. */
function stack(b: DesignBuilder, r: Rect, lines: Line[], input: RecipeInput, align: 'left' | 'center', ctaColors: [string, string]) {
  const unit = Math.min(r.w, r.h * 1.4);
  for (let scale = 1; scale > 0.2; scale *= 0.88) {
    const laid = lines.map((l) => {
      const spec = SIZES[l.role];
      const heading = l.role === 'headline';
      const width = l.role === 'cta' ? r.w * 0.8 : r.w;
      const size = fitSize(l.text, unit * spec.max * scale, width, spec.lines, heading ? 0.6 : 0.56);
      const style: TextStyle = {
        font: heading || l.role === 'cta' ? input.fonts.heading : input.fonts.body,
        fontSize: size,
        fontColor: l.color,
        bold: heading || l.role === 'cta' || l.role === 'sub',
        textAlign: align,
        letterSpacing: l.role === 'sub' || l.role === 'detail' ? 1 : 0,
        text_type: heading ? 'heading' : l.role === 'sub' ? 'subheading' : 'body',
      };
      const h = l.role === 'cta' ? size * 2.4 : textHeight(l.text, style, width);
      return { l, style, h, gap: size * spec.gapAfter * 1.6 };
    });
    const total = laid.reduce((s, x, i) => s + x.h + (i < laid.length - 1 ? x.gap : 0), 0);
    if (total > r.h && scale > 0.25) continue;
    let y = r.y + Math.max(0, (r.h - total) / 2);
    for (const x of laid) {
      if (x.l.role === 'cta') {
        const tw = Math.min(r.w, x.l.text.length * x.style.fontSize * 0.62 + x.style.fontSize * 2.4);
        const bx = align === 'center' ? r.x + (r.w - tw) / 2 : r.x;
        b.box({ x: bx, y, w: tw, h: x.h }, ctaColors[0], x.h / 2);
        b.text({ x: bx, y: y + (x.h - x.style.fontSize * 1.25) / 2, w: tw, h: x.style.fontSize * 1.25 }, x.l.text, { ...x.style, fontColor: ctaColors[1], textAlign: 'center' });
      } else {
        b.text({ x: r.x, y, w: r.w, h: x.h }, x.l.text, x.style);
      }
      y += x.h + x.gap;
    }
    return;
  }
}

function copy(theme: Theme, ink: string, primary: string, muted: string, full = true): Line[] {
  const lines: Line[] = [
    { role: 'sub', text: theme.sub.toUpperCase(), color: muted },
    { role: 'headline', text: theme.headline, color: primary },
  ];
  if (full) lines.push({ role: 'body', text: theme.body, color: ink });
  lines.push({ role: 'cta', text: theme.cta, color: ink });
  if (full) lines.push({ role: 'detail', text: theme.detail, color: muted });
  return lines;
}

type Recipe = (b: DesignBuilder, i: RecipeInput) => void;
const [BG, SURFACE, PRIMARY, ACCENT] = [0, 1, 2, 3];

const centered: Recipe = (b, i) => {
  const { width: w, height: h, colors: c } = i;
  const m = Math.min(w, h);
  b.frame({ x: w - m * 0.32, y: -m * 0.12, w: m * 0.44, h: m * 0.44 }, 'circle', c[ACCENT], { opacity: 0.85 });
  b.frame({ x: -m * 0.14, y: h - m * 0.26, w: m * 0.4, h: m * 0.4 }, 'circle', c[SURFACE]);
  b.box({ x: 0, y: h - m * 0.03, w, h: m * 0.03 }, c[PRIMARY]);
  const s = m * 0.11;
  b.icon({ x: (w - s) / 2, y: h * 0.09, w: s, h: s }, i.icon.src, i.icon.id, readable(c[PRIMARY], c[BG], c));
  const ink = on(c[BG], c);
  stack(b, { x: w * 0.1, y: h * 0.09 + s * 1.3, w: w * 0.8, h: h * 0.8 - s * 1.3 }, copy(i.theme, ink, readable(c[PRIMARY], c[BG], c), readable(c[ACCENT], c[BG], c)), i, 'center', [c[PRIMARY], on(c[PRIMARY], c)]);
};

const split: Recipe = (b, i) => {
  const { width: w, height: h, colors: c } = i;
  const wide = w >= h;
  const panel: Rect = wide ? { x: 0, y: 0, w: w * 0.42, h } : { x: 0, y: 0, w, h: h * 0.38 };
  if (i.photo) b.photoFrame(panel, 'rect', c[PRIMARY], i.photo);
  else {
    b.box(panel, c[PRIMARY]);
    const pm = Math.min(panel.w, panel.h);
    b.frame({ x: panel.x + (panel.w - pm * 0.62) / 2, y: panel.y + (panel.h - pm * 0.62) / 2, w: pm * 0.62, h: pm * 0.62 }, 'circle', c[ACCENT]);
    const s = pm * 0.3;
    b.icon({ x: panel.x + (panel.w - s) / 2, y: panel.y + (panel.h - s) / 2, w: s, h: s }, i.icon.src, i.icon.id, on(c[ACCENT], c));
  }
  const rest: Rect = wide ? { x: w * 0.48, y: h * 0.08, w: w * 0.46, h: h * 0.84 } : { x: w * 0.08, y: h * 0.42, w: w * 0.84, h: h * 0.54 };
  const ink = on(c[BG], c);
  stack(b, rest, copy(i.theme, ink, readable(c[PRIMARY], c[BG], c), readable(c[ACCENT], c[BG], c)), i, wide ? 'left' : 'center', [c[ACCENT], on(c[ACCENT], c)]);
};

const photoFrame: Recipe = (b, i) => {
  const { width: w, height: h, colors: c } = i;
  b.box({ x: 0, y: 0, w, h }, c[SURFACE]);
  const m = Math.min(w, h);
  const f = m * 0.4;
  if (i.photo) b.photoFrame({ x: (w - f) / 2, y: h * 0.07, w: f, h: f }, 'rounded', c[PRIMARY], i.photo);
  else {
    b.frame({ x: (w - f) / 2, y: h * 0.07, w: f, h: f }, 'rounded', c[PRIMARY]);
    const s = f * 0.38;
    b.icon({ x: (w - s) / 2, y: h * 0.07 + (f - s) / 2, w: s, h: s }, i.icon.src, i.icon.id, on(c[PRIMARY], c));
  }
  const top = h * 0.07 + f + m * 0.03;
  const ink = on(c[SURFACE], c);
  stack(b, { x: w * 0.1, y: top, w: w * 0.8, h: h - top - h * 0.06 }, copy(i.theme, ink, readable(c[PRIMARY], c[SURFACE], c), ink), i, 'center', [c[ACCENT], on(c[ACCENT], c)]);
};

const elegantBorder: Recipe = (b, i) => {
  const { width: w, height: h, colors: c } = i;
  const m = Math.min(w, h);
  const inset = m * 0.045;
  b.box({ x: 0, y: 0, w, h }, c[PRIMARY]);
  b.box({ x: inset, y: inset, w: w - 2 * inset, h: h - 2 * inset }, c[BG]);
  b.box({ x: inset * 1.6, y: inset * 1.6, w: w - 3.2 * inset, h: Math.max(1, m * 0.004) }, c[ACCENT]);
  b.box({ x: inset * 1.6, y: h - inset * 1.6, w: w - 3.2 * inset, h: Math.max(1, m * 0.004) }, c[ACCENT]);
  const s = m * 0.08;
  b.icon({ x: (w - s) / 2, y: inset * 2.4, w: s, h: s }, i.icon.src, i.icon.id, readable(c[ACCENT], c[BG], c));
  const ink = on(c[BG], c);
  const top = inset * 2.4 + s * 1.3;
  stack(b, { x: w * 0.14, y: top, w: w * 0.72, h: h - top - inset * 2.4 }, copy(i.theme, ink, readable(c[PRIMARY], c[BG], c), readable(c[ACCENT], c[BG], c)), i, 'center', [c[PRIMARY], on(c[PRIMARY], c)]);
};

const boldBlock: Recipe = (b, i) => {
  const { width: w, height: h, colors: c } = i;
  const m = Math.min(w, h);
  b.box({ x: 0, y: 0, w, h }, c[PRIMARY]);
  b.box({ x: -w * 0.2, y: h * 0.72, w: w * 1.4, h: h * 0.5 }, c[ACCENT], 0, { rotation: -8 });
  b.frame({ x: w - m * 0.3, y: m * 0.06, w: m * 0.22, h: m * 0.22 }, 'star', on(c[PRIMARY], c), { opacity: 0.9 });
  const s = m * 0.1;
  b.icon({ x: w * 0.08, y: h * 0.08, w: s, h: s }, i.icon.src, i.icon.id, on(c[PRIMARY], c));
  const ink = on(c[PRIMARY], c);
  const lines = copy({ ...i.theme, headline: i.theme.headline.toUpperCase() }, ink, ink, ink);
  stack(b, { x: w * 0.08, y: h * 0.08 + s * 1.4, w: w * 0.8, h: h * 0.62 - s * 1.4 }, lines.filter((l) => l.role !== 'detail'), i, 'left', [c[BG], on(c[BG], c)]);
  b.text({ x: w * 0.08, y: h * 0.9, w: w * 0.84, h: m * 0.05 }, i.theme.detail, { font: i.fonts.body, fontSize: Math.max(8, Math.round(m * 0.03)), fontColor: on(c[ACCENT], c), textAlign: 'left', bold: true });
};

const badge: Recipe = (b, i) => {
  const { width: w, height: h, colors: c } = i;
  const m = Math.min(w, h);
  b.frame({ x: -m * 0.1, y: -m * 0.1, w: m * 0.3, h: m * 0.3 }, 'circle', c[SURFACE]);
  b.frame({ x: w - m * 0.2, y: h - m * 0.2, w: m * 0.3, h: m * 0.3 }, 'circle', c[SURFACE]);
  const d = m * 0.62;
  const cy = h * 0.42;
  b.frame({ x: (w - d) / 2, y: cy - d / 2, w: d, h: d }, 'circle', c[PRIMARY]);
  const s = d * 0.16;
  b.icon({ x: (w - s) / 2, y: cy - d * 0.36, w: s, h: s }, i.icon.src, i.icon.id, on(c[PRIMARY], c));
  const inner = on(c[PRIMARY], c);
  stack(b, { x: (w - d * 0.72) / 2, y: cy - d * 0.18, w: d * 0.72, h: d * 0.5 }, [
    { role: 'headline', text: i.theme.headline, color: inner },
    { role: 'sub', text: i.theme.sub.toUpperCase(), color: inner },
  ], i, 'center', [c[ACCENT], on(c[ACCENT], c)]);
  const ink = on(c[BG], c);
  stack(b, { x: w * 0.12, y: cy + d / 2 + m * 0.03, w: w * 0.76, h: h - (cy + d / 2) - m * 0.06 }, [
    { role: 'body', text: i.theme.body, color: ink },
    { role: 'cta', text: i.theme.cta, color: ink },
  ], i, 'center', [c[ACCENT], on(c[ACCENT], c)]);
};

/** Banners and ads much wider than tall: icon, headline and sub in a row, call to action on the right. */
const wideRow: Recipe = (b, i) => {
  const { width: w, height: h, colors: c } = i;
  const bg = i.id.charCodeAt(0) % 2 ? c[PRIMARY] : c[BG];
  b.box({ x: 0, y: 0, w, h }, bg);
  b.box({ x: 0, y: 0, w: Math.max(2, w * 0.012), h }, c[ACCENT]);
  const f = h * 0.7;
  if (i.photo) b.photoFrame({ x: h * 0.2, y: (h - f) / 2, w: f, h: f }, 'circle', c[ACCENT], i.photo);
  else {
    b.frame({ x: h * 0.2, y: (h - f) / 2, w: f, h: f }, 'circle', c[ACCENT]);
    const s = f * 0.5;
    b.icon({ x: h * 0.2 + (f - s) / 2, y: (h - s) / 2, w: s, h: s }, i.icon.src, i.icon.id, on(c[ACCENT], c));
  }
  const ctaW = Math.min(w * 0.22, h * 2.6);
  const textX = h * 0.35 + f;
  const ink = on(bg, c);
  stack(b, { x: textX, y: h * 0.1, w: w - textX - ctaW - h * 0.4, h: h * 0.8 }, [
    { role: 'headline', text: i.theme.headline, color: readable(c[PRIMARY], bg, c) },
    { role: 'sub', text: i.theme.sub, color: ink },
  ], i, 'left', [c[ACCENT], on(c[ACCENT], c)]);
  const ch = Math.min(h * 0.42, ctaW * 0.34);
  const cx = w - ctaW - h * 0.2;
  b.box({ x: cx, y: (h - ch) / 2, w: ctaW, h: ch }, c[ACCENT], ch / 2);
  const fs = fitSize(i.theme.cta, ch * 0.42, ctaW * 0.84, 1);
  b.text({ x: cx, y: (h - fs * 1.25) / 2, w: ctaW, h: fs * 1.25 }, i.theme.cta, { font: i.fonts.heading, fontSize: fs, fontColor: on(c[ACCENT], c), bold: true, textAlign: 'center' });
};

/** Skyscrapers and bookmarks: a vertical column. */
const tallColumn: Recipe = (b, i) => {
  const { width: w, height: h, colors: c } = i;
  if (i.photo) b.photoFrame({ x: 0, y: 0, w, h: h * 0.3 }, 'rect', c[PRIMARY], i.photo);
  else {
    b.box({ x: 0, y: 0, w, h: h * 0.3 }, c[PRIMARY]);
    const s = w * 0.4;
    b.icon({ x: (w - s) / 2, y: h * 0.15 - s / 2, w: s, h: s }, i.icon.src, i.icon.id, on(c[PRIMARY], c));
  }
  const ink = on(c[BG], c);
  stack(b, { x: w * 0.08, y: h * 0.34, w: w * 0.84, h: h * 0.62 }, copy(i.theme, ink, readable(c[PRIMARY], c[BG], c), readable(c[ACCENT], c[BG], c), h / w < 5), i, 'center', [c[ACCENT], on(c[ACCENT], c)]);
};

export const RECIPES: Record<string, Recipe> = { centered, split, 'photo-frame': photoFrame, 'elegant-border': elegantBorder, 'bold-block': boldBlock, badge };
export const RECIPE_STYLE_WORDS: Record<string, string> = {
  centered: 'classic, clean', split: 'modern, split', 'photo-frame': 'photo, frame', 'elegant-border': 'elegant, minimal', 'bold-block': 'bold, bright', badge: 'badge, round',
};

/** Builds a template's design_file with the recipe (or the wide/tall variant the format needs). */
export function buildTemplate(recipe: string, input: RecipeInput) {
  const b = new DesignBuilder(input.id, input.width, input.height, input.colors[BG]);
  const ratio = input.width / input.height;
  // only the recipes that show a photo get one (the others keep their icon and colours)
  const variant = ratio > 2.5 || ratio < 0.4;
  const given = variant || PHOTO_RECIPES.has(recipe) ? input : { ...input, photo: undefined };
  if (ratio > 2.5) wideRow(b, given);
  else if (ratio < 0.4) tallColumn(b, given);
  else RECIPES[recipe](b, given);
  return { design_file: b.build(), design_text: b.designText };
}
