//! The fused per-pixel colour grade behind adjustments and named filters: one pass over the
//! image, fixed-point integer maths in simd128. Stages:
//! 1. affine colour transform: lift/gain per channel, saturation around Rec.601 luma and the 3x3
//!    colour matrix with offset, folded (in TypeScript) into one matrix with Q12 coefficients and
//!    applied with `i32x4.dot_i16x8_s` on (r, g) and (b, 128) pairs: exact i32 sums, two
//!    multiply-adds per instruction, no clamping between the folded stages;
//! 2. optional tone curve per channel (midtone bend and S-curve) on Q7 values (levels x 128);
//! 3. optional vignette (quartic radial darkening, Q15 factor per pixel).
//! Without stages 2 and 3 the sums go straight to bytes through saturating narrows (the clamp is
//! free). Alpha is left untouched (colour ops work on straight RGBA). The parameter block is
//! compiled in TypeScript (libs/engine/src/grade-params.ts); libs/engine/src/reference/grade.ts
//! mirrors every step exactly.

use crate::mem::scratch_i16;
use core::arch::wasm32::*;

pub const F_CURVE: i32 = 2;
pub const F_MATRIX: i32 = 8;
pub const F_VIGNETTE: i32 = 16;

/// Offsets into the i32 parameter block.
const P_FLAGS: usize = 0;
/// Six packed i16 pairs, per output channel c: (m_c0 | m_c1 << 16), (m_c2 | o_c << 16).
const P_PAIRS: usize = 1;
/// Curve midtone bend B and S-curve strength S per channel, Q13.
const P_BEND: usize = 7;
const P_S: usize = 10;
/// Vignette strength, Q15.
const P_VIG: usize = 13;
pub const PARAMS_LEN: usize = 28;

/// The constant second lane of the (b, K) pair that carries the offset.
const K_LANE: i32 = 128;

struct Pre {
    rg: [v128; 3],
    bo: [v128; 3],
    bend: [v128; 3],
    s: [v128; 3],
    vig: v128,
}

impl Pre {
    fn new(p: &[i32]) -> Pre {
        let s16 = |o: usize| [i16x8_splat(p[o] as i16), i16x8_splat(p[o + 1] as i16), i16x8_splat(p[o + 2] as i16)];
        let pair = |k: usize| i32x4_splat(p[P_PAIRS + k]);
        Pre {
            rg: [pair(0), pair(2), pair(4)],
            bo: [pair(1), pair(3), pair(5)],
            bend: s16(P_BEND),
            s: s16(P_S),
            vig: i16x8_splat(p[P_VIG] as i16),
        }
    }
}

const Z: u8 = 0x80;

/// The three affine sums (Q12) of 4 pixels, one i32 lane per pixel.
#[inline(always)]
fn affine4(p: v128, pre: &Pre) -> [v128; 3] {
    // (r, g) and (b, K) as i16 pairs in each pixel's i32 lane.
    let rg = i8x16_swizzle(p, u8x16(0, Z, 1, Z, 4, Z, 5, Z, 8, Z, 9, Z, 12, Z, 13, Z));
    let bk = v128_or(
        i8x16_swizzle(p, u8x16(2, Z, Z, Z, 6, Z, Z, Z, 10, Z, Z, Z, 14, Z, Z, Z)),
        i32x4_splat(K_LANE << 16),
    );
    let mut out = [rg; 3];
    for c in 0..3 {
        out[c] = i32x4_add(i32x4_dot_i16x8(rg, pre.rg[c]), i32x4_dot_i16x8(bk, pre.bo[c]));
    }
    out
}

/// Midtone bend and S-curve on Q7 values: y' = y + m k, with the integer level
/// v = clamp(y >> 7, 0, 255), m = v (255 - v) and k = B + S (2v - 255) in Q14 of full scale per
/// unit of m (B in Q14, S in Q14/255): i16 multiplies for the smooth factors and one Q15
/// multiply for the product, which lands in Q7 (levels x 128) like y.
#[inline(always)]
fn curve(y: v128, bend: v128, s: v128) -> v128 {
    let v = i16x8_max(i16x8_shr(y, 7), i16x8_splat(0));
    let m = i16x8_mul(v, i16x8_sub(i16x8_splat(255), v));
    let c = i16x8_sub(i16x8_add(v, v), i16x8_splat(255));
    let k = i16x8_add(bend, i16x8_mul(c, s));
    i16x8_add_sat(y, i16x8_q15mulr_sat(m, k))
}

/// Q7 value to an integer (the rounding bias 1/2 is in the affine offset; the byte narrow
/// clamps to 0..=255).
#[inline(always)]
fn int7(v: v128) -> v128 {
    i16x8_shr(v, 7)
}

/// Squared normalised distance from the centre along one axis, 0..=8191 (Q13 of nx^2).
pub fn axis_d2(i: usize, n: usize) -> i16 {
    let d = 2 * i as i64 + 1 - n as i64;
    ((d * d * 8191) / (n as i64 * n as i64)) as i16
}

/// 8 pixels through the planar path (curve and/or vignette): Q7 planes, then bytes.
#[inline(always)]
unsafe fn step8<const CUR: bool, const VIG: bool>(src: *const u8, dst: *mut u8, pre: &Pre, d2: v128) {
    let p0 = v128_load(src as *const v128);
    let p1 = v128_load(src.add(16) as *const v128);
    let s0 = affine4(p0, pre);
    let s1 = affine4(p1, pre);
    let mut c = [p0; 3];
    for k in 0..3 {
        c[k] = i16x8_narrow_i32x4(i32x4_shr(s0[k], 5), i32x4_shr(s1[k], 5));
        if CUR {
            c[k] = curve(c[k], pre.bend[k], pre.s[k]);
        }
    }
    if VIG {
        let dd = i16x8_add(d2, d2);
        let f = i16x8_sub(i16x8_splat(32767), i16x8_q15mulr_sat(i16x8_q15mulr_sat(dd, dd), pre.vig));
        for k in 0..3 {
            c[k] = i16x8_q15mulr_sat(c[k], f);
        }
    }
    let a = i16x8_narrow_i32x4(u32x4_shr(p0, 24), u32x4_shr(p1, 24));
    let rg = u8x16_narrow_i16x8(int7(c[0]), int7(c[1]));
    let ba = u8x16_narrow_i16x8(int7(c[2]), a);
    let rg = i8x16_shuffle::<0, 8, 1, 9, 2, 10, 3, 11, 4, 12, 5, 13, 6, 14, 7, 15>(rg, rg);
    let ba = i8x16_shuffle::<0, 8, 1, 9, 2, 10, 3, 11, 4, 12, 5, 13, 6, 14, 7, 15>(ba, ba);
    v128_store(dst as *mut v128, i16x8_shuffle::<0, 8, 1, 9, 2, 10, 3, 11>(rg, ba));
    v128_store(dst.add(16) as *mut v128, i16x8_shuffle::<4, 12, 5, 13, 6, 14, 7, 15>(rg, ba));
}

/// 4 pixels through the matrix-only path: Q12 sums (rounding bias in the offset) to bytes.
#[inline(always)]
unsafe fn step4(src: *const u8, dst: *mut u8, pre: &Pre) {
    let p = v128_load(src as *const v128);
    let s = affine4(p, pre);
    let rg = i16x8_narrow_i32x4(i32x4_shr(s[0], 12), i32x4_shr(s[1], 12));
    let ba = i16x8_narrow_i32x4(i32x4_shr(s[2], 12), u32x4_shr(p, 24));
    let q = u8x16_narrow_i16x8(rg, ba);
    v128_store(dst as *mut v128, i8x16_shuffle::<0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15>(q, q));
}

unsafe fn run_matrix(px: *mut u8, n: usize, pre: &Pre) {
    let full = n & !7;
    let mut i = 0;
    while i < full {
        let p = px.add(i * 4);
        step4(p, p, pre);
        step4(p.add(16), p.add(16), pre);
        i += 8;
    }
    let rest = n - full;
    if rest > 0 {
        let mut tail = [0u8; 32];
        core::ptr::copy_nonoverlapping(px.add(full * 4), tail.as_mut_ptr(), rest * 4);
        step4(tail.as_ptr(), tail.as_mut_ptr(), pre);
        step4(tail.as_ptr().add(16), tail.as_mut_ptr().add(16), pre);
        core::ptr::copy_nonoverlapping(tail.as_ptr(), px.add(full * 4), rest * 4);
    }
}

unsafe fn run<const CUR: bool, const VIG: bool>(px: *mut u8, w: usize, h: usize, pre: &Pre) {
    // Without vignette the image is one long row.
    let (rw, rows) = if VIG { (w, h) } else { (w * h, 1) };
    let full = rw & !7;
    let mut vx = scratch_i16(if VIG { full + 8 } else { 0 });
    if VIG {
        for x in 0..w {
            vx[x] = axis_d2(x, w);
        }
    }
    let mut tail = [0u8; 32];
    for y in 0..rows {
        let row = px.add(y * rw * 4);
        let vy = if VIG { i16x8_splat(axis_d2(y, h)) } else { i16x8_splat(0) };
        let mut x = 0;
        while x < full {
            let d2 = if VIG { i16x8_add(vy, v128_load(vx.as_ptr().add(x) as *const v128)) } else { vy };
            step8::<CUR, VIG>(row.add(x * 4), row.add(x * 4), pre, d2);
            x += 8;
        }
        let rest = rw - full;
        if rest > 0 {
            core::ptr::copy_nonoverlapping(row.add(full * 4), tail.as_mut_ptr(), rest * 4);
            let d2 = if VIG { i16x8_add(vy, v128_load(vx.as_ptr().add(full) as *const v128)) } else { vy };
            step8::<CUR, VIG>(tail.as_ptr(), tail.as_mut_ptr(), pre, d2);
            core::ptr::copy_nonoverlapping(tail.as_ptr(), row.add(full * 4), rest * 4);
        }
    }
}

/// Applies the colour grade described by `params` (PARAMS_LEN i32 values) to `w * h` RGBA pixels
/// in place.
#[no_mangle]
pub unsafe extern "C" fn dm_grade(px: *mut u8, w: u32, h: u32, params: *const i32) {
    let p = core::slice::from_raw_parts(params, PARAMS_LEN);
    let (w, h) = (w as usize, h as usize);
    let f = p[P_FLAGS];
    if w == 0 || h == 0 || f == 0 {
        return;
    }
    let pre = Pre::new(p);
    match (f & F_CURVE != 0, f & F_VIGNETTE != 0) {
        (false, false) => run_matrix(px, w * h, &pre),
        (true, false) => run::<true, false>(px, w, h, &pre),
        (false, true) => run::<false, true>(px, w, h, &pre),
        (true, true) => run::<true, true>(px, w, h, &pre),
    }
}
