// Background removal with a learned segmentation network (ISNet): the engine does everything
// around the network. It box-downsamples the photo to the working grid (longer side at most
// MODEL_SIDE), resizes and normalises it into the network's input (engine-wasm dm_model_input),
// runs the network through a `SegmentationNet` port (onnxruntime-web in the browser's engine
// worker, onnxruntime-node in Node), resizes the network's probability back to the working grid
// and refines it at full resolution with the guided filter (alpha = A * grey + B, so hair and
// soft edges follow the photo rather than the network's coarse mask). CRF sets how hard the
// network's probabilities are pushed toward 0 and 1; Matting sets the guided filter's window
// and smoothing (softer, wider edges).
import type { Engine, Pixels } from '../engine.js';
import { checkSize } from '../engine.js';
import { panelValue } from '../grade-params.js';
import { guidedCoefficients } from './guided.js';
import type { RemovalSettings } from './remove-background.js';

const { ceil, max, min, round } = Math;

/** ISNet's exported input side; onnx-side.ts re-targets the graph to NET_SIDE. */
export const MODEL_SIDE = 1024;

/**
 * The side the product runs the network at. Measured on the hard evaluation set at 1280 x 960
 * (docs/ARCHITECTURE.md): 512 scores mean IoU 0.914 against 0.865 at the exported 1024 (people
 * 0.987 against 0.677, the library's real cut-outs 0.973 against 0.970; low contrast 0.743
 * against 0.918) in a fifth of the time.
 */
export const NET_SIDE = 512;

/** Where the server serves the bundled model at NET_SIDE (the name carries the data package's version). */
export const ISNET_MODEL_PATH = `/engine/models/isnet-medium-1.4.5-${NET_SIDE}.onnx`;

/** A segmentation network: normalised planar RGB in, foreground probability (0..1) out. */
export interface SegmentationNet {
  /** The square input side the network takes. */
  readonly side: number;
  /** `input` is 1 x 3 x side x side; the answer is side x side. */
  run(input: Float32Array, side: number): Promise<Float32Array>;
}

/** How the network's mask reaches full resolution: the guided filter, or plain bilinear (imgly's way). */
export type Refinement = 'guided' | 'bilinear';

/**
 * Logit gain for CRF (-100..100): p becomes sigmoid(gain * logit(p)), so 0 and 1 stay, 0.5 stays
 * the edge; 0 keeps the network's values, 100 makes edges 4x harder, -100 4x softer.
 */
export function crfGain(crf: number | null | undefined): number {
  return 2 ** (panelValue(crf) / 50);
}

/** Guided filter window radius (working pixels) and regularisation for Matting (-100..100). */
export function mattingFilter(matting: number | null | undefined): { r: number; eps: number } {
  const m = (panelValue(matting) + 100) / 200;
  return { r: 1 + round(m * 4), eps: 10 ** (-4 + 2.5 * m) };
}

/** The full-resolution alpha mask (one byte per pixel) of `px` by the network. */
export async function removeBackgroundWithNet(
  engine: Engine, net: SegmentationNet, px: Pixels, width: number, height: number,
  s: RemovalSettings = {}, refinement: Refinement = 'guided',
): Promise<Uint8ClampedArray> {
  checkSize(width, height, px);
  const heap = engine.heap;
  const side = net.side;
  const f = max(1, ceil(max(width, height) / max(side, 1024)));
  const sw = ceil(width / f);
  const sh = ceil(height / f);
  // staged once: jobs run one at a time and buffers never move, so the pointer stays good
  // across the network's await (views are fetched again after it)
  const src = heap.stage('net-src', px.subarray(0, width * height * 4));
  const small = heap.scratch('net-small', sw * sh * 3 * 4);
  heap.exports.dm_downsample_rgb(src.ptr, width, height, f, small.ptr);
  const input = heap.scratch('net-input', 3 * side * side * 4);
  heap.exports.dm_model_input(small.ptr, sw, sh, side, input.ptr);
  const rgb = small.f32().slice(0, sw * sh * 3);
  const prob = await net.run(input.f32().slice(0, 3 * side * side), side);
  if (prob.length !== side * side) throw new Error(`background removal: the network answered ${prob.length} values, not ${side}²`);

  // the probability on the working grid (the engine's buffers are fetched again: the network ran
  // in between, and other work may have grown the engine's memory)
  const probBuf = heap.stage('net-prob', prob);
  const mask = heap.scratch('net-mask', sw * sh * 4);
  heap.exports.dm_resize_plane(probBuf.ptr, side, side, sw, sh, mask.ptr);
  const p = mask.f32().slice(0, sw * sh);
  const gain = crfGain(s.crf);
  if (gain !== 1) {
    for (let i = 0; i < p.length; i++) {
      const q = min(1 - 1e-6, max(1e-6, p[i]));
      p[i] = 1 / (1 + (q / (1 - q)) ** -gain);
    }
  }

  const ab = new Float32Array(sw * sh * 2);
  if (refinement === 'guided') {
    const grey = new Float32Array(sw * sh);
    for (let i = 0; i < sw * sh; i++) grey[i] = (77 * rgb[i * 3] + 150 * rgb[i * 3 + 1] + 29 * rgb[i * 3 + 2]) / 65280;
    const { r, eps } = mattingFilter(s.matting);
    ab.set(guidedCoefficients(grey, p, sw, sh, r, eps));
  } else {
    // alpha = 0 * grey + p: the network's mask, bilinearly upsampled
    for (let i = 0; i < sw * sh; i++) ab[2 * i + 1] = p[i];
  }
  const abBuf = heap.stage('net-ab', ab);
  const out = heap.scratch('net-alpha', width * height);
  heap.exports.dm_guided_upsample(src.ptr, width, height, abBuf.ptr, sw, sh, f, out.ptr);
  return out.clamped().slice(0, width * height);
}
