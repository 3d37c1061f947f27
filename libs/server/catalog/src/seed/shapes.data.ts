import { svgDataUrl } from '@dm/scene';
import { rng } from './seed-ids.js';

/**
 * Frames (masks), grids (photo layouts) and backgrounds, drawn as SVG. A frame's SVG is its
 * mask (black where the photo shows); built-in shapes also name the grid shape the renderer draws.
 */
export interface FrameData {
  name: string;
  shape: 'rect' | 'rounded' | 'circle' | 'ellipse' | 'triangle' | 'diamond' | 'star' | 'heart' | null;
  svg: string;
  keywords: string;
}
export interface GridData {
  name: string;
  cells: { x: number; y: number; width: number; height: number }[];
  svg: string;
  keywords: string;
}
export interface BackgroundData {
  name: string;
  kind: 'Common' | 'Imagemaker';
  svg: string;
  keywords: string;
}

const svg100 = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="400" height="400">${body}</svg>`;
const poly = (pts: [number, number][]) => `<polygon fill="#000000" points="${pts.map((p) => p.map((v) => Math.round(v * 100) / 100).join(',')).join(' ')}"/>`;
const regular = (n: number, r = 50, rot = -90): [number, number][] =>
  Array.from({ length: n }, (_, i) => {
    const a = ((rot + (360 / n) * i) * Math.PI) / 180;
    return [50 + r * Math.cos(a), 50 + r * Math.sin(a)];
  });
const starPts = (n: number, inner: number): [number, number][] =>
  Array.from({ length: n * 2 }, (_, i) => {
    const a = ((-90 + (180 / n) * i) * Math.PI) / 180;
    const r = i % 2 ? inner : 50;
    return [50 + r * Math.cos(a), 50 + r * Math.sin(a)];
  });
const scallop = (n: number): [number, number][] =>
  Array.from({ length: 120 }, (_, i) => {
    const a = (i / 120) * 2 * Math.PI;
    const r = 44 + 6 * Math.cos(n * a);
    return [50 + r * Math.cos(a), 50 + r * Math.sin(a)];
  });

export function frames(): FrameData[] {
  const f = (name: string, shape: FrameData['shape'], body: string, keywords: string): FrameData => ({ name, shape, svg: svg100(body), keywords });
  return [
    f('Square Frame', 'rect', '<rect width="100" height="100" fill="#000000"/>', 'square, rectangle, photo'),
    f('Rounded Frame', 'rounded', '<rect width="100" height="100" rx="14" fill="#000000"/>', 'rounded, square, soft'),
    f('Circle Frame', 'circle', '<circle cx="50" cy="50" r="50" fill="#000000"/>', 'circle, round, profile'),
    f('Ellipse Frame', 'ellipse', '<ellipse cx="50" cy="50" rx="50" ry="36" fill="#000000"/>', 'ellipse, oval'),
    f('Triangle Frame', 'triangle', poly([[50, 0], [100, 100], [0, 100]]), 'triangle, geometric'),
    f('Diamond Frame', 'diamond', poly([[50, 0], [100, 50], [50, 100], [0, 50]]), 'diamond, rhombus, geometric'),
    f('Star Frame', 'star', poly(starPts(5, 20)), 'star, shape'),
    f('Heart Frame', 'heart', '<path fill="#000000" d="M50 92 C20 70 2 52 2 30 C2 14 14 4 28 4 C38 4 46 10 50 18 C54 10 62 4 72 4 C86 4 98 14 98 30 C98 52 80 70 50 92 Z"/>', 'heart, love, valentine'),
    ...[5, 6, 8, 10, 12].map((n) => f(`${['Pentagon', 'Hexagon', 'Octagon', 'Decagon', 'Dodecagon'][[5, 6, 8, 10, 12].indexOf(n)]} Frame`, null, poly(regular(n)), 'polygon, geometric')),
    ...[4, 6, 8, 12].map((n) => f(`${n}-Point Star Frame`, null, poly(starPts(n, 30)), 'star, burst, badge')),
    ...[8, 12, 16].map((n) => f(`Scalloped Frame ${n}`, null, poly(scallop(n)), 'scallop, badge, seal, flower')),
    f('Arch Frame', null, '<path fill="#000000" d="M0 100 V50 A50 50 0 0 1 100 50 V100 Z"/>', 'arch, window, boho'),
    f('Window Frame', null, '<path fill="#000000" d="M10 100 V40 A40 40 0 0 1 90 40 V100 Z"/>', 'arch, window, door'),
    f('Speech Bubble Frame', null, '<path fill="#000000" d="M10 5 H90 A10 10 0 0 1 100 15 V65 A10 10 0 0 1 90 75 H40 L20 95 L24 75 H10 A10 10 0 0 1 0 65 V15 A10 10 0 0 1 10 5 Z"/>', 'speech bubble, chat, comment'),
    f('Shield Frame', null, '<path fill="#000000" d="M50 0 L95 15 V45 C95 75 75 92 50 100 C25 92 5 75 5 45 V15 Z"/>', 'shield, badge, crest'),
    f('Drop Frame', null, '<path fill="#000000" d="M50 0 C70 30 90 50 90 66 A40 34 0 0 1 10 66 C10 50 30 30 50 0 Z"/>', 'drop, water, tear'),
    f('Leaf Frame', null, '<path fill="#000000" d="M5 95 C5 40 40 5 95 5 C95 60 60 95 5 95 Z"/>', 'leaf, nature, organic'),
    f('Cross Frame', null, poly([[35, 0], [65, 0], [65, 35], [100, 35], [100, 65], [65, 65], [65, 100], [35, 100], [35, 65], [0, 65], [0, 35], [35, 35]]), 'cross, plus, health'),
    f('Ticket Frame', null, '<path fill="#000000" d="M0 20 H100 V42 A8 8 0 0 0 100 58 V80 H0 V58 A8 8 0 0 0 0 42 Z"/>', 'ticket, coupon, voucher'),
    f('Cloud Frame', null, '<path fill="#000000" d="M25 80 A20 20 0 0 1 22 40 A25 25 0 0 1 70 30 A20 20 0 0 1 80 80 Z"/>', 'cloud, sky, dream'),
    f('Blob Frame', null, '<path fill="#000000" d="M50 3 C75 3 97 22 95 50 C93 78 74 97 47 96 C20 95 4 76 5 50 C6 24 25 3 50 3 Z"/>', 'blob, organic, fluid'),
    f('Parallelogram Frame', null, poly([[25, 0], [100, 0], [75, 100], [0, 100]]), 'parallelogram, slanted, geometric'),
    f('Circle Ring Frame', null, '<path fill="#000000" fill-rule="evenodd" d="M50 0 A50 50 0 1 1 49.9 0 Z M50 12 A38 38 0 1 0 50.1 12 Z"/>', 'ring, circle, donut'),
    f('Moon Frame', null, '<path fill="#000000" d="M60 2 A48 48 0 1 0 98 62 A38 38 0 1 1 60 2 Z"/>', 'moon, crescent, night'),
  ];
}

/** Cell layouts as fractions of the grid; the preview SVG draws each cell with a white gutter. */
const LAYOUTS: [string, number[][]][] = [
  ['Two Columns', [[0, 0, 0.5, 1], [0.5, 0, 0.5, 1]]],
  ['Two Rows', [[0, 0, 1, 0.5], [0, 0.5, 1, 0.5]]],
  ['Three Columns', [[0, 0, 1 / 3, 1], [1 / 3, 0, 1 / 3, 1], [2 / 3, 0, 1 / 3, 1]]],
  ['Three Rows', [[0, 0, 1, 1 / 3], [0, 1 / 3, 1, 1 / 3], [0, 2 / 3, 1, 1 / 3]]],
  ['Four Squares', [[0, 0, 0.5, 0.5], [0.5, 0, 0.5, 0.5], [0, 0.5, 0.5, 0.5], [0.5, 0.5, 0.5, 0.5]]],
  ['Nine Squares', [0, 1, 2].flatMap((r) => [0, 1, 2].map((c) => [c / 3, r / 3, 1 / 3, 1 / 3]))],
  ['Six Tiles', [0, 1].flatMap((r) => [0, 1, 2].map((c) => [c / 3, r / 2, 1 / 3, 1 / 2]))],
  ['Six Tall Tiles', [0, 1, 2].flatMap((r) => [0, 1].map((c) => [c / 2, r / 3, 1 / 2, 1 / 3]))],
  ['Big Left', [[0, 0, 0.6, 1], [0.6, 0, 0.4, 0.5], [0.6, 0.5, 0.4, 0.5]]],
  ['Big Right', [[0, 0, 0.4, 0.5], [0, 0.5, 0.4, 0.5], [0.4, 0, 0.6, 1]]],
  ['Big Top', [[0, 0, 1, 0.6], [0, 0.6, 0.5, 0.4], [0.5, 0.6, 0.5, 0.4]]],
  ['Big Bottom', [[0, 0, 0.5, 0.4], [0.5, 0, 0.5, 0.4], [0, 0.4, 1, 0.6]]],
  ['Feature and Three', [[0, 0, 1, 0.65], [0, 0.65, 1 / 3, 0.35], [1 / 3, 0.65, 1 / 3, 0.35], [2 / 3, 0.65, 1 / 3, 0.35]]],
  ['Sidebar Three', [[0, 0, 0.65, 1], [0.65, 0, 0.35, 1 / 3], [0.65, 1 / 3, 0.35, 1 / 3], [0.65, 2 / 3, 0.35, 1 / 3]]],
  ['Wide Strip', [[0, 0.25, 1, 0.5]]],
  ['Golden Split', [[0, 0, 0.618, 1], [0.618, 0, 0.382, 0.618], [0.618, 0.618, 0.382, 0.382]]],
  ['Mosaic Five', [[0, 0, 0.5, 0.6], [0.5, 0, 0.5, 0.4], [0.5, 0.4, 0.5, 0.6], [0, 0.6, 0.25, 0.4], [0.25, 0.6, 0.25, 0.4]]],
  ['Filmstrip', [0, 1, 2, 3].map((c) => [c / 4, 0.2, 1 / 4, 0.6])],
  ['Sixteen Squares', [0, 1, 2, 3].flatMap((r) => [0, 1, 2, 3].map((c) => [c / 4, r / 4, 1 / 4, 1 / 4]))],
  ['Center Focus', [[0.2, 0.2, 0.6, 0.6], [0, 0, 1, 0.2], [0, 0.8, 1, 0.2]]],
  ['Diagonal Pair', [[0, 0, 0.55, 0.55], [0.45, 0.45, 0.55, 0.55]]],
  ['Four Columns', [0, 1, 2, 3].map((c) => [c / 4, 0, 1 / 4, 1])],
];

export function grids(): GridData[] {
  return LAYOUTS.map(([name, cells]) => ({
    name: `${name} Grid`,
    cells: cells.map(([x, y, width, height]) => ({ x, y, width, height })),
    svg: svg100(`<rect width="100" height="100" fill="#ffffff"/>${cells.map(([x, y, w, h]) => `<rect x="${x * 100 + 1}" y="${y * 100 + 1}" width="${w * 100 - 2}" height="${h * 100 - 2}" fill="#c9ced6"/>`).join('')}`),
    keywords: `grid, collage, layout, photos, ${cells.length} photos`,
  }));
}

const HUES: [string, number][] = [['Rose', 345], ['Coral', 12], ['Peach', 28], ['Sunny', 48], ['Lime', 80], ['Mint', 150], ['Teal', 175], ['Ocean', 200], ['Sky', 210], ['Indigo', 235], ['Violet', 265], ['Plum', 295], ['Berry', 320], ['Sand', 38], ['Slate', 215]];
const hsl = (h: number, s: number, l: number) => `hsl(${h},${s}%,${l}%)`;

export function backgrounds(): BackgroundData[] {
  const out: BackgroundData[] = [];
  const bg = (body: string, defs = '') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1080 1080" width="1080" height="1080" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`;
  HUES.forEach(([name, h], i) => {
    out.push({ name: `${name} Gradient`, kind: 'Common', keywords: `gradient, ${name.toLowerCase()}, smooth, colour`, svg: bg('<rect width="1080" height="1080" fill="url(#g)"/>', `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(h, 80, 78)}"/><stop offset="1" stop-color="${hsl((h + 40) % 360, 75, 52)}"/></linearGradient>`) });
    out.push({ name: `${name} Dots`, kind: 'Common', keywords: `dots, polka, pattern, ${name.toLowerCase()}`, svg: bg(`<rect width="1080" height="1080" fill="${hsl(h, 60, 94)}"/><rect width="1080" height="1080" fill="url(#p)"/>`, `<pattern id="p" width="60" height="60" patternUnits="userSpaceOnUse"><circle cx="30" cy="30" r="${6 + (i % 4) * 2}" fill="${hsl(h, 65, 70)}"/></pattern>`) });
    out.push({ name: `${name} Stripes`, kind: 'Common', keywords: `stripes, lines, pattern, ${name.toLowerCase()}`, svg: bg(`<rect width="1080" height="1080" fill="${hsl(h, 55, 92)}"/><rect width="1080" height="1080" fill="url(#s)"/>`, `<pattern id="s" width="48" height="48" patternUnits="userSpaceOnUse" patternTransform="rotate(${[45, 0, 90, 135][i % 4]})"><rect width="20" height="48" fill="${hsl(h, 60, 78)}"/></pattern>`) });
  });
  HUES.forEach(([name, h], i) => {
    const r = rng(500 + i);
    const blobs = Array.from({ length: 5 }, (_, k) => `<circle cx="${Math.round(r() * 1080)}" cy="${Math.round(r() * 1080)}" r="${Math.round(220 + r() * 260)}" fill="${hsl((h + k * 35) % 360, 85, 60 + (k % 3) * 8)}" opacity="0.75"/>`).join('');
    out.push({ name: `${name} Aurora`, kind: 'Imagemaker', keywords: `aurora, mesh, abstract, glow, ${name.toLowerCase()}`, svg: bg(`<rect width="1080" height="1080" fill="${hsl(h, 40, 14)}"/><g filter="url(#b)">${blobs}</g>`, '<filter id="b"><feGaussianBlur stdDeviation="90"/></filter>') });
    const waves = Array.from({ length: 6 }, (_, k) => `<path d="M0 ${300 + k * 120} C 270 ${200 + k * 120 + r() * 120}, 810 ${400 + k * 110 - r() * 140}, 1080 ${280 + k * 125} V1080 H0 Z" fill="${hsl((h + k * 8) % 360, 70, 85 - k * 9)}"/>`).join('');
    out.push({ name: `${name} Waves`, kind: 'Imagemaker', keywords: `waves, layers, abstract, landscape, ${name.toLowerCase()}`, svg: bg(`<rect width="1080" height="1080" fill="${hsl(h, 70, 94)}"/>${waves}`) });
  });
  return out;
}

export const svgSrc = svgDataUrl;
