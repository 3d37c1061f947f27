// Shared benchmark helpers: medians of several runs, MP/s, ratios against a named baseline,
// and a plain-text table. Absolute times on a shared machine are noisy; compare the ratios.
import { loadEngine } from '../../libs/engine/src/node.js';
import type { Engine } from '../../libs/engine/src/engine.js';

export interface Row {
  name: string;
  ms: number;
  /** Work size in megapixels (MP/s column), or undefined for time-only rows. */
  mp?: number;
  /** Extra column text (ops/s and the like). */
  note?: string;
}

export function now(): number {
  return performance.now();
}

/** Median wall time of `runs` runs of `fn` after `warmup` untimed runs. `setup` runs untimed before each. */
export function median(fn: () => void, runs = 7, warmup = 1, setup?: () => void): number {
  for (let i = 0; i < warmup; i++) {
    setup?.();
    fn();
  }
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    setup?.();
    const t0 = now();
    fn();
    times.push(now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[times.length >> 1];
}

export function row(name: string, ms: number, mp?: number, note?: string): Row {
  return { name, ms, mp, note };
}

/** Prints rows with MP/s and the ratio of each row's speed to the baseline row's. */
export function printTable(title: string, rows: Row[], baseline?: string): void {
  const base = rows.find((r) => r.name === baseline);
  const lines = rows.map((r) => {
    const mps = r.mp ? (r.mp / (r.ms / 1000)).toFixed(0) : '';
    const ratio = base ? `${(base.ms / r.ms).toFixed(2)}x` : '';
    return [r.name, r.ms.toFixed(2), mps, ratio, r.note ?? ''];
  });
  const head = ['subject', 'median ms', 'MP/s', base ? `vs ${base.name}` : '', ''];
  const all = [head, ...lines];
  const widths = head.map((_, i) => Math.max(...all.map((l) => l[i].length)));
  console.log(`\n## ${title}`);
  for (const [k, l] of all.entries()) {
    console.log('| ' + l.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ') + ' |');
    if (k === 0) console.log('|' + widths.map((w, i) => (i === 0 ? '-'.repeat(w + 1) + '-' : '-'.repeat(w + 1) + ':')).join('|') + '|');
  }
}

let engine: Promise<Engine> | undefined;
export function benchEngine(): Promise<Engine> {
  engine ??= loadEngine();
  return engine;
}

export const W12 = 4000;
export const H12 = 3000;
export const MP12 = (W12 * H12) / 1e6;

/** A 12-megapixel RGBA photo-like image (smooth gradients plus noise). */
export function image12(): Uint8ClampedArray {
  const px = new Uint8ClampedArray(W12 * H12 * 4);
  let s = 12345;
  for (let y = 0; y < H12; y++) {
    for (let x = 0; x < W12; x++) {
      s = (s * 1103515245 + 12345) >>> 0;
      const n = (s >>> 24) & 31;
      const i = (y * W12 + x) * 4;
      px[i] = ((x * 255) / W12 + n) | 0;
      px[i + 1] = ((y * 255) / H12 + n) | 0;
      px[i + 2] = (((x + y) * 127) / (W12 + H12) + 64 + n) | 0;
      px[i + 3] = 255;
    }
  }
  return px;
}

/** Memory copy of a buffer of the same size: the hardware limit for one pass. */
export function memcpyRow(src: Uint8ClampedArray, mp: number): Row {
  const dst = new Uint8ClampedArray(src.length);
  return row('memory copy (TypedArray.set)', median(() => dst.set(src), 9, 2), mp);
}
