// Pan with space-drag and zoom with Ctrl+wheel (trackpad pinch arrives as Ctrl+wheel too).
import { type RefObject, useEffect, useRef } from 'react';
import type { Editor } from '../store/editor';
import { editorActions } from '../store/editorSlice';

export const ZOOM_MIN = 10;
export const ZOOM_MAX = 300;

/** The zoom percent after one wheel step from `current` (a factor, 1 = 100%). */
export function wheelZoom(current: number, deltaY: number): number {
  const next = current * 100 * Math.exp(-deltaY * 0.01);
  return Math.round(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, next)));
}

/** The zoom percent for a pinch that started at `zoom` (a factor) with fingers `from` px apart. */
export function pinchZoom(zoom: number, from: number, to: number): number {
  const next = zoom * 100 * (to / Math.max(1, from));
  return Math.round(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, next)));
}

/** Space belongs to the focused control (typing, pressing a button) rather than to panning. */
function typing(t: EventTarget | null): boolean {
  const el = t as HTMLElement | null;
  if (!el || !el.tagName) return false;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON'].includes(el.tagName) || !!el.closest?.('[role="combobox"], [role="slider"], [role="menu"], [role="dialog"]');
}

export function usePanZoom(editor: Editor, areaRef: RefObject<HTMLDivElement | null>, zoom: number) {
  const space = useRef(false);
  const pan = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;

  useEffect(() => {
    const area = areaRef.current!;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      editor.store.dispatch(editorActions.zoomChanged(wheelZoom(zoomRef.current, e.deltaY)));
    };
    const down = (e: KeyboardEvent) => {
      if (e.code === 'Space' && !typing(e.target)) {
        space.current = true;
        area.style.cursor = 'grab';
        e.preventDefault();
      }
    };
    const up = (e: KeyboardEvent) => {
      if (e.code === 'Space') {
        space.current = false;
        area.style.cursor = '';
      }
    };
    // two fingers on a touch screen: pinch to zoom (the page gesture under them is cancelled)
    const touches = new Map<number, { x: number; y: number }>();
    let pinch: { distance: number; zoom: number } | null = null;
    const spread = () => {
      const [a, b] = [...touches.values()];
      return Math.hypot(a.x - b.x, a.y - b.y);
    };
    const start = (e: PointerEvent) => {
      if (e.pointerType === 'touch') {
        touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
        if (touches.size === 2) {
          pinch = { distance: spread(), zoom: zoomRef.current };
          e.stopPropagation();
          e.preventDefault();
          return;
        }
      }
      if (!space.current && e.button !== 1) return;
      e.stopPropagation();
      e.preventDefault();
      pan.current = { x: e.clientX, y: e.clientY, left: area.scrollLeft, top: area.scrollTop };
      area.setPointerCapture(e.pointerId);
      area.style.cursor = 'grabbing';
    };
    const move = (e: PointerEvent) => {
      if (e.pointerType === 'touch' && touches.has(e.pointerId)) {
        touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
        if (pinch && touches.size === 2) {
          e.stopPropagation();
          editor.store.dispatch(editorActions.zoomChanged(pinchZoom(pinch.zoom, pinch.distance, spread())));
          return;
        }
      }
      const p = pan.current;
      if (!p) return;
      area.scrollLeft = p.left - (e.clientX - p.x);
      area.scrollTop = p.top - (e.clientY - p.y);
    };
    const end = (e: PointerEvent) => {
      touches.delete(e.pointerId);
      if (touches.size < 2) pinch = null;
      if (!pan.current) return;
      pan.current = null;
      area.style.cursor = space.current ? 'grab' : '';
    };
    area.addEventListener('wheel', onWheel, { passive: false });
    area.addEventListener('pointerdown', start, { capture: true });
    area.addEventListener('pointermove', move, { capture: true });
    area.addEventListener('pointerup', end, { capture: true });
    area.addEventListener('pointercancel', end, { capture: true });
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      area.removeEventListener('wheel', onWheel);
      area.removeEventListener('pointerdown', start, { capture: true });
      area.removeEventListener('pointermove', move, { capture: true });
      area.removeEventListener('pointerup', end, { capture: true });
      area.removeEventListener('pointercancel', end, { capture: true });
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [editor, areaRef]);
}
