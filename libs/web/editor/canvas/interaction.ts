// The gesture in progress (move, resize, rotate, marquee): transient, outside the document and
// the history, until the pointer is released and one named action records the result.
import type { Page } from '@dm/contracts';
import { descendantsOf, editPage, moveElements, paintReach, rotateElement } from '@dm/scene';
import { resizedDesign } from '../actions/arrange';
import type { DesignFile } from '@dm/contracts';
import type { Guide } from '../geometry/snapping';

export type Gesture =
  | { kind: 'move'; ids: string[]; dx: number; dy: number; guides: Guide[] }
  | { kind: 'resize'; id: string; x: number; y: number; width: number; height: number; fontScale: number }
  | { kind: 'rotate'; id: string; degrees: number }
  | { kind: 'marquee'; x0: number; y0: number; x1: number; y1: number };

type Listener = () => void;

/**
 * What a move, a resize or a rotation renders from: one value for the whole gesture (its steps
 * reach the canvas and the overlay without rendering the page).
 */
export type LiveView =
  | { kind: 'move'; ids: string[]; live: true }
  | { kind: 'resize' | 'rotate'; id: string; live: true };

/**
 * A tiny external store (useSyncExternalStore) so the overlay follows the pointer at 60 fps.
 * `get` is the gesture as it is now; `view` is what the page's React tree renders from: during a
 * move, a resize or a rotation one stable value (the canvas and the overlay read the gesture from
 * `get` when told of a step); a marquee changes with each step.
 */
export class GestureStore {
  #gesture: Gesture | null = null;
  #view: Gesture | LiveView | null = null;
  #guides: Guide[] = [];
  #listeners = new Set<Listener>();

  get = (): Gesture | null => this.#gesture;

  view = (): Gesture | LiveView | null => this.#view;

  /** The snapping guides of the move in progress (the same array while they stay the same). */
  guides = (): Guide[] => this.#guides;

  set(g: Gesture | null): void {
    this.#gesture = g;
    const v = this.#view;
    if (g?.kind === 'move') {
      if (!(v?.kind === 'move' && 'live' in v && sameIds(v.ids, g.ids))) this.#view = { kind: 'move', ids: g.ids, live: true };
      if (!sameGuides(this.#guides, g.guides)) this.#guides = g.guides;
    } else if (g?.kind === 'resize' || g?.kind === 'rotate') {
      if (!(v?.kind === g.kind && 'live' in v && v.id === g.id)) this.#view = { kind: g.kind, id: g.id, live: true };
      if (this.#guides.length) this.#guides = [];
    } else {
      this.#view = g;
      if (this.#guides.length) this.#guides = [];
    }
    for (const l of this.#listeners) l();
  }

  subscribe = (l: Listener): (() => void) => {
    this.#listeners.add(l);
    return () => this.#listeners.delete(l);
  };
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a === b || (a.length === b.length && a.every((id, i) => id === b[i]));
}

function sameGuides(a: readonly Guide[], b: readonly Guide[]): boolean {
  return a === b || (a.length === b.length && a.every((g, i) => g.axis === b[i].axis && g.at === b[i].at && g.from === b[i].from && g.to === b[i].to));
}

/** The page as it looks during the gesture (and with the text being edited left blank). */
export function previewPage(design: DesignFile, pageId: string, gesture: Gesture | null, editingTextId: string | null): Page {
  let d = design;
  if (gesture?.kind === 'move' && (gesture.dx || gesture.dy) && !editingTextId) {
    // the hot path of a drag: a plain copy with the moving elements shifted (no drafts)
    const page = design.pages.find((p) => p.id === pageId)!;
    return movedPage(page, gesture.ids, gesture.dx, gesture.dy);
  }
  if (gesture?.kind === 'move' && (gesture.dx || gesture.dy)) d = moveElements(d, pageId, gesture.ids, gesture.dx, gesture.dy);
  else if (gesture?.kind === 'resize') {
    // the committed resize's own rule, so the preview is what the release gives
    d = resizedDesign(d, pageId, gesture);
  } else if (gesture?.kind === 'rotate') d = rotateElement(d, pageId, gesture.id, gesture.degrees);
  if (editingTextId) {
    d = editPage(d, pageId, (p) => {
      const o = p.objects[editingTextId];
      if (o?.type === 'text') o.text_details.text = '';
    });
  }
  return d.pages.find((p) => p.id === pageId)!;
}

/** The page with `ids` (and everything inside them, unless locked) moved by dx, dy; a shallow copy. */
export function movedPage(page: Page, ids: string[], dx: number, dy: number): Page {
  const objects = { ...page.objects };
  for (const id of ids) {
    const o = page.objects[id];
    if (!o || o.locked) continue;
    for (const k of [id, ...descendantsOf(page, id)]) {
      const e = page.objects[k];
      objects[k] = { ...e, position: { x: e.position.x + dx, y: e.position.y + dy } };
    }
  }
  return { ...page, objects };
}

/** The page with only these top-level elements (and everything inside them). */
export function subsetPage(page: Page, roots: string[]): Page {
  const keep = new Set<string>();
  for (const r of roots) {
    keep.add(r);
    for (const d of descendantsOf(page, r)) keep.add(d);
  }
  const objects: Page['objects'] = {};
  for (const id of keep) if (page.objects[id]) objects[id] = page.objects[id];
  return { ...page, objects, groups: page.groups.filter((g) => keep.has(g)) };
}

/**
 * A resize or a rotation as the page shows it mid-gesture, computed on a page holding only the
 * element and its contents (the rule reads nothing else): the changed elements, and the other
 * elements of `keep` as they are. Each step costs what the element holds, not what the page holds.
 */
export function reshapedSubset(design: DesignFile, pageId: string, gesture: Extract<Gesture, { kind: 'resize' | 'rotate' }>, keep: readonly string[]): Page {
  const page = design.pages.find((p) => p.id === pageId)!;
  const small = { ...design, pages: [subsetPage(page, [gesture.id])] };
  const next = gesture.kind === 'resize' ? resizedDesign(small, pageId, gesture) : rotateElement(small, pageId, gesture.id, gesture.degrees);
  const objects: Page['objects'] = {};
  for (const id of keep) if (page.objects[id]) objects[id] = page.objects[id];
  Object.assign(objects, next.pages[0].objects);
  return { ...page, objects };
}

/** Whether two states of a page differ at most in one element (and not in its page-level fields). */
export function sameExcept(a: Page, b: Page, id: string): boolean {
  if (a === b) return true;
  const fields = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const f of fields) if (f !== 'objects' && (a as unknown as Record<string, unknown>)[f] !== (b as unknown as Record<string, unknown>)[f]) return false;
  const keys = Object.keys(b.objects);
  if (keys.length !== Object.keys(a.objects).length) return false;
  for (const k of keys) if (k !== id && a.objects[k] !== b.objects[k]) return false;
  return true;
}

/**
 * Whether a rotation of `id` can be shown by turning its drawing as a whole (a canvas the
 * compositor turns, nothing drawn at each step): a top-level element whose whole look turns with
 * it. Shadows do not (an element's shadow and a text's shadows fall in the page's direction
 * whatever the element's angle), so an element holding one is drawn again at each step. Gives the
 * centre it turns about and its angle before the gesture, or null.
 */
export function rigidTurn(page: Page, id: string): { cx: number; cy: number; rotation: number } | null {
  const o = page.objects[id];
  if (!o || o.parent) return null;
  for (const e of [o, ...descendantsOf(page, id).map((d) => page.objects[d])]) {
    if (!e) continue;
    if (e.shadow) return null;
    if (e.type === 'text' && e.text_details.effects?.shadow && e.text_details.effects.shadows.length) return null;
  }
  return { cx: o.position.x + o.width / 2, cy: o.position.y + o.height / 2, rotation: o.rotation ?? 0 };
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * Where a page drawn as `before` must be drawn again to show `after` (design px), or null when
 * the whole page must: anything but its elements changed, an element that can paint anywhere (a
 * shadow) changed, or the changes cover much of the page. Elements are compared by identity (the
 * store's pages are frozen: an unchanged element is the same object); a change inside a group
 * redraws where the whole group was and is.
 */
export function changedRegions(before: Page, after: Page, width: number, height: number): Box[] | null {
  if (before === after) return [];
  for (const k of new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof Page>) {
    if (k !== 'objects' && before[k] !== after[k]) return null;
  }
  const tops = new Set<string>();
  const topOf = (page: Page, id: string) => {
    let o = page.objects[id];
    for (let i = 0; o?.parent && i < 64; i++) o = page.objects[o.parent];
    return o;
  };
  for (const id of new Set([...Object.keys(before.objects), ...Object.keys(after.objects)])) {
    if (before.objects[id] === after.objects[id]) continue;
    for (const page of [before, after]) {
      const top = topOf(page, id);
      if (top) tops.add(top.id);
    }
    if (tops.size > 64) return null;
  }
  const boxes: Box[] = [];
  let area = 0;
  for (const id of tops) {
    for (const page of [before, after]) {
      const o = page.objects[id];
      if (!o) continue;
      const r = paintReach(o);
      if (!r || descendantsOf(page, id).some((d) => !page.objects[d] || !paintReach(page.objects[d]))) return null;
      const x = Math.max(0, r.x);
      const y = Math.max(0, r.y);
      const b = { x, y, width: Math.min(width, r.x + r.width) - x, height: Math.min(height, r.y + r.height) - y };
      if (b.width <= 0 || b.height <= 0) continue;
      boxes.push(b);
      area += b.width * b.height;
    }
  }
  return area > width * height * 0.5 ? null : boxes;
}
