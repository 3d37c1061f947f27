// Using a design template: it replaces the design (size and pages), as one undo step, with
// nothing selected and the first page in focus.
import type { DesignFile } from '@dm/contracts';
import { migrateDocument } from '@dm/contracts/migrations';
import { defineAction } from './types';

/** A template's design_file, upgraded to the current schema version, if it is one the editor can open. */
export function templateDesign(raw: unknown): DesignFile | null {
  const d = migrateDocument<DesignFile | null>(raw);
  if (!d || typeof d !== 'object' || !Array.isArray(d.pages) || d.pages.length === 0) return null;
  if (!(d.width > 0 && d.height > 0)) return null;
  if (!d.pages.every((p) => p && typeof p.id === 'string' && p.objects && typeof p.objects === 'object' && !Array.isArray(p.objects))) return null;
  return d;
}

function replaceDesign(name: string, label: string) {
  return defineAction<unknown>({
    name,
    label,
    perform: (editor, raw) => {
    const file = templateDesign(raw);
    if (!file) return;
    const current = editor.design;
    const next: DesignFile = {
      schemaVersion: current.schemaVersion,
      id: current.id,
      width: file.width,
      height: file.height,
      pages: file.pages.map((p) => ({ ...p, groups: p.groups ?? [] })),
    };
    editor.commit(name, label, () => next, { selection: [], pageId: next.pages[0].id });
    },
  });
}

export const applyTemplate = replaceDesign('applyTemplate', 'Use template');
/** Brings back a document that could not be saved (kept locally after a conflict). */
export const restoreDesign = replaceDesign('restoreDesign', 'Restore unsaved changes');

export const TEMPLATE_ACTIONS = [applyTemplate, restoreDesign];
