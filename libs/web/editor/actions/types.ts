// The shape of every user action (Excalidraw's `register({name, perform, keyTest})`, tldraw's
// action list): a name, the label people see, the shortcut shown in tooltips, a key test, and a
// `perform` that changes the document through the editor store.
import type { Editor } from '../store/editor';

/** The parts of a KeyboardEvent the actions look at (so tests can pass plain objects). */
export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  altKey?: boolean;
}

export interface EditorAction<A = void> {
  name: string;
  label: string;
  /** Shown in tooltips and menus, e.g. 'Ctrl+Z'. */
  shortcut?: string;
  keyTest?: (e: KeyLike) => boolean;
  /** The argument a matching key press stands for (arrow keys: the nudge distance). */
  fromKey?: (e: KeyLike) => A;
  /** Whether the action can run now (buttons show it inactive otherwise). */
  enabled?: (editor: Editor) => boolean;
  /** Runs in view role too (selection, zoom, copy); everything else is refused there. */
  viewSafe?: boolean;
  perform: (editor: Editor, arg: A) => void;
}

export const mod = (e: KeyLike) => !!(e.ctrlKey || e.metaKey);
export const plain = (e: KeyLike) => !e.ctrlKey && !e.metaKey && !e.altKey;
export const keyIs = (e: KeyLike, k: string) => e.key.toLowerCase() === k.toLowerCase();

export function defineAction<A = void>(action: EditorAction<A>): EditorAction<A> {
  return action;
}
