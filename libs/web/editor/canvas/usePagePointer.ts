// Pointer events on the active page, handed to the select tool (libs/web/editor/interaction) in
// design coordinates: the state machine itself has no React and is tested headless.
import { type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent, type RefObject, useCallback, useEffect, useMemo, useRef } from 'react';
import type { HitTester } from '../geometry/hitTargets';
import { SelectTool } from '../interaction/selectTool';
import type { Editor } from '../store/editor';
import type { GestureStore } from './interaction';

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
    if (tool.pointerDown(x, y, { shift: e.shiftKey, alt: e.altKey }, handle)) (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
    e.preventDefault();
  }, [pageRef, tool, toDesign]);

  const onPointerMove = useCallback((e: ReactPointerEvent<HTMLElement>) => {
    if (!tool.active) return;
    const { x, y } = toDesign(e);
    tool.pointerMove(x, y, { shift: e.shiftKey, alt: e.altKey }, zoom);
  }, [tool, toDesign, zoom]);

  const onPointerUp = useCallback(() => tool.pointerUp(), [tool]);

  const onDoubleClick = useCallback((e: ReactMouseEvent<HTMLElement>) => {
    if (!pageRef.current) return;
    const { x, y } = toDesign(e);
    tool.doubleClick(x, y);
  }, [pageRef, tool, toDesign]);

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onDoubleClick };
}
