// What every draw function receives: the target context, the page's assets, the device scale
// and the optional engine (filters, adjustments, shadows) and scratch-canvas factory.
import type { Engine, EngineJob } from '@dm/engine';
import type { EditorObject, Page } from '@dm/contracts';
import type { PageAssets } from './assets.js';
import type { CanvasFactory, Context2DLike, ImageLike } from './canvas-types.js';

export interface RenderOptions {
  /** Design size in design px (design_file.width/height). */
  width: number;
  height: number;
  /** Device pixels per design px (2 for 2x exports, < 1 for thumbnails). Default 1. */
  scale?: number;
  /** The image engine: filters, adjustments, blur, element shadows. Without it those are skipped. */
  engine?: Engine;
  /** Scratch canvases for effects that need pixels. Without it those effects are skipped. */
  createCanvas?: CanvasFactory;
  /**
   * The design point drawn at the canvas's top-left corner (a crop of the page: the canvas holds
   * only part of it). Default the page's top-left.
   */
  origin?: { x: number; y: number };
  /** Leave the page transparent instead of painting its background. */
  transparent?: boolean;
  /**
   * Only what can paint inside this box (design px) is drawn: a top-level element whose turned
   * box, with room for a stroke, misses it is skipped (a crop of a large page costs what it
   * shows). A text reaches a font size round its box and its height again above and below (its
   * lines may run past a box left too short); a text with a glow or shadows, and an element with
   * a shadow, are always drawn.
   */
  region?: { x: number; y: number; width: number; height: number };
  /** 'effects': text draws only its glow and shadows (the PDF export sets its glyphs as vector text). */
  textMode?: 'full' | 'effects';
  /** Where large image work goes instead of this thread (the editor's engine worker). */
  imageWork?: ImageWork;
  /**
   * Photos (element ids) whose look is about to change, for instance while the editor's Filter or
   * Adjustment panel is open: their pixels at the drawn size are prepared in this draw, so the
   * first step of a slider only filters.
   */
  prepareLooks?: ReadonlySet<string>;
  /**
   * Premium resources not paid for: these element ids (and WATERMARK_BACKGROUND for the page's
   * background image) are drawn with a watermark over them. Exports decide it on the server.
   */
  watermark?: ReadonlySet<string>;
  /** Animation effects per element at the drawn time: a blur (design px) and a wipe's revealed share (pageAt). */
  effects?: ReadonlyMap<string, { blur?: number; reveal?: number }>;
}

/**
 * Image work too large for a frame (filters, adjustments and blur of large images), done off this
 * thread: the renderer asks for the finished pixels and, until they are there, draws the last
 * finished look of the same image (or the image without its effects); the owner redraws when
 * work completes.
 */
export interface ImageWork {
  /** Whether an image of this many device pixels goes there (else it is processed in line). */
  wants(width: number, height: number): boolean;
  /** The finished image for `key`, or undefined after starting (once) the jobs on `pixels()`. */
  take(key: string, pixels: () => { data: Uint8ClampedArray; width: number; height: number }, jobs: EngineJob[]): ImageLike | undefined;
}

export interface RenderContext {
  ctx: Context2DLike;
  page: Page;
  /** Children by parent (null = top level) in paint order. */
  children: Map<string | null, EditorObject[]>;
  assets: PageAssets;
  scale: number;
  width: number;
  height: number;
  engine?: Engine;
  createCanvas?: CanvasFactory;
  textMode: 'full' | 'effects';
  imageWork?: ImageWork;
  prepareLooks?: ReadonlySet<string>;
  watermark?: ReadonlySet<string>;
  /** Animation effects per element at the drawn time: a blur (design px) and a wipe's revealed share (pageAt). */
  effects?: ReadonlyMap<string, { blur?: number; reveal?: number }>;
  /** Effects that could not be drawn and why (missing engine, missing asset...). */
  warnings: string[];
}

export interface RenderResult {
  warnings: string[];
}

export function warnOnce(rc: RenderContext, message: string): void {
  if (!rc.warnings.includes(message)) rc.warnings.push(message);
}
