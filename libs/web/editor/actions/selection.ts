// Selection: select all, deselect (Escape also ends text editing).
import { childrenOf } from '@dm/scene';
import { editorActions } from '../store/editorSlice';
import { defineAction, keyIs, mod, plain } from './types';

export const selectAll = defineAction({
  name: 'selectAll',
  label: 'Select all',
  shortcut: 'Ctrl+A',
  viewSafe: true,
  keyTest: (e) => mod(e) && !e.shiftKey && keyIs(e, 'a'),
  perform: (editor) => editor.select(childrenOf(editor.page, null).map((o) => o.id)),
});

export const deselect = defineAction({
  name: 'deselect',
  label: 'Deselect',
  shortcut: 'Escape',
  viewSafe: true,
  keyTest: (e) => plain(e) && e.key === 'Escape',
  perform: (editor) => {
    if (editor.state.editingTextId) editor.store.dispatch(editorActions.textEditingChanged(null));
    else editor.select([]);
  },
});

export const SELECTION_ACTIONS = [selectAll, deselect];
