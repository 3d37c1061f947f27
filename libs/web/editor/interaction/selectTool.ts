// The select tool's state machine, without React or the DOM: click and shift-click selection
// through the hit tester, marquee, drag to move past a threshold with snapping guides (Alt turns
// them off), resize handles (corners keep the aspect of images, texts and groups, or with Shift),
// the rotation handle (the angle swept around the centre; Shift snaps to 15°) and double-click into
// a group. Coordinates are design pixels; `zoom` turns screen thresholds into design ones. While
// the pointer is down the gesture lives in the GestureStore; release records one named action.
import { childrenOf, type Rect, rotatedBounds } from '@dm/scene';
import { runAction } from '../actions';
import { selectedRoots } from '../actions/helpers';
import type { GestureStore } from '../canvas/interaction';
import { clampInFrame, framePhoto } from '../actions/photos';
import { clickSelection, containsPoint, deepestAt, type HitTester, selectionBounds } from '../geometry/hitTargets';
import { type Handle, isCorner, pointerAngle, resizeBox, rotationBySweep } from '../geometry/resize';
import { snapBox, type SnapTargets, snapTargets } from '../geometry/snapping';
import type { Editor } from '../store/editor';

/** Screen pixels a press must travel before it is a drag. */
export const DRAG_THRESHOLD = 3;
/** Screen pixels within which a moving box snaps to a guide. */
export const SNAP_PX = 6;

export interface Modifiers {
  shift?: boolean;
  alt?: boolean;
}

type Pending =
  | { kind: 'move'; startX: number; startY: number; ids: string[]; started: boolean; bounds?: Rect; targets?: SnapTargets }
  | { kind: 'pan'; startX: number; startY: number; id: string; frameId: string }
  | { kind: 'resize'; handle: Handle; id: string; startX: number; startY: number }
  | { kind: 'rotate'; id: string; startAngle: number; startRotation: number }
  | { kind: 'marquee'; startX: number; startY: number; base: string[] };

export class SelectTool {
  #pending: Pending | null = null;

  constructor(
    private readonly editor: Editor,
    readonly gestures: GestureStore,
    private readonly hit: () => HitTester | null,
  ) {}

  /** Whether a gesture is under way (the caller captures the pointer). */
  get active(): boolean {
    return this.#pending !== null;
  }

  /** A press at (x, y), on a selection handle when `handle` names one. True when a gesture began. */
  pointerDown(x: number, y: number, mods: Modifiers = {}, handle?: string): boolean {
    const editor = this.editor;
    const single = editor.selected.length === 1 ? editor.selected[0] : null;
    if (handle && single && !editor.readOnly && !single.locked) {
      const centre = { x: single.position.x + single.width / 2, y: single.position.y + single.height / 2 };
      this.#pending = handle === 'rotate'
        ? { kind: 'rotate', id: single.id, startAngle: pointerAngle(centre.x, centre.y, x, y), startRotation: single.rotation ?? 0 }
        : { kind: 'resize', handle: handle as Handle, id: single.id, startX: x, startY: y };
      return true;
    }
    // the photo of a frame, selected by a double-click: a press inside the frame moves it there
    if (single && single.type === 'image' && single.parent && !editor.readOnly && !mods.shift) {
      const frame = editor.page.objects[single.parent];
      if (frame?.type === 'grid' && !frame.locked && containsPoint(frame, x, y)) {
        this.#pending = { kind: 'pan', startX: x, startY: y, id: single.id, frameId: frame.id };
        return true;
      }
    }
    const id = this.hit()?.at(x, y);
    const next = clickSelection(editor.selection, id, !!mods.shift);
    editor.select(next);
    if (id && next.includes(id) && !editor.readOnly) {
      this.#pending = { kind: 'move', startX: x, startY: y, ids: selectedRoots(editor).filter((s) => !editor.page.objects[s].locked), started: false };
    } else if (!id) {
      this.#pending = { kind: 'marquee', startX: x, startY: y, base: mods.shift ? editor.selection : [] };
    } else this.#pending = null;
    return this.#pending !== null;
  }

  pointerMove(x: number, y: number, mods: Modifiers = {}, zoom = 1): void {
    const p = this.#pending;
    if (!p) return;
    const editor = this.editor;
    const page = editor.page;
    if (p.kind === 'pan') {
      const photo = page.objects[p.id];
      const frame = page.objects[p.frameId];
      if (!photo || !frame) return;
      const d = clampInFrame(photo, frame, x - p.startX, y - p.startY);
      this.gestures.set({ kind: 'move', ids: [p.id], dx: d.dx, dy: d.dy, guides: [] });
    } else if (p.kind === 'move') {
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
      const snap = mods.alt
        ? { dx: 0, dy: 0, guides: [] }
        : snapBox({ ...bounds, x: bounds.x + dx, y: bounds.y + dy }, p.targets!, SNAP_PX / zoom);
      this.gestures.set({ kind: 'move', ids: p.ids, dx: dx + snap.dx, dy: dy + snap.dy, guides: snap.guides });
    } else if (p.kind === 'resize') {
      const o = page.objects[p.id];
      if (!o) return;
      const keep = isCorner(p.handle) && (o.type === 'image' || o.type === 'text' || o.type === 'group' || !!mods.shift);
      const box = resizeBox({ x: o.position.x, y: o.position.y, width: o.width, height: o.height, rotation: o.rotation ?? 0 }, p.handle, x, y, keep);
      const fontScale = o.type === 'text' && isCorner(p.handle) ? box.width / o.width : 1;
      this.gestures.set({ kind: 'resize', id: p.id, x: box.x, y: box.y, width: box.width, height: box.height, fontScale });
    } else if (p.kind === 'rotate') {
      const o = page.objects[p.id];
      if (!o) return;
      const degrees = rotationBySweep({ x: o.position.x, y: o.position.y, width: o.width, height: o.height, rotation: 0 }, p.startAngle, p.startRotation, x, y, !!mods.shift);
      this.gestures.set({ kind: 'rotate', id: p.id, degrees });
    } else {
      this.gestures.set({ kind: 'marquee', x0: p.startX, y0: p.startY, x1: x, y1: y });
    }
  }

  /** The release (or a cancel): the gesture becomes one named action. */
  pointerUp(): void {
    const editor = this.editor;
    const g = this.gestures.get();
    const p = this.#pending;
    this.#pending = null;
    this.gestures.set(null);
    if (!g || !p) return;
    if (g.kind === 'move' && p.kind === 'pan') runAction(editor, 'movePhotoInFrame', { id: p.id, dx: g.dx, dy: g.dy });
    else if (g.kind === 'move') runAction(editor, 'move', { dx: g.dx, dy: g.dy });
    else if (g.kind === 'resize') runAction(editor, 'resize', g);
    else if (g.kind === 'rotate') runAction(editor, 'rotate', { id: g.id, degrees: g.degrees });
    else if (g.kind === 'marquee' && p.kind === 'marquee') {
      const inside = this.hit()?.inRect(g.x0, g.y0, g.x1, g.y1) ?? [];
      editor.select([...p.base, ...inside.filter((id) => !p.base.includes(id))]);
    }
  }

  /** A double-click: into a group (selecting what lies under the pointer inside), into a frame (selecting its photo, to move it inside), or into a text to edit it. */
  doubleClick(x: number, y: number): void {
    const editor = this.editor;
    if (editor.readOnly) return;
    const id = this.hit()?.at(x, y);
    let o = id ? editor.page.objects[id] : undefined;
    if (o?.type === 'grid') {
      const photo = framePhoto(editor.page, o.id);
      if (photo && !o.locked) editor.select([photo.id]);
      return;
    }
    if (o?.type === 'group') {
      const inner = deepestAt(editor.page, o.id, x, y);
      o = inner ? editor.page.objects[inner] : undefined;
      if (o && o.type !== 'text') editor.select([o.id]);
    }
    if (o?.type === 'text') runAction(editor, 'startTextEditing', o.id);
  }
}
