// Bulk edit's labels in the document (editor §3, §5): a label made on the selected element (or the
// page's background) once, renamed, removed. Each change is one undo step; a refused name throws
// with the spec's message for the caller to show.
import { addBulkLabel, randomId, removeBulkLabel, renameBulkLabel } from '@dm/scene';
import { defineAction } from './types';

export const addLabel = defineAction<{ elementId: string | null; name: string }>({
  name: 'addBulkLabel',
  label: 'Bulk Label',
  perform: (editor, { elementId, name }) => {
    const next = addBulkLabel(editor.design, { pageId: editor.page.id, elementId }, name, randomId());
    editor.commit('addBulkLabel', 'Bulk Label', () => next);
  },
});

export const renameLabel = defineAction<{ labelId: string; name: string }>({
  name: 'renameBulkLabel',
  label: 'Rename label',
  perform: (editor, { labelId, name }) => {
    const next = renameBulkLabel(editor.design, labelId, name);
    editor.commit('renameBulkLabel', 'Rename label', () => next);
  },
});

export const removeLabel = defineAction<string>({
  name: 'removeBulkLabel',
  label: 'Remove label',
  perform: (editor, labelId) => {
    editor.commit('removeBulkLabel', 'Remove label', (d) => removeBulkLabel(d, labelId));
  },
});

export const BULK_ACTIONS = [addLabel, renameLabel, removeLabel];
