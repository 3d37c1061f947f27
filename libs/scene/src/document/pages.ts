// Page operations: add, copy, delete, move. A design always keeps at least one page.
import type { DesignFile, EditorObject, Page } from '@dm/contracts';
import { produce } from 'immer';
import { createPage } from './factory.js';
import { type NewId, randomId } from './ids.js';

function indexOf(design: DesignFile, pageId: string): number {
  const i = design.pages.findIndex((p) => p.id === pageId);
  if (i < 0) throw new Error(`scene: no page ${pageId}`);
  return i;
}

/** Adds a blank white page after `afterPageId` (or at the end). */
export function addPage(design: DesignFile, afterPageId?: string, newId: NewId = randomId): { design: DesignFile; pageId: string } {
  const page = createPage(newId);
  const at = afterPageId ? indexOf(design, afterPageId) + 1 : design.pages.length;
  return { design: produce(design, (d) => void d.pages.splice(at, 0, page)), pageId: page.id };
}

/** Copies a page (new page and element ids, same look) right after it. */
export function copyPage(design: DesignFile, pageId: string, newId: NewId = randomId): { design: DesignFile; pageId: string } {
  const at = indexOf(design, pageId);
  const src = design.pages[at];
  const ids = new Map<string, string>();
  for (const id of Object.keys(src.objects)) ids.set(id, newId());
  const objects: Record<string, EditorObject> = {};
  for (const o of Object.values(src.objects)) {
    const copy = JSON.parse(JSON.stringify(o)) as EditorObject;
    copy.id = ids.get(o.id)!;
    copy.parent = o.parent ? (ids.get(o.parent) ?? null) : null;
    objects[copy.id] = copy;
  }
  const page: Page = {
    ...(JSON.parse(JSON.stringify(src)) as Page),
    id: newId(),
    objects,
    groups: src.groups.map((g) => ids.get(g)).filter((g): g is string => !!g),
  };
  return { design: produce(design, (d) => void d.pages.splice(at + 1, 0, page)), pageId: page.id };
}

/** Deletes a page; the last page cannot be deleted (the design is returned unchanged). */
export function deletePage(design: DesignFile, pageId: string): DesignFile {
  const at = indexOf(design, pageId);
  if (design.pages.length <= 1) return design;
  return produce(design, (d) => void d.pages.splice(at, 1));
}

/** Moves a page to position `toIndex` (clamped). */
export function movePage(design: DesignFile, pageId: string, toIndex: number): DesignFile {
  const at = indexOf(design, pageId);
  const to = Math.max(0, Math.min(design.pages.length - 1, Math.trunc(toIndex)));
  if (to === at) return design;
  return produce(design, (d) => {
    const [p] = d.pages.splice(at, 1);
    d.pages.splice(to, 0, p);
  });
}
