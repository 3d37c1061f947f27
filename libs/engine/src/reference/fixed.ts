// Scalar mirrors of the wasm kernels' fixed-point primitives (engine-wasm/src/simd.rs).

/** wasm i16x8.q15mulr_sat_s: (a * b + 0x4000) >> 15, saturated to i16. */
export function q15(a: number, b: number): number {
  const r = (a * b + 0x4000) >> 15;
  return r > 32767 ? 32767 : r;
}

/** round(v * g / 8192) for |v| <= 255, g in Q13 (same steps as the wasm `mulq`). */
export function mulq(v: number, g: number): number {
  const t = q15(v << 7, g) + 16;
  return (t > 32767 ? 32767 : t) >> 5;
}

export function clamp255(v: number): number {
  return v < 0 ? 0 : v > 255 ? 255 : v;
}
