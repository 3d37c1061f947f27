import type { DesignFile } from '@dm/contracts/types';
import type { EditorState } from '../store/editorState';
import type { TemplateKind } from './SaveTemplateDialog';

/**
 * What a template saves: a design template is the whole document; a text template is the
 * selected group with everything inside it, alone on its page (editor §3: a text template's
 * design_file holds one group and its objects).
 */
export function templateFileOf(state: Pick<EditorState, 'design' | 'pageId' | 'selection'>, kind: TemplateKind): DesignFile {
  if (kind === 'design template') return state.design;
  const page = state.design.pages.find((p) => p.id === state.pageId) ?? state.design.pages[0];
  const groupId = state.selection[0];
  const objects = page.objects as Record<string, { parent: string | null; type: string }>;
  const inGroup = (id: string): boolean => {
    for (let at: string | null = id; at; at = objects[at]?.parent ?? null) if (at === groupId) return true;
    return false;
  };
  const kept = Object.fromEntries(Object.entries(page.objects).filter(([id]) => inGroup(id)));
  return {
    ...state.design,
    pages: [{ ...page, objects: kept as typeof page.objects, groups: page.groups.filter((g) => g in kept) }],
  };
}
