// The only place that touches wasm memory: instantiation, allocation, views, copies.
// Every other module goes through WasmHeap and WasmBuffer.

export interface EngineExports {
  memory: WebAssembly.Memory;
  dm_alloc(size: number): number;
  dm_free(ptr: number, size: number): void;
  dm_grade(px: number, width: number, height: number, params: number): void;
  dm_blur(px: number, width: number, height: number, sigma: number, mode: number): void;
  dm_sharpen(px: number, width: number, height: number, sigma: number, amount: number): void;
  dm_drop_shadow(
    src: number, width: number, height: number, dst: number, pad: number, rgb: number, opacity: number,
    sigma: number, size: number,
  ): void;
  dm_hit_new(minx: number, miny: number, maxx: number, maxy: number, cell: number): number;
  dm_hit_free(ix: number): void;
  dm_hit_set(ix: number, id: number, cx: number, cy: number, hw: number, hh: number, angle: number, layer: number): void;
  dm_hit_remove(ix: number, id: number): void;
  dm_hit_load(ix: number, data: number, n: number): void;
  dm_hit_mask(ix: number, id: number, alpha: number, w: number, h: number): void;
  dm_hit_point(ix: number, x: number, y: number): number;
  dm_hit_points(ix: number, xy: number, n: number, out: number): void;
  dm_hit_rect(ix: number, x0: number, y0: number, x1: number, y1: number, mode: number, out: number, cap: number): number;
  dm_warp(
    src: number, sw: number, sh: number, dst: number, dw: number, dh: number, h: number,
    bx0: number, by0: number, bx1: number, by1: number, disp: number, dispScale: number, shade: number,
  ): void;
  dm_recolor(px: number, n: number, h: number, s: number, l: number, a: number): void;
  dm_downsample_rgb(px: number, w: number, h: number, f: number, out: number): void;
  dm_guided_upsample(px: number, w: number, h: number, ab: number, sw: number, sh: number, f: number, out: number): void;
  dm_model_input(rgb: number, sw: number, sh: number, side: number, out: number): void;
  dm_resize_plane(src: number, w: number, h: number, dw: number, dh: number, out: number): void;
  [name: string]: unknown;
}

/** A block of wasm memory owned by TypeScript. Free it with `free()` (or let the heap's
 * finalizer do it for you when the object is collected). */
export class WasmBuffer {
  #freed = false;
  constructor(
    readonly heap: WasmHeap,
    readonly ptr: number,
    readonly byteLength: number,
  ) {}

  get freed(): boolean {
    return this.#freed;
  }

  /** A fresh byte view (views are invalidated when memory grows, so never keep one). */
  bytes(): Uint8Array {
    this.#check();
    return new Uint8Array(this.heap.memory.buffer, this.ptr, this.byteLength);
  }

  clamped(): Uint8ClampedArray {
    this.#check();
    return new Uint8ClampedArray(this.heap.memory.buffer, this.ptr, this.byteLength);
  }

  i32(): Int32Array {
    this.#check();
    return new Int32Array(this.heap.memory.buffer, this.ptr, this.byteLength >> 2);
  }

  f32(): Float32Array {
    this.#check();
    return new Float32Array(this.heap.memory.buffer, this.ptr, this.byteLength >> 2);
  }

  f64(): Float64Array {
    this.#check();
    return new Float64Array(this.heap.memory.buffer, this.ptr, this.byteLength >> 3);
  }

  free(): void {
    if (this.#freed) return;
    this.#freed = true;
    this.heap.release(this);
  }

  #check(): void {
    if (this.#freed) throw new Error('engine: buffer used after free');
  }
}

export class WasmHeap {
  readonly exports: EngineExports;
  #live = 0;
  #scratch = new Map<string, WasmBuffer>();
  #finalizer = new FinalizationRegistry<{ ptr: number; size: number }>(({ ptr, size }) => {
    this.exports.dm_free(ptr, size);
    this.#live--;
  });

  constructor(instance: WebAssembly.Instance) {
    this.exports = instance.exports as unknown as EngineExports;
  }

  get memory(): WebAssembly.Memory {
    return this.exports.memory;
  }

  /** Number of blocks allocated and not yet freed (scratch buffers included). */
  get liveBlocks(): number {
    return this.#live;
  }

  alloc(byteLength: number): WasmBuffer {
    const ptr = this.exports.dm_alloc(byteLength);
    if (ptr === 0) throw new Error(`engine: out of memory allocating ${byteLength} bytes`);
    this.#live++;
    const buf = new WasmBuffer(this, ptr, byteLength);
    this.#finalizer.register(buf, { ptr, size: byteLength }, buf);
    return buf;
  }

  release(buf: WasmBuffer): void {
    this.#finalizer.unregister(buf);
    this.exports.dm_free(buf.ptr, buf.byteLength);
    this.#live--;
  }

  /** A reusable buffer of at least `byteLength` bytes for the named purpose; grows, never leaks. */
  scratch(name: string, byteLength: number): WasmBuffer {
    const cur = this.#scratch.get(name);
    if (cur && cur.byteLength >= byteLength) return cur;
    cur?.free();
    const next = this.alloc(Math.max(byteLength, cur ? cur.byteLength * 1.5 : 0) | 0 || 16);
    this.#scratch.set(name, next);
    return next;
  }

  /** Frees every scratch buffer (they are re-created on demand). */
  trim(): void {
    for (const b of this.#scratch.values()) b.free();
    this.#scratch.clear();
  }

  /** Copies `src` into a scratch buffer and returns it. */
  stage(name: string, src: ArrayLike<number> & { byteLength: number; buffer: ArrayBufferLike; byteOffset: number }): WasmBuffer {
    const buf = this.scratch(name, src.byteLength);
    new Uint8Array(this.memory.buffer, buf.ptr, src.byteLength).set(
      new Uint8Array(src.buffer, src.byteOffset, src.byteLength),
    );
    return buf;
  }

  /** Copies `byteLength` bytes from `buf` back into `dst`. */
  unstage(buf: WasmBuffer, dst: { byteLength: number; buffer: ArrayBufferLike; byteOffset: number }): void {
    new Uint8Array(dst.buffer, dst.byteOffset, dst.byteLength).set(
      new Uint8Array(this.memory.buffer, buf.ptr, dst.byteLength),
    );
  }
}
