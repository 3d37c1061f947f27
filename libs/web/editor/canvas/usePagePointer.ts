// Pointer events on the active page, handed to the select tool (libs/web/editor/interaction) in
// design coordinates: the state machine itself has no React and is tested headless.
import { type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent, type RefObject, useCallback, useEffect, useMemo, useRef } from 'react';
import type { HitTester } from '../geometry/hitTargets';
import { SelectTool } from '../interaction/selectTool';
import type { Editor } from '../store/editor';
import type { GestureStore } from './interaction';
import { holdPointer } from './pointerHeld';

export function usePagePointer(
  editor: Editor,
  pageRef: RefObject<HTMLElement | null>,
  zoom: number,
  gestures: GestureStore,
  hit: () => HitTester | null,
) {
  // one tool for the page's life: a gesture survives re-renders (a new hit index mid-drag)
  const hitNow = useRef(hit);
  useEffect(() => {
    hitNow.current = hit;
  });
  const tool = useMemo(() => new SelectTool(editor, gestures, () => hitNow.current()), [editor, gestures]);

  // where the page is on screen, read when a gesture starts and kept while it lasts: reading it
  // at each move would lay the document out again (each step has just changed styles); a scroll
  // or a resize of the window (or a new zoom) drops it
  const place = useRef<{ rect: DOMRect; zoom: number } | null>(null);
  useEffect(() => {
    const drop = () => {
      place.current = null;
    };
    window.addEventListener('scroll', drop, { capture: true, passive: true });
    window.addEventListener('resize', drop);
    return () => {
      window.removeEventListener('scroll', drop, { capture: true });
      window.removeEventListener('resize', drop);
    };
  }, []);
  const toDesign = useCallback((e: { clientX: number; clientY: number }, during = false) => {
    const kept = during ? place.current : null;
    const r = kept && kept.zoom === zoom ? kept.rect : pageRef.current!.getBoundingClientRect();
    place.current = during ? { rect: r, zoom } : null;
    return { x: (e.clientX - r.left) / zoom, y: (e.clientY - r.top) / zoom };
  }, [pageRef, zoom]);

  // a gesture's moves are taken from the window, ahead of everything else: nothing else in the
  // app has any use for them while a gesture holds the pointer, so they are not handed on (React
  // would otherwise dispatch each pointer and mouse move through its tree, twice). A move is
  // applied at once unless one was applied since the last frame began; then the newest waits for
  // the next frame (an animation frame callback, before it is drawn). Moves that come faster than
  // frames thus change styles once a frame, and Chromium's hit test of the next move finds them
  // clean instead of working styles out again. A release applies a move still waiting first.
  const latest = useRef({ toDesign, zoom });
  latest.current = { toDesign, zoom };
  const unfollow = useRef<(() => void) | null>(null);
  const follow = useCallback((pointerId: number) => {
    unfollow.current?.();
    const letGo = holdPointer();
    let waiting: PointerEvent | null = null;
    let frame = 0;
    const apply = (e: PointerEvent) => {
      if (!tool.active) return;
      const { x, y } = latest.current.toDesign(e, true);
      tool.pointerMove(x, y, { shift: e.shiftKey, alt: e.altKey }, latest.current.zoom);
    };
    // the next frame: the move that waited for it, if any (and a frame more to wait for)
    const tick = () => {
      frame = 0;
      const e = waiting;
      waiting = null;
      if (!e) return;
      apply(e);
      frame = requestAnimationFrame(tick);
    };
    const move = (e: PointerEvent) => {
      if (e.pointerId !== pointerId) return;
      e.stopPropagation();
      if (frame) {
        waiting = e;
        return;
      }
      apply(e);
      frame = requestAnimationFrame(tick);
    };
    const quiet = (e: MouseEvent) => e.stopPropagation();
    const end = (e: PointerEvent) => {
      if (e.pointerId !== pointerId) return;
      if (e.type === 'pointerup' && waiting) apply(waiting);
      stop();
    };
    const stop = () => {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      window.removeEventListener('pointermove', move, { capture: true });
      window.removeEventListener('mousemove', quiet, { capture: true });
      window.removeEventListener('pointerup', end, { capture: true });
      window.removeEventListener('pointercancel', end, { capture: true });
      unfollow.current = null;
      letGo();
    };
    window.addEventListener('pointermove', move, { capture: true });
    window.addEventListener('mousemove', quiet, { capture: true });
    window.addEventListener('pointerup', end, { capture: true });
    window.addEventListener('pointercancel', end, { capture: true });
    unfollow.current = stop;
  }, [tool]);
  useEffect(() => () => unfollow.current?.(), []);

  const onPointerDown = useCallback((e: ReactPointerEvent<HTMLElement>) => {
    if (e.button !== 0 || !pageRef.current) return;
    const target = e.target as HTMLElement;
    if (target.closest('[data-text-editor]')) return;
    const { x, y } = toDesign(e);
    const handle = target.closest<HTMLElement>('[data-handle]')?.dataset.handle;
    if (tool.pointerDown(x, y, { shift: e.shiftKey, alt: e.altKey }, handle)) {
      (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
      follow(e.pointerId);
    }
    e.preventDefault();
  }, [pageRef, tool, toDesign, follow]);

  const onPointerUp = useCallback(() => {
    place.current = null;
    tool.pointerUp();
  }, [tool]);

  const onDoubleClick = useCallback((e: ReactMouseEvent<HTMLElement>) => {
    if (!pageRef.current) return;
    const { x, y } = toDesign(e);
    tool.doubleClick(x, y);
  }, [pageRef, tool, toDesign]);

  return { onPointerDown, onPointerUp, onPointerCancel: onPointerUp, onDoubleClick };
}
