// The editor's state: the design document (the spec's design_file), where the user is (page,
// selection, text being edited, zoom) and the history of changes as Immer patches.
import type { DesignFile, EditorObject } from '@dm/contracts';
import type { Patch } from 'immer';

export type EditorRole = 'edit' | 'view';
/** A number percent or a named mode (spec section 9 "Page zoom is a number percent or a named mode"). */
export type Zoom = number | 'fit' | 'fill';
export const ZOOM_PRESETS = [300, 200, 125, 100, 75, 50, 25, 10] as const;

export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'failed' | 'conflict';

/** Where the user was, restored by undo and redo together with the document. */
export interface EditorFocus {
  pageId: string;
  selection: string[];
}

/** One undo step: the named action that made it and its forward and inverse patches. */
export interface HistoryEntry {
  name: string;
  label: string;
  patches: Patch[];
  inverse: Patch[];
  before: EditorFocus;
  after: EditorFocus;
  /** Commits with the same key right after this one merge into it (one undo step). */
  squash?: string;
}

/** Copied elements with everything inside them, page coordinates kept. */
export interface Clipboard {
  roots: string[];
  objects: EditorObject[];
}

export interface EditorState {
  designId: string;
  name: string;
  /** The saved version this document is based on (the versioned save sends it). */
  version: number;
  role: EditorRole;
  design: DesignFile;
  pageId: string;
  selection: string[];
  editingTextId: string | null;
  clipboard: Clipboard | null;
  undo: HistoryEntry[];
  redo: HistoryEntry[];
  /** Counts document changes (undo and redo included); autosave saves when it moves. */
  revision: number;
  savedRevision: number;
  saveStatus: SaveStatus;
  saveError: string | null;
  zoom: Zoom;
}

export interface LoadedDesign {
  designId: string;
  name: string;
  version: number;
  role: EditorRole;
  design: DesignFile;
}

export const HISTORY_LIMIT = 200;

export function initialEditorState(loaded: LoadedDesign): EditorState {
  return {
    ...loaded,
    pageId: loaded.design.pages[0].id,
    selection: [],
    editingTextId: null,
    clipboard: null,
    undo: [],
    redo: [],
    revision: 0,
    savedRevision: 0,
    saveStatus: 'saved',
    saveError: null,
    zoom: 'fit',
  };
}
