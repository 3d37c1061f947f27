// What the pointer can hit: the page's top-level elements (a click on anything inside a group
// selects the group, as in Canva), laid into the engine's hit index with their paint order.
import type { Page } from '@dm/contracts';
import type { HitBox } from '@dm/engine';
import { childrenOf, type Rect, rotatedBounds, unionRects } from '@dm/scene';

export interface HitTester {
  /** The top-most element under the design point. */
  at(x: number, y: number): string | undefined;
  /** Elements touching the design rectangle. */
  inRect(x0: number, y0: number, x1: number, y1: number): string[];
}

export function hitBoxes(page: Page): [string, HitBox][] {
  return childrenOf(page, null).map((o, i) => [
    o.id,
    { x: o.position.x, y: o.position.y, width: o.width, height: o.height, rotation: o.rotation ?? 0, layer: i },
  ]);
}

/** Bounds of a selection (the union of rotated boxes), or null for none. */
export function selectionBounds(page: Page, ids: string[]): Rect | null {
  const rects = ids.map((id) => page.objects[id]).filter(Boolean).map((o) => rotatedBounds(o));
  return rects.length ? unionRects(rects) : null;
}

/** True when the design point lies inside the element's (rotated) box. */
export function containsPoint(o: { position: { x: number; y: number }; width: number; height: number; rotation?: number }, x: number, y: number): boolean {
  const cx = o.position.x + o.width / 2;
  const cy = o.position.y + o.height / 2;
  const t = (-(o.rotation ?? 0) * Math.PI) / 180;
  const lx = (x - cx) * Math.cos(t) - (y - cy) * Math.sin(t);
  const ly = (x - cx) * Math.sin(t) + (y - cy) * Math.cos(t);
  return Math.abs(lx) <= o.width / 2 && Math.abs(ly) <= o.height / 2;
}

/** The top-most element inside a group (at any depth) under the point: double-click enters groups. */
export function deepestAt(page: Page, groupId: string, x: number, y: number): string | undefined {
  const kids = childrenOf(page, groupId);
  for (let i = kids.length - 1; i >= 0; i--) {
    const k = kids[i];
    if (k.type === 'group') {
      const inner = deepestAt(page, k.id, x, y);
      if (inner) return inner;
    } else if (containsPoint(k, x, y)) return k.id;
  }
  return undefined;
}

/** Click selection: a plain click selects the hit alone (or clears), shift-click toggles it. */
export function clickSelection(current: string[], hit: string | undefined, shift: boolean): string[] {
  if (!hit) return shift ? current : [];
  if (shift) return current.includes(hit) ? current.filter((id) => id !== hit) : [...current, hit];
  return current.includes(hit) ? current : [hit];
}
