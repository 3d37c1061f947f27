// The editor slice. Document changes arrive as history entries (patches computed by the store
// from a named action's result); undo and redo apply the inverse or forward patches.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { applyPatches, enablePatches, type Patch } from 'immer';
import type { DesignFile } from '@dm/contracts';
import {
  type Clipboard, type EditorFocus, type EditorState, HISTORY_LIMIT, type HistoryEntry, initialEditorState,
  type LoadedDesign, type SaveStatus, type Zoom,
} from './editorState';

enablePatches();

export const editorSlice = createSlice({
  name: 'editor',
  initialState: null as unknown as EditorState,
  reducers: {
    designLoaded: (_state, { payload }: PayloadAction<LoadedDesign>) => initialEditorState(payload),
    /** A named action changed the document. */
    documentChanged(state, { payload }: PayloadAction<{ entry: HistoryEntry; design: DesignFile }>) {
      state.design = payload.design;
      state.undo.push(payload.entry);
      if (state.undo.length > HISTORY_LIMIT) state.undo.shift();
      state.redo = [];
      state.pageId = payload.entry.after.pageId;
      state.selection = payload.entry.after.selection;
      touched(state);
    },
    /** A commit with the top entry's squash key: the top entry now leads to this document. */
    documentSquashed(state, { payload }: PayloadAction<{ design: DesignFile; patches: Patch[]; inverse: Patch[]; after: EditorFocus }>) {
      const top = state.undo[state.undo.length - 1];
      if (!top) return;
      top.patches = payload.patches;
      top.inverse = payload.inverse;
      top.after = payload.after;
      state.design = payload.design;
      state.pageId = payload.after.pageId;
      state.selection = payload.after.selection;
      touched(state);
    },
    /** A preview: the document as shown while a control is being dragged; no history, no save. */
    documentPreviewed(state, { payload }: PayloadAction<DesignFile>) {
      state.design = payload;
    },
    undone(state) {
      const entry = state.undo.pop();
      if (!entry) return;
      applyPatches(state.design, entry.inverse);
      state.redo.push(entry);
      restore(state, entry.before);
      touched(state);
    },
    redone(state) {
      const entry = state.redo.pop();
      if (!entry) return;
      applyPatches(state.design, entry.patches);
      state.undo.push(entry);
      restore(state, entry.after);
      touched(state);
    },
    selectionChanged(state, { payload }: PayloadAction<string[]>) {
      const page = state.design.pages.find((p) => p.id === state.pageId);
      state.selection = payload.filter((id, i) => page?.objects[id] && payload.indexOf(id) === i);
      if (state.editingTextId && !state.selection.includes(state.editingTextId)) state.editingTextId = null;
    },
    pageFocused(state, { payload }: PayloadAction<string>) {
      if (!state.design.pages.some((p) => p.id === payload) || state.pageId === payload) return;
      state.pageId = payload;
      state.selection = [];
      state.editingTextId = null;
    },
    textEditingChanged(state, { payload }: PayloadAction<string | null>) {
      state.editingTextId = state.role === 'view' ? null : payload;
    },
    clipboardChanged(state, { payload }: PayloadAction<Clipboard | null>) {
      state.clipboard = payload;
    },
    zoomChanged(state, { payload }: PayloadAction<Zoom>) {
      state.zoom = payload;
    },
    renamed(state, { payload }: PayloadAction<string>) {
      state.name = payload;
    },
    saveStarted(state) {
      state.saveStatus = 'saving';
      state.saveError = null;
    },
    /** The save of `revision` succeeded with the server's new version. */
    saveSucceeded(state, { payload }: PayloadAction<{ revision: number; version: number }>) {
      state.version = payload.version;
      state.savedRevision = Math.max(state.savedRevision, payload.revision);
      state.saveStatus = state.savedRevision >= state.revision ? 'saved' : 'unsaved';
    },
    /** After a conflict the user chose to save their version on top of the newer one. */
    rebased(state, { payload }: PayloadAction<number>) {
      state.version = payload;
      state.saveStatus = 'unsaved';
      state.saveError = null;
      state.savedRevision = Math.min(state.savedRevision, state.revision - 1);
    },
    saveFailed(state, { payload }: PayloadAction<{ status: Extract<SaveStatus, 'failed' | 'conflict'>; message: string }>) {
      state.saveStatus = payload.status;
      state.saveError = payload.message;
    },
  },
});

function touched(state: EditorState): void {
  state.revision += 1;
  if (state.saveStatus === 'saved') state.saveStatus = 'unsaved';
}

function restore(state: EditorState, focus: EditorFocus): void {
  state.pageId = state.design.pages.some((p) => p.id === focus.pageId) ? focus.pageId : state.design.pages[0].id;
  const page = state.design.pages.find((p) => p.id === state.pageId)!;
  state.selection = focus.selection.filter((id) => page.objects[id]);
  state.editingTextId = null;
}

export const editorActions = editorSlice.actions;
