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

function typing(t: EventTarget | null): boolean {
  const el = t as HTMLElement | null;
  return !!el && (el.isContentEditable || el.tagName === 'INPUT' || el.tagName === 'TEXTAREA');
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
    const start = (e: PointerEvent) => {
      if (!space.current && e.button !== 1) return;
      e.stopPropagation();
      e.preventDefault();
      pan.current = { x: e.clientX, y: e.clientY, left: area.scrollLeft, top: area.scrollTop };
      area.setPointerCapture(e.pointerId);
      area.style.cursor = 'grabbing';
    };
    const move = (e: PointerEvent) => {
      const p = pan.current;
      if (!p) return;
      area.scrollLeft = p.left - (e.clientX - p.x);
      area.scrollTop = p.top - (e.clientY - p.y);
    };
    const end = () => {
      if (!pan.current) return;
      pan.current = null;
      area.style.cursor = space.current ? 'grab' : '';
    };
    area.addEventListener('wheel', onWheel, { passive: false });
    area.addEventListener('pointerdown', start, { capture: true });
    area.addEventListener('pointermove', move);
    area.addEventListener('pointerup', end);
    area.addEventListener('pointercancel', end);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      area.removeEventListener('wheel', onWheel);
      area.removeEventListener('pointerdown', start, { capture: true });
      area.removeEventListener('pointermove', move);
      area.removeEventListener('pointerup', end);
      area.removeEventListener('pointercancel', end);
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [editor, areaRef]);
}
