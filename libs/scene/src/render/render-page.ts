// renderPage(ctx, page, assets, options): draws one page onto any Canvas2D-like context. The
// element tree is walked in layer order; every element draws in its own local box after the
// rotation about its centre. Elements whose look needs pixels (element shadow, mask image,
// see-through groups or multi-pass text) are drawn into a scratch layer first.
import { dropShadow, shadowPad } from '@dm/engine';
import type { BoxElement, EditorObject, GridElement, Page } from '@dm/contracts';
import { childIndex, rotatedBounds } from '../document/tree.js';
import type { PageAssets } from './assets.js';
import { drawBackground } from './background.js';
import { context2d, type Context2DLike } from './canvas-types.js';
import { coverRect, cropRect, drawImageElement, smooth } from './image.js';
import type { RenderContext, RenderOptions, RenderResult } from './render-context.js';
import { basicShapePath, shapePath } from './shapes.js';
import { drawTextElement, textPaintsTwice } from './text.js';
import { lineHeightPx } from './text-layout.js';
import { WATERMARK_BACKGROUND } from '@dm/contracts';
import { drawWatermark } from './watermark.js';

export function renderPage(ctx: Context2DLike, page: Page, assets: PageAssets, options: RenderOptions): RenderResult {
  const scale = options.scale ?? 1;
  const rc: RenderContext = {
    ctx, page, children: childIndex(page), assets, scale, width: options.width, height: options.height,
    engine: options.engine, createCanvas: options.createCanvas, textMode: options.textMode ?? 'full', imageWork: options.imageWork, prepareLooks: options.prepareLooks, watermark: options.watermark, effects: options.effects, warnings: [],
  };
  ctx.save();
  ctx.setTransform(scale, 0, 0, scale, -(options.origin?.x ?? 0) * scale, -(options.origin?.y ?? 0) * scale);
  if (options.transparent) ctx.clearRect(0, 0, options.width, options.height);
  else drawBackground(rc, page);
  if (!options.transparent && rc.watermark?.has(WATERMARK_BACKGROUND) && (page.background?.image ?? page.background_image)) drawWatermark(ctx, options.width, options.height);
  const region = options.region;
  if (region) {
    for (const el of kidsOf(rc, null)) if (mayPaintIn(el, region)) drawElement(rc, el);
  } else drawChildren(rc, null);
  ctx.restore();
  return { warnings: rc.warnings };
}

/**
 * The box (design px) an element can paint in: its turned box with room for a stroke, and for a
 * text a font size round it and its height again above and below (lines may run past a box left
 * too short). Null when it can paint anywhere: an element shadow, a text's glow or shadows.
 */
export function paintReach(el: EditorObject): { x: number; y: number; width: number; height: number } | null {
  if (el.shadow) return null;
  let reach: Pick<EditorObject, 'position' | 'width' | 'height' | 'rotation'> = el;
  if (el.type === 'text') {
    const e = el.text_details.effects;
    if (e?.glow || (e?.shadow && e.shadows.length)) return null;
    const fs = el.text_details.fontSize;
    reach = { position: { x: el.position.x - fs, y: el.position.y - el.height - fs }, width: el.width + 2 * fs, height: 3 * el.height + 2 * fs, rotation: el.rotation };
  }
  const b = rotatedBounds(reach);
  const room = 2 + Math.max(b.width, b.height) / 4;
  return { x: b.x - room, y: b.y - room, width: b.width + 2 * room, height: b.height + 2 * room };
}

/** Whether a top-level element can paint inside `r` (see RenderOptions.region). */
function mayPaintIn(el: EditorObject, r: { x: number; y: number; width: number; height: number }): boolean {
  const b = paintReach(el);
  return !b || (b.x < r.x + r.width && b.x + b.width > r.x && b.y < r.y + r.height && b.y + b.height > r.y);
}

function drawChildren(rc: RenderContext, parent: string | null): void {
  for (const el of kidsOf(rc, parent)) drawElement(rc, el);
}

function drawElement(rc: RenderContext, el: EditorObject): void {
  if (!(el.opacity > 0) || !(el.width >= 0) || !(el.height >= 0)) return;
  const c = rc.ctx;
  c.save();
  c.globalAlpha *= Math.min(1, el.opacity);
  c.translate(el.position.x + el.width / 2, el.position.y + el.height / 2);
  if (el.rotation) c.rotate((el.rotation * Math.PI) / 180);
  c.translate(-el.width / 2, -el.height / 2);
  const fx = rc.effects?.get(el.id);
  if (fx?.reveal !== undefined && fx.reveal < 1) {
    // a wipe: the element shows from its left edge up to the revealed share of its width
    c.beginPath();
    c.rect(-el.width, -el.height, el.width * (1 + Math.max(0, fx.reveal)), el.height * 3);
    c.clip();
  }
  if (fx?.blur) (c as unknown as { filter: string }).filter = `blur(${(fx.blur * rc.scale).toFixed(2)}px)`;
  if (needsLayer(rc, el)) drawLayered(rc, el);
  else {
    drawLocal(rc, el);
    // without scratch canvases the watermark covers the element's whole box
    if (rc.watermark?.has(el.id)) drawWatermark(c, el.width, el.height);
  }
  c.restore();
}

function kidsOf(rc: RenderContext, parent: string | null): EditorObject[] {
  return rc.children.get(parent) ?? [];
}

function hasChildren(rc: RenderContext, el: EditorObject): boolean {
  return el.type !== 'text' && el.type !== 'image' && kidsOf(rc, el.id).length > 0;
}

function needsLayer(rc: RenderContext, el: EditorObject): boolean {
  if (!rc.createCanvas) return false;
  // a watermark covers only what the element paints (a cut-out's background stays clear)
  if (rc.watermark?.has(el.id)) return true;
  if (el.shadow && rc.engine) return true;
  if (el.type === 'grid' && el.grid_details.mask_src) return true;
  if (el.opacity < 1 && ((el.type === 'text' && textPaintsTwice(el)) || hasChildren(rc, el))) return true;
  return false;
}

/** Extra room (design px) around an element's box that its drawing may reach. */
function overflow(el: EditorObject): number {
  if (el.type !== 'text') return 0;
  const d = el.text_details;
  const lines = Math.max(1, d.text.split('\n').length) + 2;
  return Math.max(d.fontSize * 2, lines * lineHeightPx(d) - el.height, 0);
}

function drawLayered(rc: RenderContext, el: EditorObject): void {
  const s = rc.scale;
  const m = Math.ceil(overflow(el) * s);
  const lw = Math.max(1, Math.ceil(el.width * s) + 2 * m);
  const lh = Math.max(1, Math.ceil(el.height * s) + 2 * m);
  const layer = rc.createCanvas!(lw, lh);
  const lc = context2d(layer);
  lc.setTransform(s, 0, 0, s, m, m);
  drawLocal({ ...rc, ctx: lc }, el);
  if (el.type === 'grid' && el.grid_details.mask_src) {
    const mask = rc.assets.images.get(el.grid_details.mask_src);
    if (mask) {
      lc.globalCompositeOperation = 'destination-in';
      lc.drawImage(mask, 0, 0, el.width, el.height);
      lc.globalCompositeOperation = 'source-over';
    }
  }
  if (rc.watermark?.has(el.id)) {
    lc.save();
    lc.globalCompositeOperation = 'source-atop';
    drawWatermark(lc, el.width, el.height);
    lc.restore();
  }
  const c = rc.ctx;
  if (el.shadow && rc.engine) {
    const sh = el.shadow;
    const data = lc.getImageData(0, 0, lw, lh);
    const settings = { color: sh.shadowColor, r: sh.r * s, theta: sh.theta, blur: sh.blur * s, opacity: sh.opacity, size: sh.size * s };
    if (shadowPad(settings) < 4096) {
      const layerOut = dropShadow(rc.engine, data.data, lw, lh, settings);
      const sc = rc.createCanvas!(layerOut.width, layerOut.height);
      const sctx = context2d(sc);
      const img = sctx.createImageData(layerOut.width, layerOut.height);
      img.data.set(layerOut.data);
      sctx.putImageData(img, 0, 0);
      c.drawImage(sc, (layerOut.x - m) / s, (layerOut.y - m) / s, layerOut.width / s, layerOut.height / s);
    }
  }
  c.drawImage(layer, -m / s, -m / s, lw / s, lh / s);
}

function drawLocal(rc: RenderContext, el: EditorObject): void {
  switch (el.type) {
    case 'text':
      return drawTextElement(rc, el);
    case 'image':
      return drawImageElement(rc, el);
    case 'box':
      return drawBox(rc, el);
    case 'grid':
      return drawGrid(rc, el);
    case 'group': {
      rc.ctx.save();
      rc.ctx.translate(-el.position.x, -el.position.y);
      drawChildren(rc, el.id);
      rc.ctx.restore();
      return;
    }
  }
}

function drawBox(rc: RenderContext, el: BoxElement): void {
  const c = rc.ctx;
  const d = el.box_details;
  c.save();
  if (d.shape === 'line') {
    // a line across the box's middle, as thick as its border (or the box)
    c.beginPath();
    c.moveTo(0, el.height / 2);
    c.lineTo(el.width, el.height / 2);
    c.lineWidth = d.stroke_width || el.height;
    c.strokeStyle = d.stroke ?? d.color ?? '#000000';
    c.stroke();
    c.restore();
    return;
  }
  c.beginPath();
  basicShapePath(c, d.shape, el.width, el.height, d.radius ?? 0);
  c.clip();
  if (d.color) {
    c.fillStyle = d.color;
    c.fillRect(0, 0, el.width, el.height);
  }
  const img = d.image ? rc.assets.images.get(d.image) : undefined;
  if (img) {
    const r = coverRect(cropRect(img), el.width, el.height);
    smooth(c);
    c.drawImage(img, r.sx, r.sy, r.sw, r.sh, 0, 0, el.width, el.height);
  }
  if (d.stroke && d.stroke_width) {
    // the border sits inside the outline: twice the width, clipped to the shape
    c.beginPath();
    basicShapePath(c, d.shape, el.width, el.height, d.radius ?? 0);
    c.lineWidth = d.stroke_width * 2;
    c.lineJoin = 'round';
    c.strokeStyle = d.stroke;
    c.stroke();
  }
  c.translate(-el.position.x, -el.position.y);
  drawChildren(rc, el.id);
  c.restore();
}

function drawGrid(rc: RenderContext, el: GridElement): void {
  const c = rc.ctx;
  const d = el.grid_details;
  c.save();
  c.beginPath();
  if (d.mask_src) c.rect(0, 0, el.width, el.height);
  else shapePath(c, d.shape, el.width, el.height);
  c.clip();
  const kids = kidsOf(rc, el.id);
  if (d.color && (kids.length === 0 || d.mask_src)) {
    c.fillStyle = d.color;
    c.fillRect(0, 0, el.width, el.height);
  }
  c.translate(-el.position.x, -el.position.y);
  for (const k of kids) drawElement(rc, k);
  c.restore();
}
