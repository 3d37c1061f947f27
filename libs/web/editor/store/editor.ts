// The editor without React: the Redux store plus the named actions. The React shell and the
// headless EditorDriver both talk to the document only through this object.
import { configureStore } from '@reduxjs/toolkit';
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
  store.dispatch(editorActions.designLoaded(loaded));
  return store;
}

export type EditorStore = ReturnType<typeof createEditorStore>;

export interface CommitOptions {
  /** Selection after the change (default: the current one, minus elements that are gone); a
   * function is read after the change ran (for ids the change created). */
  selection?: string[] | (() => string[]);
  /** Page in focus after the change (default: the current one, or the first if it is gone). */
  pageId?: string | (() => string);
}

export class Editor {
  constructor(readonly store: EditorStore) {}

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
    const before: EditorFocus = { pageId: this.state.pageId, selection: this.selection };
    const next = change(this.design);
    if (next === this.design) return false;
    const { patches, inverse } = diffPatches(this.design, next);
    if (patches.length === 0) return false;
    const wantedPage = typeof options.pageId === 'function' ? options.pageId() : options.pageId;
    const pageId = wantedPage && next.pages.some((p) => p.id === wantedPage)
      ? wantedPage
      : next.pages.some((p) => p.id === before.pageId) ? before.pageId : next.pages[0].id;
    const page = next.pages.find((p) => p.id === pageId)!;
    const wanted = typeof options.selection === 'function' ? options.selection() : options.selection;
    const selection = (wanted ?? before.selection).filter((id) => page.objects[id]);
    this.store.dispatch(editorActions.documentChanged({
      design: next,
      entry: { name, label, patches, inverse, before, after: { pageId, selection } },
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
