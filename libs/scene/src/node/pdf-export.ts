// PDF export: one PDF page per design page (1 design px = 0.75 pt, i.e. 96 dpi), text set as
// real text in embedded font subsets (selectable, searchable), everything else as images at
// twice the design resolution (or the images' own resolution, up to 4x), in paint order.
import { deflateSync } from 'node:zlib';
import type { DesignFile, Page, TextElement } from '@dm/contracts';
import type { Engine } from '@dm/engine';
import {
  clip, closePath, concatTransformationMatrix, degrees, drawObject, endPath, lineTo, LineJoinStyle, moveTo, PDFDocument, type PDFPage, popGraphicsState, pushGraphicsState, rgb,
  setCharacterSpacing, setLineJoin, setLineWidth, setStrokingRgbColor, setTextRenderingMode, TextRenderingMode,
} from '@cantoo/pdf-lib';
import { type AssetLoader, loadPageAssets, type PageAssets } from '../render/assets.js';
import type { Context2DLike } from '../render/canvas-types.js';
import { parseColour } from '../render/colour.js';
import { strokeWidthPx } from '../render/effects.js';
import { renderPage } from '../render/render-page.js';
import { WATERMARK_FONT } from '../render/watermark.js';
import { applyTextStyle, layoutText, letterSpacingPx } from '../render/text-layout.js';
import { fontsUsed, uploadedFontsUsed } from '../fonts/registry.js';
import { registerUploadedFonts } from './render-node.js';
import { newCanvas, nodeAssetLoader, nodeCanvasFactory } from './canvas.js';
import { registerFontFamily } from './fonts.js';
import { type ClipBox, type Mat, paintOrder, pageWith } from './paint-order.js';
import { PdfFontBook } from './pdf-fonts.js';

export const PT_PER_PX = 0.75;

export interface PdfExportOptions {
  engine?: Engine;
  loader?: AssetLoader;
  /** Device pixels per design px for the raster parts; default: 2, more for high-resolution images (max 4). */
  rasterScale?: number;
  title?: string;
  /** Element ids (and WATERMARK_BACKGROUND) drawn watermarked: premium resources not paid for. */
  watermark?: ReadonlySet<string>;
  /** Stop at an image that cannot be loaded (an AssetMissingError naming it) instead of leaving it out. */
  strict?: boolean;
}

/** An export that needed an image it could not load. */
export class AssetMissingError extends Error {
  constructor(readonly src: string) {
    super(`image could not be loaded: ${src}`);
  }
}

export async function exportPdf(design: DesignFile, opts: PdfExportOptions = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  if (opts.title) doc.setTitle(opts.title);
  doc.setCreator('Designmaker');
  const book = new PdfFontBook(doc);
  const loader = opts.loader ?? nodeAssetLoader();
  const measure = newCanvas(8, 8).getContext('2d') as unknown as Context2DLike;
  for (const page of design.pages) {
    for (const f of fontsUsed([page])) registerFontFamily(f);
    // uploaded fonts (brand kit): measured with the same file and embedded as subsets
    const uploads = uploadedFontsUsed([page]);
    await registerUploadedFonts(uploads, loader);
    for (const u of uploads) {
      if (book.hasUploaded(u.family)) continue;
      const bytes = await loader.loadBytes?.(u.src).catch(() => null);
      if (bytes) book.addUploaded(u.family, bytes);
    }
    if (opts.watermark?.size) registerFontFamily(WATERMARK_FONT);
    const assets = await loadPageAssets(page, loader);
    if (opts.strict && assets.missing.length) throw new AssetMissingError(assets.missing[0]);
    const pdfPage = doc.addPage([design.width * PT_PER_PX, design.height * PT_PER_PX]);
    const scale = opts.rasterScale ?? rasterScaleFor(page, assets);
    const raster = (p: Page, textMode: 'full' | 'effects', background: boolean) =>
      drawRaster(doc, pdfPage, design, p, assets, scale, opts.engine, textMode, background, opts.watermark);
    const bg = page.background?.image ?? page.background_image;
    if (bg) await raster({ ...page, objects: {} }, 'full', true);
    else {
      const [r, g, b] = parseColour(page.background?.color ?? page.background_color ?? '#ffffff', [255, 255, 255, 1]);
      pdfPage.drawRectangle({ x: 0, y: 0, width: pdfPage.getWidth(), height: pdfPage.getHeight(), color: rgb(r / 255, g / 255, b / 255) });
    }
    for (const item of paintOrder(page)) {
      if (item.kind === 'raster') await raster(pageWith(page, item.ids), 'full', false);
      else {
        const e = item.element.text_details.effects;
        if (e && (e.glow || (e.shadow && e.shadows.length))) await raster(effectsPage(page, item.element.id), 'effects', false);
        if (item.clip) pdfPage.pushOperators(pushGraphicsState(), ...clipOperators(item.clip, design.height));
        await drawVectorText(pdfPage, book, measure, item.element, item.matrix, item.opacity, design.height);
        if (item.clip) pdfPage.pushOperators(popGraphicsState());
      }
    }
  }
  // pdf-lib yields to the event loop every 50 objects by default (timers: seconds of idle time).
  return doc.save({ objectsPerTick: Infinity });
}

/** A clipping path around a parent's box, in PDF space. */
function clipOperators(c: ClipBox, pageHeight: number) {
  const m = c.matrix;
  const pt = (x: number, y: number): [number, number] => [(m[0] * x + m[2] * y + m[4]) * PT_PER_PX, (pageHeight - (m[1] * x + m[3] * y + m[5])) * PT_PER_PX];
  const corners = [pt(0, 0), pt(c.width, 0), pt(c.width, c.height), pt(0, c.height)];
  return [moveTo(...corners[0]), ...corners.slice(1).map((p) => lineTo(...p)), closePath(), clip(), endPath()];
}

/** The page with one text and its ancestors, the ancestors drawn as bare containers (their
 * transforms and clips, not their fills, which were drawn already). */
function effectsPage(page: Page, id: string): Page {
  const p = pageWith(page, [...ancestors(page, id), id]);
  const objects = { ...p.objects };
  for (const a of ancestors(page, id)) {
    const o = objects[a];
    if (o.type === 'box') objects[a] = { ...o, box_details: { ...o.box_details, color: undefined, image: undefined } };
    else if (o.type === 'grid') objects[a] = { ...o, grid_details: { ...o.grid_details, color: undefined } };
  }
  return { ...p, objects };
}

function ancestors(page: Page, id: string): string[] {
  const out: string[] = [];
  for (let p = page.objects[id]?.parent; p; p = page.objects[p]?.parent) out.unshift(p);
  return out;
}

/** 2x, or the resolution of the sharpest image on the page, capped at 4x. */
function rasterScaleFor(page: Page, assets: PageAssets): number {
  let s = 2;
  for (const o of Object.values(page.objects)) {
    if (o.type !== 'image' || !o.image_details.src || !o.width) continue;
    const img = assets.images.get(o.image_details.src);
    if (img) s = Math.max(s, Math.min(4, (img.width * (o.image_details.crop?.width ?? 1)) / o.width));
  }
  return s;
}

async function drawRaster(
  doc: PDFDocument, pdfPage: PDFPage, design: DesignFile, page: Page, assets: PageAssets, scale: number,
  engine: Engine | undefined, textMode: 'full' | 'effects', background: boolean, watermark?: ReadonlySet<string>,
): Promise<void> {
  const canvas = newCanvas(design.width * scale, design.height * scale);
  const ctx = canvas.getContext('2d') as unknown as Context2DLike;
  renderPage(ctx, page, assets, { width: design.width, height: design.height, scale, engine, createCanvas: nodeCanvasFactory, transparent: !background, textMode, watermark });
  const box = background ? { x: 0, y: 0, w: canvas.width, h: canvas.height, opaque: true } : alphaBounds(ctx, canvas.width, canvas.height);
  if (!box) return;
  const part = newCanvas(box.w, box.h);
  part.getContext('2d').drawImage(canvas, box.x, box.y, box.w, box.h, 0, 0, box.w, box.h);
  // Opaque layers (photos, backgrounds) as JPEG: pdf-lib embeds JPEG bytes as they are, while a
  // PNG is decoded and re-compressed in JavaScript. Layers with transparency stay PNG.
  const k = PT_PER_PX / scale;
  const at = { x: box.x * k, y: (canvas.height - box.y - box.h) * k, width: box.w * k, height: box.h * k };
  if (box.opaque) {
    pdfPage.drawImage(await doc.embedJpg(await part.encode('jpeg', 92)), at);
    return;
  }
  // With transparency: the colour and the alpha as two deflated image streams (an SMask), made
  // with Node's zlib; a PNG would be decoded and compressed again in JavaScript.
  const px = part.getContext('2d').getImageData(0, 0, box.w, box.h).data;
  const n = box.w * box.h;
  const colour = Buffer.allocUnsafe(n * 3);
  const alpha = Buffer.allocUnsafe(n);
  for (let i = 0, j = 0; i < n; i++, j += 3) {
    colour[j] = px[i * 4];
    colour[j + 1] = px[i * 4 + 1];
    colour[j + 2] = px[i * 4 + 2];
    alpha[i] = px[i * 4 + 3];
  }
  const image = (data: Buffer, colorSpace: string, extra: Record<string, unknown> = {}) => doc.context.register(doc.context.stream(
    deflateSync(data, { level: 4 }),
    { Type: 'XObject', Subtype: 'Image', Width: box.w, Height: box.h, BitsPerComponent: 8, ColorSpace: colorSpace, Filter: 'FlateDecode', ...extra },
  ));
  const ref = image(colour, 'DeviceRGB', { SMask: image(alpha, 'DeviceGray') });
  const name = pdfPage.node.newXObject('Image', ref);
  pdfPage.pushOperators(pushGraphicsState(), concatTransformationMatrix(at.width, 0, 0, at.height, at.x, at.y), drawObject(name), popGraphicsState());
}

/** The smallest box holding every non-transparent pixel (and whether all of it is opaque), or null for an empty layer. */
function alphaBounds(ctx: Context2DLike, w: number, h: number): { x: number; y: number; w: number; h: number; opaque: boolean } | null {
  const d = ctx.getImageData(0, 0, w, h).data;
  let x0 = w, y0 = h, x1 = -1, y1 = -1;
  for (let y = 0; y < h; y++) {
    const row = y * w * 4;
    for (let x = 0; x < w; x++) {
      if (d[row + x * 4 + 3] !== 0) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        y1 = y;
      }
    }
  }
  if (x1 < 0) return null;
  let opaque = true;
  for (let y = y0; y <= y1 && opaque; y++) {
    for (let x = x0, i = (y * w + x0) * 4 + 3; x <= x1; x++, i += 4) {
      if (d[i] !== 255) {
        opaque = false;
        break;
      }
    }
  }
  return { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1, opaque };
}

async function drawVectorText(
  pdfPage: PDFPage, book: PdfFontBook, measure: Context2DLike, el: TextElement, m: Mat, opacity: number, pageHeight: number,
): Promise<void> {
  const d = el.text_details;
  if (!d.text) return;
  applyTextStyle(measure, d);
  const layout = layoutText(measure, d, el.width);
  const k = PT_PER_PX;
  const angle = (Math.atan2(m[1], m[0]) * 180) / Math.PI;
  const spacing = letterSpacingPx(d);
  const [r, g, b] = parseColour(d.fontColor, [0, 0, 0, 1]);
  const color = rgb(r / 255, g / 255, b / 255);
  const sw = d.effects ? strokeWidthPx(d.effects) : 0;
  const [sr, sg, sb] = parseColour(d.effects?.strokeColor, [0, 0, 255, 1]);
  for (const line of layout.lines) {
    if (!line.text) continue;
    const runs = await book.runs(d.font, d.bold, d.italic, line.text);
    let advance = 0;
    for (const run of runs) {
      const lx = line.x + advance;
      const px = m[0] * lx + m[2] * line.baseline + m[4];
      const py = m[1] * lx + m[3] * line.baseline + m[5];
      const opts = { x: px * k, y: (pageHeight - py) * k, size: d.fontSize * k, font: run.font, color, opacity, rotate: degrees(-angle) };
      if (sw > 0) {
        pdfPage.pushOperators(
          pushGraphicsState(), setTextRenderingMode(TextRenderingMode.Outline), setLineWidth(2 * sw * k),
          setStrokingRgbColor(sr / 255, sg / 255, sb / 255), setLineJoin(LineJoinStyle.Round), setCharacterSpacing(spacing * k),
        );
        pdfPage.drawText(run.text, opts);
        pdfPage.pushOperators(popGraphicsState());
      }
      pdfPage.pushOperators(pushGraphicsState(), setCharacterSpacing(spacing * k));
      pdfPage.drawText(run.text, opts);
      pdfPage.pushOperators(popGraphicsState());
      advance += run.font.widthOfTextAtSize(run.text, d.fontSize) + spacing * [...run.text].length;
    }
  }
}
