// Reading the element tree of a page: children by parent, paint order by layer_index, bounds.
import type { EditorObject, Page } from '@dm/contracts';
import { type Rect, unionRects } from '@dm/engine';

const byPaintOrder = (a: EditorObject, b: EditorObject) => a.layer_index - b.layer_index || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Children by parent, built in one pass over the page; each list is put in paint order the first
 * time it is read. A frozen page (every state the store holds; immer freezes what it produces)
 * keeps its index, so walks over the same page state never rebuild it; a page being changed (a
 * draft) gets a fresh one each time.
 */
interface ChildIndex {
  lists: Map<string | null, EditorObject[]>;
  sorted: Set<string | null>;
}
const indexes = new WeakMap<object, ChildIndex>();
function sharedIndex(page: Page): ChildIndex {
  // only a frozen page's index is kept, and a frozen object stays frozen: a known page needs no
  // check (Object.isFrozen reads every property of a large page, as V8 keeps it as a dictionary,
  // so checking first made each walk cost the whole page)
  const known = indexes.get(page.objects);
  if (known) return known;
  const frozen = Object.isFrozen(page.objects);
  const lists = new Map<string | null, EditorObject[]>();
  for (const o of Object.values(page.objects)) {
    const key = o.parent ?? null;
    const list = lists.get(key);
    if (list) list.push(o);
    else lists.set(key, [o]);
  }
  const index = { lists, sorted: new Set<string | null>() };
  if (frozen) indexes.set(page.objects, index);
  return index;
}

function childList(index: ChildIndex, parent: string | null): readonly EditorObject[] {
  const list = index.lists.get(parent);
  if (!list) return [];
  if (!index.sorted.has(parent)) {
    list.sort(byPaintOrder);
    index.sorted.add(parent);
  }
  return list;
}

/** Children of `parent` (null = top level) in paint order (lowest layer_index first). */
export function childrenOf(page: Page, parent: string | null): EditorObject[] {
  return [...childList(sharedIndex(page), parent)];
}

/** Children of every parent in paint order (renderers walk it for every element); a copy the caller may change. */
export function childIndex(page: Page): Map<string | null, EditorObject[]> {
  const index = sharedIndex(page);
  return new Map([...index.lists.keys()].map((k) => [k, [...childList(index, k)]]));
}

/** Every descendant id of `id` (not including it), depth first in paint order: one pass over the page. */
export function descendantsOf(page: Page, id: string): string[] {
  const index = sharedIndex(page);
  const out: string[] = [];
  // an explicit stack (children pushed last first): deep nesting never runs out of call stack
  const stack = [...childList(index, id)].reverse();
  for (let c = stack.pop(); c; c = stack.pop()) {
    out.push(c.id);
    const children = childList(index, c.id);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return out;
}

export type { Rect };

/** The axis-aligned box around an element after its rotation. */
export function rotatedBounds(o: Pick<EditorObject, 'position' | 'width' | 'height' | 'rotation'>): Rect {
  const t = ((o.rotation ?? 0) * Math.PI) / 180;
  const c = Math.abs(Math.cos(t));
  const s = Math.abs(Math.sin(t));
  const w = o.width * c + o.height * s;
  const h = o.width * s + o.height * c;
  const cx = o.position.x + o.width / 2;
  const cy = o.position.y + o.height / 2;
  return { x: cx - w / 2, y: cy - h / 2, width: w, height: h };
}

export { unionRects };

/** Next free layer_index among the siblings under `parent`. */
export function nextLayerIndex(page: Page, parent: string | null): number {
  const sib = childrenOf(page, parent);
  return sib.length ? sib[sib.length - 1].layer_index + 1 : 0;
}

export function findPage(pages: Page[], pageId: string): Page {
  const p = pages.find((x) => x.id === pageId);
  if (!p) throw new Error(`scene: no page ${pageId}`);
  return p;
}
