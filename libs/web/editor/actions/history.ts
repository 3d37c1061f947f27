// Undo and redo: the inverse and forward patches of the recorded steps.
import { editorActions } from '../store/editorSlice';
import { byShortcut, defineAction } from './types';

export const undo = defineAction({
  name: 'undo',
  label: 'Undo',
  shortcut: 'Ctrl+Z',
  keyTest: byShortcut('Ctrl+Z'),
  enabled: (editor) => editor.state.undo.length > 0,
  perform: (editor) => void editor.store.dispatch(editorActions.undone()),
});

export const redo = defineAction({
  name: 'redo',
  label: 'Redo',
  shortcut: 'Shift+Ctrl+Z',
  keyTest: (e) => byShortcut('Shift+Ctrl+Z')(e) || byShortcut('Ctrl+Y')(e),
  enabled: (editor) => editor.state.redo.length > 0,
  perform: (editor) => void editor.store.dispatch(editorActions.redone()),
});

export const HISTORY_ACTIONS = [undo, redo];
