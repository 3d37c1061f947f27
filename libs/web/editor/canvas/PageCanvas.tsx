// One page drawn by libs/scene's renderPage onto a <canvas> at the zoom (sharp on HiDPI screens).
// On the page being edited (`immediate`) a new page, zoom or gesture is drawn while React commits
// it (a layout effect), so the pixels reach the screen in the same frame as the rest of the
// update: a slider preview or a drag never waits for a later animation frame. Other pages, and
// fonts and images that arrive later, draw once per animation frame.
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Page } from '@dm/contracts';
import type { Engine } from '@dm/engine';
import { descendantsOf, fontsUsed, renderPage } from '@dm/scene';
import { selectionBounds } from '../geometry/hitTargets';
import { createScratchCanvas, type EditorAssets } from './assets';
import { GestureLayers } from './gestureLayers';
import { ensureFonts, fontsSettled } from './fonts';
import { pageShown } from './pageShown';
import { editorImageWork } from './imageWork';
import { changedRegions, type Gesture, type GestureStore, rigidTurn, subsetPage } from './interaction';
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
  /**
   * A move in progress whose steps reach the canvas without rendering: its offset replaces the
   * gesture's, and each step slides (or redraws) the moving layer at once.
   */
  live?: GestureStore;
  /** The page as a live resize or rotation shows it at a step (only what changes, and the selection). */
  reshape?: (g: Gesture) => Page | null;
  /** Photos whose look is about to change (a photo panel is open): see RenderOptions. */
  prepareLooks?: ReadonlySet<string>;
  /**
   * Draw changes while React commits them (the page being edited: a slider step or a drag shows
   * in the same frame); other pages draw in the next animation frame, all together.
   */
  immediate?: boolean;
}

const MAX_SIDE = 8192;

export function PageCanvas({ page, width, height, zoom, assets, engine, label, gesture, live, reshape, prepareLooks, immediate = false }: PageCanvasProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  const watermark = useWatermark();
  const latest = useRef({ page, zoom, engine, gesture, live, reshape, prepareLooks, watermark });
  latest.current = { page, zoom, engine, gesture, live, reshape, prepareLooks, watermark };
  const frame = useRef(0);
  const layers = useRef<GestureLayers | null>(null);
  // mid-gesture, over the page canvas (hidden then): the page as it was with the moving elements
  // lifted off it (the still), the moving layer and the layer above it. These three are
  // 'bitmaprenderer' canvases, each shown an ImageBitmap once: the compositor takes a 2D canvas's
  // pixels again at every frame it commits (a copy of the whole page canvas at each step of a
  // drag), a bitmap once
  const middleRef = useRef<HTMLCanvasElement>(null);
  // the moving layer when it is drawn again at each step (a resize, typing): a 2D canvas, whose
  // new pixels reach the compositor without Blink painting the page again, as a bitmap's would
  const redrawnRef = useRef<HTMLCanvasElement>(null);
  const stillRef = useRef<HTMLCanvasElement>(null);
  const aboveRef = useRef<HTMLCanvasElement>(null);
  // what they are drawn on before being shown (see Surface), and the patch's 2D canvas
  const surfaces = useRef<{ still: Surface; middle: Surface; above: Surface; patch: HTMLCanvasElement } | null>(null);
  const slid = useRef('');
  // what the page canvas shows: the page and everything else it was drawn with (see changedRegions)
  const drawn = useRef<{ page: Page; w: number; h: number; engine: Engine | null | undefined; prepare: ReadonlySet<string> | undefined; marks: ReadonlySet<string> | undefined; loaded: number } | null>(null);
  // the box (device pixels) of a rotation's drawing while its canvas is turned (see rigidTurn)
  const turned = useRef<{ x: number; y: number; width: number; height: number } | null>(null);
  const hideStack = () => {
    slid.current = '';
    turned.current = null;
    for (const c of [stillRef.current, middleRef.current, redrawnRef.current, aboveRef.current]) {
      if (c && c.style.display !== 'none') {
        c.style.display = 'none';
        c.style.transform = '';
        c.style.transformOrigin = '';
        // a hidden bitmap is let go (the still is page-sized)
        if (c !== redrawnRef.current) c.getContext('bitmaprenderer')?.transferFromImageBitmap(null);
      }
    }
    if (ref.current?.style.visibility) ref.current.style.visibility = '';
  };

  // one draw per animation frame, reading the newest props; a pending frame is never cancelled by
  // newer props (pointer events faster than frames would otherwise starve the drawing)
  const draw = useRef<() => void>(() => undefined);
  draw.current = () => {
    const canvas = ref.current;
    if (!canvas) return;
    const { page: given, zoom: z, engine: eng, gesture: was, live: steps, reshape: shape, prepareLooks: prepare, watermark: marks } = latest.current;
    // a live gesture's step, read now: a move's offset, or the page a resize or rotation shows
    const now = steps?.get();
    const g = was?.offset && now?.kind === 'move' ? { ...was, offset: { dx: now.dx, dy: now.dy } } : was;
    const p = (was && now && shape?.(now)) || given;
    const scale = Math.min(z * (window.devicePixelRatio || 1), MAX_SIDE / Math.max(width, height));
    const w = Math.max(1, Math.round(width * scale));
    const h = Math.max(1, Math.round(height * scale));
    if (canvas.width !== w) canvas.width = w;
    if (canvas.height !== h) canvas.height = h;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    // a plain counter read by the editor benchmark (tools/bench/editor.bench.ts)
    const counters = globalThis as { __dmCanvasDraws?: number; __dmCanvasChanges?: number };
    counters.__dmCanvasDraws = (counters.__dmCanvasDraws ?? 0) + 1;
    if (g && g.moving.length) {
      layers.current ??= new GestureLayers();
      const options = { width, height, scale: w / width, engine: eng ?? undefined, imageWork: editorImageWork(), watermark: marks };
      const slide = g.offset ? layers.current.slideLayers(g.base, g.moving, assets.assets, options, w, h) : null;
      const middle = middleRef.current;
      const above = aboveRef.current;
      const k = w / width;
      // the layers under and over what moves shown as stacked canvases, once per gesture; answers
      // whether this is the first step. The still is a copy of the page canvas with a patch of
      // what lies under the lifted elements laid in where they were (drawing only what can paint
      // there), so the page is not drawn again to lift them off a large page; the top canvas
      // takes the layer above
      const drawing = (surfaces.current ??= { still: new Surface(), middle: new Surface(), above: new Surface(), patch: createScratchCanvas(1, 1) });
      // `shown` shown on the middle canvas (`cw` by `ch`, transparent round it) with the page
      // point at `r`'s corner at its top-left
      const drawCrop = (shown: Page, r: { x: number; y: number }, cw: number, ch: number) => {
        if (!middle) return;
        drawing.middle.show(middle, cw, ch, (c) => {
          renderPage(c as never, shown, assets.assets, { ...options, origin: { x: r.x / k, y: r.y / k }, transparent: true, createCanvas: createScratchCanvas as never });
        });
      };
      const showStack = (key: string, lifted: readonly string[], over: HTMLCanvasElement | null) => {
        if (slid.current === key) return false;
        slid.current = key;
        // the still: the page canvas as it is, with a patch of what lies under the lifted
        // elements laid over where they were (drawing only what can paint there)
        const r = devicePixels(movingBox(g.base, lifted, width, height), k);
        layers.current!.patch(drawing.patch, assets.assets, options, r);
        drawing.still.show(stillRef.current!, canvas.width, canvas.height, (c) => {
          c.drawImage(canvas, 0, 0);
          c.drawImage(drawing.patch, r.x, r.y);
        });
        stillRef.current!.style.display = 'block';
        canvas.style.visibility = 'hidden';
        if (over) drawing.above.show(above!, over.width, over.height, (c) => c.drawImage(over, 0, 0));
        above!.style.display = over ? 'block' : 'none';
        return true;
      };
      if (slide && g.offset && middle && above && stillRef.current) {
        // a plain move: only the middle canvas's CSS transform follows the pointer (the compositor
        // moves it; nothing is drawn); it is only as large as what moves (with room for shadows and
        // glows), so the compositor blends a small layer each frame, not a page-sized one
        if (showStack(`slide ${slide.key}`, g.moving, slide.above)) {
          const r = devicePixels(movingBox(g.base, g.moving, width, height), k);
          drawing.middle.show(middle, r.width, r.height, (c) => c.drawImage(slide.middle, r.x, r.y, r.width, r.height, 0, 0, r.width, r.height));
          Object.assign(middle.style, { left: `${r.x / k * z}px`, top: `${r.y / k * z}px`, width: `${r.width / k * z}px`, height: `${r.height / k * z}px`, display: 'block' });
        }
        middle.style.transform = `translate(${g.offset.dx * z}px, ${g.offset.dy * z}px)`;
        counters.__dmCanvasChanges = (counters.__dmCanvasChanges ?? 0) + 1;
        return;
      }
      const stack = !g.offset ? layers.current.stackLayers(g.base, g.moving, assets.assets, options, w, h) : null;
      if (stack && middle && above && stillRef.current) {
        // a resize, a rotation or typing: each step redraws only the element, on the middle canvas
        // cropped to where it is drawn and placed by its transform; the canvas only grows during a
        // gesture (in steps of 64 px): a canvas of a new size costs a new bitmap shared with the
        // compositor at every step
        const first = showStack(`stack ${stack.key}`, stack.middle, stack.above);
        const turning = now?.kind === 'rotate' && stack.middle.length === 1 && stack.middle[0] === now.id ? now : null;
        const turn = turning && rigidTurn(g.base, turning.id);
        const redrawn = redrawnRef.current;
        if (turning && turn) {
          // a rotation whose look turns as a whole: the element is drawn once, as it was, and each
          // step only turns its canvas about the element's centre (the compositor turns it;
          // nothing is drawn until the release draws it crisp at its new angle)
          if (first || !turned.current) {
            const before = subsetPage(g.base, stack.middle);
            const r = devicePixels(movingBox(before, stack.middle, width, height), k);
            turned.current = r;
            if (redrawn && redrawn.style.display !== 'none') redrawn.style.display = 'none';
            drawCrop(before, r, r.width, r.height);
            Object.assign(middle.style, {
              left: '0px', top: '0px', width: `${r.width / k * z}px`, height: `${r.height / k * z}px`, display: 'block',
              transformOrigin: `${(turn.cx - r.x / k) * z}px ${(turn.cy - r.y / k) * z}px`,
            });
          }
          const r = turned.current!;
          middle.style.transform = `translate(${r.x / k * z}px, ${r.y / k * z}px) rotate(${turning.degrees - turn.rotation}deg)`;
          counters.__dmCanvasChanges = (counters.__dmCanvasChanges ?? 0) + 1;
          return;
        }
        turned.current = null;
        if (middle.style.display !== 'none') middle.style.display = 'none';
        const rctx = redrawn?.getContext('2d');
        if (!redrawn || !rctx) return;
        const shownHere = subsetPage(p, stack.middle);
        const r = devicePixels(movingBox(shownHere, stack.middle, width, height), k);
        const cw = Math.max(first ? 0 : redrawn.width, Math.ceil(r.width / 64) * 64);
        const ch = Math.max(first ? 0 : redrawn.height, Math.ceil(r.height / 64) * 64);
        if (first || redrawn.width !== cw || redrawn.height !== ch) {
          if (redrawn.width !== cw) redrawn.width = cw;
          if (redrawn.height !== ch) redrawn.height = ch;
          Object.assign(redrawn.style, { left: '0px', top: '0px', width: `${cw / k * z}px`, height: `${ch / k * z}px`, display: 'block' });
        }
        rctx.setTransform(1, 0, 0, 1, 0, 0);
        rctx.clearRect(0, 0, cw, ch);
        renderPage(rctx as never, shownHere, assets.assets, { ...options, origin: { x: r.x / k, y: r.y / k }, transparent: true, createCanvas: createScratchCanvas as never });
        redrawn.style.transform = `translate(${r.x / k * z}px, ${r.y / k * z}px)`;
        counters.__dmCanvasChanges = (counters.__dmCanvasChanges ?? 0) + 1;
        return;
      }
      hideStack();
      drawn.current = null;
      layers.current.draw(ctx, g.base, p, g.moving, assets.assets, options, g.offset);
      counters.__dmCanvasChanges = (counters.__dmCanvasChanges ?? 0) + 1;
      (globalThis as { __dmCanvasDrawnAt?: number }).__dmCanvasDrawnAt = performance.now();
      return;
    }
    hideStack();
    layers.current?.reset();
    const options = { width, height, scale: w / width, engine: eng ?? undefined, createCanvas: createScratchCanvas as never, imageWork: editorImageWork(), prepareLooks: prepare, watermark: marks };
    const loaded = assets.arrived;
    const shown = drawn.current;
    // only the page changed since the canvas was drawn (an edit, a gesture's release): what
    // changed is drawn again where it was and where it is, and the rest of the canvas stays
    const regions = shown && shown.page !== p && shown.w === w && shown.h === h && shown.engine === eng && shown.prepare === prepare && shown.marks === marks && shown.loaded === loaded
      ? changedRegions(shown.page, p, width, height)
      : null;
    if (regions) {
      const k = w / width;
      for (const box of regions) {
        const r = devicePixels(box, k);
        ctx.save();
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        ctx.beginPath();
        ctx.rect(r.x, r.y, r.width, r.height);
        ctx.clip();
        renderPage(ctx as never, p, assets.assets, { ...options, region: { x: r.x / k, y: r.y / k, width: r.width / k, height: r.height / k } });
        ctx.restore();
      }
    } else renderPage(ctx as never, p, assets.assets, options);
    drawn.current = { page: p, w, h, engine: eng, prepare, marks, loaded };
    counters.__dmCanvasChanges = (counters.__dmCanvasChanges ?? 0) + 1;
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

  // each step of a live gesture: the moving layer follows at once (no render of the page)
  useEffect(() => live?.subscribe(() => {
    const now = live.get();
    if (now?.kind === 'move' ? latest.current.gesture?.offset : now?.kind === 'resize' || now?.kind === 'rotate') draw.current();
  }), [live]);

  useEffect(() => {
    let mounted = true;
    // mid-gesture the page's fonts and images are the ones already loaded
    if (!gesture) {
      // the page was drawn with what was loaded then (or its draw is on its way): it is drawn
      // again only when the load brings fonts or images it did not have (after a gesture,
      // nothing: drawing the whole page twice at each release doubled its cost)
      const fonts = fontsUsed([page]);
      const had = fontsSettled(fonts) ? assets.arrived : -1;
      void Promise.all([ensureFonts(fonts), assets.load(page)]).then(() => {
        // fonts settled already when this effect ran: the draw of this render has them (a draw
        // never waits for them), and nothing new arrived since, so that draw is the page shown
        if (had >= 0 && had === assets.arrived) {
          pageShown();
          return;
        }
        if (mounted && !frame.current) {
          frame.current = requestAnimationFrame(() => {
            frame.current = 0;
            draw.current();
            pageShown();
          });
        }
      });
    }
    return () => {
      mounted = false;
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

  const stacked = { position: 'absolute', left: 0, top: 0, width: width * zoom, height: height * zoom, display: 'none', pointerEvents: 'none', willChange: 'transform' } as const;
  return (
    <>
      <canvas
        ref={ref}
        role="img"
        aria-label={label}
        data-page-canvas
        style={{ width: width * zoom, height: height * zoom, display: 'block' }}
      />
      {immediate && (
        <>
          <canvas ref={stillRef} aria-hidden data-still-page style={stacked} />
          <canvas ref={middleRef} aria-hidden data-moving-layer style={stacked} />
          <canvas ref={redrawnRef} aria-hidden data-redrawn-layer style={stacked} />
          <canvas ref={aboveRef} aria-hidden style={stacked} />
        </>
      )}
    </>
  );
}

/**
 * What a 'bitmaprenderer' canvas shows, drawn on an OffscreenCanvas and handed over as an
 * ImageBitmap (no copy): the compositor then takes the pixels once, where it takes a 2D canvas's
 * again at every frame it commits. The OffscreenCanvas is kept for the next drawing.
 */
class Surface {
  #canvas: OffscreenCanvas | null = null;
  #ctx: OffscreenCanvasRenderingContext2D | null = null;

  /** `to` shows a `width` by `height` drawing (transparent where `paint` leaves it). */
  show(to: HTMLCanvasElement, width: number, height: number, paint: (c: OffscreenCanvasRenderingContext2D) => void): void {
    if (!this.#canvas) {
      this.#canvas = new OffscreenCanvas(width, height);
      this.#ctx = this.#canvas.getContext('2d');
    }
    const c = this.#ctx;
    if (!c) return;
    if (this.#canvas.width !== width) this.#canvas.width = width;
    if (this.#canvas.height !== height) this.#canvas.height = height;
    c.setTransform(1, 0, 0, 1, 0, 0);
    c.clearRect(0, 0, width, height);
    paint(c);
    if (to.width !== width) to.width = width;
    if (to.height !== height) to.height = height;
    to.getContext('bitmaprenderer')?.transferFromImageBitmap(this.#canvas.transferToImageBitmap());
  }
}

/** A box in design px as whole device pixels covering it, at `k` device pixels a design px. */
function devicePixels(box: { x: number; y: number; width: number; height: number }, k: number) {
  const x = Math.floor(box.x * k);
  const y = Math.floor(box.y * k);
  return { x, y, width: Math.max(1, Math.ceil((box.x + box.width) * k) - x), height: Math.max(1, Math.ceil((box.y + box.height) * k) - y) };
}

/** Where the moving elements are drawn (their turned boxes, with contents, plus room for effects), within the page. */
function movingBox(page: Page, moving: readonly string[], width: number, height: number) {
  const u = selectionBounds(page, moving.flatMap((id) => [id, ...descendantsOf(page, id)]));
  if (!u) return { x: 0, y: 0, width, height };
  const room = 40 + Math.max(u.width, u.height) / 4;
  const x = Math.max(0, u.x - room);
  const y = Math.max(0, u.y - room);
  return { x, y, width: Math.min(width, u.x + u.width + room) - x, height: Math.min(height, u.y + u.height + room) - y };
}
