// Animations: the catalogue (editor §3: displayName, pageLevelOnly), page timing (default 5 s;
// elements enter 100 ms apart and leave during the page's last second) and what an element looks
// like at a time. `pageAt` turns a page and a time into a page to draw (positions, sizes, opacity,
// fonts, typed text) plus per-element effects the renderer applies (blur, a wipe's reveal), so
// the editor, the player, present mode and the MP4 draw the same frame for the same t.
import type { DesignFile, EditorObject, Page } from '@dm/contracts';

export interface AnimationDef {
  name: string;
  displayName: string;
  /** Only for pages (transitions), not for elements. */
  pageLevelOnly?: boolean;
  /** Only for texts. */
  textOnly?: boolean;
}

export const ANIMATIONS: readonly AnimationDef[] = [
  { name: 'fade', displayName: 'Fade' },
  { name: 'slide-left', displayName: 'Slide from left' },
  { name: 'slide-right', displayName: 'Slide from right' },
  { name: 'slide-up', displayName: 'Slide from bottom' },
  { name: 'slide-down', displayName: 'Slide from top' },
  { name: 'rise', displayName: 'Rise' },
  { name: 'pop', displayName: 'Pop' },
  { name: 'zoom', displayName: 'Zoom' },
  { name: 'pan', displayName: 'Pan' },
  { name: 'wipe', displayName: 'Wipe' },
  { name: 'blur-in', displayName: 'Blur in' },
  { name: 'bounce', displayName: 'Bounce' },
  { name: 'typewriter', displayName: 'Typewriter', textOnly: true },
  { name: 'page-fade', displayName: 'Fade through', pageLevelOnly: true },
  { name: 'page-slide', displayName: 'Slide over', pageLevelOnly: true },
  { name: 'page-zoom', displayName: 'Zoom in', pageLevelOnly: true },
];

export const ANIMATION_TIMING = { enter: 0.8, stagger: 0.1, exit: 1, defaultDuration: 5, minDuration: 0.1, maxDuration: 30 } as const;

export const animationDef = (name: string | undefined) => ANIMATIONS.find((a) => a.name === name);

/** A design with any animation (pages or elements) is animated: it can be played and exported as MP4. */
export function isAnimated(design: DesignFile): boolean {
  return design.pages.some((p) => !!p.animation?.name || Object.values(p.objects).some((o) => !!o.animation?.name));
}

/** Where the page timeline starts each page (seconds) and the whole length. */
export function timeline(design: DesignFile): { starts: number[]; total: number } {
  const starts: number[] = [];
  let t = 0;
  for (const p of design.pages) { starts.push(t); t += pageDuration(p); }
  return { starts, total: t };
}

export const pageDuration = (p: Page) => Math.min(ANIMATION_TIMING.maxDuration, Math.max(ANIMATION_TIMING.minDuration, p.animation_duration ?? ANIMATION_TIMING.defaultDuration));

export interface ElementEffect { blur?: number; reveal?: number }
export interface FrameAt { page: Page; effects: Map<string, ElementEffect> }

const clamp01 = (v: number) => Math.max(0, Math.min(1, v));
const easeOut = (v: number) => 1 - (1 - v) ** 3;
const easeIn = (v: number) => v * v * v;
const bounce = (v: number) => {
  const n = 7.5625, d = 2.75;
  if (v < 1 / d) return n * v * v;
  if (v < 2 / d) return n * (v -= 1.5 / d) * v + 0.75;
  if (v < 2.5 / d) return n * (v -= 2.25 / d) * v + 0.9375;
  return n * (v -= 2.625 / d) * v + 0.984375;
};

/**
 * The page at time t (seconds from its start). Animated elements (top-level ones, in layer order)
 * enter one after another 100 ms apart and, unless this is the last page of the design, leave in
 * the page's last second in reverse. A page animation animates every top-level element together.
 */
export function pageAt(page: Page, t: number, opts: { width: number; height: number; last?: boolean } = { width: 0, height: 0 }): FrameAt {
  const out = structuredClone(page);
  const effects = new Map<string, ElementEffect>();
  const duration = pageDuration(page);
  const tops = Object.values(page.objects).filter((o) => !o.parent).sort((a, b) => a.layer_index - b.layer_index);
  const pageAnim = page.animation?.name;
  const animated = tops.filter((o) => o.animation?.name || pageAnim);
  animated.forEach((o, i) => {
    const name = o.animation?.name ?? pageElementAnimation(pageAnim!);
    const start = pageAnim && !o.animation?.name ? 0 : i * ANIMATION_TIMING.stagger;
    const enter = clamp01((t - start) / ANIMATION_TIMING.enter);
    const exitStart = duration - ANIMATION_TIMING.exit;
    const exit = opts.last ? 0 : clamp01((t - exitStart) / ANIMATION_TIMING.exit);
    // entering p goes 0 -> 1; leaving, it goes back 1 -> 0
    const p = Math.min(enter, 1 - exit);
    const ease = exit > 0 ? easeIn(p) : easeOut(p);
    apply(out, o.id, name, p, ease, opts, effects);
  });
  return { page: out, effects };
}

const pageElementAnimation = (name: string) => (name === 'page-slide' ? 'slide-left' : name === 'page-zoom' ? 'zoom' : 'fade');

function apply(page: Page, id: string, name: string, p: number, ease: number, size: { width: number; height: number }, effects: Map<string, ElementEffect>): void {
  if (p >= 1) return;
  const ids = [id, ...descendants(page, id)];
  const root = page.objects[id];
  const move = (dx: number, dy: number) => { for (const k of ids) { const o = page.objects[k]; o.position = { x: o.position.x + dx, y: o.position.y + dy }; } };
  const scale = (s: number) => {
    const cx = root.position.x + root.width / 2, cy = root.position.y + root.height / 2;
    for (const k of ids) {
      const o = page.objects[k];
      o.position = { x: cx + (o.position.x - cx) * s, y: cy + (o.position.y - cy) * s };
      o.width *= s; o.height *= s;
      if (o.type === 'text') o.text_details = { ...o.text_details, fontSize: Math.max(0.01, o.text_details.fontSize * s) };
    }
  };
  const fade = (a: number) => { for (const k of ids) page.objects[k].opacity *= clamp01(a); };
  const W = size.width || 1000, H = size.height || 1000;
  switch (name) {
    case 'fade': fade(ease); break;
    case 'slide-left': move(-(root.position.x + root.width) * (1 - ease), 0); break;
    case 'slide-right': move((W - root.position.x) * (1 - ease), 0); break;
    case 'slide-up': move(0, (H - root.position.y) * (1 - ease)); break;
    case 'slide-down': move(0, -(root.position.y + root.height) * (1 - ease)); break;
    case 'rise': move(0, H * 0.08 * (1 - ease)); fade(ease); break;
    case 'pop': scale(Math.max(0.01, p < 0.7 ? (p / 0.7) * 1.12 : 1.12 - ((p - 0.7) / 0.3) * 0.12)); fade(Math.min(1, p * 3)); break;
    case 'zoom': scale(Math.max(0.01, 0.3 + 0.7 * ease)); fade(ease); break;
    case 'pan': move(-W * 0.12 * (1 - ease), 0); fade(ease); break;
    case 'wipe': effects.set(id, { ...effects.get(id), reveal: ease }); break;
    case 'blur-in': effects.set(id, { ...effects.get(id), blur: 24 * (1 - ease) }); fade(Math.min(1, ease * 1.5)); break;
    case 'bounce': move(0, -H * 0.15 * (1 - bounce(p))); break;
    case 'typewriter': {
      if (root.type === 'text') {
        const chars = [...root.text_details.text];
        root.text_details = { ...root.text_details, text: chars.slice(0, Math.round(chars.length * p)).join('') };
      } else fade(ease);
      break;
    }
    default: fade(ease);
  }
}

function descendants(page: Page, id: string): string[] {
  const out: string[] = [];
  const walk = (p: string) => { for (const o of Object.values(page.objects) as EditorObject[]) if (o.parent === p) { out.push(o.id); walk(o.id); } };
  walk(id);
  return out;
}

/** Which page shows at a design time and its local time. */
export function pageAtTime(design: DesignFile, t: number): { index: number; local: number } {
  const { starts, total } = timeline(design);
  const clamped = Math.max(0, Math.min(total - 1e-6, t));
  let index = starts.length - 1;
  while (index > 0 && starts[index] > clamped) index--;
  return { index, local: clamped - starts[index] };
}

/** The frame of a design at a time on its whole timeline: which page, and that page at its local time. */
export function frameAt(design: DesignFile, t: number): FrameAt & { index: number; local: number } {
  const { index, local } = pageAtTime(design, t);
  const frame = pageAt(design.pages[index], local, { width: design.width, height: design.height, last: index === design.pages.length - 1 });
  return { ...frame, index, local };
}
