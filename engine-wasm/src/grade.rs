//! The fused per-pixel colour grade behind adjustments and named filters: one pass over the
//! image, fixed-point integer maths in simd128. Stages:
//! 1. affine colour transform: lift/gain per channel, saturation around Rec.601 luma and the 3x3
//!    colour matrix with offset, folded (in TypeScript) into one matrix with Q12 coefficients and
//!    applied with `i32x4.dot_i16x8_s` on (r, g) and (b, 128) pairs: exact i32 sums, two
//!    multiply-adds per instruction, no clamping between the folded stages;
//! 2. optional vignette (quartic radial darkening): the pairs are multiplied by the pixel's Q7
//!    factor before the sums, so the whole affine result is darkened with two i16 multiplies per
//!    4 pixels. The Q15 factor comes from the separable form of the quartic (two tables per
//!    column, two constants per row, one i16 multiply per 8 pixels) and is rounded to Q7 with a
//!    4x4 ordered dither (no contour bands);
//! 3. optional tone curve per channel (midtone bend and S-curve) on Q7 values (levels x 128).
//! Without the curve the sums go straight to bytes through saturating narrows (the clamp is
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
}

impl Pre {
    fn new(p: &[i32]) -> Pre {
        let pair = |k: usize| i32x4_splat(p[P_PAIRS + k]);
        Pre {
            rg: [pair(0), pair(2), pair(4)],
            bo: [pair(1), pair(3), pair(5)],
            // k = B + S (2v - 255) = (B - 255 S) + (2 S) v: the same i16 value (wrapping maths is
            // exact modulo 2^16 and the true k fits), one multiply-add per lane.
            bend: [0, 1, 2].map(|c| i16x8_splat((p[P_BEND + c] as i16).wrapping_sub((p[P_S + c] as i16).wrapping_mul(255)))),
            s: [0, 1, 2].map(|c| i16x8_splat((p[P_S + c] as i16).wrapping_mul(2))),
        }
    }
}

const Z: u8 = 0x80;

/// (r, g) and (b, K) of 4 pixels as i16 pairs in each pixel's i32 lane.
#[inline(always)]
fn pairs(p: v128) -> (v128, v128) {
    let rg = i8x16_swizzle(p, u8x16(0, Z, 1, Z, 4, Z, 5, Z, 8, Z, 9, Z, 12, Z, 13, Z));
    let bk = v128_or(
        i8x16_swizzle(p, u8x16(2, Z, Z, Z, 6, Z, Z, Z, 10, Z, Z, Z, 14, Z, Z, Z)),
        i32x4_splat(K_LANE << 16),
    );
    (rg, bk)
}

/// The three affine sums of 4 pixels, one i32 lane per pixel: Q12, or Q19 with the vignette,
/// whose Q7 factor `f` (each pixel's factor in both i16 halves of its lane) scales the pairs
/// first (r f <= 255 * 128 and K f <= 128 * 128 stay in i16), so darkening costs two multiplies
/// per 4 pixels instead of one per channel and pixel.
#[inline(always)]
fn affine4<const VIG: bool>(p: v128, f: v128, pre: &Pre) -> [v128; 3] {
    let (mut rg, mut bk) = pairs(p);
    if VIG {
        rg = i16x8_mul(rg, f);
        bk = i16x8_mul(bk, f);
    }
    let mut out = [rg; 3];
    for c in 0..3 {
        out[c] = i32x4_add(i32x4_dot_i16x8(rg, pre.rg[c]), i32x4_dot_i16x8(bk, pre.bo[c]));
    }
    out
}

/// Midtone bend and S-curve on Q7 values: y' = y + (m >> 7)(k >> 8), with the integer level
/// v = clamp(y >> 7, 0, 255), m = v (255 - v) <= 16256 and k = B + S (2v - 255) (B in Q14, S in
/// Q14/255 per unit of m): the product of the two 7-bit halves fits an i16 multiply and lands in
/// Q7 (levels x 128) like y.
#[inline(always)]
fn curve(y: v128, b0: v128, s2: v128) -> v128 {
    let v = i16x8_max(i16x8_shr(y, 7), i16x8_splat(0));
    let m = i16x8_mul(v, i16x8_sub(i16x8_splat(255), v));
    let k = i16x8_add(b0, i16x8_mul(v, s2));
    i16x8_add_sat(y, i16x8_mul(u16x8_shr(m, 7), i16x8_shr(k, 8)))
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

/// 8 pixels' Q7 factors spread to two vectors of 4, each pixel's factor in both i16 halves of its
/// i32 lane.
#[inline(always)]
fn spread(f: v128) -> (v128, v128) {
    (i16x8_shuffle::<0, 0, 1, 1, 2, 2, 3, 3>(f, f), i16x8_shuffle::<4, 4, 5, 5, 6, 6, 7, 7>(f, f))
}

/// 8 pixels through the planar path (tone curve): Q7 planes, then bytes.
#[inline(always)]
unsafe fn step8<const VIG: bool>(src: *const u8, dst: *mut u8, pre: &Pre, f: v128) {
    let p0 = v128_load(src as *const v128);
    let p1 = v128_load(src.add(16) as *const v128);
    let (f0, f1) = spread(f);
    let s0 = affine4::<VIG>(p0, f0, pre);
    let s1 = affine4::<VIG>(p1, f1, pre);
    let sh = if VIG { 12 } else { 5 };
    let mut c = [p0; 3];
    for k in 0..3 {
        c[k] = curve(i16x8_narrow_i32x4(i32x4_shr(s0[k], sh), i32x4_shr(s1[k], sh)), pre.bend[k], pre.s[k]);
    }
    let a = i16x8_narrow_i32x4(u32x4_shr(p0, 24), u32x4_shr(p1, 24));
    let rg = u8x16_narrow_i16x8(int7(c[0]), int7(c[1]));
    let ba = u8x16_narrow_i16x8(int7(c[2]), a);
    let rg = i8x16_shuffle::<0, 8, 1, 9, 2, 10, 3, 11, 4, 12, 5, 13, 6, 14, 7, 15>(rg, rg);
    let ba = i8x16_shuffle::<0, 8, 1, 9, 2, 10, 3, 11, 4, 12, 5, 13, 6, 14, 7, 15>(ba, ba);
    v128_store(dst as *mut v128, i16x8_shuffle::<0, 8, 1, 9, 2, 10, 3, 11>(rg, ba));
    v128_store(dst.add(16) as *mut v128, i16x8_shuffle::<4, 12, 5, 13, 6, 14, 7, 15>(rg, ba));
}

/// 4 pixels through the matrix-only path: Q12 (Q19 with the vignette) sums, rounding bias in the
/// offset, to bytes.
#[inline(always)]
unsafe fn step4<const VIG: bool>(src: *const u8, dst: *mut u8, pre: &Pre, f: v128) {
    let p = v128_load(src as *const v128);
    let s = affine4::<VIG>(p, f, pre);
    let sh = if VIG { 19 } else { 12 };
    let rg = i16x8_narrow_i32x4(i32x4_shr(s[0], sh), i32x4_shr(s[1], sh));
    let ba = i16x8_narrow_i32x4(i32x4_shr(s[2], sh), u32x4_shr(p, 24));
    let q = u8x16_narrow_i16x8(rg, ba);
    v128_store(dst as *mut v128, i8x16_shuffle::<0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15>(q, q));
}

#[inline(always)]
unsafe fn step<const CUR: bool, const VIG: bool>(src: *const u8, dst: *mut u8, pre: &Pre, f: v128) {
    if CUR {
        step8::<VIG>(src, dst, pre, f);
    } else {
        let (f0, f1) = if VIG { spread(f) } else { (f, f) };
        step4::<VIG>(src, dst, pre, f0);
        step4::<VIG>(src.add(16), dst.add(16), pre, f1);
    }
}

/// The vignette f = 1 - v r^4 / 4 (r^2 = nx^2 + ny^2, n the normalised distance from the centre
/// per axis, v the strength) in its separable form: f = C(y) - A(x) - B(y) X(x) with
/// C = 1 - v ny^4 / 4, A = v nx^4 / 4, B = v ny^2 / 2 and X = nx^2; C and A in Q15, B and X in Q8
/// (their product, halved, in Q15: one i16 multiply per 8 pixels). `d` are axis_d2 values (Q13
/// of n^2), `vig` the strength in Q15.
pub fn vig_a15(d: i16, vig: i32) -> i16 {
    ((vig as i64 * d as i64 * d as i64) >> 28) as i16
}
pub fn vig_b8(d: i16, vig: i32) -> i16 {
    ((vig as i64 * d as i64) >> 21) as i16
}
pub fn vig_x8(d: i16) -> i16 {
    d >> 5
}

/// 4x4 ordered-dither thresholds (x 16 + 8) that round the Q15 vignette factors to Q7 without
/// contour bands.
const BAYER: [[u16; 4]; 4] = [[8, 136, 40, 168], [200, 72, 232, 104], [56, 184, 24, 152], [248, 120, 216, 88]];

/// One row's Q7 vignette factors: C - A - (B X >> 1) in Q15 (see vig_a15) rounded to Q7 with the
/// row's dither thresholds. A separate pass: inside the pixel loop it would push the kernel's
/// constants out of registers.
unsafe fn vignette_row(out: &mut [i16], ta: &[i16], tx: &[i16], n: usize, c: i16, b: i16, dither: v128) {
    let (c, b) = (i16x8_splat(c), i16x8_splat(b));
    let mut x = 0;
    while x < n {
        let a = v128_load(ta.as_ptr().add(x) as *const v128);
        let bx = i16x8_mul(b, v128_load(tx.as_ptr().add(x) as *const v128));
        let f15 = i16x8_sub(i16x8_sub(c, a), u16x8_shr(bx, 1));
        v128_store(out.as_mut_ptr().add(x) as *mut v128, u16x8_shr(i16x8_add(f15, dither), 8));
        x += 8;
    }
}

/// One row of `rw` pixels, 8 at a time (the last partial step through a copy); `fac` holds the
/// pixels' Q7 vignette factors when VIG.
#[inline(always)]
unsafe fn run_row<const CUR: bool, const VIG: bool>(row: *mut u8, rw: usize, pre: &Pre, fac: &[i16]) {
    let full = rw & !7;
    let zero = i16x8_splat(0);
    let at = |x: usize| if VIG { v128_load(fac.as_ptr().add(x) as *const v128) } else { zero };
    let mut x = 0;
    while x < full {
        step::<CUR, VIG>(row.add(x * 4), row.add(x * 4), pre, at(x));
        x += 8;
    }
    let rest = rw - full;
    if rest > 0 {
        let mut tail = [0u8; 32];
        core::ptr::copy_nonoverlapping(row.add(full * 4), tail.as_mut_ptr(), rest * 4);
        step::<CUR, VIG>(tail.as_ptr(), tail.as_mut_ptr(), pre, at(full));
        core::ptr::copy_nonoverlapping(tail.as_ptr(), row.add(full * 4), rest * 4);
    }
}

unsafe fn run<const CUR: bool, const VIG: bool>(px: *mut u8, w: usize, h: usize, pre: &Pre, vig: i32) {
    if !VIG {
        // Without vignette the image is one long row.
        run_row::<CUR, false>(px, w * h, pre, &[]);
        return;
    }
    let n = (w + 7) & !7;
    let (mut ta, mut tx, mut fac) = (scratch_i16(n), scratch_i16(n), scratch_i16(n));
    for i in 0..w {
        let d = axis_d2(i, w);
        ta[i] = vig_a15(d, vig);
        tx[i] = vig_x8(d);
    }
    for y in 0..h {
        let d = axis_d2(y, h);
        let k = BAYER[y & 3];
        let dither = u16x8(k[0], k[1], k[2], k[3], k[0], k[1], k[2], k[3]);
        vignette_row(&mut fac, &ta, &tx, n, 32767 - vig_a15(d, vig), vig_b8(d, vig), dither);
        run_row::<CUR, true>(px.add(y * w * 4), w, pre, &fac);
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
        (false, false) => run::<false, false>(px, w, h, &pre, p[P_VIG]),
        (true, false) => run::<true, false>(px, w, h, &pre, p[P_VIG]),
        (false, true) => run::<false, true>(px, w, h, &pre, p[P_VIG]),
        (true, true) => run::<true, true>(px, w, h, &pre, p[P_VIG]),
    }
}
