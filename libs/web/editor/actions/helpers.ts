// Reading the selection the way the actions need it.
import type { DesignFile, EditorObject, Page } from '@dm/contracts';
import { addElement, childrenOf } from '@dm/scene';
import type { Editor } from '../store/editor';

/** Selected elements without the ones whose ancestor is selected too (moving a group moves them). */
export function selectedRoots(editor: Editor): string[] {
  const page = editor.page;
  const sel = new Set(editor.selection);
  return editor.selection.filter((id) => {
    let p = page.objects[id]?.parent ?? null;
    while (p) {
      if (sel.has(p)) return false;
      p = page.objects[p]?.parent ?? null;
    }
    return !!page.objects[id];
  });
}

/** Selected elements that are not locked. */
export function unlockedRoots(editor: Editor): string[] {
  return selectedRoots(editor).filter((id) => !editor.page.objects[id].locked);
}

/** The top-level element (or the child of a box/grid? no: the top-most group) holding `id`. */
export function topAncestor(page: Page, id: string): string {
  let cur = page.objects[id];
  while (cur?.parent && page.objects[cur.parent]) cur = page.objects[cur.parent];
  return cur?.id ?? id;
}

export function selectedTexts(editor: Editor): Extract<EditorObject, { type: 'text' }>[] {
  const page = editor.page;
  const out: Extract<EditorObject, { type: 'text' }>[] = [];
  const visit = (id: string) => {
    const o = page.objects[id];
    if (!o) return;
    if (o.type === 'text') out.push(o);
    else if (o.type === 'group') for (const c of childrenOf(page, id)) visit(c.id);
  };
  for (const id of selectedRoots(editor)) visit(id);
  return out;
}

/** Index among its siblings and how many siblings there are. */
export function layerPosition(page: Page, id: string): { index: number; count: number } {
  const o = page.objects[id];
  const sib = childrenOf(page, o?.parent ?? null);
  return { index: sib.findIndex((s) => s.id === id), count: sib.length };
}

/**
 * Adds a new element on top of its siblings. (The scene's factories set layer_index 0, which
 * addElement keeps, so without this every new element would share the bottom layer.)
 */
export function addOnTop(design: DesignFile, pageId: string, element: EditorObject): DesignFile {
  const { layer_index: _ignored, ...rest } = element;
  return addElement(design, pageId, rest);
}
