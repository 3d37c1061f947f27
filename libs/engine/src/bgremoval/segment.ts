// Segmentation on the working-resolution image: threshold the background distance, keep as
// background only what is connected to the border, then refine with a colour-model iteration
// (foreground/background colour histograms re-estimated from the current labels) and mean-field
// smoothing (a CRF with a 4-neighbour Potts term). `strength` 0..1 comes from the panel's CRF.

// Module-level aliases: inside Jest's vm context every lookup of a global such as `Math` is
// slow (about 25x in hot loops), so the loops never touch one.
const { exp, log, max, min, round } = Math;

export interface SegmentOptions {
  threshold: number;
  /** 0 = initial labels only; 1 = strongest refinement. */
  strength: number;
}

/** Labels background (0) the pixels with `isBg` connected to the border; the rest are 1. */
export function borderConnected(w: number, h: number, isBg: (i: number) => boolean): Uint8Array {
  const label = new Uint8Array(w * h).fill(1);
  const stack = new Int32Array(w * h);
  let top = 0;
  const push = (i: number) => {
    if (label[i] === 1 && isBg(i)) {
      label[i] = 0;
      stack[top++] = i;
    }
  };
  for (let x = 0; x < w; x++) {
    push(x);
    push((h - 1) * w + x);
  }
  for (let y = 0; y < h; y++) {
    push(y * w);
    push(y * w + w - 1);
  }
  while (top > 0) {
    const i = stack[--top];
    const x = i % w;
    if (x > 0) push(i - 1);
    if (x < w - 1) push(i + 1);
    if (i >= w) push(i - w);
    if (i < w * (h - 1)) push(i + w);
  }
  return label;
}

const BINS = 8;
function bin(rgb: Float32Array, i: number): number {
  const q = (v: number) => min(BINS - 1, (v * BINS) >> 8);
  return (q(rgb[i * 3]) * BINS + q(rgb[i * 3 + 1])) * BINS + q(rgb[i * 3 + 2]);
}

export function segment(rgb: Float32Array, dist: Float32Array, w: number, h: number, o: SegmentOptions): Uint8Array {
  const n = w * h;
  let label = borderConnected(w, h, (i) => dist[i] <= o.threshold);
  const iterations = round(o.strength * 5);
  if (iterations === 0) return label;
  const lambda = 0.3 + 3 * o.strength;
  const q = new Float32Array(n);
  const unary = new Float32Array(n);
  const bins = new Int32Array(n);
  for (let i = 0; i < n; i++) bins[i] = bin(rgb, i);
  for (let it = 0; it < iterations; it++) {
    // Colour models from the current labels (Laplace-smoothed histograms).
    const fg = new Float32Array(BINS ** 3).fill(1);
    const bg = new Float32Array(BINS ** 3).fill(1);
    let nf = BINS ** 3, nb = BINS ** 3;
    for (let i = 0; i < n; i++) {
      if (label[i]) { fg[bins[i]]++; nf++; } else { bg[bins[i]]++; nb++; }
    }
    for (let i = 0; i < n; i++) {
      const colour = log(fg[bins[i]] / nf) - log(bg[bins[i]] / nb);
      const distance = 1.5 * (dist[i] - o.threshold);
      unary[i] = max(-6, min(6, 0.5 * colour + distance));
      q[i] = label[i];
    }
    // Mean-field updates of the Potts model.
    for (let m = 0; m < 3; m++) {
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          const i = y * w + x;
          let s = 0;
          if (x > 0) s += 2 * q[i - 1] - 1;
          if (x < w - 1) s += 2 * q[i + 1] - 1;
          if (y > 0) s += 2 * q[i - w] - 1;
          if (y < h - 1) s += 2 * q[i + w] - 1;
          q[i] = 1 / (1 + exp(-(unary[i] + lambda * s)));
        }
      }
    }
    label = borderConnected(w, h, (i) => q[i] < 0.5);
  }
  return label;
}
