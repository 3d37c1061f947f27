// Scalar mirrors of the wasm kernels' fixed-point primitives (engine-wasm/src/grade.rs).

/** wasm i16x8.q15mulr_sat_s: (a * b + 0x4000) >> 15, saturated to i16. */
export function q15(a: number, b: number): number {
  const r = (a * b + 0x4000) >> 15;
  return r > 32767 ? 32767 : r;
}

export function clamp255(v: number): number {
  return v < 0 ? 0 : v > 255 ? 255 : v;
}
