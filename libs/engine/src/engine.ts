// The typed face of the wasm engine. Functions either work on images that live in wasm memory
// (EngineImage: no copies, the fast path for workers and renders) or on caller arrays, which are
// copied into a reused scratch buffer and back.
import { type Adjustments, gradeParams, type GradeParams, PARAMS_LEN } from './grade-params.js';
import { filterParams } from './filters.js';
import { detailJob } from './blur-params.js';
import { WasmHeap, type WasmBuffer } from './wasm-heap.js';

export type Pixels = Uint8ClampedArray | Uint8Array;

/** An RGBA image held in wasm memory. `data` is a fresh view each time you read it. */
export class EngineImage {
  constructor(
    readonly engine: Engine,
    readonly buffer: WasmBuffer,
    readonly width: number,
    readonly height: number,
  ) {}

  get ptr(): number {
    return this.buffer.ptr;
  }

  get data(): Uint8ClampedArray {
    return this.buffer.clamped().subarray(0, this.width * this.height * 4);
  }

  /** Copies pixels in (length width*height*4). */
  set(src: Pixels): this {
    this.buffer.bytes().set(src.subarray(0, this.width * this.height * 4));
    return this;
  }

  /** Applies brightness, contrast, saturation, tint, x_process and vignette in one pass. */
  adjust(a: Adjustments): this {
    this.engine.grade(this, gradeParams(a));
    return this;
  }

  /** Gaussian blur of `sigma` px (cost independent of sigma); transparency is premultiplied. */
  blur(sigma: number): this {
    if (sigma > 0) this.engine.heap.exports.dm_blur(this.ptr, this.width, this.height, sigma, 0);
    return this;
  }

  /** Applies a named filter (id or name) at intensity 0..100, default 50. */
  /** Unsharp mask: `amount` (0..2) times the detail finer than a Gaussian of `sigma` px added. */
  sharpen(sigma: number, amount: number): this {
    const k = Math.round(Math.max(0, Math.min(2, amount)) * 64);
    if (sigma > 0 && k > 0) this.engine.heap.exports.dm_sharpen(this.ptr, this.width, this.height, sigma, k);
    return this;
  }

  filter(idOrName: string, intensity?: number): this {
    this.engine.grade(this, filterParams(idOrName, intensity));
    return this;
  }

  free(): void {
    this.buffer.free();
  }
}

export class Engine {
  readonly heap: WasmHeap;
  readonly #params: WasmBuffer;

  constructor(instance: WebAssembly.Instance) {
    this.heap = new WasmHeap(instance);
    this.#params = this.heap.alloc(PARAMS_LEN * 4);
  }

  /** A new image in wasm memory, optionally filled from `src`. Free it when done. */
  image(width: number, height: number, src?: Pixels): EngineImage {
    checkSize(width, height, src);
    const img = new EngineImage(this, this.heap.alloc(width * height * 4), width, height);
    if (src) img.set(src);
    return img;
  }

  /** Runs the fused colour grade with a compiled parameter block on an engine image. */
  grade(img: EngineImage, params: GradeParams): void {
    this.#params.i32().set(params);
    this.heap.exports.dm_grade(img.ptr, img.width, img.height, this.#params.ptr);
  }

  /** Runs `fn` on a temporary engine image holding a copy of `data`, then copies the result back. */
  inPlace(data: Pixels, width: number, height: number, fn: (img: EngineImage) => void): void {
    checkSize(width, height, data);
    const buf = this.heap.stage('io', data.subarray(0, width * height * 4));
    const img = new EngineImage(this, buf, width, height);
    fn(img);
    this.heap.unstage(buf, data.subarray(0, width * height * 4));
  }

  /** Brightness, contrast, saturation (and tint, x_process, vignette), -100..100, on caller pixels in place. */
  adjust(data: Pixels, width: number, height: number, a: Adjustments): void {
    this.inPlace(data, width, height, (img) => img.adjust(a));
  }

  /** A named filter at intensity 0..100 (default 50) on caller pixels in place. */
  filter(data: Pixels, width: number, height: number, idOrName: string, intensity?: number): void {
    this.inPlace(data, width, height, (img) => img.filter(idOrName, intensity));
  }

  /** Unsharp mask on caller pixels in place (see EngineImage.sharpen). */
  sharpen(data: Pixels, width: number, height: number, sigma: number, amount: number): void {
    this.inPlace(data, width, height, (img) => img.sharpen(sigma, amount));
  }

  /** The blur slider's job on caller pixels in place: blur above 0, sharpen below (blur-params). */
  detail(data: Pixels, width: number, height: number, value: number | null | undefined): void {
    const job = detailJob(value, width, height);
    if (job?.op === 'blur') this.blur(data, width, height, job.sigma);
    else if (job?.op === 'sharpen') this.sharpen(data, width, height, job.sigma, job.amount);
  }

  /** Gaussian blur of `sigma` px on caller pixels in place. */
  blur(data: Pixels, width: number, height: number, sigma: number): void {
    this.inPlace(data, width, height, (img) => img.blur(sigma));
  }

  /** Bytes of wasm memory (it only grows; the leak tests watch it). */
  get memoryBytes(): number {
    return this.heap.memory.buffer.byteLength;
  }
}

export function checkSize(width: number, height: number, data?: { length: number }): void {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    throw new Error(`engine: bad image size ${width}x${height}`);
  }
  if (data && data.length < width * height * 4) {
    throw new Error(`engine: ${data.length} bytes is less than ${width}x${height} RGBA`);
  }
}
