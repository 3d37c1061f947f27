// Magic resize: fits a design to a new size by the elements' roles. Pure (text is measured by a
// function the caller gives: the renderer's own layout in the browser and on the server).
//  - cover: a picture, box or frame filling (nearly) the whole page stretches to the new page, a
//    picture recropped so it is never distorted; bands across the width (or height) stretch that way;
//  - everything else keeps its shape: scaled uniformly by the area ratio (fonts too, so the
//    hierarchy holds), its centre placed at the same relative point, groups as one piece;
//  - texts rewrap (a text spanning most of the width takes the new width) and their boxes take
//    the measured height; a word that no longer fits shrinks the font;
//  - photos in frames cover their frames;
//  - nothing leaves the page (margins scale), and texts that did not overlap are moved apart
//    (shrinking everything a little when the page has no room).
import type { DesignFile, EditorObject, Page, TextDetails } from '@dm/contracts';
import { childIndex, descendantsOf, rotatedBounds } from './tree.js';

export interface TextMetrics { height: number; widest: number }
/** The laid-out height of a text at a width, and its widest line. */
export type MeasureText = (d: TextDetails, width: number) => TextMetrics;

export interface AdaptOptions {
  measure: MeasureText;
}

interface Box { x: number; y: number; w: number; h: number }
const boxOf = (o: Pick<EditorObject, 'position' | 'width' | 'height' | 'rotation'>): Box => {
  const r = rotatedBounds(o);
  return { x: r.x, y: r.y, w: r.width, h: r.height };
};
const overlaps = (a: Box, b: Box, pad = 0) => a.x < b.x + b.w - pad && b.x < a.x + a.w - pad && a.y < b.y + b.h - pad && b.y < a.y + a.h - pad;

/** A design at a new size (every page), as a new document. */
export function adaptDesign(design: DesignFile, width: number, height: number, opts: AdaptOptions): DesignFile {
  const copy = structuredClone(design);
  copy.width = width;
  copy.height = height;
  copy.pages = design.pages.map((p) => adaptPage(p, design.width, design.height, width, height, opts));
  return copy;
}

export function adaptPage(source: Page, W: number, H: number, W2: number, H2: number, opts: AdaptOptions): Page {
  // shrink the content a little at a time when texts cannot be kept apart on the page
  let shrink = 1;
  for (let attempt = 0; attempt < 20; attempt++, shrink *= 0.87) {
    const { page, ok } = layout(source, W, H, W2, H2, opts, shrink);
    if (ok) return page;
  }
  // no room even then: everything is kept on the page (texts may then touch)
  const { page } = layout(source, W, H, W2, H2, opts, shrink);
  keepInside(page, W2, H2, Math.min(W2, H2) * 0.04);
  return page;
}

/** Moves every top-level unit inside the page (inside the margins when it fits within them). */
function keepInside(page: Page, W2: number, H2: number, margin: number): void {
  for (const o of Object.values(page.objects)) {
    if (o.parent) continue;
    const b = boxOf(o);
    const lo = b.w <= W2 - 2 * margin ? margin : 0, loY = b.h <= H2 - 2 * margin ? margin : 0;
    const dx = b.x < lo ? lo - b.x : b.x + b.w > W2 - lo ? W2 - lo - b.x - b.w : 0;
    const dy = b.y < loY ? loY - b.y : b.y + b.h > H2 - loY ? H2 - loY - b.y - b.h : 0;
    if (dx || dy) translate(page, [o.id, ...descendantsOf(page, o.id)], dx, dy);
  }
}

function layout(source: Page, W: number, H: number, W2: number, H2: number, opts: AdaptOptions, shrink: number): { page: Page; ok: boolean } {
  const page = structuredClone(source);
  const sx = W2 / W, sy = H2 / H;
  const k = Math.sqrt(sx * sy) * shrink;
  const margin = Math.min(W2, H2) * 0.04;
  const index = childIndex(page);
  const tops = (index.get(null) ?? []).filter((o) => page.objects[o.id]);
  const textUnits: { id: string; before: Box }[] = [];

  for (const unit of tops) {
    const o = page.objects[unit.id];
    const b = boxOf(o);
    const members = [o.id, ...descendantsOf(page, o.id)];
    const hasText = members.some((id) => page.objects[id]?.type === 'text');
    if (hasText) textUnits.push({ id: o.id, before: b });
    const wide = b.w >= W * 0.85, tall = b.h >= H * 0.85;
    if (o.type !== 'text' && o.type !== 'group' && !o.rotation && (wide || tall)) {
      // cover (both) or a band (one way): stretch that way, keep the other in proportion
      const nx = wide ? o.position.x * sx : 0, nw = wide ? o.width * sx : o.width * k;
      const nh = tall ? o.height * sy : o.height * k;
      const cx = (o.position.x + o.width / 2) * sx, cy = (o.position.y + o.height / 2) * sy;
      const target: Box = {
        x: wide ? nx : cx - nw / 2, y: tall ? o.position.y * sy : cy - nh / 2, w: nw, h: nh,
      };
      place(page, o.id, target, opts);
      continue;
    }
    // keep the shape: scale uniformly about the unit's box, centre at the same relative point
    let f = k;
    if (o.type === 'text' && b.w >= W * 0.6) {
      // a text across the page takes the new width and rewraps
      const t = page.objects[o.id] as Extract<EditorObject, { type: 'text' }>;
      const width = Math.min(W2 - 2 * margin, t.width * sx);
      const d = { ...t.text_details, fontSize: fontScaled(t.text_details.fontSize, k) };
      setText(page, o.id, { x: (t.position.x + t.width / 2) * sx - width / 2, y: 0, w: width, h: 0 }, d, opts);
      const n = page.objects[o.id];
      const cy = (b.y + b.h / 2) * sy;
      n.position.y = cy - n.height / 2;
      continue;
    }
    const room = Math.min((W2 - 2 * margin) / Math.max(1, b.w), (H2 - 2 * margin) / Math.max(1, b.h));
    f = Math.min(f, room);
    const cx = (b.x + b.w / 2) * sx, cy = (b.y + b.h / 2) * sy;
    scaleUnit(page, members, b, f, cx, cy, opts);
  }

  // inside the page, within the margins where the unit fits in them
  keepInside(page, W2, H2, margin);

  // texts that did not overlap before are kept apart: push the lower one down
  const units = textUnits.map((u) => ({ ...u, now: boxOf(page.objects[u.id]) })).sort((a, b) => a.now.y - b.now.y);
  let ok = true;
  for (let i = 0; i < units.length; i++) {
    for (let j = 0; j < i; j++) {
      const a = units[j], c = units[i];
      if (overlaps(a.before, c.before)) continue;
      const an = boxOf(page.objects[a.id]), cn = boxOf(page.objects[c.id]);
      if (!overlaps(an, cn, 0.5)) continue;
      const dy = an.y + an.h + margin * 0.5 - cn.y;
      translate(page, [c.id, ...descendantsOf(page, c.id)], 0, dy);
    }
  }
  for (const o of Object.values(page.objects)) {
    if (o.parent) continue;
    const b = boxOf(o);
    if (b.y + b.h > H2 + 0.5 || b.y < -0.5 || b.x < -0.5 || b.x + b.w > W2 + 0.5) ok = false;
  }
  for (let i = 0; ok && i < units.length; i++) {
    for (let j = 0; j < i; j++) {
      if (overlaps(units[j].before, units[i].before)) continue;
      if (overlaps(boxOf(page.objects[units[j].id]), boxOf(page.objects[units[i].id]), 0.5)) { ok = false; break; }
    }
  }
  return { page, ok };
}

const fontScaled = (size: number, k: number) => Math.max(2, Math.round(size * Math.min(3, Math.max(0.05, k)) * 10) / 10);

/**
 * A text's font set smaller, a step at a time, until no word is wider than `width` and (with
 * `room`) the text is no taller than that; answers the details and their measure. Shared by the
 * adapter, the wizard's labels and restyling.
 */
export function fitText(d: TextDetails, width: number, measure: MeasureText, fit: { room?: number; min: number; step: number; tries: number }): { details: TextDetails; metrics: TextMetrics } {
  let details = d;
  let m = measure(details, width);
  const tooBig = () => m.widest > width + 0.5 || (fit.room !== undefined && m.height > fit.room + 0.5);
  for (let n = 0; n < fit.tries && tooBig(); n++) {
    const k = m.widest > width + 0.5 ? Math.min(0.95, width / m.widest) : fit.step;
    details = { ...details, fontSize: Math.max(fit.min, details.fontSize * k) };
    m = measure(details, width);
  }
  return { details, metrics: m };
}

/** The box a picture of `aspect` (width / height) takes to cover a frame, centred on it. */
export function coverBox(aspect: number, frame: { x: number; y: number; width: number; height: number }): { x: number; y: number; width: number; height: number } {
  const fa = frame.width / Math.max(1e-6, frame.height);
  const width = aspect > fa ? frame.height * aspect : frame.width;
  const height = aspect > fa ? frame.height : frame.width / aspect;
  return { x: frame.x + (frame.width - width) / 2, y: frame.y + (frame.height - height) / 2, width, height };
}

/** A text set to a box width with a font; the box takes the measured height; a word too wide shrinks the font. */
function setText(page: Page, id: string, box: Box, d: TextDetails, opts: AdaptOptions): void {
  const t = page.objects[id] as Extract<EditorObject, { type: 'text' }>;
  const { details, metrics: m } = fitText(d, box.w, opts.measure, { min: 2, step: 0.95, tries: 12 });
  t.text_details = details;
  t.position = { x: box.x, y: box.y };
  t.width = box.w;
  t.height = Math.max(m.height, 1);
}

/** An element into a box: images recropped so they are not stretched, frames' photos covering them. */
function place(page: Page, id: string, box: Box, opts: AdaptOptions): void {
  const o = page.objects[id];
  const oldAspect = o.width / Math.max(1e-6, o.height);
  o.position = { x: box.x, y: box.y };
  o.width = box.w;
  o.height = box.h;
  if (o.type === 'image') recrop(o, oldAspect, box.w / Math.max(1e-6, box.h));
  if (o.type === 'grid' || o.type === 'box') coverChildren(page, o, opts);
}

function recrop(o: Extract<EditorObject, { type: 'image' }>, before: number, after: number): void {
  if (Math.abs(before - after) < 1e-3) return;
  const c = o.image_details.crop ?? { x: 0, y: 0, width: 1, height: 1 };
  if (after > before) {
    const h = c.height * (before / after);
    o.image_details.crop = { ...c, y: c.y + (c.height - h) / 2, height: h };
  } else {
    const w = c.width * (after / before);
    o.image_details.crop = { ...c, x: c.x + (c.width - w) / 2, width: w };
  }
}

/** A frame's (or box's) photo covers it at its own aspect, centred. */
function coverChildren(page: Page, frame: EditorObject, opts: AdaptOptions): void {
  for (const child of Object.values(page.objects)) {
    if (child.parent !== frame.id) continue;
    if (child.type !== 'image') { place(page, child.id, { x: frame.position.x, y: frame.position.y, w: frame.width, h: frame.height }, opts); continue; }
    const c = coverBox(child.width / Math.max(1e-6, child.height), { ...frame.position, width: frame.width, height: frame.height });
    child.position = { x: c.x, y: c.y };
    child.width = c.width;
    child.height = c.height;
  }
}

/** A unit (an element and its descendants) scaled by f about its box, its centre put at (cx, cy). */
function scaleUnit(page: Page, ids: string[], b: Box, f: number, cx: number, cy: number, opts: AdaptOptions): void {
  const ox = cx - (b.w * f) / 2, oy = cy - (b.h * f) / 2;
  for (const id of ids) {
    const o = page.objects[id];
    const nx = ox + (o.position.x - b.x) * f, ny = oy + (o.position.y - b.y) * f;
    if (o.type === 'text') {
      setText(page, id, { x: nx, y: ny, w: o.width * f, h: 0 }, { ...o.text_details, fontSize: fontScaled(o.text_details.fontSize, f) }, opts);
      continue;
    }
    o.position = { x: nx, y: ny };
    o.width *= f;
    o.height *= f;
  }
  // a group's box follows its children (texts may have changed height)
  for (const id of [...ids].reverse()) {
    const o = page.objects[id];
    if (o.type !== 'group') continue;
    const kids = Object.values(page.objects).filter((c) => c.parent === id);
    if (!kids.length) continue;
    const bs = kids.map(boxOf);
    const x0 = Math.min(...bs.map((q) => q.x)), y0 = Math.min(...bs.map((q) => q.y));
    o.position = { x: x0, y: y0 };
    o.width = Math.max(...bs.map((q) => q.x + q.w)) - x0;
    o.height = Math.max(...bs.map((q) => q.y + q.h)) - y0;
  }
}

function translate(page: Page, ids: string[], dx: number, dy: number): void {
  for (const id of ids) {
    const o = page.objects[id];
    o.position = { x: o.position.x + dx, y: o.position.y + dy };
  }
}

/** What the quality test and the bench check: elements inside the page, texts fitting their boxes, no new text overlaps. */
export function adaptQuality(before: Page, after: Page, W2: number, H2: number, measure: MeasureText): { outside: string[]; overflowing: string[]; newOverlaps: [string, string][] } {
  const outside: string[] = [];
  const overflowing: string[] = [];
  const newOverlaps: [string, string][] = [];
  const tops = Object.values(after.objects).filter((o) => !o.parent);
  for (const o of tops) {
    const b = boxOf(o);
    if (b.x < -1 || b.y < -1 || b.x + b.w > W2 + 1 || b.y + b.h > H2 + 1) outside.push(o.id);
  }
  const texts = Object.values(after.objects).filter((o): o is Extract<EditorObject, { type: 'text' }> => o.type === 'text');
  for (const t of texts) {
    const m = measure(t.text_details, t.width);
    if (m.height > t.height + 1 || m.widest > t.width + 1) overflowing.push(t.id);
  }
  for (let i = 0; i < texts.length; i++) {
    for (let j = 0; j < i; j++) {
      const a = before.objects[texts[i].id], c = before.objects[texts[j].id];
      if (!a || !c || overlaps(boxOf(a), boxOf(c), 0.5)) continue;
      if (overlaps(boxOf(texts[i]), boxOf(texts[j]), 0.5)) newOverlaps.push([texts[i].id, texts[j].id]);
    }
  }
  return { outside, overflowing, newOverlaps };
}
