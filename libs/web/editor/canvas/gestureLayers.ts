// Drawing during a gesture: the elements under and over the moving ones do not change, so they
// are drawn once into two cached layers when the gesture starts; each frame then composites
// below + the moving elements + above instead of redrawing the whole page.
import type { Page } from '@dm/contracts';
import type { Engine } from '@dm/engine';
import { childrenOf, type ImageWork, renderPage, rotatedBounds, type PageAssets } from '@dm/scene';
import { createScratchCanvas } from './assets';
import { movedPage, subsetPage } from './interaction';

/** Paint-order split of the top level around the moving elements. */
export function splitLayers(page: Page, moving: string[]): { below: string[]; middle: string[]; above: string[] } {
  const order = childrenOf(page, null).map((o) => o.id);
  const idx = moving.map((m) => order.indexOf(m)).filter((i) => i >= 0);
  if (!idx.length) return { below: order, middle: [], above: [] };
  const first = Math.min(...idx);
  const last = Math.max(...idx);
  return { below: order.slice(0, first), middle: order.slice(first, last + 1), above: order.slice(last + 1) };
}

interface Options {
  width: number;
  height: number;
  scale: number;
  engine?: Engine;
  imageWork?: ImageWork;
  watermark?: ReadonlySet<string>;
}

export class GestureLayers {
  #key = '';
  #below: HTMLCanvasElement | null = null;
  #above: HTMLCanvasElement | null = null;
  #middle: HTMLCanvasElement | null = null;
  #split: { below: string[]; middle: string[]; above: string[] } | null = null;

  /**
   * Draws `shown` (the page mid-gesture) using layers cached from `base` (the page before it).
   * A plain move (`offset`: `shown` may then be `base`) of elements that are adjacent in layer
   * order only slides the cached bitmap of the moving elements; anything else redraws the middle
   * layer each frame (for a move, its elements moved by the offset).
   */
  draw(ctx: CanvasRenderingContext2D, base: Page, shown: Page, moving: string[], assets: PageAssets, o: Options, offset?: { dx: number; dy: number }): void {
    const pw = ctx.canvas.width;
    const ph = ctx.canvas.height;
    const key = this.#prepare(base, moving, assets, o, pw, ph);
    const split = this.#split!;
    const slide = !!offset && this.#inside && split.middle.length === moving.length;
    if (!slide || this.#middleKey !== key) {
      // a move gives its offset and the page before it: only the middle layer's elements are moved
      const middle = subsetPage(slide || offset ? base : shown, split.middle);
      this.#middle = this.#layer(this.#middle, pw, ph, offset && !slide ? movedPage(middle, moving, offset.dx, offset.dy) : middle, assets, o, true);
      this.#middleKey = slide ? key : '';
    }
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    // the below layer carries the opaque page background, so it replaces the whole canvas
    ctx.globalCompositeOperation = 'copy';
    ctx.drawImage(this.#belowLayer(assets, o, pw, ph), 0, 0);
    ctx.globalCompositeOperation = 'source-over';
    if (slide) ctx.drawImage(this.#middle!, offset!.dx * (pw / o.width), offset!.dy * (ph / o.height));
    else ctx.drawImage(this.#middle!, 0, 0);
    if (split.above.length) ctx.drawImage(this.#above!, 0, 0);
  }

  /**
   * For a plain move that can slide (the moving elements adjacent in layer order and inside the
   * page): the three cached layers at `pw` x `ph` and a key that changes when they do, so a
   * caller can show them as stacked canvases and move the middle one by a CSS transform (the
   * compositor moves it; nothing is drawn per pointer move). Null when the move cannot slide.
   */
  slideLayers(base: Page, moving: string[], assets: PageAssets, o: Options, pw: number, ph: number): { key: string; middle: HTMLCanvasElement; above: HTMLCanvasElement | null } | null {
    const key = this.#prepare(base, moving, assets, o, pw, ph);
    const split = this.#split!;
    if (!this.#inside || split.middle.length !== moving.length) return null;
    if (this.#middleKey !== key) {
      this.#middle = this.#layer(this.#middle, pw, ph, subsetPage(base, split.middle), assets, o, true);
      this.#middleKey = key;
    }
    return { key, middle: this.#middle!, above: split.above.length ? this.#above! : null };
  }

  /**
   * For a gesture that reshapes its elements (a resize, a rotation, typing) whose elements are
   * adjacent in layer order: the cached layers under and over them at `pw` x `ph`, a key that
   * changes when they do, and the top-level elements to draw between them each step (a caller
   * shows the layers as stacked canvases and redraws only a canvas cropped to those elements).
   * Null when the elements are not adjacent.
   */
  stackLayers(base: Page, moving: string[], assets: PageAssets, o: Options, pw: number, ph: number): { key: string; above: HTMLCanvasElement | null; middle: string[] } | null {
    const key = this.#prepare(base, moving, assets, o, pw, ph);
    const split = this.#split!;
    if (split.middle.length !== moving.length) return null;
    return { key, above: split.above.length ? this.#above! : null, middle: split.middle };
  }

  /** Builds the below and above layers for this base and moving set (once per gesture); answers their key. */
  #prepare(base: Page, moving: string[], assets: PageAssets, o: Options, pw: number, ph: number): string {
    const key = `${base.id}|${moving.join(',')}|${pw}x${ph}`;
    if (key !== this.#key || !this.#split || this.#baseRef !== base) {
      this.#key = key;
      this.#baseRef = base;
      this.#split = splitLayers(base, moving);
      this.#middleKey = '';
      this.#generation++;
      // sliding a bitmap cannot show parts that started outside the page
      this.#inside = moving.every((id) => {
        const m = base.objects[id];
        if (!m) return false;
        const b = rotatedBounds(m);
        return b.x >= 0 && b.y >= 0 && b.x + b.width <= o.width && b.y + b.height <= o.height;
      });
      this.#belowKey = '';
      this.#above = this.#layer(this.#above, pw, ph, subsetPage(base, this.#split.above), assets, o, true);
    }
    return `${key}#${this.#generation}`;
  }

  /** The whole layer under the moving elements (drawn the first time it is asked for in a gesture). */
  #belowLayer(assets: PageAssets, o: Options, pw: number, ph: number): HTMLCanvasElement {
    const key = `${this.#key}#${this.#generation}`;
    if (this.#belowKey !== key) {
      this.#below = this.#layer(this.#below, pw, ph, subsetPage(this.#baseRef!, this.#split!.below), assets, o, false);
      this.#belowKey = key;
    }
    return this.#below!;
  }

  /**
   * Draws into `to` what lies under the moving elements within `rect` (device pixels of the page
   * canvas): the page canvas keeps showing the page as it was, and this patch, laid over where the
   * moving elements were, hides them there. Only the elements that can paint inside the patch are
   * drawn, so lifting an element off a large page costs what its box covers, not the page.
   * Call after `slideLayers` or `stackLayers` for the same gesture.
   */
  patch(to: HTMLCanvasElement, assets: PageAssets, o: Options, rect: { x: number; y: number; width: number; height: number }): void {
    if (to.width !== rect.width) to.width = rect.width;
    if (to.height !== rect.height) to.height = rect.height;
    const ctx = to.getContext('2d');
    if (!ctx) return;
    const k = o.scale;
    const region = { x: rect.x / k, y: rect.y / k, width: rect.width / k, height: rect.height / k };
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    renderPage(ctx as never, subsetPage(this.#baseRef!, this.#split!.below), assets, {
      width: o.width, height: o.height, scale: k, origin: { x: region.x, y: region.y }, region, engine: o.engine, createCanvas: createScratchCanvas as never, imageWork: o.imageWork, watermark: o.watermark,
    });
  }

  #generation = 0;
  #belowKey = '';
  #baseRef: Page | null = null;
  #middleKey = '';
  #inside = false;

  #layer(c: HTMLCanvasElement | null, w: number, h: number, page: Page, assets: PageAssets, o: Options, transparent: boolean): HTMLCanvasElement {
    const canvas = c ?? createScratchCanvas(w, h);
    if (canvas.width !== w) canvas.width = w;
    if (canvas.height !== h) canvas.height = h;
    const ctx = canvas.getContext('2d')!;
    renderPage(ctx as never, page, assets, {
      width: o.width, height: o.height, scale: o.scale, engine: o.engine, createCanvas: createScratchCanvas as never, transparent, imageWork: o.imageWork, watermark: o.watermark,
    });
    return canvas;
  }

  reset(): void {
    this.#key = '';
    this.#belowKey = '';
    this.#middleKey = '';
    this.#baseRef = null;
  }
}
