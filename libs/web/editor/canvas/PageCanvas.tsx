// One page drawn by libs/scene's renderPage onto a <canvas> at the zoom (sharp on HiDPI screens).
// On the page being edited (`immediate`) a new page, zoom or gesture is drawn while React commits
// it (a layout effect), so the pixels reach the screen in the same frame as the rest of the
// update: a slider preview or a drag never waits for a later animation frame. Other pages, and
// fonts and images that arrive later, draw once per animation frame.
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Page } from '@dm/contracts';
import type { Engine } from '@dm/engine';
import { fontsUsed, renderPage } from '@dm/scene';
import { createScratchCanvas, type EditorAssets } from './assets';
import { GestureLayers } from './gestureLayers';
import { ensureFonts } from './fonts';
import { editorImageWork } from './imageWork';
import { useWatermark } from './watermark';

export interface PageCanvasProps {
  page: Page;
  width: number;
  height: number;
  zoom: number;
  assets: EditorAssets;
  engine: Engine | null;
  label: string;
  /** Mid-gesture: the page before the gesture and the elements that move (cached layers). */
  gesture?: { base: Page; moving: string[]; offset?: { dx: number; dy: number } } | null;
  /** Photos whose look is about to change (a photo panel is open): see RenderOptions. */
  prepareLooks?: ReadonlySet<string>;
  /**
   * Draw changes while React commits them (the page being edited: a slider step or a drag shows
   * in the same frame); other pages draw in the next animation frame, all together.
   */
  immediate?: boolean;
}

const MAX_SIDE = 8192;

export function PageCanvas({ page, width, height, zoom, assets, engine, label, gesture, prepareLooks, immediate = false }: PageCanvasProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  const watermark = useWatermark();
  const latest = useRef({ page, zoom, engine, gesture, prepareLooks, watermark });
  latest.current = { page, zoom, engine, gesture, prepareLooks, watermark };
  const frame = useRef(0);
  const layers = useRef<GestureLayers | null>(null);

  // one draw per animation frame, reading the newest props; a pending frame is never cancelled by
  // newer props (pointer events faster than frames would otherwise starve the drawing)
  const draw = useRef<() => void>(() => undefined);
  draw.current = () => {
    const canvas = ref.current;
    if (!canvas) return;
    const { page: p, zoom: z, engine: eng, gesture: g, prepareLooks: prepare, watermark: marks } = latest.current;
    const scale = Math.min(z * (window.devicePixelRatio || 1), MAX_SIDE / Math.max(width, height));
    const w = Math.max(1, Math.round(width * scale));
    const h = Math.max(1, Math.round(height * scale));
    if (canvas.width !== w) canvas.width = w;
    if (canvas.height !== h) canvas.height = h;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    // a plain counter and the first draw's time, read by the editor benchmark (tools/bench/editor.bench.ts)
    const counters = globalThis as { __dmCanvasDraws?: number; __dmFirstDrawAt?: number };
    counters.__dmCanvasDraws = (counters.__dmCanvasDraws ?? 0) + 1;
    counters.__dmFirstDrawAt ??= performance.now();
    if (g && g.moving.length) {
      layers.current ??= new GestureLayers();
      layers.current.draw(ctx, g.base, p, g.moving, assets.assets, { width, height, scale: w / width, engine: eng ?? undefined, imageWork: editorImageWork(), watermark: marks }, g.offset);
      (globalThis as { __dmCanvasDrawnAt?: number }).__dmCanvasDrawnAt = performance.now();
      return;
    }
    layers.current?.reset();
    renderPage(ctx as never, p, assets.assets, {
      width, height, scale: w / width, engine: eng ?? undefined, createCanvas: createScratchCanvas as never, imageWork: editorImageWork(), prepareLooks: prepare, watermark: marks,
    });
    // when the canvas last held new pixels (tools/bench/photo-tools.bench.ts)
    (globalThis as { __dmCanvasDrawnAt?: number }).__dmCanvasDrawnAt = performance.now();
  };

  useLayoutEffect(() => {
    if (!immediate) {
      if (!frame.current) {
        frame.current = requestAnimationFrame(() => {
          frame.current = 0;
          draw.current();
        });
      }
      return;
    }
    if (frame.current) cancelAnimationFrame(frame.current);
    frame.current = 0;
    draw.current();
  }, [page, zoom, engine, width, height, gesture, prepareLooks, watermark, immediate]);

  useEffect(() => {
    let live = true;
    // mid-gesture the page's fonts and images are the ones already loaded
    if (!gesture) {
      void Promise.all([ensureFonts(fontsUsed([page])), assets.load(page)]).then(() => {
        if (live && !frame.current) {
          frame.current = requestAnimationFrame(() => {
            frame.current = 0;
            draw.current();
          });
        }
      });
    }
    return () => {
      live = false;
    };
  }, [page, zoom, engine, width, height, assets, gesture]);

  // large images filtered in the engine's worker: draw again as each comes back
  useEffect(() => editorImageWork().subscribe(() => {
    if (!frame.current) {
      frame.current = requestAnimationFrame(() => {
        frame.current = 0;
        draw.current();
      });
    }
  }), []);

  useEffect(() => () => {
    if (frame.current) cancelAnimationFrame(frame.current);
    frame.current = 0;
  }, []);

  return (
    <canvas
      ref={ref}
      role="img"
      aria-label={label}
      data-page-canvas
      style={{ width: width * zoom, height: height * zoom, display: 'block' }}
    />
  );
}
