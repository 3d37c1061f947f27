// Pan with space-drag and zoom with Ctrl+wheel (trackpad pinch arrives as Ctrl+wheel too).
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import type { Editor } from '../store/editor';
import { editorActions } from '../store/editorSlice';

export const ZOOM_MIN = 10;
export const ZOOM_MAX = 300;

/** The largest change one wheel event may make (a mouse notch of 100 px is about 22%). */
const WHEEL_DELTA_CAP = 50;

/**
 * The zoom percent after one wheel step from `current` (a factor, 1 = 100%). Smooth: a mouse
 * notch moves about 22% (60% to 73%, not 164%), a trackpad pinch's small deltas move a little.
 */
export function wheelZoom(current: number, deltaY: number): number {
  const d = Math.max(-WHEEL_DELTA_CAP, Math.min(WHEEL_DELTA_CAP, deltaY));
  const next = current * 100 * Math.exp(-d * 0.004);
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

/** A point of the view to keep still while the zoom changes: where it is on screen, and on the page. */
interface ZoomAnchor {
  clientX: number;
  clientY: number;
  /** Design coordinates of that point on the active page, at the zoom before the change. */
  u: number;
  v: number;
}

const activePageOf = (area: HTMLElement) => area.querySelector<HTMLElement>('[data-active-page]');

/** The anchor at a screen point (the pointer; or the view's centre for presets and Fit). */
function anchorAt(area: HTMLElement, zoom: number, clientX: number, clientY: number): ZoomAnchor | null {
  const page = activePageOf(area);
  if (!page) return null;
  const r = page.getBoundingClientRect();
  return { clientX, clientY, u: (clientX - r.left) / zoom, v: (clientY - r.top) / zoom };
}

export function usePanZoom(editor: Editor, areaRef: RefObject<HTMLDivElement | null>, zoom: number) {
  const space = useRef(false);
  const pan = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const zoomRef = useRef(zoom);
  /** Set by the wheel or a pinch (the pointer); otherwise a zoom change keeps the view's centre. */
  const anchor = useRef<ZoomAnchor | null>(null);
  const previous = useRef(zoom);

  /** Where the active page was on screen at the last zoom (kept up to date on scroll). */
  const lastPage = useRef<{ left: number; top: number } | null>(null);

  // after the pages are laid out at the new zoom, scroll so the anchor's page point is where it was
  useLayoutEffect(() => {
    const area = areaRef.current;
    const before = previous.current;
    previous.current = zoom;
    const page = area && activePageOf(area);
    if (area && page && before !== zoom) {
      let a = anchor.current;
      if (!a && lastPage.current) {
        // presets and Fit keep the view's centre
        const v = area.getBoundingClientRect();
        const cx = v.left + v.width / 2;
        const cy = v.top + v.height / 2;
        a = { clientX: cx, clientY: cy, u: (cx - lastPage.current.left) / before, v: (cy - lastPage.current.top) / before };
      }
      if (a) {
        const r = page.getBoundingClientRect();
        area.scrollLeft += r.left + a.u * zoom - a.clientX;
        area.scrollTop += r.top + a.v * zoom - a.clientY;
      }
    }
    anchor.current = null;
    if (page) {
      const r = page.getBoundingClientRect();
      lastPage.current = { left: r.left, top: r.top };
    }
  }, [zoom, areaRef]);
  zoomRef.current = zoom;

  useEffect(() => {
    const area = areaRef.current!;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      // the point under the pointer stays under it
      anchor.current = anchorAt(area, zoomRef.current, e.clientX, e.clientY);
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
          const [a, b] = [...touches.values()];
          anchor.current = anchorAt(area, zoomRef.current, (a.x + b.x) / 2, (a.y + b.y) / 2);
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
    const remember = () => {
      const page = activePageOf(area);
      if (page) {
        const r = page.getBoundingClientRect();
        lastPage.current = { left: r.left, top: r.top };
      }
    };
    area.addEventListener('scroll', remember, { passive: true });
    area.addEventListener('wheel', onWheel, { passive: false });
    area.addEventListener('pointerdown', start, { capture: true });
    area.addEventListener('pointermove', move, { capture: true });
    area.addEventListener('pointerup', end, { capture: true });
    area.addEventListener('pointercancel', end, { capture: true });
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      area.removeEventListener('scroll', remember);
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
