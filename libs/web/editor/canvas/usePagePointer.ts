// Pointer gestures on the active page: click and shift-click selection through the hit index,
// marquee, drag to move with snapping guides, resize handles and the rotation handle. The
// gesture lives in the GestureStore while the pointer is down; release records one action.
import { type PointerEvent as ReactPointerEvent, type RefObject, useCallback, useRef } from 'react';
import { childrenOf, rotatedBounds } from '@dm/scene';
import { runAction } from '../actions';
import { selectedRoots } from '../actions/helpers';
import { clickSelection, deepestAt, type HitTester, selectionBounds } from '../geometry/hitTargets';
import { type Handle, isCorner, pointerAngle, resizeBox, rotationBySweep } from '../geometry/resize';
import { snapBox, type SnapTargets, snapTargets } from '../geometry/snapping';
import type { Rect } from '@dm/scene';
import type { Editor } from '../store/editor';
import type { GestureStore } from './interaction';

const DRAG_THRESHOLD = 3;
const SNAP_PX = 6;

type Pending =
  | { kind: 'move'; startX: number; startY: number; ids: string[]; started: boolean; bounds?: Rect; targets?: SnapTargets }
  | { kind: 'resize'; handle: Handle; id: string; startX: number; startY: number }
  | { kind: 'rotate'; id: string; startAngle: number; startRotation: number }
  | { kind: 'marquee'; startX: number; startY: number; base: string[] };

export function usePagePointer(
  editor: Editor,
  pageRef: RefObject<HTMLElement | null>,
  zoom: number,
  gestures: GestureStore,
  hit: () => HitTester | null,
) {
  const pending = useRef<Pending | null>(null);

  const toDesign = useCallback((e: { clientX: number; clientY: number }) => {
    const r = pageRef.current!.getBoundingClientRect();
    return { x: (e.clientX - r.left) / zoom, y: (e.clientY - r.top) / zoom };
  }, [pageRef, zoom]);

  const onPointerDown = useCallback((e: ReactPointerEvent<HTMLElement>) => {
    if (e.button !== 0 || !pageRef.current) return;
    const target = e.target as HTMLElement;
    if (target.closest('[data-text-editor]')) return;
    const { x, y } = toDesign(e);
    const handle = target.closest<HTMLElement>('[data-handle]')?.dataset.handle;
    const single = editor.selected.length === 1 ? editor.selected[0] : null;
    if (handle && single && !editor.readOnly && !single.locked) {
      const centre = { x: single.position.x + single.width / 2, y: single.position.y + single.height / 2 };
      pending.current = handle === 'rotate'
        ? { kind: 'rotate', id: single.id, startAngle: pointerAngle(centre.x, centre.y, x, y), startRotation: single.rotation ?? 0 }
        : { kind: 'resize', handle: handle as Handle, id: single.id, startX: x, startY: y };
    } else {
      const tester = hit();
      const id = tester?.at(x, y);
      const next = clickSelection(editor.selection, id, e.shiftKey);
      editor.select(next);
      if (id && next.includes(id) && !editor.readOnly) {
        pending.current = { kind: 'move', startX: x, startY: y, ids: selectedRoots(editor).filter((s) => !editor.page.objects[s].locked), started: false };
      } else if (!id) {
        pending.current = { kind: 'marquee', startX: x, startY: y, base: e.shiftKey ? editor.selection : [] };
      } else pending.current = null;
    }
    if (pending.current) (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
    e.preventDefault();
  }, [editor, hit, pageRef, toDesign]);

  const onPointerMove = useCallback((e: ReactPointerEvent<HTMLElement>) => {
    const p = pending.current;
    if (!p) return;
    const { x, y } = toDesign(e);
    const page = editor.page;
    if (p.kind === 'move') {
      if (!p.ids.length) return;
      const dx = x - p.startX;
      const dy = y - p.startY;
      if (!p.started && Math.hypot(dx, dy) * zoom < DRAG_THRESHOLD) return;
      if (!p.started) {
        // what to snap to is fixed for the whole drag
        const moving = new Set(p.ids);
        p.bounds = selectionBounds(page, p.ids)!;
        p.targets = snapTargets(editor.design, childrenOf(page, null).filter((o) => !moving.has(o.id)).map((o) => rotatedBounds(o)));
        p.started = true;
      }
      const bounds = p.bounds!;
      const snap = e.altKey
        ? { dx: 0, dy: 0, guides: [] }
        : snapBox({ ...bounds, x: bounds.x + dx, y: bounds.y + dy }, p.targets!, SNAP_PX / zoom);
      gestures.set({ kind: 'move', ids: p.ids, dx: dx + snap.dx, dy: dy + snap.dy, guides: snap.guides });
    } else if (p.kind === 'resize') {
      const o = page.objects[p.id];
      if (!o) return;
      const keep = isCorner(p.handle) && (o.type === 'image' || o.type === 'text' || o.type === 'group' || e.shiftKey);
      const box = resizeBox({ x: o.position.x, y: o.position.y, width: o.width, height: o.height, rotation: o.rotation ?? 0 }, p.handle, x, y, keep);
      const fontScale = o.type === 'text' && isCorner(p.handle) ? box.width / o.width : 1;
      gestures.set({ kind: 'resize', id: p.id, x: box.x, y: box.y, width: box.width, height: box.height, fontScale });
    } else if (p.kind === 'rotate') {
      const o = page.objects[p.id];
      if (!o) return;
      const degrees = rotationBySweep({ x: o.position.x, y: o.position.y, width: o.width, height: o.height, rotation: 0 }, p.startAngle, p.startRotation, x, y, e.shiftKey);
      gestures.set({ kind: 'rotate', id: p.id, degrees });
    } else {
      gestures.set({ kind: 'marquee', x0: p.startX, y0: p.startY, x1: x, y1: y });
    }
  }, [editor, gestures, toDesign, zoom]);

  const onPointerUp = useCallback(() => {
    const g = gestures.get();
    const p = pending.current;
    pending.current = null;
    gestures.set(null);
    if (!g || !p) return;
    if (g.kind === 'move') runAction(editor, 'move', { dx: g.dx, dy: g.dy });
    else if (g.kind === 'resize') runAction(editor, 'resize', g);
    else if (g.kind === 'rotate') runAction(editor, 'rotate', { id: g.id, degrees: g.degrees });
    else if (g.kind === 'marquee' && p.kind === 'marquee') {
      const inside = hit()?.inRect(g.x0, g.y0, g.x1, g.y1) ?? [];
      editor.select([...p.base, ...inside.filter((id) => !p.base.includes(id))]);
    }
  }, [editor, gestures, hit]);

  const onDoubleClick = useCallback((e: React.MouseEvent<HTMLElement>) => {
    if (editor.readOnly || !pageRef.current) return;
    const { x, y } = toDesign(e);
    const id = hit()?.at(x, y);
    let o = id ? editor.page.objects[id] : undefined;
    // a double-click on a group goes into it: the element under the pointer inside
    if (o?.type === 'group') {
      const inner = deepestAt(editor.page, o.id, x, y);
      o = inner ? editor.page.objects[inner] : undefined;
      if (o && o.type !== 'text') editor.select([o.id]);
    }
    if (o?.type === 'text') runAction(editor, 'startTextEditing', o.id);
  }, [editor, hit, pageRef, toDesign]);

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onDoubleClick };
}
