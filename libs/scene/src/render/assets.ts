// Assets a page needs, loaded before drawing so renderPage itself stays synchronous: images by
// src, cut-out masks, and icon SVGs recoloured with the element's svg_colors.
import type { EditorObject, ImageDetails, Page } from '@dm/contracts';
import type { ImageLike } from './canvas-types.js';

export interface AssetLoader {
  /** Loads an image from a src (URL, blob path or data: URL). */
  loadImage(src: string): Promise<ImageLike>;
  /** Loads a text file (SVG icons to recolour). */
  loadText(src: string): Promise<string>;
  /** Loads raw bytes (uploaded font files on the server). */
  loadBytes?(src: string): Promise<Uint8Array>;
}

export interface PageAssets {
  images: Map<string, ImageLike>;
  /** Srcs that could not be loaded (drawn as nothing). */
  missing: string[];
  /** Processed pixels (filters, masks) reused across renders of the same page. */
  cache: Map<string, unknown>;
}

export function emptyAssets(): PageAssets {
  return { images: new Map(), missing: [], cache: new Map() };
}

/** The image src an image element draws: its src, or its recoloured icon. */
export function imageKey(d: ImageDetails): string | undefined {
  if (!d.src) return undefined;
  if (d.svg_colors?.length && isSvg(d.src)) return `${d.src}#svg:${d.svg_colors.map((c) => `${c.original}>${c.color}`).join(',')}`;
  return d.src;
}

export function isSvg(src: string): boolean {
  return /\.svg(\?|#|$)/i.test(src) || src.startsWith('data:image/svg+xml');
}

/** Replaces each original colour of an SVG (any case, #rgb or #rrggbb) with its new colour. */
export function recolorSvg(svg: string, colors: { original: string; color: string }[]): string {
  let out = svg;
  const tokens = colors.map((c, i) => ({ token: `__dm_svg_colour_${i}__`, ...c }));
  for (const { original, token } of tokens) {
    for (const form of colourForms(original)) out = out.replace(new RegExp(escapeRe(form) + '(?![0-9a-f])', 'gi'), token);
  }
  for (const { token, color } of tokens) out = out.split(token).join(color);
  return out;
}

function colourForms(c: string): string[] {
  const m = /^#([0-9a-f]{6})$/i.exec(c.trim());
  if (!m) return [c.trim()];
  const h = m[1].toLowerCase();
  const short = h[0] === h[1] && h[2] === h[3] && h[4] === h[5] ? [`#${h[0]}${h[2]}${h[4]}`] : [];
  return [`#${h}`, ...short];
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Every image source a page draws (background, images, masks, box images), by asset key. */
export function pageImageSources(page: Page): Map<string, { src: string; colors?: ImageDetails['svg_colors'] }> {
  const out = new Map<string, { src: string; colors?: ImageDetails['svg_colors'] }>();
  const add = (src: string | null | undefined) => {
    if (src) out.set(src, { src });
  };
  add(page.background?.image ?? page.background_image);
  add(page.background?.removal?.enabled ? page.background.removal.mask_src : undefined);
  for (const o of Object.values(page.objects) as EditorObject[]) {
    if (o.type === 'image') {
      const key = imageKey(o.image_details);
      if (key && o.image_details.src) out.set(key, { src: o.image_details.src, colors: o.image_details.svg_colors });
      if (o.image_details.bgremoval?.enabled) add(o.image_details.bgremoval.mask_src);
    } else if (o.type === 'grid') add(o.grid_details.mask_src);
    else if (o.type === 'box') add(o.box_details.image);
  }
  return out;
}

/** Loads every image of the pages; failures are listed in `missing`, never thrown. */
export async function loadPageAssets(pages: Page | Page[], loader: AssetLoader, into: PageAssets = emptyAssets()): Promise<PageAssets> {
  const sources = new Map<string, { src: string; colors?: ImageDetails['svg_colors'] }>();
  for (const p of Array.isArray(pages) ? pages : [pages]) for (const [k, v] of pageImageSources(p)) sources.set(k, v);
  await Promise.all(
    [...sources].filter(([key]) => !into.images.has(key)).map(async ([key, { src, colors }]) => {
      try {
        const img = colors?.length && isSvg(src)
          ? await loader.loadImage(svgDataUrl(recolorSvg(await loader.loadText(src), colors)))
          : await loader.loadImage(src);
        into.images.set(key, img);
      } catch {
        if (!into.missing.includes(src)) into.missing.push(src);
      }
    }),
  );
  return into;
}
