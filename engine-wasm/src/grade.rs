//! The fused per-pixel colour grade behind adjustments and named filters: one pass over the
//! image, 8 pixels per step in i16 lanes, fixed-point integer maths. Stages (each optional):
//! linear (gain + offset per channel: brightness, contrast, tint), curve (midtone bend and
//! S-curve per channel: x_process, filter tone curves), saturation around Rec.601 luma,
//! 3x3 colour matrix with offset, vignette. Alpha is left untouched (colour ops work on straight
//! RGBA). The parameter block is compiled in TypeScript (libs/engine/src/grade-params.ts) and the
//! reference there mirrors every step.

use crate::mem::scratch_i16;
use crate::simd::*;
use core::arch::wasm32::*;

pub const F_LINEAR: i32 = 1;
pub const F_CURVE: i32 = 2;
pub const F_SAT: i32 = 4;
pub const F_MATRIX: i32 = 8;
pub const F_VIGNETTE: i32 = 16;

/// Offsets into the i32 parameter block.
const P_FLAGS: usize = 0;
const P_GAIN: usize = 1;
const P_OFF: usize = 4;
const P_BEND: usize = 7;
const P_S: usize = 10;
const P_SAT: usize = 13;
const P_M: usize = 14;
const P_MOFF: usize = 23;
const P_VIG: usize = 26;
pub const PARAMS_LEN: usize = 28;

struct Pre {
    gain: [v128; 3],
    off: [v128; 3],
    bend: [v128; 3],
    s: [v128; 3],
    sat: v128,
    m: [v128; 9],
    moff: [v128; 3],
    vig: v128,
}

impl Pre {
    fn new(p: &[i32]) -> Pre {
        let s3 = |o: usize| [splat(p[o]), splat(p[o + 1]), splat(p[o + 2])];
        let mut m = [splat(0); 9];
        for i in 0..9 {
            m[i] = splat(p[P_M + i]);
        }
        Pre {
            gain: s3(P_GAIN),
            off: s3(P_OFF),
            bend: s3(P_BEND),
            s: s3(P_S),
            sat: splat(p[P_SAT]),
            m,
            moff: s3(P_MOFF),
            vig: splat(p[P_VIG]),
        }
    }
}

#[inline(always)]
fn curve(y: v128, bend: v128, s: v128) -> v128 {
    let m = i16x8_mul(y, i16x8_sub(splat(255), y));
    let c = i16x8_shl(i16x8_sub(i16x8_add(y, y), splat(255)), 7);
    let t = i16x8_q15mulr_sat(m, c);
    let d = i16x8_add(i16x8_q15mulr_sat(m, bend), i16x8_q15mulr_sat(t, s));
    clamp255(i16x8_add(y, d))
}

#[inline(always)]
fn step<const LIN: bool, const CUR: bool, const SAT: bool, const MAT: bool, const VIG: bool>(
    q: &mut Px8,
    p: &Pre,
    d2: v128,
) {
    let mut c = [q.r, q.g, q.b];
    if LIN {
        for i in 0..3 {
            c[i] = clamp255(i16x8_add(mulq(c[i], p.gain[i]), p.off[i]));
        }
    }
    if CUR {
        for i in 0..3 {
            c[i] = curve(c[i], p.bend[i], p.s[i]);
        }
    }
    if SAT {
        let l = i16x8_add(
            i16x8_add(i16x8_mul(c[0], splat(77)), i16x8_mul(c[1], splat(150))),
            i16x8_add(i16x8_mul(c[2], splat(29)), splat(128)),
        );
        let l = u16x8_shr(l, 8);
        for i in 0..3 {
            c[i] = clamp255(i16x8_add(l, mulq(i16x8_sub(c[i], l), p.sat)));
        }
    }
    if MAT {
        let src = c;
        for i in 0..3 {
            let a = i16x8_add(mulq(src[0], p.m[3 * i]), mulq(src[1], p.m[3 * i + 1]));
            let b = i16x8_add(mulq(src[2], p.m[3 * i + 2]), p.moff[i]);
            c[i] = clamp255(i16x8_add(a, b));
        }
    }
    if VIG {
        let dd = i16x8_add(d2, d2);
        let f = i16x8_q15mulr_sat(dd, dd);
        let k = i16x8_shr(i16x8_sub(splat(32767), i16x8_q15mulr_sat(f, p.vig)), 2);
        for i in 0..3 {
            c[i] = mulq(c[i], k);
        }
    }
    q.r = c[0];
    q.g = c[1];
    q.b = c[2];
}

/// Squared normalised distance from the centre along one axis, 0..=8191 (Q13 of nx^2).
pub fn axis_d2(i: usize, n: usize) -> i16 {
    let d = 2 * i as i64 + 1 - n as i64;
    ((d * d * 8191) / (n as i64 * n as i64)) as i16
}

unsafe fn run<const LIN: bool, const CUR: bool, const SAT: bool, const MAT: bool, const VIG: bool>(
    px: *mut u8,
    w: usize,
    h: usize,
    p: &Pre,
) {
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
        let vy = if VIG { splat(axis_d2(y, h) as i32) } else { splat(0) };
        let mut x = 0;
        while x < full {
            let d2 = if VIG { i16x8_add(vy, v128_load(vx.as_ptr().add(x) as *const v128)) } else { vy };
            let mut q = load8(row.add(x * 4));
            step::<LIN, CUR, SAT, MAT, VIG>(&mut q, p, d2);
            store8(row.add(x * 4), &q);
            x += 8;
        }
        let rest = rw - full;
        if rest > 0 {
            core::ptr::copy_nonoverlapping(row.add(full * 4), tail.as_mut_ptr(), rest * 4);
            let d2 = if VIG { i16x8_add(vy, v128_load(vx.as_ptr().add(full) as *const v128)) } else { vy };
            let mut q = load8(tail.as_ptr());
            step::<LIN, CUR, SAT, MAT, VIG>(&mut q, p, d2);
            store8(tail.as_mut_ptr(), &q);
            core::ptr::copy_nonoverlapping(tail.as_ptr(), row.add(full * 4), rest * 4);
        }
    }
}

macro_rules! dispatch {
    ($f:expr, $px:expr, $w:expr, $h:expr, $p:expr) => {{
        let f = $f;
        let (l, c, s, m, v) =
            (f & F_LINEAR != 0, f & F_CURVE != 0, f & F_SAT != 0, f & F_MATRIX != 0, f & F_VIGNETTE != 0);
        macro_rules! go {
            ($L:literal, $C:literal, $S:literal, $M:literal) => {
                if v { run::<$L, $C, $S, $M, true>($px, $w, $h, $p) } else { run::<$L, $C, $S, $M, false>($px, $w, $h, $p) }
            };
        }
        match (l, c, s, m) {
            (false, false, false, false) => go!(false, false, false, false),
            (false, false, false, true) => go!(false, false, false, true),
            (false, false, true, false) => go!(false, false, true, false),
            (false, false, true, true) => go!(false, false, true, true),
            (false, true, false, false) => go!(false, true, false, false),
            (false, true, false, true) => go!(false, true, false, true),
            (false, true, true, false) => go!(false, true, true, false),
            (false, true, true, true) => go!(false, true, true, true),
            (true, false, false, false) => go!(true, false, false, false),
            (true, false, false, true) => go!(true, false, false, true),
            (true, false, true, false) => go!(true, false, true, false),
            (true, false, true, true) => go!(true, false, true, true),
            (true, true, false, false) => go!(true, true, false, false),
            (true, true, false, true) => go!(true, true, false, true),
            (true, true, true, false) => go!(true, true, true, false),
            (true, true, true, true) => go!(true, true, true, true),
        }
    }};
}

/// Applies the colour grade described by `params` (PARAMS_LEN i32 values) to `w * h` RGBA pixels
/// in place.
#[no_mangle]
pub unsafe extern "C" fn dm_grade(px: *mut u8, w: u32, h: u32, params: *const i32) {
    let p = core::slice::from_raw_parts(params, PARAMS_LEN);
    let (w, h) = (w as usize, h as usize);
    if w == 0 || h == 0 {
        return;
    }
    let pre = Pre::new(p);
    dispatch!(p[P_FLAGS], px, w, h, &pre);
}
