// The part of the Canvas 2D API the renderer uses, typed structurally so that the browser's
// CanvasRenderingContext2D, OffscreenCanvas contexts and @napi-rs/canvas contexts all fit.
 

/** Anything drawImage accepts: an image element, a canvas, an ImageBitmap, a napi Image. */
export type ImageLike = { width: number; height: number } & object;

export interface ImageDataLike {
  readonly data: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}

export interface TextMetricsLike {
  width: number;
  fontBoundingBoxAscent?: number;
  fontBoundingBoxDescent?: number;
  actualBoundingBoxAscent?: number;
  actualBoundingBoxDescent?: number;
}

export interface PathLike {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  bezierCurveTo(a: number, b: number, c: number, d: number, x: number, y: number): void;
  quadraticCurveTo(a: number, b: number, x: number, y: number): void;
  arc(x: number, y: number, r: number, a0: number, a1: number, ccw?: boolean): void;
  ellipse(x: number, y: number, rx: number, ry: number, rot: number, a0: number, a1: number, ccw?: boolean): void;
  closePath(): void;
  rect(x: number, y: number, w: number, h: number): void;
}

export interface Context2DLike extends PathLike {
  canvas?: unknown;
  globalAlpha: number;
  globalCompositeOperation: string;
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  lineJoin: string;
  miterLimit: number;
  font: string;
  textAlign: string;
  textBaseline: string;
  letterSpacing?: string;
  fontKerning?: string;
  shadowColor: string;
  shadowBlur: number;
  shadowOffsetX: number;
  shadowOffsetY: number;
  imageSmoothingEnabled: boolean;
  imageSmoothingQuality?: string;
  save(): void;
  restore(): void;
  getTransform?(): { a: number; b: number; c: number; d: number; e: number; f: number };
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  translate(x: number, y: number): void;
  rotate(a: number): void;
  scale(x: number, y: number): void;
  beginPath(): void;
  fill(): void;
  stroke(): void;
  clip(): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  clearRect(x: number, y: number, w: number, h: number): void;
  fillText(t: string, x: number, y: number): void;
  strokeText(t: string, x: number, y: number): void;
  measureText(t: string): TextMetricsLike;
  drawImage(img: any, ...args: number[]): void;
  getImageData(x: number, y: number, w: number, h: number): ImageDataLike;
  putImageData(d: any, x: number, y: number): void;
  createImageData(w: number, h: number): ImageDataLike;
}

export interface CanvasLike extends ImageLike {
  width: number;
  height: number;
  getContext(kind: '2d'): Context2DLike | null;
}

/** Makes scratch canvases (browser: OffscreenCanvas or <canvas>; server: @napi-rs/canvas). */
export type CanvasFactory = (width: number, height: number) => CanvasLike;

export function context2d(c: CanvasLike): Context2DLike {
  const ctx = c.getContext('2d');
  if (!ctx) throw new Error('scene: canvas has no 2d context');
  return ctx;
}
