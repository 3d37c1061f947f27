// Every named action and the two ways to run one: by name, or by the key press it answers.
import type { Editor } from '../store/editor';
import { ARRANGE_ACTIONS } from './arrange';
import { CLIPBOARD_ACTIONS } from './clipboard';
import { HISTORY_ACTIONS } from './history';
import { PAGE_ACTIONS } from './pages';
import { SELECTION_ACTIONS } from './selection';
import { ELEMENT_ACTIONS } from './elements';
import { PHOTO_ACTIONS } from './photos';
import { LOOK_ACTIONS } from './look';
import { CROP_ACTIONS } from '../crop/cropMode';
import { SHAPE_ACTIONS } from './shapes';
import { IMAGE_ACTIONS } from './image';
import { TEMPLATE_ACTIONS } from './templates';
import { TEXT_ACTIONS } from './text';
import { BRAND_ACTIONS } from './brand';
import { ANIMATION_ACTIONS } from './animation';
import { BULK_ACTIONS } from './bulk';
import type { EditorAction, KeyLike } from './types';

export type { EditorAction, KeyLike } from './types';

 
type AnyAction = EditorAction<any>;

export const ACTIONS: readonly AnyAction[] = [
  ...SELECTION_ACTIONS, ...ARRANGE_ACTIONS, ...CLIPBOARD_ACTIONS, ...TEXT_ACTIONS, ...IMAGE_ACTIONS, ...ELEMENT_ACTIONS, ...PHOTO_ACTIONS, ...LOOK_ACTIONS, ...CROP_ACTIONS, ...SHAPE_ACTIONS, ...PAGE_ACTIONS, ...TEMPLATE_ACTIONS, ...BRAND_ACTIONS, ...ANIMATION_ACTIONS, ...BULK_ACTIONS, ...HISTORY_ACTIONS,
];

const byName = new Map(ACTIONS.map((a) => [a.name, a]));

export function getAction(name: string): AnyAction {
  const a = byName.get(name);
  if (!a) throw new Error(`editor: no action '${name}'`);
  return a;
}

export function canRun(editor: Editor, name: string): boolean {
  const a = getAction(name);
  if (editor.readOnly && !a.viewSafe) return false;
  return a.enabled ? a.enabled(editor) : true;
}

/** Runs an action by name; refused in view role unless the action is view-safe. */
export function runAction(editor: Editor, name: string, arg?: unknown): boolean {
  const a = getAction(name);
  if (editor.readOnly && !a.viewSafe) return false;
  a.perform(editor, arg);
  return true;
}

/** Runs the action a key press stands for; true when one answered (the caller prevents default). */
export function runKey(editor: Editor, e: KeyLike): boolean {
  const a = ACTIONS.find((x) => x.keyTest?.(e));
  if (!a) return false;
  if (editor.readOnly && !a.viewSafe) return true;
  a.perform(editor, a.fromKey ? a.fromKey(e) : undefined);
  return true;
}
