import { rng } from './seed-ids.js';

/** A template palette: background, surface, primary, accent, text (in that role order). */
export interface Palette {
  name: string;
  colors: [string, string, string, string, string];
}

/** Hand-picked palettes per mood; templates take their colours from these. */
export const MOOD_PALETTES: Record<string, Palette[]> = {
  warm: [
    { name: 'Sunset Coral', colors: ['#fff4ec', '#ffd6c2', '#e4572e', '#f3a712', '#2b1a12'] },
    { name: 'Terracotta', colors: ['#fbf1e6', '#f0c9a5', '#c8553d', '#588b8b', '#2d1e17'] },
    { name: 'Golden Hour', colors: ['#fff8e1', '#ffe0a3', '#f28c28', '#d7263d', '#3a2618'] },
  ],
  cool: [
    { name: 'Ocean Breeze', colors: ['#eef6fb', '#cfe6f5', '#1d6fa3', '#2ec4b6', '#0b2239'] },
    { name: 'Arctic', colors: ['#f3f7fa', '#dbe7f0', '#3a6ea5', '#ff6b6b', '#14213d'] },
    { name: 'Blue Hour', colors: ['#e9f0ff', '#c7d7fe', '#3d5af1', '#22d1ee', '#0e153a'] },
  ],
  fresh: [
    { name: 'Mint Garden', colors: ['#f1faf5', '#cdeedd', '#2a9d6f', '#f4a259', '#163b2c'] },
    { name: 'Spring Meadow', colors: ['#fbfdf3', '#e2efc7', '#6a994e', '#bc4749', '#1f2d16'] },
    { name: 'Lagoon', colors: ['#effaf9', '#c4ecea', '#0f9d94', '#ffb703', '#073b3a'] },
  ],
  dark: [
    { name: 'Midnight Neon', colors: ['#111318', '#1f2430', '#f72585', '#4cc9f0', '#ffffff'] },
    { name: 'Charcoal Gold', colors: ['#151515', '#262626', '#e9b949', '#f4f1ea', '#ffffff'] },
    { name: 'Deep Purple', colors: ['#1a1033', '#2d1b57', '#9d4edd', '#ffd60a', '#f8f4ff'] },
  ],
  elegant: [
    { name: 'Blush and Ink', colors: ['#fbf6f3', '#f1dfd8', '#7d4e57', '#c9a66b', '#2b2024'] },
    { name: 'Ivory Navy', colors: ['#fdfbf6', '#ece6d8', '#1f3a5f', '#b08d57', '#1b1b1b'] },
    { name: 'Sage and Stone', colors: ['#f6f5f0', '#dfe3d6', '#5f7161', '#b59f78', '#262b26'] },
  ],
  playful: [
    { name: 'Candy Pop', colors: ['#fff6fb', '#ffd6ec', '#ff4f9a', '#4361ee', '#2a1433'] },
    { name: 'Lemon Sky', colors: ['#fffbe6', '#fff1a8', '#3a86ff', '#ff006e', '#1d1b3a'] },
    { name: 'Tutti Frutti', colors: ['#f7fff7', '#ffe66d', '#ff6b6b', '#4ecdc4', '#292f36'] },
  ],
  earthy: [
    { name: 'Coffee Bean', colors: ['#f8f1e9', '#e6d3bd', '#6f4e37', '#c08552', '#2b1d14'] },
    { name: 'Forest Floor', colors: ['#f4f1ea', '#d9d2c0', '#3f5e3a', '#a0522d', '#1f241c'] },
    { name: 'Clay and Olive', colors: ['#faf6ef', '#ead9c6', '#8a5a44', '#6b7b3a', '#2e241d'] },
  ],
  corporate: [
    { name: 'Trust Blue', colors: ['#ffffff', '#eef2f7', '#1e4db7', '#00a19a', '#111827'] },
    { name: 'Slate Orange', colors: ['#f8fafc', '#e2e8f0', '#334155', '#f97316', '#0f172a'] },
    { name: 'Graphite Teal', colors: ['#ffffff', '#edf1f2', '#0f766e', '#f59e0b', '#1c2526'] },
  ],
};

// ---- colour palettes offered in the editor (200, 5 colours each, grouped by category) --------

function hsl(h: number, s: number, l: number): string {
  s /= 100;
  l /= 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return '#' + [f(0), f(8), f(4)].map((x) => Math.round(x * 255).toString(16).padStart(2, '0')).join('');
}

const HUE_NAMES: [number, string][] = [
  [0, 'Red'], [20, 'Coral'], [35, 'Amber'], [50, 'Gold'], [65, 'Lime'], [95, 'Leaf'], [140, 'Emerald'], [170, 'Teal'],
  [190, 'Aqua'], [210, 'Sky'], [230, 'Cobalt'], [255, 'Indigo'], [275, 'Violet'], [300, 'Orchid'], [325, 'Rose'], [345, 'Crimson'],
];
const hueName = (h: number) => HUE_NAMES.reduce((best, cur) => (Math.abs(cur[0] - h) < Math.abs(best[0] - h) ? cur : best))[1];

/** Colour schemes per palette category: how the 5 colours derive from a base hue. */
const SCHEMES: { category: string; word: string; make: (h: number, r: () => number) => string[] }[] = [
  { category: 'Pastel', word: 'Pastel', make: (h) => [0, 30, 60, 180, 240].map((d, i) => hsl((h + d) % 360, 70 - i * 4, 86 - (i % 2) * 4)) },
  { category: 'Vibrant', word: 'Vivid', make: (h) => [0, 40, 150, 200, 290].map((d) => hsl((h + d) % 360, 85, 55)) },
  { category: 'Monochrome', word: 'Tones', make: (h) => [92, 75, 55, 35, 18].map((l) => hsl(h, 55, l)) },
  { category: 'Earthy', word: 'Earth', make: (h) => [[30, 35, 88], [25, 40, 62], [h, 30, 40], [80, 25, 45], [20, 30, 20]].map(([hh, s, l]) => hsl(hh, s, l)) },
  { category: 'Complementary', word: 'Contrast', make: (h) => [hsl(h, 70, 92), hsl(h, 65, 60), hsl(h, 70, 35), hsl((h + 180) % 360, 75, 55), hsl((h + 180) % 360, 40, 20)] },
  { category: 'Analogous', word: 'Flow', make: (h) => [-40, -20, 0, 20, 40].map((d, i) => hsl((h + d + 360) % 360, 65, 40 + i * 9)) },
  { category: 'Triadic', word: 'Trio', make: (h) => [hsl(h, 20, 96), hsl(h, 70, 50), hsl((h + 120) % 360, 70, 50), hsl((h + 240) % 360, 70, 50), hsl(h, 30, 15)] },
  { category: 'Neutral', word: 'Neutral', make: (h) => [97, 88, 70, 45, 20].map((l, i) => hsl(h, 6 + i * 2, l)) },
  { category: 'Dark', word: 'Night', make: (h) => [hsl(h, 30, 8), hsl(h, 25, 16), hsl(h, 30, 28), hsl((h + 30) % 360, 80, 60), hsl(h, 20, 92)] },
  { category: 'Retro', word: 'Retro', make: (h) => [hsl(40, 60, 90), hsl(h, 55, 55), hsl((h + 60) % 360, 60, 50), hsl((h + 160) % 360, 45, 40), hsl(20, 40, 20)] },
];

export interface GeneratedPalette {
  name: string;
  category: string;
  colors: string[];
}

/** 200 palettes: 10 categories x 20, named by their base hue and scheme. */
export function generatePalettes(): GeneratedPalette[] {
  const out: GeneratedPalette[] = [];
  SCHEMES.forEach((scheme, si) => {
    const r = rng(1000 + si);
    for (let i = 0; i < 20; i++) {
      const h = Math.round((i * 18 + r() * 12) % 360);
      out.push({ name: `${hueName(h)} ${scheme.word} ${i + 1}`, category: scheme.category, colors: scheme.make(h, r) });
    }
  });
  return out;
}
