// The shape of every user action (Excalidraw's `register({name, perform, keyTest})`, tldraw's
// action list): a name, the label people see, the shortcut shown in tooltips, a key test, and a
// `perform` that changes the document through the editor store.
import type { Editor } from '../store/editor';

/** The parts of a KeyboardEvent the actions look at (so tests can pass plain objects). */
export interface KeyLike {
  key: string;
  /** The physical key (KeyboardEvent.code): shortcuts match on it, whatever the keyboard layout. */
  code?: string;
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

/** The physical key a shortcut's last part names: 'D' is KeyD, ']' BracketRight, '1' Digit1. */
export function shortcutCode(key: string): string {
  if (/^[a-z]$/i.test(key)) return `Key${key.toUpperCase()}`;
  if (/^[0-9]$/.test(key)) return `Digit${key}`;
  const named: Record<string, string> = { '[': 'BracketLeft', ']': 'BracketRight', '-': 'Minus', '=': 'Equal', '/': 'Slash', '\\': 'Backslash', ',': 'Comma', '.': 'Period', ' ': 'Space' };
  return named[key] ?? key;
}

/**
 * The key test of a shortcut as shown ('Shift+Ctrl+]'): the same modifiers exactly (Ctrl or Cmd
 * for Ctrl) and the same physical key, so the shown shortcut and the test never disagree and a
 * French or German layout (where ] needs AltGr, or Shift+] types '}') still works. An event without
 * a code (synthetic) falls back to its key.
 */
export function byShortcut(shortcut: string): (e: KeyLike) => boolean {
  const parts = shortcut.split('+');
  const key = parts.pop() || '+';
  const has = (m: string) => parts.some((p) => p.toLowerCase() === m);
  const ctrl = has('ctrl');
  const shift = has('shift');
  const alt = has('alt');
  const code = shortcutCode(key);
  return (e) => {
    if (mod(e) !== ctrl || !!e.shiftKey !== shift || !!e.altKey !== alt) return false;
    if (e.code) return e.code === code;
    return e.key.toLowerCase() === key.toLowerCase() || shortcutCode(e.key) === code;
  };
}

export function defineAction<A = void>(action: EditorAction<A>): EditorAction<A> {
  return action;
}
