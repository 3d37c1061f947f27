// Drop shadow for the element shadow panel (colour, offset r at direction theta, blur, opacity,
// size). Returns the shadow as its own RGBA layer and where to draw it relative to the element.
import type { Engine, Pixels } from './engine.js';
import { checkSize } from './engine.js';

export interface ShadowSettings {
  /** '#rrggbb' or [r, g, b]; default grey. */
  color?: string | [number, number, number];
  /** Offset distance in px. */
  r?: number;
  /** Direction in degrees, -180..180 (0 = to the right, 90 = down). */
  theta?: number;
  /** Blur (Gaussian sigma) in px. */
  blur?: number;
  /** 0..1. */
  opacity?: number;
  /** Growth of the silhouette in px. */
  size?: number;
}

export interface ShadowLayer {
  data: Uint8ClampedArray;
  width: number;
  height: number;
  /** Where the layer's top-left goes, relative to the element's top-left. */
  x: number;
  y: number;
}

export function parseRgb(c: ShadowSettings['color']): number {
  if (Array.isArray(c)) return ((c[0] & 255) << 16) | ((c[1] & 255) << 8) | (c[2] & 255);
  const m = /^#?([0-9a-f]{6})$/i.exec(c ?? '#808080');
  return m ? parseInt(m[1], 16) : 0x808080;
}

/** The padding a shadow needs around the element so its blur is never clipped. */
export function shadowPad(s: ShadowSettings): number {
  return Math.ceil(3 * Math.max(0, s.blur ?? 0) + 2 * Math.max(0, s.size ?? 0)) + 1;
}

export function dropShadow(engine: Engine, data: Pixels, width: number, height: number, s: ShadowSettings): ShadowLayer {
  checkSize(width, height, data);
  const pad = shadowPad(s);
  const dw = width + 2 * pad;
  const dh = height + 2 * pad;
  const heap = engine.heap;
  const src = heap.stage('shadow-src', data.subarray(0, width * height * 4));
  const dst = heap.scratch('shadow-dst', dw * dh * 4);
  heap.exports.dm_drop_shadow(
    src.ptr, width, height, dst.ptr, pad, parseRgb(s.color), Math.max(0, Math.min(1, s.opacity ?? 1)),
    Math.max(0, s.blur ?? 0), Math.max(0, s.size ?? 0),
  );
  const out = new Uint8ClampedArray(dw * dh * 4);
  out.set(dst.clamped().subarray(0, dw * dh * 4));
  const t = ((s.theta ?? 0) * Math.PI) / 180;
  const r = s.r ?? 0;
  return { data: out, width: dw, height: dh, x: Math.round(r * Math.cos(t)) - pad, y: Math.round(r * Math.sin(t)) - pad };
}
