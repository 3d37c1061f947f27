//! simd128 helpers shared by the per-pixel kernels: RGBA unpack/pack of 8 pixels into i16 planes
//! and the fixed-point multiply `mulq`. The TypeScript reference (libs/engine/src/reference/fixed.ts)
//! mirrors each of these exactly.

use core::arch::wasm32::*;

/// Channel planes of 8 pixels, one i16 lane per pixel. `a` keeps alpha in the high byte.
pub struct Px8 {
    pub r: v128,
    pub g: v128,
    pub b: v128,
    pub a: v128,
}

#[inline(always)]
pub unsafe fn load8(p: *const u8) -> Px8 {
    let p0 = v128_load(p as *const v128);
    let p1 = v128_load(p.add(16) as *const v128);
    let rg = i16x8_shuffle::<0, 2, 4, 6, 8, 10, 12, 14>(p0, p1);
    let ba = i16x8_shuffle::<1, 3, 5, 7, 9, 11, 13, 15>(p0, p1);
    let lo = u16x8_splat(0x00ff);
    Px8 { r: v128_and(rg, lo), g: u16x8_shr(rg, 8), b: v128_and(ba, lo), a: v128_and(ba, u16x8_splat(0xff00)) }
}

/// Stores 8 pixels; r, g, b must already be clamped to 0..=255.
#[inline(always)]
pub unsafe fn store8(p: *mut u8, px: &Px8) {
    let rg = v128_or(px.r, i16x8_shl(px.g, 8));
    let ba = v128_or(px.b, px.a);
    let p0 = i16x8_shuffle::<0, 8, 1, 9, 2, 10, 3, 11>(rg, ba);
    let p1 = i16x8_shuffle::<4, 12, 5, 13, 6, 14, 7, 15>(rg, ba);
    v128_store(p as *mut v128, p0);
    v128_store(p.add(16) as *mut v128, p1);
}

/// round(v * g / 8192) for |v| <= 255 and g in Q13: q15mulr(v << 7, g), then a rounding >> 5.
#[inline(always)]
pub fn mulq(v: v128, g: v128) -> v128 {
    i16x8_shr(i16x8_add_sat(i16x8_q15mulr_sat(i16x8_shl(v, 7), g), i16x8_splat(16)), 5)
}

#[inline(always)]
pub fn clamp255(v: v128) -> v128 {
    i16x8_min(i16x8_max(v, i16x8_splat(0)), i16x8_splat(255))
}

#[inline(always)]
pub fn splat(v: i32) -> v128 {
    i16x8_splat(v as i16)
}
