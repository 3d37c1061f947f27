// Selection: select all, deselect (Escape also ends text editing).
import { childrenOf } from '@dm/scene';
import { editorActions } from '../store/editorSlice';
import { byShortcut, defineAction } from './types';

export const selectAll = defineAction({
  name: 'selectAll',
  label: 'Select all',
  shortcut: 'Ctrl+A',
  viewSafe: true,
  keyTest: byShortcut('Ctrl+A'),
  perform: (editor) => editor.select(childrenOf(editor.page, null).map((o) => o.id)),
});

export const deselect = defineAction({
  name: 'deselect',
  label: 'Deselect',
  shortcut: 'Escape',
  viewSafe: true,
  keyTest: byShortcut('Escape'),
  perform: (editor) => {
    if (editor.state.editingTextId) editor.store.dispatch(editorActions.textEditingChanged(null));
    else editor.select([]);
  },
});

/** Keyboard selection on the focused canvas: Tab and Shift+Tab walk the elements in layer order. */
function step(editor: Parameters<typeof selectAll.perform>[0], by: 1 | -1) {
  const order = childrenOf(editor.page, null).map((o) => o.id);
  if (!order.length) return;
  const at = editor.selection.length ? order.indexOf(editor.selection[editor.selection.length - 1]) : -1;
  const next = at < 0 ? (by > 0 ? 0 : order.length - 1) : (at + by + order.length) % order.length;
  editor.select([order[next]]);
}

export const selectNext = defineAction({
  name: 'selectNext',
  label: 'Select next element',
  shortcut: 'Tab',
  viewSafe: true,
  perform: (editor) => step(editor, 1),
});

export const selectPrevious = defineAction({
  name: 'selectPrevious',
  label: 'Select previous element',
  shortcut: 'Shift+Tab',
  viewSafe: true,
  perform: (editor) => step(editor, -1),
});

export const SELECTION_ACTIONS = [selectAll, deselect, selectNext, selectPrevious];
