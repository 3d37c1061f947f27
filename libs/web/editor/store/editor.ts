// The editor without React: the Redux store plus the named actions. The React shell and the
// headless EditorDriver both talk to the document only through this object.
import { configureStore } from '@reduxjs/toolkit';
import { applyPatches, freeze } from 'immer';
import type { DesignFile, EditorObject, Page } from '@dm/contracts';
import { diffPatches } from './diff';
import { editorActions, editorSlice } from './editorSlice';
import type { EditorFocus, EditorState, LoadedDesign } from './editorState';

export function createEditorStore(loaded: LoadedDesign) {
  const store = configureStore({
    reducer: editorSlice.reducer,
    // The document is large and frozen by Immer already; the dev checks would walk it every action.
    middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }),
  });
  // frozen from the start (Immer freezes what it produces; the loaded document is not produced):
  // walks over a frozen page keep their child index (libs/scene tree.ts)
  store.dispatch(editorActions.designLoaded({ ...loaded, design: freeze(loaded.design, true) }));
  return store;
}

export type EditorStore = ReturnType<typeof createEditorStore>;

export interface CommitOptions {
  /** Selection after the change (default: the current one, minus elements that are gone); a
   * function is read after the change ran (for ids the change created). */
  selection?: string[] | (() => string[]);
  /** Page in focus after the change (default: the current one, or the first if it is gone). */
  pageId?: string | (() => string);
  /**
   * Merges into the top undo entry when that entry was committed with the same key and nothing
   * was undone since (a colour picked in several steps is one undo step).
   */
  squash?: string;
}

export class Editor {
  /** The document before the preview on show, while one is. */
  #previewBase: DesignFile | null = null;
  #previewing = false;

  constructor(readonly store: EditorStore) {}

  /**
   * Shows what `run` (an action's perform, committing as usual) would do, recording nothing and
   * saving nothing: for controls that change continuously (the native colour input). The next
   * commit records one step from the document before the first preview; cancelPreview() puts
   * that document back.
   */
  preview(run: () => void): void {
    if (this.readOnly) return;
    const base = this.#previewBase ?? this.design;
    this.#previewing = true;
    try {
      run();
    } finally {
      this.#previewing = false;
    }
    if (this.design !== base) this.#previewBase = base;
  }

  get previewing(): boolean {
    return this.#previewBase !== null;
  }

  cancelPreview(): void {
    if (!this.#previewBase) return;
    this.store.dispatch(editorActions.documentPreviewed(this.#previewBase));
    this.#previewBase = null;
  }

  get state(): EditorState {
    return this.store.getState();
  }

  get design(): DesignFile {
    return this.state.design;
  }

  get readOnly(): boolean {
    return this.state.role === 'view';
  }

  get page(): Page {
    const s = this.state;
    return s.design.pages.find((p) => p.id === s.pageId) ?? s.design.pages[0];
  }

  get selection(): string[] {
    return this.state.selection;
  }

  get selected(): EditorObject[] {
    const page = this.page;
    return this.selection.map((id) => page.objects[id]).filter((o): o is EditorObject => !!o);
  }

  element(id: string): EditorObject | undefined {
    return this.page.objects[id];
  }

  /**
   * Records one undoable change: `change` returns the next document (built with the scene's
   * operations); the store keeps its forward and inverse patches. No-op changes and any change
   * in view role record nothing. Returns true when the document changed.
   */
  commit(name: string, label: string, change: (design: DesignFile) => DesignFile, options: CommitOptions = {}): boolean {
    if (this.readOnly) return false;
    if (this.#previewing) {
      const shown = change(this.design);
      if (shown !== this.design) this.store.dispatch(editorActions.documentPreviewed(shown));
      return shown !== this.design;
    }
    const before: EditorFocus = { pageId: this.state.pageId, selection: this.selection };
    const base = this.#previewBase ?? this.design;
    this.#previewBase = null;
    const next = change(this.design);
    const { patches, inverse } = diffPatches(base, next);
    if (patches.length === 0) {
      if (next !== this.design) this.store.dispatch(editorActions.documentPreviewed(base));
      return false;
    }
    const wantedPage = typeof options.pageId === 'function' ? options.pageId() : options.pageId;
    const pageId = wantedPage && next.pages.some((p) => p.id === wantedPage)
      ? wantedPage
      : next.pages.some((p) => p.id === before.pageId) ? before.pageId : next.pages[0].id;
    const page = next.pages.find((p) => p.id === pageId)!;
    const wanted = typeof options.selection === 'function' ? options.selection() : options.selection;
    const selection = (wanted ?? before.selection).filter((id) => page.objects[id]);
    const top = this.state.undo[this.state.undo.length - 1];
    if (options.squash && top?.squash === options.squash && this.state.redo.length === 0) {
      // one step from the document before the top entry to this one
      const merged = diffPatches(applyPatches(base, top.inverse), next);
      this.store.dispatch(editorActions.documentSquashed({ design: next, ...merged, after: { pageId, selection } }));
      return true;
    }
    this.store.dispatch(editorActions.documentChanged({
      design: next,
      entry: { name, label, patches, inverse, before, after: { pageId, selection }, ...(options.squash ? { squash: options.squash } : {}) },
    }));
    return true;
  }

  select(ids: string[]): void {
    this.store.dispatch(editorActions.selectionChanged(ids));
  }

  focusPage(pageId: string): void {
    this.store.dispatch(editorActions.pageFocused(pageId));
  }

  subscribe(listener: () => void): () => void {
    return this.store.subscribe(listener);
  }
}

export function createEditor(loaded: LoadedDesign): Editor {
  return new Editor(createEditorStore(loaded));
}
