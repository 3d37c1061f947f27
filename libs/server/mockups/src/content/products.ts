// The mockup photographs, drawn: each product is a shape (canvas paths, mapped through a
// perspective where it stands at an angle), lit per pixel (Lambert on its surface normal, soft
// cast shadows, ambient occlusion from a blurred outline) over a backdrop, table or wall, then
// finished like a photograph (vignette, grain). The print area of each product comes with the
// same light (multiplied into the placed image), its outline (clip) and, for curved or soft
// products, a displacement map from the surface's shape (mug: the cylinder unrolled; fabric:
// the folds' slope).
import type { Point, Quad } from '@dm/engine';
import {
  H, W, N, type Mask, Picture, type RGB, backdrop, blur, fbm, fillPolygon, hex, inQuad, lambert, maskOf, minus,
  polygon, quadUV, rng, roundedUnitRect, scale, stone, subQuad, union, wallAndTable, wood,
} from './draw.js';

export interface BuiltDynamic {
  id: string;
  name: string;
  quad: Quad;
  /** Output px the placed image is shifted by, per pixel (curved and soft surfaces). */
  dx?: Float32Array;
  dy?: Float32Array;
  /** The surface's light on the print, 0..1 (1 keeps the image as it is). */
  light: Float32Array;
  clip: Mask;
  upload: { width: number; height: number };
}

export interface Built {
  picture: Picture;
  hue: { id: string; name: string; mask: Mask }[];
  dynamic: BuiltDynamic[];
  /** Highlights over the print: white at this alpha. */
  glare?: Float32Array;
}

export interface MockupDef {
  slug: string;
  name: string;
  category: string;
  keywords: string[];
  description: string;
  /** How the photograph is made, for the record. */
  how: string;
  build: () => Built;
}

const clamp01 = (v: number) => Math.max(0, Math.min(1, v));
const smooth = (a: number, b: number, v: number) => { const t = clamp01((v - a) / (b - a)); return t * t * (3 - 2 * t); };

type Surface = (x: number, y: number) => RGB;

// ---------------------------------------------------------------- fabric (t-shirts, totes)

interface FabricOpts {
  seed: number; bg: Surface; garment: RGB; cx: number; top: number; halfW: number; height: number;
  outline: Point[]; print: [number, number, number, number]; neck?: boolean; hanger?: boolean; handles?: boolean;
}

/** Unit outline of a tee: u in -1..1 across, v 0..1 down. */
function teeOutline(long: boolean): Point[] {
  const sleeve: Point[] = long ? [[1.02, 0.86], [0.84, 0.88], [0.66, 0.36]] : [[1.0, 0.34], [0.8, 0.45], [0.64, 0.31]];
  const pts: Point[] = [[-0.26, 0.0]];
  for (let s = 0; s <= 12; s++) { const a = Math.PI * (s / 12); pts.push([-0.26 * Math.cos(a), 0.09 * Math.sin(a)]); }
  pts.push([0.26, 0], [0.6, 0.06], sleeve[0], sleeve[1], sleeve[2], [0.65, 1.0], [-0.65, 1.0]);
  pts.push([-sleeve[2][0], sleeve[2][1]], [-sleeve[1][0], sleeve[1][1]], [-sleeve[0][0], sleeve[0][1]], [-0.6, 0.06]);
  return pts;
}

function fabric(o: FabricOpts): Built {
  const toPx = ([u, v]: Point): Point => [o.cx + u * o.halfW, o.top + v * o.height];
  const pic = new Picture().fill(o.bg);
  let body = fillPolygon(o.outline.map(toPx));
  let strap: Mask | undefined;
  if (o.handles) {
    strap = maskOf((ctx) => {
      ctx.lineWidth = o.halfW * 0.09;
      for (const side of [-1, 1]) {
        ctx.beginPath();
        ctx.ellipse(o.cx + side * o.halfW * 0.36, o.top + 0.4 * o.height, o.halfW * 0.2, o.height * 0.34, 0, Math.PI, 2 * Math.PI);
        ctx.stroke();
      }
    });
    body = union(body, strap);
  }
  if (o.hanger) {
    const hook = maskOf((ctx) => {
      ctx.lineWidth = 9;
      ctx.beginPath();
      ctx.arc(o.cx, o.top - 70, 32, Math.PI * 0.9, Math.PI * 2.25);
      ctx.stroke();
      ctx.lineWidth = 16;
      ctx.beginPath();
      ctx.moveTo(o.cx - o.halfW * 0.62, o.top + o.height * 0.07);
      ctx.quadraticCurveTo(o.cx, o.top - 60, o.cx + o.halfW * 0.62, o.top + o.height * 0.07);
      ctx.stroke();
    });
    pic.castShadow(hook, 14, 18, 8, 0.35);
    pic.paint(hook, (x, y) => scale([150, 118, 84], 0.8 + 0.3 * Math.sin(x * 0.01 + y * 0.02)));
  }
  pic.castShadow(body, 22, 30, 28, 0.38);
  // folds: slow undulation plus ridges running from the armpits and the shoulders
  const r = rng(o.seed);
  const low = fbm(o.seed + 5, 300, 3);
  const ridges = Array.from({ length: 7 }, () => ({
    x: o.cx + (r() * 2 - 1) * o.halfW * 0.7, y: o.top + (0.25 + r() * 0.7) * o.height,
    a: (r() - 0.5) * 1.6, amp: 6 + r() * 10, w: 14 + r() * 26, len: 120 + r() * 260,
  }));
  const h = new Float32Array(N);
  for (let y = 0, i = 0; y < H; y++) for (let x = 0; x < W; x++, i++) {
    if (body[i] <= 0) continue;
    let v = (low(x, y) - 0.5) * 40;
    for (const g of ridges) {
      const c = Math.cos(g.a), s = Math.sin(g.a);
      const along = (x - g.x) * c + (y - g.y) * s, across = -(x - g.x) * s + (y - g.y) * c;
      if (Math.abs(along) > g.len * 1.5) continue;
      v += g.amp * Math.exp(-(across * across) / (2 * g.w * g.w)) * Math.exp(-(along * along) / (2 * g.len * g.len));
    }
    h[i] = v;
  }
  const ao = blur(body, 26);
  const weave = fbm(o.seed + 9, 3, 2);
  const light = new Float32Array(N);
  const dx = new Float32Array(N), dy = new Float32Array(N);
  const flat = lambert(0, 0, 1, 0.45);
  for (let y = 1, i = W + 1; y < H - 1; y++, i += 2) for (let x = 1; x < W - 1; x++, i++) {
    if (body[i] <= 0) continue;
    const hx = (h[i + 1] - h[i - 1]) / 2, hy = (h[i + W] - h[i - W]) / 2;
    const len = Math.hypot(hx, hy, 1);
    const l = lambert(-hx / len, -hy / len, 1 / len, 0.45) / flat;
    const occ = 0.72 + 0.28 * smooth(0.45, 0.95, ao[i]);
    light[i] = Math.min(1, l * occ * (0.96 + 0.08 * weave(x, y)));
    dx[i] = hx * 2.2;
    dy[i] = hy * 2.2;
  }
  pic.paint(body, (x, y) => { const i = y * W + x; return scale(o.garment, 0.2 + 0.86 * light[i]); });
  if (o.neck) {
    const neck = fillPolygon(Array.from({ length: 25 }, (_, s): Point => { const a = Math.PI * (s / 24); return toPx([-0.24 * Math.cos(a), 0.075 * Math.sin(a) - 0.005]); }));
    pic.paint(neck, () => scale(o.garment, 0.52));
  }
  pic.finish(o.seed, 0.2, 4);
  const [u0, v0, u1, v1] = o.print;
  const quad: Quad = [toPx([u0, v0]), toPx([u1, v0]), toPx([u1, v1]), toPx([u0, v1])];
  const shirtOnly = strap ? minus(body, strap) : body;
  return {
    picture: pic,
    hue: [{ id: 'garment', name: o.handles ? 'Bag colour' : 'Shirt colour', mask: body }],
    dynamic: [{ id: 'print', name: 'Print', quad, dx, dy, light, clip: shirtOnly, upload: { width: 1200, height: Math.round(1200 * ((v1 - v0) * o.height) / ((u1 - u0) * o.halfW)) } }],
  };
}

function tee(seed: number, bg: Surface, garment: RGB, long: boolean, hanger: boolean, sizeK = 1): Built {
  const height = 1120 * sizeK;
  return fabric({
    seed, bg, garment, cx: W / 2 + 10, top: (H - height) / 2 + (hanger ? 50 : 0), halfW: 560 * sizeK, height,
    outline: teeOutline(long), print: [-0.34, 0.2, 0.34, 0.66], neck: true, hanger,
  });
}

function tote(seed: number, bg: Surface, garment: RGB): Built {
  const outline: Point[] = [[-0.62, 0.38], [0.62, 0.38], [0.66, 0.99], [0.6, 1.0], [-0.6, 1.0], [-0.66, 0.99]];
  return fabric({ seed, bg, garment, cx: W / 2, top: 120, halfW: 620, height: 1260, outline, print: [-0.44, 0.47, 0.44, 0.92], handles: true });
}

// ---------------------------------------------------------------- mugs

function mug(seed: number, bg: Surface, body: RGB, cx = W / 2 - 60, r = 330, hgt = 720): Built {
  const pic = new Picture().fill(bg);
  const yT = (H - hgt) / 2 - 40, e = r * 0.24;
  const bodyMask = maskOf((ctx) => {
    ctx.beginPath();
    ctx.ellipse(cx, yT + hgt, r, e, 0, 0, Math.PI);
    ctx.lineTo(cx - r, yT);
    ctx.ellipse(cx, yT, r, e, 0, Math.PI, 2 * Math.PI);
    ctx.lineTo(cx + r, yT + hgt);
    ctx.fill();
  });
  const handle = minus(maskOf((ctx) => {
    ctx.lineWidth = r * 0.17;
    ctx.beginPath();
    ctx.ellipse(cx + r * 0.98, yT + hgt * 0.46, r * 0.4, hgt * 0.27, 0, -Math.PI / 2, Math.PI / 2);
    ctx.stroke();
  }), bodyMask);
  const opening = maskOf((ctx) => { ctx.beginPath(); ctx.ellipse(cx, yT, r * 0.93, e * 0.86, 0, 0, 2 * Math.PI); ctx.fill(); });
  const all = union(bodyMask, handle);
  pic.castShadow(maskOf((ctx) => { ctx.beginPath(); ctx.ellipse(cx + 40, yT + hgt + 10, r * 1.15, e * 1.1, 0, 0, 2 * Math.PI); ctx.fill(); }), 0, 0, 30, 0.55);
  pic.castShadow(all, 60, 10, 40, 0.25);
  const light = new Float32Array(N);
  const glare = new Float32Array(N);
  const nzRef = Math.sqrt(1 - 0.78 * 0.78);
  const dx = new Float32Array(N), dy = new Float32Array(N);
  const flat = lambert(0, 0, 1, 0.3);
  for (let y = 0, i = 0; y < H; y++) for (let x = 0; x < W; x++, i++) {
    if (bodyMask[i] <= 0 || opening[i] >= 1) continue;
    const nx = Math.max(-0.999, Math.min(0.999, (x - cx) / r));
    const nz = Math.sqrt(1 - nx * nx);
    light[i] = Math.min(1, lambert(nx, 0, nz, 0.3) / flat);
    glare[i] = 0.75 * Math.exp(-(((nx + 0.5) / 0.08) ** 2)) + 0.25 * Math.exp(-(((nx - 0.72) / 0.05) ** 2));
    const xUn = cx + r * 0.78 * (Math.asin(nx) / Math.asin(0.78));
    dx[i] = xUn - x;
    dy[i] = -e * (nz - nzRef);
  }
  pic.paint(bodyMask, (x, y) => scale(body, 0.25 + 0.8 * light[y * W + x]));
  pic.paint(handle, (x, y) => scale(body, 0.35 + 0.6 * clamp01(1 - Math.abs((y - (yT + hgt * 0.46)) / (hgt * 0.3))) * (x < cx + r * 1.3 ? 1 : 0.8)));
  pic.paint(opening, (x, y) => scale(body, 0.35 + 0.35 * clamp01((y - (yT - e)) / (2 * e)) + 0.2 * clamp01((x - cx) / r)));
  pic.finish(seed, 0.22, 4);
  const clip = minus(bodyMask, opening);
  const t0 = yT + hgt * 0.16 + e * nzRef, t1 = yT + hgt * 0.84 + e * nzRef;
  const quad: Quad = [[cx - 0.78 * r, t0], [cx + 0.78 * r, t0], [cx + 0.78 * r, t1], [cx - 0.78 * r, t1]];
  const arc = 2 * r * Math.asin(0.78);
  return {
    picture: pic,
    hue: [{ id: 'mug', name: 'Mug colour', mask: union(all, opening) }],
    dynamic: [{ id: 'wrap', name: 'Wrap-around print', quad, dx, dy, light, clip, upload: { width: 1400, height: Math.round(1400 * (t1 - t0) / arc) } }],
    glare,
  };
}

// ---------------------------------------------------------------- flat things in perspective

/** A flat face of a product: the light across it, brighter toward one corner. */
function faceLight(q: Quad, mask: Mask, from: [number, number], k = 0.12): Float32Array {
  const uv = quadUV(q);
  const light = new Float32Array(N);
  for (let y = 0, i = 0; y < H; y++) for (let x = 0; x < W; x++, i++) {
    if (mask[i] <= 0) continue;
    const [u, v] = uv(x, y);
    light[i] = Math.min(1, 1 - k * Math.hypot(u - from[0], v - from[1]));
  }
  return light;
}

function diagonalGlare(q: Quad, mask: Mask, strength: number, at = 0.35, width = 0.12): Float32Array {
  const uv = quadUV(q);
  const g = new Float32Array(N);
  for (let y = 0, i = 0; y < H; y++) for (let x = 0; x < W; x++, i++) {
    if (mask[i] <= 0) continue;
    const [u, v] = uv(x, y);
    const d = (u + v) / 2 - at;
    g[i] = mask[i] * (strength * Math.exp(-((d / width) ** 2)) + strength * 0.35 * clamp01(1 - v * 1.6) * clamp01(1 - u));
  }
  return g;
}

/** Keeps a wall mask above the line where a table starts. */
function aboveHorizon(m: Mask, horizon: number): Mask {
  const hy = horizon * H;
  for (let y = 0; y < H; y++) { const k = 1 - smooth(hy - 4, hy + 4, y); if (k < 1) for (let x = 0; x < W; x++) m[y * W + x] *= k; }
  return m;
}

function device(seed: number, wall: RGB, surface: Surface | undefined, bodyQ: Quad, frame: RGB, screenInset: [number, number, number, number], corner: [number, number], notch: boolean, upload: { width: number; height: number }, extra?: (pic: Picture) => Mask): Built {
  const pic = new Picture().fill(surface ? wallAndTable(wall, surface, 0.62, seed) : backdrop(wall, seed));
  const map = inQuad(bodyQ);
  const outline = roundedUnitRect(corner[0], corner[1]).map(map);
  const body = fillPolygon(outline);
  const edge = fillPolygon(outline.map(([x, y]): Point => [x + 7, y + 9]));
  const extraMask = extra?.(pic);
  pic.castShadow(union(body, edge), 30, 40, 34, 0.42);
  pic.paint(edge, () => scale(frame, 1.6));
  pic.paint(body, (x, y) => scale(frame, 0.85 + 0.3 * ((x + y) / (W + H))));
  const [u0, v0, u1, v1] = screenInset;
  const screenQ = subQuad(bodyQ, u0, v0, u1, v1);
  const screen = fillPolygon(roundedUnitRect(corner[0] * 0.8, corner[1] * 0.8).map(inQuad(screenQ)));
  pic.paint(screen, () => [12, 13, 16]);
  const glare = diagonalGlare(screenQ, screen, 0.16);
  if (notch) {
    const nq = subQuad(screenQ, 0.38, 0.015, 0.62, 0.04);
    const island = fillPolygon(roundedUnitRect(0.5, 0.5).map(inQuad(nq)));
    pic.paint(island, () => [4, 4, 6]);
    for (let i = 0; i < N; i++) if (island[i] > 0) glare[i] = Math.max(glare[i], island[i]);
  }
  pic.finish(seed, 0.2, 3);
  const light = new Float32Array(N).fill(0);
  for (let i = 0; i < N; i++) if (screen[i] > 0) light[i] = 0.97;
  const notWall = blur(union(body, edge, extraMask ?? new Float32Array(N)), 3, 1);
  const wallMask = new Float32Array(N);
  for (let i = 0; i < N; i++) wallMask[i] = 1 - Math.min(1, notWall[i] * 1.4);
  // a glare drawn over the notch must stay opaque black, not white: the notch goes into the picture,
  // and the glare's white is kept off it
  return {
    picture: pic,
    hue: [{ id: 'backdrop', name: 'Backdrop colour', mask: surface ? aboveHorizon(wallMask, 0.62) : wallMask }],
    dynamic: [{ id: 'screen', name: 'Screen', quad: screenQ, light, clip: screen, upload }],
    glare: notch ? glare.map((g, i) => (glare[i] >= 0.999 ? 0 : g)) : glare,
  };
}

function phone(seed: number, wall: RGB, q: Quad, frame: RGB, surface?: Surface): Built {
  return device(seed, wall, surface, q, frame, [0.045, 0.022, 0.955, 0.978], [0.13, 0.06], true, { width: 1170, height: 2532 });
}

function laptop(seed: number, wall: RGB, surface: Surface, lid: Quad, metal: RGB): Built {
  const deckQ: Quad = [lid[3], lid[2], [lid[2][0] + 120, lid[2][1] + 330], [lid[3][0] - 120, lid[3][1] + 330]];
  return device(seed, wall, surface, lid, [18, 19, 22], [0.035, 0.05, 0.965, 0.95], [0.02, 0.03], false, { width: 1920, height: 1200 }, (pic) => {
    const deck = fillPolygon([deckQ[0], deckQ[1], deckQ[2], deckQ[3]]);
    const lip = fillPolygon([deckQ[3], deckQ[2], [deckQ[2][0], deckQ[2][1] + 16], [deckQ[3][0], deckQ[3][1] + 16]]);
    pic.castShadow(union(deck, lip), 20, 30, 30, 0.45);
    pic.paint(lip, () => scale(metal, 0.55));
    const uv = quadUV(deckQ);
    pic.paint(deck, (x, y) => { const [, v] = uv(x, y); return scale(metal, 0.92 + 0.1 * v); });
    const keys = maskOf((ctx) => {
      for (let row = 0; row < 5; row++) for (let col = 0; col < 14; col++) {
        const u0 = 0.09 + col * 0.059, v0 = 0.1 + row * 0.1;
        polygon(ctx, roundedUnitRect(0.2, 0.2, 3).map(inQuad(subQuad(deckQ, u0, v0, u0 + 0.05, v0 + 0.08))));
      }
    });
    pic.paint(keys, () => [30, 31, 35]);
    pic.paint(fillPolygon(roundedUnitRect(0.05, 0.08).map(inQuad(subQuad(deckQ, 0.36, 0.66, 0.64, 0.95)))), (x, y) => scale(metal, 0.85 + 0.04 * ((x + y) % 2)));
    return union(deck, lip);
  });
}

function framed(seed: number, wall: RGB, q: Quad, frameColour: RGB, matWidth: number, surface?: Surface): Built {
  const pic = new Picture().fill(surface ? wallAndTable(wall, surface, 0.8, seed) : backdrop(wall, seed));
  const frame = fillPolygon(q);
  pic.castShadow(frame, 26, 34, 30, 0.45);
  const fw = 0.055;
  const uv = quadUV(q);
  pic.paint(frame, (x, y) => {
    const [u, v] = uv(x, y);
    const side = Math.min(u, v, 1 - u, 1 - v);
    const k = u < v && u < 1 - v ? 1.08 : v < u && v < 1 - u ? 1.15 : u > v && 1 - u < 1 - v ? 0.82 : 0.72;
    return scale(frameColour, side < fw ? k : 0.6);
  });
  const matQ = subQuad(q, fw, fw * 0.8, 1 - fw, 1 - fw * 0.8);
  const mat = fillPolygon(matQ);
  pic.paint(mat, () => [236, 234, 228]);
  pic.castShadow(mat, 0, 0, 1, 0);
  const inner = maskOf((ctx) => polygon(ctx, matQ));
  pic.shade(minus(inner, blur(inner, 6)), 0.3);
  const artQ = subQuad(matQ, matWidth, matWidth * 0.78, 1 - matWidth, 1 - matWidth * 0.78);
  const art = fillPolygon(artQ);
  pic.finish(seed, 0.18, 3);
  const wallMask = new Float32Array(N);
  const nf = blur(frame, 2, 1);
  for (let i = 0; i < N; i++) wallMask[i] = 1 - Math.min(1, nf[i] * 1.4);
  const aspect = Math.hypot(artQ[1][0] - artQ[0][0], artQ[1][1] - artQ[0][1]) / Math.hypot(artQ[3][0] - artQ[0][0], artQ[3][1] - artQ[0][1]);
  return {
    picture: pic,
    hue: [{ id: 'wall', name: 'Wall colour', mask: surface ? aboveHorizon(wallMask, 0.8) : wallMask }],
    dynamic: [{ id: 'poster', name: 'Poster', quad: artQ, light: faceLight(artQ, art, [0.2, 0.1], 0.1), clip: art, upload: { width: Math.round(1500 * Math.min(1, aspect)), height: Math.round(1500 * Math.min(1, 1 / aspect)) } }],
    glare: diagonalGlare(matQ, mat, 0.12, 0.3, 0.1),
  };
}

function cards(seed: number, surface: Surface, backColour: RGB, front: Quad, back: Quad): Built {
  const pic = new Picture().fill(surface);
  const backM = fillPolygon(back);
  const frontM = fillPolygon(front);
  const frontEdge = fillPolygon(front.map(([x, y]): Point => [x + 3, y + 7]));
  pic.castShadow(backM, 12, 16, 14, 0.4);
  pic.paint(fillPolygon(back.map(([x, y]): Point => [x + 3, y + 7])), () => scale(backColour, 0.7));
  const bl = faceLight(back, backM, [0.1, 0.1], 0.1);
  pic.paint(backM, (x, y) => scale(backColour, bl[y * W + x]));
  pic.castShadow(union(frontM, frontEdge), 10, 14, 12, 0.4);
  pic.paint(frontEdge, () => [200, 198, 192]);
  const light = faceLight(front, frontM, [0.15, 0.05], 0.08);
  pic.paint(frontM, (x, y) => scale([246, 245, 241], light[y * W + x]));
  pic.finish(seed, 0.2, 3);
  return {
    picture: pic,
    hue: [{ id: 'card-back', name: 'Card back colour', mask: minus(backM, frontM) }],
    dynamic: [{ id: 'card', name: 'Card front', quad: front, light, clip: frontM, upload: { width: 1050, height: 600 } }],
  };
}

function book(seed: number, bg: RGB, surface: Surface | undefined, cover: Quad, thick: number, spine: RGB): Built {
  const pic = new Picture().fill(surface ? wallAndTable(bg, surface, 0.35, seed) : backdrop(bg, seed));
  const coverM = fillPolygon(cover);
  const low = cover.map(([x, y]): Point => [x, y + thick]) as Quad;
  const block = union(coverM, fillPolygon([cover[3], cover[2], low[2], low[3]]), fillPolygon([cover[1], cover[2], low[2], low[1]]), fillPolygon(low));
  pic.castShadow(block, 24, 30, 26, 0.45);
  const pages = fillPolygon([cover[3], cover[2], low[2], low[3]]);
  const side = fillPolygon([cover[1], cover[2], low[2], low[1]]);
  pic.paint(union(pages, side), (x, y) => scale([238, 232, 214], 0.86 + 0.06 * Math.sin(y * 1.7) + 0.04 * Math.sin(x * 0.9)));
  const boardBottom = fillPolygon([low[3], low[2], [low[2][0], low[2][1] - 6], [low[3][0], low[3][1] - 6]]);
  pic.paint(boardBottom, () => scale(spine, 0.6));
  const spineM = fillPolygon(subQuad(cover, 0, 0, 0.06, 1));
  const light = faceLight(cover, coverM, [0.9, 0.1], 0.16);
  pic.paint(coverM, (x, y) => scale(spine, light[y * W + x]));
  pic.finish(seed, 0.2, 3);
  // the hinge groove near the spine darkens the print
  const uv = quadUV(cover);
  for (let i = 0; i < N; i++) {
    if (coverM[i] <= 0) continue;
    const [u] = uv(i % W, Math.floor(i / W));
    if (u < 0.09) light[i] *= 0.8 + 0.2 * smooth(0.05, 0.09, u) + (u < 0.06 ? 0.1 : 0);
  }
  const wallMask = new Float32Array(N);
  const nb = blur(block, 2, 1);
  for (let i = 0; i < N; i++) wallMask[i] = 1 - Math.min(1, nb[i] * 1.4);
  return {
    picture: pic,
    hue: [{ id: 'backdrop', name: 'Backdrop colour', mask: surface ? aboveHorizon(wallMask, 0.35) : wallMask }],
    dynamic: [{ id: 'cover', name: 'Cover', quad: cover, light, clip: minus(coverM, new Float32Array(N)), upload: { width: 1000, height: 1500 } }],
    glare: diagonalGlare(cover, minus(coverM, spineM), 0.08, 0.5, 0.2),
  };
}

// ---------------------------------------------------------------- the catalogue

const walls = { cream: hex('#e9e1d3'), grey: hex('#c9cbcc'), sage: hex('#b9c4b0'), blush: hex('#e6c9bf'), slate: hex('#7d8790'), sand: hex('#d8c3a0'), white: hex('#eeeeea') };
const woods = { oak: hex('#b8895a'), walnut: hex('#6e4a32'), pale: hex('#d2b48c') };

const tees = ['Crew-neck t-shirt on a hanger', 'Flat-lay t-shirt on oak', 'T-shirt on concrete', 'Long-sleeve tee on a hanger', 'Oversized tee on linen paper'];
const mugs = ['Mug on an oak table', 'Mug on marble', 'Mug in the studio', 'Dark mug on walnut', 'Tall mug on linen'];
const phones = ['Phone standing on a desk', 'Phone tilted on paper', 'Phone upright in the studio', 'Phone on a walnut table', 'Phone lying at an angle'];
const laptops = ['Laptop on an oak desk', 'Laptop on a white desk', 'Laptop on walnut', 'Laptop in a grey studio'];
const frames = ['Black frame on a cream wall', 'Oak frame above a sideboard', 'White frame on a sage wall', 'Landscape frame on a slate wall', 'Poster frame at an angle'];
const cardDefs = ['Business cards on oak', 'Business cards on marble', 'Business cards on concrete', 'Business cards on kraft paper', 'Business cards on walnut'];
const books = ['Hardcover on the studio floor', 'Book on an oak table', 'Book at an angle', 'Notebook on marble'];
const totes = ['Canvas tote bag', 'Tote bag on a sage wall', 'Black tote bag', 'Tote bag in the studio'];

const keywordsOf: Record<string, string[]> = {
  'T-Shirts': ['t-shirt', 'tee', 'shirt', 'apparel', 'clothing', 'merch', 'print'],
  Mugs: ['mug', 'cup', 'coffee', 'ceramic', 'kitchen', 'gift'],
  'Phone Screens': ['phone', 'iphone', 'mobile', 'smartphone', 'app', 'screen'],
  'Laptop Screens': ['laptop', 'macbook', 'computer', 'website', 'screen', 'desktop'],
  'Framed Posters': ['poster', 'frame', 'wall art', 'print', 'art', 'interior'],
  'Business Cards': ['business card', 'card', 'stationery', 'branding', 'print'],
  Books: ['book', 'cover', 'hardcover', 'novel', 'notebook', 'publishing'],
  'Tote Bags': ['tote', 'bag', 'canvas', 'merch', 'shopping', 'eco'],
};

const slugOf = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');

function def(category: string, name: string, index: number, how: string, build: () => Built): MockupDef {
  return {
    slug: slugOf(name), name, category, keywords: keywordsOf[category],
    description: `${name}: a ${category.toLowerCase().replace(/s$/, '')} mockup with your image placed on it, lit by the photograph's own light${index % 2 ? ', and a colour you choose' : ''}.`,
    how, build,
  };
}

const q = (a: Point, b: Point, c: Point, d: Point): Quad => [a, b, c, d];

export const MOCKUPS: MockupDef[] = [
  def('T-Shirts', tees[0], 0, 'tee outline (canvas path) on a cream wall with a wooden hanger; folds from value noise and seeded ridges, Lambert light, occlusion from the blurred outline; the print takes the folds as light and displacement', () => tee(11, backdrop(walls.cream, 11), [228, 228, 226], false, true)),
  def('T-Shirts', tees[1], 1, 'flat-lay tee on procedural oak planks (grain from value noise), shadow cast from the outline', () => tee(12, wood(woods.oak, 12), [236, 236, 234], false, false, 1.05)),
  def('T-Shirts', tees[2], 2, 'tee on mottled concrete (five octaves of value noise)', () => tee(13, stone(hex('#a9a7a2'), 13), [222, 222, 220], false, false, 1.0)),
  def('T-Shirts', tees[3], 3, 'long-sleeve tee on a hanger against a sage wall', () => tee(14, backdrop(walls.sage, 14), [230, 230, 228], true, true, 0.95)),
  def('T-Shirts', tees[4], 4, 'oversized tee on warm linen paper', () => tee(15, backdrop(walls.sand, 15), [232, 232, 230], false, false, 1.12)),
  def('Mugs', mugs[0], 0, 'ceramic cylinder: Lambert light on its normal, glaze highlights as glare; the wrap is the cylinder unrolled (displacement from arcsine and the rim ellipse)', () => mug(21, wallAndTable(walls.cream, wood(woods.oak, 21), 0.6, 21), [238, 238, 236])),
  def('Mugs', mugs[1], 1, 'mug on marble (noise with veins)', () => mug(22, wallAndTable(walls.grey, stone(hex('#e4e2de'), 22, 1), 0.58, 22), [236, 236, 234], W / 2 + 40)),
  def('Mugs', mugs[2], 2, 'mug on a seamless studio backdrop', () => mug(23, backdrop(walls.white, 23), [240, 240, 238], W / 2 - 80, 360, 760)),
  def('Mugs', mugs[3], 3, 'mug on walnut under a slate wall', () => mug(24, wallAndTable(walls.slate, wood(woods.walnut, 24), 0.6, 24), [226, 226, 224], W / 2 - 20)),
  def('Mugs', mugs[4], 4, 'tall mug on sand-coloured linen', () => mug(25, backdrop(walls.sand, 25), [238, 238, 236], W / 2 - 40, 290, 820)),
  def('Phone Screens', phones[0], 0, 'phone body as a rounded rectangle mapped through a perspective quad, metal edge offset beneath it, screen inset with a notch, diagonal glass glare', () => phone(31, walls.grey, q([770, 190], [1210, 230], [1190, 1140], [760, 1120]), [36, 37, 42], wood(woods.pale, 31))),
  def('Phone Screens', phones[1], 1, 'phone tilted on coloured paper', () => phone(32, walls.blush, q([820, 170], [1260, 260], [1120, 1330], [660, 1220]), [230, 228, 224])),
  def('Phone Screens', phones[2], 2, 'phone upright and frontal in the studio', () => phone(33, walls.white, q([775, 140], [1225, 140], [1225, 1360], [775, 1360]), [28, 28, 32])),
  def('Phone Screens', phones[3], 3, 'phone standing on walnut', () => phone(34, walls.sand, q([840, 160], [1250, 200], [1240, 1090], [830, 1110]), [58, 62, 74], wood(woods.walnut, 34))),
  def('Phone Screens', phones[4], 4, 'phone lying at an angle on sage paper', () => phone(35, walls.sage, q([700, 300], [1120, 180], [1380, 1170], [950, 1290]), [32, 33, 38])),
  def('Laptop Screens', laptops[0], 0, 'laptop lid and deck as perspective quads, keys as mapped rounded rectangles, trackpad, glass glare', () => laptop(41, walls.cream, wood(woods.oak, 41), q([520, 250], [1480, 250], [1470, 870], [530, 870]), [196, 198, 202])),
  def('Laptop Screens', laptops[1], 1, 'laptop on a white desk', () => laptop(42, walls.grey, stone(hex('#ecebe8'), 42), q([540, 230], [1460, 270], [1450, 880], [550, 860]), [205, 207, 210])),
  def('Laptop Screens', laptops[2], 2, 'laptop on walnut', () => laptop(43, walls.sand, wood(woods.walnut, 43), q([560, 240], [1500, 210], [1480, 860], [570, 870]), [170, 172, 178])),
  def('Laptop Screens', laptops[3], 3, 'laptop in a grey studio', () => laptop(44, walls.slate, stone(hex('#8f9396'), 44), q([500, 220], [1500, 220], [1490, 880], [510, 880]), [120, 122, 128])),
  def('Framed Posters', frames[0], 0, 'frame as a perspective quad with four lit sides, mat with an inner shadow, poster inset, glass glare; the wall takes a colour', () => framed(51, walls.cream, q([640, 130], [1360, 130], [1360, 1310], [640, 1310]), [28, 28, 30], 0.08)),
  def('Framed Posters', frames[1], 1, 'oak frame above an oak sideboard', () => framed(52, walls.white, q([660, 110], [1340, 110], [1340, 1080], [660, 1080]), hex('#b08457'), 0.1, wood(woods.oak, 52))),
  def('Framed Posters', frames[2], 2, 'white frame on a sage wall', () => framed(53, walls.sage, q([620, 150], [1380, 150], [1380, 1330], [620, 1330]), [238, 238, 236], 0.09)),
  def('Framed Posters', frames[3], 3, 'landscape frame on a slate wall', () => framed(54, walls.slate, q([330, 280], [1670, 280], [1670, 1220], [330, 1220]), [22, 22, 24], 0.07)),
  def('Framed Posters', frames[4], 4, 'frame seen at an angle on a blush wall', () => framed(55, walls.blush, q([620, 160], [1300, 230], [1300, 1260], [620, 1330]), [30, 30, 32], 0.08)),
  def('Business Cards', cardDefs[0], 0, 'two cards as perspective quads with thickness and soft shadows; the back card takes a colour', () => cards(61, wood(woods.oak, 61), hex('#3f5a7a'), q([760, 520], [1540, 610], [1460, 1080], [680, 980]), q([440, 360], [1180, 280], [1240, 720], [500, 800]))),
  def('Business Cards', cardDefs[1], 1, 'cards on marble', () => cards(62, stone(hex('#e6e4e0'), 62, 1), hex('#2b2b2e'), q([700, 560], [1460, 560], [1460, 990], [700, 990]), q([560, 300], [1320, 260], [1340, 690], [580, 730]))),
  def('Business Cards', cardDefs[2], 2, 'cards on concrete', () => cards(63, stone(hex('#9d9b97'), 63), hex('#b5533c'), q([820, 480], [1580, 540], [1540, 970], [780, 910]), q([400, 420], [1120, 400], [1130, 830], [410, 850]))),
  def('Business Cards', cardDefs[3], 3, 'cards on kraft paper', () => cards(64, backdrop(hex('#c8a77c'), 64), hex('#24463d'), q([600, 600], [1380, 520], [1430, 960], [650, 1040]), q([700, 300], [1460, 340], [1440, 770], [680, 730]))),
  def('Business Cards', cardDefs[4], 4, 'cards on walnut', () => cards(65, wood(woods.walnut, 65), hex('#d9c9a8'), q([720, 540], [1500, 580], [1480, 1020], [700, 980]), q([480, 330], [1230, 360], [1210, 790], [460, 760]))),
  def('Books', books[0], 0, 'hardcover as a cover quad over a page block (ruled cream edges), hinge groove, faint glare; the backdrop takes a colour', () => book(71, walls.blush, undefined, q([700, 170], [1310, 230], [1280, 1210], [660, 1170]), 46, [236, 232, 224])),
  def('Books', books[1], 1, 'book lying on an oak table', () => book(72, walls.cream, wood(woods.oak, 72), q([620, 420], [1360, 360], [1440, 1230], [640, 1300]), 40, [240, 238, 232])),
  def('Books', books[2], 2, 'book at an angle on sage paper', () => book(73, walls.sage, undefined, q([760, 140], [1320, 260], [1200, 1280], [600, 1170]), 50, [234, 232, 226])),
  def('Books', books[3], 3, 'notebook on marble', () => book(74, walls.grey, stone(hex('#e2e0dc'), 74, 1), q([680, 380], [1300, 380], [1320, 1260], [660, 1260]), 28, [242, 240, 236])),
  def('Tote Bags', totes[0], 0, 'tote body and strap arcs as canvas paths, folds as for the tees', () => tote(81, backdrop(walls.cream, 81), [226, 220, 204])),
  def('Tote Bags', totes[1], 1, 'tote against a sage wall', () => tote(82, backdrop(walls.sage, 82), [232, 230, 224])),
  def('Tote Bags', totes[2], 2, 'black tote on concrete', () => tote(83, stone(hex('#b4b2ae'), 83), [62, 62, 64])),
  def('Tote Bags', totes[3], 3, 'tote in the studio', () => tote(84, backdrop(walls.white, 84), [230, 228, 222])),
];

