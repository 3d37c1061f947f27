// Element operations: add, remove, move, resize, rotate, reorder, duplicate. Each returns a new
// document; locked elements are left where they are by move, resize, rotate and remove.
import { DESIGN_DEFAULTS, type DesignFile, type EditorObject } from '@dm/contracts';
import { editPage, mustGet, type PageDraft, renumber } from './edit.js';
import { type NewId, randomId } from './ids.js';
import { childrenOf, descendantsOf, nextLayerIndex } from './tree.js';

/** Adds an element on top of its siblings (unless it names a layer_index). */
export function addElement(
  design: DesignFile, pageId: string, element: Omit<EditorObject, 'layer_index'> & { layer_index?: number },
): DesignFile {
  return editPage(design, pageId, (page) => {
    if (page.objects[element.id]) throw new Error(`scene: element ${element.id} already exists`);
    const parent = element.parent ?? null;
    if (parent !== null) mustGet(page, parent);
    const layer_index = element.layer_index ?? nextLayerIndex(page as never, parent);
    page.objects[element.id] = { ...element, parent, layer_index } as EditorObject;
    if (element.type === 'group') page.groups.push(element.id);
  });
}

/** Removes elements with everything inside them; the siblings left keep their layer indices (a gap changes no paint order). */
export function removeElements(design: DesignFile, pageId: string, ids: string[]): DesignFile {
  const base = design.pages.find((p) => p.id === pageId);
  const removable = ids.filter((id) => base?.objects[id] && !base.objects[id].locked);
  const contents = contentsOf(design, pageId, removable);
  return editPage(design, pageId, (page) => {
    const gone = new Set<string>();
    for (const id of ids) mustGet(page, id);
    for (const id of removable) {
      gone.add(id);
      for (const d of contents.get(id) ?? []) gone.add(d);
    }
    for (const id of gone) delete page.objects[id];
    if (gone.size) page.groups = page.groups.filter((g) => !gone.has(g));
  });
}

/**
 * Each element's descendants read from the page as it is (a frozen state keeps its child index),
 * not from the draft being changed (reading every element of a draft makes a proxy of each).
 */
function contentsOf(design: DesignFile, pageId: string, ids: readonly string[]): Map<string, string[]> {
  const page = design.pages.find((p) => p.id === pageId);
  return new Map(ids.map((id) => [id, page ? descendantsOf(page, id) : []]));
}

/** Moves elements (and their contents) by dx, dy. */
export function moveElements(design: DesignFile, pageId: string, ids: string[], dx: number, dy: number): DesignFile {
  const contents = contentsOf(design, pageId, ids);
  return editPage(design, pageId, (page) => {
    for (const id of ids) {
      if (mustGet(page, id).locked) continue;
      for (const i of [id, ...(contents.get(id) ?? [])]) {
        const o = page.objects[i];
        o.position.x += dx;
        o.position.y += dy;
      }
    }
  });
}

/** Moves one element so its top-left is at (x, y). */
export function moveElementTo(design: DesignFile, pageId: string, id: string, x: number, y: number): DesignFile {
  const o = design.pages.find((p) => p.id === pageId)?.objects[id];
  if (!o) throw new Error(`scene: no element ${id} on page ${pageId}`);
  return moveElements(design, pageId, [id], x - o.position.x, y - o.position.y);
}

export interface ResizeTo {
  width: number;
  height: number;
  x?: number;
  y?: number;
}

/**
 * Resizes an element to a new box. A group, grid or box scales its contents with it (text sizes
 * scale by the smaller factor so words keep fitting).
 */
export function resizeElement(design: DesignFile, pageId: string, id: string, to: ResizeTo): DesignFile {
  if (!(to.width >= 0 && to.height >= 0)) throw new Error('scene: width and height must be 0 or more');
  const contents = contentsOf(design, pageId, [id]).get(id) ?? [];
  return editPage(design, pageId, (page) => {
    const o = mustGet(page, id);
    if (o.locked) return;
    const x0 = o.position.x;
    const y0 = o.position.y;
    const nx = to.x ?? x0;
    const ny = to.y ?? y0;
    const sx = o.width ? to.width / o.width : 1;
    const sy = o.height ? to.height / o.height : 1;
    for (const d of contents) {
      const c = page.objects[d];
      c.position.x = nx + (c.position.x - x0) * sx;
      c.position.y = ny + (c.position.y - y0) * sy;
      c.width *= sx;
      c.height *= sy;
      if (c.type === 'text') c.text_details.fontSize *= Math.min(sx, sy);
    }
    o.position.x = nx;
    o.position.y = ny;
    o.width = to.width;
    o.height = to.height;
  });
}

/** Sets the rotation in degrees, normalised to (-180, 180]. */
export function rotateElement(design: DesignFile, pageId: string, id: string, degrees: number): DesignFile {
  return editPage(design, pageId, (page) => {
    const o = mustGet(page, id);
    if (o.locked) return;
    o.rotation = normaliseDegrees(degrees);
  });
}

export function normaliseDegrees(deg: number): number {
  let d = deg % 360;
  if (d > 180) d -= 360;
  if (d <= -180) d += 360;
  return d === 0 ? 0 : d;
}

export type ReorderMove = 'forward' | 'backward' | 'front' | 'back';

/**
 * A layer index strictly between two neighbours' (either may be missing: the ends), or undefined
 * when floating point has no number left between them (then the siblings are renumbered).
 */
export function layerBetween(below: number | undefined, above: number | undefined): number | undefined {
  if (below === undefined && above === undefined) return 0;
  if (below === undefined) return Math.floor(above!) - 1;
  if (above === undefined) return Math.floor(below) + 1;
  const mid = below + (above - below) / 2;
  return mid > below && mid < above ? mid : undefined;
}

/**
 * Moves an element one layer up/down or to the front/back among its siblings. Layer indices are
 * fractional: the element takes a number between its new neighbours', so one record changes
 * (siblings are renumbered only when no number is left between two neighbours).
 */
export function reorderElement(design: DesignFile, pageId: string, id: string, move: ReorderMove): DesignFile {
  const base = design.pages.find((p) => p.id === pageId);
  const o = base?.objects[id];
  if (!base || !o) throw new Error(`scene: no element ${id} on page ${pageId}`);
  const ids = childrenOf(base, o.parent ?? null).map((s) => s.id);
  const i = ids.indexOf(id);
  const rest = ids.filter((x) => x !== id);
  const to = move === 'front' ? rest.length : move === 'back' ? 0 : move === 'forward' ? Math.min(rest.length, i + 1) : Math.max(0, i - 1);
  if (to === i) return design;
  const key = layerBetween(to > 0 ? base.objects[rest[to - 1]].layer_index : undefined, to < rest.length ? base.objects[rest[to]].layer_index : undefined);
  return editPage(design, pageId, (page) => {
    if (key !== undefined) page.objects[id].layer_index = key;
    else renumber([...rest.slice(0, to), id, ...rest.slice(to)].map((x) => page.objects[x]));
  });
}

export interface Duplicated {
  design: DesignFile;
  /** New ids of the copies, in the order of the ids given. */
  ids: string[];
}

/** Copies elements (with their contents) 40px right and down, on top of their siblings. */
export function duplicateElements(design: DesignFile, pageId: string, ids: string[], newId: NewId = randomId): Duplicated {
  const created: string[] = [];
  const off = DESIGN_DEFAULTS.duplicateOffset;
  const next = editPage(design, pageId, (page) => {
    for (const id of ids) {
      const src = mustGet(page, id);
      const copyId = copySubtree(page, id, src.parent ?? null, newId, off, off);
      page.objects[copyId].layer_index = nextLayerIndex(page as never, src.parent ?? null);
      created.push(copyId);
    }
  });
  return { design: next, ids: created };
}

/** Copies element `id` and its descendants under `parent`, offset by dx, dy; returns the copy's id. */
export function copySubtree(page: PageDraft, id: string, parent: string | null, newId: NewId, dx: number, dy: number): string {
  const src = JSON.parse(JSON.stringify(page.objects[id])) as EditorObject;
  const copy: EditorObject = { ...src, id: newId(), parent, position: { x: src.position.x + dx, y: src.position.y + dy } };
  const kids = childrenOf(page as never, id).map((k) => k.id);
  page.objects[copy.id] = copy;
  if (copy.type === 'group') page.groups.push(copy.id);
  for (const k of kids) copySubtree(page, k, copy.id, newId, dx, dy);
  return copy.id;
}
