// Shared plumbing for document operations: every operation is an Immer recipe on one page, so
// it returns a new document and the editor store can record forward and inverse patches.
import type { DesignFile, EditorObject, Page } from '@dm/contracts';
import { type Draft, produce } from 'immer';

export type PageDraft = Draft<Page>;
export type ObjectDraft = Draft<EditorObject>;

export function editPage(design: DesignFile, pageId: string, recipe: (page: PageDraft) => void): DesignFile {
  return produce(design, (d) => {
    const page = d.pages.find((p) => p.id === pageId);
    if (!page) throw new Error(`scene: no page ${pageId}`);
    recipe(page);
  });
}

export function mustGet(page: PageDraft | Page, id: string): ObjectDraft {
  const o = page.objects[id];
  if (!o) throw new Error(`scene: no element ${id} on page ${page.id}`);
  return o as ObjectDraft;
}

/** Renumbers siblings 0..n-1 in the given order. */
export function renumber(list: { layer_index: number }[]): void {
  list.forEach((o, i) => {
    o.layer_index = i;
  });
}
