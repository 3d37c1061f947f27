// Hit-testing for the editor canvas: which element is under the pointer (top-most, exact for
// rotated boxes, pixel-exact for images with transparency) and which lie in a marquee. Backed
// by the wasm grid index (engine-wasm/src/hit.rs); element ids are the document's string ids.
import type { Engine } from './engine.js';
import type { WasmBuffer } from './wasm-heap.js';
import { type Rect, unionRects } from './rect.js';

/** An element's footprint: top-left position and size before rotation, rotation in degrees
 * about the centre, and its layer index (higher is on top). */
export interface HitBox {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation?: number;
  layer: number;
}

export interface HitIndexOptions {
  /** Plane bounds the grid covers (elements outside still work, in the edge cells). */
  bounds?: { x: number; y: number; width: number; height: number };
  /** Grid cell size in px; default half the median element side. */
  cell?: number;
}

export class HitIndex {
  readonly #engine: Engine;
  #ptr: number;
  readonly #ids = new Map<string, number>();
  readonly #names: string[] = [];
  readonly #free: number[] = [];
  #out: WasmBuffer | undefined;

  constructor(engine: Engine, elements: Iterable<[string, HitBox]> = [], opts: HitIndexOptions = {}) {
    this.#engine = engine;
    const list = [...elements];
    const b = opts.bounds ?? boundsOf(list.map(([, e]) => e));
    const cell = opts.cell ?? Math.max(4, medianSide(list) / 2);
    this.#ptr = engine.heap.exports.dm_hit_new(b.x, b.y, b.x + b.width, b.y + b.height, cell);
    if (!this.#load(list)) for (const [id, e] of list) this.set(id, e);
  }

  get size(): number {
    return this.#ids.size;
  }

  /** Adds an element or moves/resizes/re-layers it (incremental). */
  set(id: string, e: HitBox): this {
    let n = this.#ids.get(id);
    if (n === undefined) {
      n = this.#free.pop() ?? this.#names.length;
      this.#ids.set(id, n);
      this.#names[n] = id;
    }
    const hw = e.width / 2;
    const hh = e.height / 2;
    const a = ((e.rotation ?? 0) * Math.PI) / 180;
    this.#x().dm_hit_set(this.#ptr, n, e.x + hw, e.y + hh, hw, hh, a, e.layer);
    return this;
  }

  /** Bulk load of distinct ids into the new index (one wasm call); false when ids repeat. */
  #load(list: [string, HitBox][]): boolean {
    if (list.length === 0) return true;
    const ids = this.#ids;
    for (let n = 0; n < list.length; n++) {
      ids.set(list[n][0], n);
      if (ids.size !== n + 1) {
        ids.clear();
        return false;
      }
    }
    for (let n = 0; n < list.length; n++) this.#names.push(list[n][0]);
    const buf = this.#engine.heap.alloc(list.length * 56);
    const f = buf.f64();
    for (let n = 0; n < list.length; n++) {
      const e = list[n][1];
      const hw = e.width / 2;
      const hh = e.height / 2;
      const a = ((e.rotation ?? 0) * Math.PI) / 180;
      const o = n * 7;
      f[o] = e.x + hw;
      f[o + 1] = e.y + hh;
      f[o + 2] = hw;
      f[o + 3] = hh;
      f[o + 4] = Math.cos(a);
      f[o + 5] = Math.sin(a);
      f[o + 6] = e.layer;
    }
    this.#x().dm_hit_load(this.#ptr, buf.ptr, list.length);
    buf.free();
    return true;
  }

  remove(id: string): this {
    const n = this.#ids.get(id);
    if (n === undefined) return this;
    this.#x().dm_hit_remove(this.#ptr, n);
    this.#ids.delete(id);
    this.#free.push(n);
    return this;
  }

  /** Alpha mask of an image element (RGBA pixels, alpha read) so its transparent pixels pass
   * clicks through; `null` makes the whole box solid again. */
  setMask(id: string, rgba: Uint8Array | Uint8ClampedArray | null, width = 0, height = 0): this {
    const n = this.#ids.get(id);
    if (n === undefined) throw new Error(`engine: no element '${id}' in the hit index`);
    if (!rgba) {
      this.#x().dm_hit_mask(this.#ptr, n, 0, 0, 0);
      return this;
    }
    const buf = this.#engine.heap.scratch('hit-mask', width * height);
    const m = buf.bytes();
    for (let i = 0; i < width * height; i++) m[i] = rgba[i * 4 + 3] > 8 ? 1 : 0;
    this.#x().dm_hit_mask(this.#ptr, n, buf.ptr, width, height);
    return this;
  }

  /** The top-most element under the point, or undefined. */
  at(x: number, y: number): string | undefined {
    const n = this.#x().dm_hit_point(this.#ptr, x, y);
    return n < 0 ? undefined : this.#names[n];
  }

  /** Internal numeric id of the top-most element under the point, or -1 (no string lookup). */
  atIndex(x: number, y: number): number {
    return this.#x().dm_hit_point(this.#ptr, x, y);
  }

  /** Elements touching the rectangle (or, with `contained`, entirely inside it). */
  inRect(x0: number, y0: number, x1: number, y1: number, contained = false): string[] {
    const cap = Math.max(64, this.#ids.size);
    if (!this.#out || this.#out.byteLength < cap * 4) {
      this.#out?.free();
      this.#out = this.#engine.heap.alloc(cap * 4);
    }
    const n = this.#x().dm_hit_rect(this.#ptr, x0, y0, x1, y1, contained ? 1 : 0, this.#out.ptr, cap);
    const ids = new Uint32Array(this.#engine.heap.memory.buffer, this.#out.ptr, n);
    return Array.from(ids, (i) => this.#names[i]);
  }

  /** Frees the wasm side; the index is unusable afterwards. */
  free(): void {
    if (this.#ptr) this.#engine.heap.exports.dm_hit_free(this.#ptr);
    this.#ptr = 0;
    this.#out?.free();
    this.#out = undefined;
  }

  #x() {
    if (!this.#ptr) throw new Error('engine: hit index used after free');
    return this.#engine.heap.exports;
  }
}

function boundsOf(list: HitBox[]): Rect {
  if (list.length === 0) return { x: 0, y: 0, width: 4096, height: 4096 };
  const u = unionRects(list);
  return { ...u, width: Math.max(1, u.width), height: Math.max(1, u.height) };
}

/** The median of the elements' longer sides (256 for none); above 4096 elements, the median of
 * an evenly strided sample of 4096 (the cell size needs no more precision). */
function medianSide(list: [string, HitBox][]): number {
  if (list.length === 0) return 256;
  const n = Math.min(list.length, 4096);
  const step = list.length / n;
  const sides = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const e = list[Math.floor(i * step)][1];
    sides[i] = Math.max(Math.abs(e.width), Math.abs(e.height));
  }
  return sides.sort()[n >> 1];
}
