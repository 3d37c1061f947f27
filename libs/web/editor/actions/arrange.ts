// Moving, resizing, rotating, deleting, duplicating, grouping, layering, aligning, opacity and
// locking: each a named action over the scene's document operations.
import {
  alignToPage, duplicateElements, editPage, groupElements, moveElements, type PageAlignment, removeElements,
  reorderElement, type ReorderMove, resizeElement, rotateElement, ungroupElement,
} from '@dm/scene';
import type { DesignFile } from '@dm/contracts';
import { byShortcut, type EditorAction, defineAction, type KeyLike } from './types';
import { measureTextHeight } from '../store/textMeasure';
import { layerPosition, selectedRoots, unlockedRoots } from './helpers';

const hasUnlocked = (editor: Parameters<NonNullable<EditorAction['enabled']>>[0]) => unlockedRoots(editor).length > 0;

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export const nudge = defineAction<{ dx: number; dy: number }>({
  name: 'nudge',
  label: 'Nudge',
  shortcut: 'Arrow keys (Shift: 10px)',
  keyTest: (e) => !e.ctrlKey && !e.metaKey && !e.altKey && e.key in ARROWS,
  fromKey: (e: KeyLike) => {
    const [x, y] = ARROWS[e.key];
    const step = e.shiftKey ? 10 : 1;
    return { dx: x * step, dy: y * step };
  },
  enabled: hasUnlocked,
  perform: (editor, { dx, dy }) => {
    const ids = unlockedRoots(editor);
    if (ids.length) editor.commit('nudge', 'Nudge', (d) => moveElements(d, editor.page.id, ids, dx, dy));
  },
});

export const move = defineAction<{ dx: number; dy: number }>({
  name: 'move',
  label: 'Move',
  enabled: hasUnlocked,
  perform: (editor, { dx, dy }) => {
    const ids = unlockedRoots(editor);
    if (ids.length && (dx || dy)) editor.commit('move', 'Move', (d) => moveElements(d, editor.page.id, ids, dx, dy));
  },
});

export interface ResizeArg {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Text resized from a corner grows its font with the box. */
  fontScale?: number;
}

/** A font size scaled with its box, to a tenth of a point, never below 1. */
export const scaledFontSize = (size: number, k: number) => Math.max(1, Math.round(size * k * 10) / 10);

/**
 * The one rule of a resize, for the drag preview and the committed action alike: the new box;
 * text resized from a corner scales its font (scaledFontSize) and stays as tall as its lines.
 */
export function resizedDesign(d: DesignFile, pageId: string, { id, x, y, width, height, fontScale }: ResizeArg): DesignFile {
  const next = resizeElement(d, pageId, id, { x, y, width: Math.max(1, width), height: Math.max(1, height) });
  const o = next.pages.find((p) => p.id === pageId)?.objects[id];
  if (o?.type !== 'text' || o.locked) return next;
  return editPage(next, pageId, (page) => {
    const t = page.objects[id];
    if (t?.type !== 'text') return;
    if (fontScale && fontScale !== 1) t.text_details.fontSize = scaledFontSize(t.text_details.fontSize, fontScale);
    t.height = measureTextHeight(t);
  });
}

export const resize = defineAction<ResizeArg>({
  name: 'resize',
  label: 'Resize',
  perform: (editor, arg) => {
    const pageId = editor.page.id;
    editor.commit('resize', 'Resize', (d) => resizedDesign(d, pageId, arg));
  },
});

export const rotate = defineAction<{ id: string; degrees: number }>({
  name: 'rotate',
  label: 'Rotate',
  perform: (editor, { id, degrees }) => {
    editor.commit('rotate', 'Rotate', (d) => rotateElement(d, editor.page.id, id, degrees));
  },
});

export const deleteSelection = defineAction({
  name: 'deleteSelection',
  label: 'Delete',
  shortcut: 'Delete',
  keyTest: (e) => byShortcut('Delete')(e) || byShortcut('Backspace')(e),
  enabled: hasUnlocked,
  perform: (editor) => {
    const ids = unlockedRoots(editor);
    if (ids.length) editor.commit('deleteSelection', 'Delete', (d) => removeElements(d, editor.page.id, ids), { selection: [] });
  },
});

export const duplicate = defineAction({
  name: 'duplicate',
  label: 'Duplicate',
  shortcut: 'Ctrl+D',
  keyTest: byShortcut('Ctrl+D'),
  enabled: (editor) => selectedRoots(editor).length > 0,
  perform: (editor) => {
    const ids = selectedRoots(editor);
    if (!ids.length) return;
    let created: string[] = [];
    editor.commit('duplicate', 'Duplicate', (d) => {
      const r = duplicateElements(d, editor.page.id, ids);
      created = r.ids;
      return r.design;
    }, { selection: () => created });
  },
});

/** Group shows only for a temporary multi-selection of siblings (spec section 5). */
export const group = defineAction({
  name: 'group',
  label: 'Group',
  shortcut: 'Ctrl+G',
  keyTest: byShortcut('Ctrl+G'),
  enabled: (editor) => {
    const ids = selectedRoots(editor);
    if (ids.length < 2) return false;
    const parent = editor.page.objects[ids[0]].parent ?? null;
    return ids.every((id) => (editor.page.objects[id].parent ?? null) === parent);
  },
  perform: (editor) => {
    if (!group.enabled!(editor)) return;
    const ids = selectedRoots(editor);
    let groupId = '';
    editor.commit('group', 'Group', (d) => {
      const r = groupElements(d, editor.page.id, ids);
      groupId = r.groupId;
      return r.design;
    }, { selection: () => [groupId] });
  },
});

/** Ungroup shows only for an existing group. */
export const ungroup = defineAction({
  name: 'ungroup',
  label: 'Ungroup',
  shortcut: 'Shift+Ctrl+G',
  keyTest: byShortcut('Shift+Ctrl+G'),
  enabled: (editor) => editor.selected.length === 1 && editor.selected[0].type === 'group',
  perform: (editor) => {
    if (!ungroup.enabled!(editor)) return;
    const id = editor.selected[0].id;
    const kids = Object.values(editor.page.objects).filter((o) => o.parent === id).map((o) => o.id);
    editor.commit('ungroup', 'Ungroup', (d) => ungroupElement(d, editor.page.id, id), { selection: kids });
  },
});

function layerAction(name: string, label: string, moveTo: ReorderMove, shortcut: string) {
  const atEnd = (editor: Parameters<NonNullable<EditorAction['enabled']>>[0]) => {
    if (editor.selected.length !== 1) return true;
    const { index, count } = layerPosition(editor.page, editor.selected[0].id);
    return moveTo === 'forward' || moveTo === 'front' ? index >= count - 1 : index <= 0;
  };
  return defineAction({
    name,
    label,
    shortcut,
    keyTest: byShortcut(shortcut),
    /** Inactive when the element is already at the top (or bottom). */
    enabled: (editor) => !atEnd(editor),
    perform: (editor) => {
      if (atEnd(editor)) return;
      const id = editor.selected[0].id;
      editor.commit(name, label, (d) => reorderElement(d, editor.page.id, id, moveTo));
    },
  });
}

export const bringForward = layerAction('bringForward', 'Forward', 'forward', 'Ctrl+]');
export const bringToFront = layerAction('bringToFront', 'To front', 'front', 'Shift+Ctrl+]');
export const sendBackward = layerAction('sendBackward', 'Backward', 'backward', 'Ctrl+[');
export const sendToBack = layerAction('sendToBack', 'To back', 'back', 'Shift+Ctrl+[');

function alignAction(how: PageAlignment, label: string) {
  return defineAction({
    name: `align${label}`,
    label,
    enabled: hasUnlocked,
    perform: (editor) => {
      const ids = unlockedRoots(editor);
      if (ids.length) editor.commit(`align${label}`, `Align ${label.toLowerCase()}`, (d) => alignToPage(d, editor.page.id, ids, how));
    },
  });
}

export const alignTop = alignAction('top', 'Top');
export const alignMiddle = alignAction('middle', 'Middle');
export const alignBottom = alignAction('bottom', 'Bottom');
export const alignLeft = alignAction('left', 'Left');
export const alignCenter = alignAction('center', 'Center');
export const alignRight = alignAction('right', 'Right');
export const ALIGN_ACTIONS = [alignTop, alignMiddle, alignBottom, alignLeft, alignCenter, alignRight];

/** Opacity 0..1 (the slider shows 1..100). */
export const setOpacity = defineAction<number>({
  name: 'setOpacity',
  label: 'Opacity',
  enabled: hasUnlocked,
  perform: (editor, value) => {
    const ids = unlockedRoots(editor);
    const v = Math.min(1, Math.max(0.01, value));
    editor.commit('setOpacity', 'Opacity', (d) => editPage(d, editor.page.id, (page) => {
      for (const id of ids) page.objects[id].opacity = v;
    }));
  },
});

export const toggleLock = defineAction({
  name: 'toggleLock',
  label: 'Lock',
  enabled: (editor) => selectedRoots(editor).length > 0,
  perform: (editor) => {
    const ids = selectedRoots(editor);
    if (!ids.length) return;
    const lock = ids.some((id) => !editor.page.objects[id].locked);
    editor.commit('toggleLock', lock ? 'Lock' : 'Unlock', (d) => editPage(d, editor.page.id, (page) => {
      for (const id of ids) page.objects[id].locked = lock;
    }));
  },
});

export const ARRANGE_ACTIONS = [
  nudge, move, resize, rotate, deleteSelection, duplicate, group, ungroup,
  bringForward, bringToFront, sendBackward, sendToBack, ...ALIGN_ACTIONS, setOpacity, toggleLock,
];
