//! Gaussian blur whose cost does not grow with the radius. The image is box-averaged down by a
//! factor f (chosen from sigma so the reduced sigma stays near 2 px), blurred there by three
//! running-sum box passes per axis (an exact Gaussian approximation by the central limit
//! theorem; each pass costs the same at any radius), and brought back with bilinear
//! interpolation. The variance of the down- and up-sampling filters is subtracted from the
//! reduced sigma so the overall blur matches the requested sigma. Horizontal passes run on one
//! row in cache; vertical passes run on 16-column strips so each strip stays in L2.
//! Sigmas too small for any reduction (plan factor 1) take the direct kernel in gauss.rs.
//! Pixels with alpha are premultiplied for the blur and unpremultiplied after.

use crate::boxes::{blur_small, box_radii};
use crate::gauss::{gauss, MAX_R};
use crate::pixels::{is_opaque, premultiply, unpremultiply};
use core::arch::wasm32::*;

const Z: u8 = 0x80;

/// Variance of the whole chain: box-average by f, three boxes of `r` on the reduced image
/// (in reduced px, scaled by f^2), bilinear back up.
fn chain_variance(f: usize, r: [usize; 3]) -> f32 {
    let ff = (f * f) as f32;
    let boxes: f32 = r.iter().map(|&ri| (((2 * ri + 1) * (2 * ri + 1) - 1) as f32) / 12.0).sum();
    if f == 1 {
        boxes
    } else {
        boxes * ff + (ff - 1.0) / 12.0 + ff / 6.0
    }
}

/// Sigma to apply on the reduced image so the whole chain has variance sigma^2.
pub fn reduced_sigma(sigma: f32, f: usize) -> f32 {
    if f == 1 {
        return sigma;
    }
    let ff = (f * f) as f32;
    let v = sigma * sigma - (ff - 1.0) / 12.0 - ff / 6.0;
    (v.max(0.0)).sqrt() / f as f32
}

/// Three box radii (any mix) whose variance is closest to `v` (in reduced px^2).
fn fit_radii(v: f32) -> ([usize; 3], f32) {
    let var = |r: usize| (((2 * r + 1) * (2 * r + 1) - 1) as f32) / 12.0;
    let mut best = ([0usize; 3], f32::MAX);
    for a in 0..12 {
        for b in a..12 {
            for c in b..12 {
                let e = (var(a) + var(b) + var(c) - v).abs();
                if e < best.1 {
                    best = ([a, b, c], e);
                }
            }
        }
    }
    best
}

/// Reduction factor and box radii for a sigma: the largest factor (at most 16) whose reduced
/// blur needs at least 0.8 px of sigma and whose chain variance is within 8% of sigma^2.
pub fn plan(sigma: f32) -> (usize, [usize; 3]) {
    let target = sigma * sigma;
    let hi = (sigma as usize).clamp(1, 16);
    let mut f = hi;
    while f >= 2 {
        let rs = reduced_sigma(sigma, f);
        if rs >= 0.8 && rs <= 5.5 {
            let (r, _) = fit_radii(rs * rs);
            if (chain_variance(f, r) - target).abs() / target < 0.08 {
                return (f, r);
            }
        }
        f -= 1;
    }
    (1, box_radii(sigma))
}

/// Averages f x f blocks of RGBA u8 into one f32x4 pixel each. `acc` holds w*4 u16 sums.
unsafe fn downsample(px: *const u8, w: usize, h: usize, f: usize, small: &mut [v128], sw: usize, sh: usize) {
    let mut acc = vec![0u16; w * 4 + 16];
    let n = w * 4;
    for sy in 0..sh {
        let y0 = sy * f;
        let y1 = (y0 + f).min(h);
        for a in acc.iter_mut() {
            *a = 0;
        }
        let ap = acc.as_mut_ptr();
        for y in y0..y1 {
            let row = px.add(y * n);
            let mut x = 0;
            while x + 16 <= n {
                let v = v128_load(row.add(x) as *const v128);
                let a0 = ap.add(x) as *mut v128;
                let a1 = ap.add(x + 8) as *mut v128;
                v128_store(a0, i16x8_add(v128_load(a0), u16x8_extend_low_u8x16(v)));
                v128_store(a1, i16x8_add(v128_load(a1), u16x8_extend_high_u8x16(v)));
                x += 16;
            }
            while x < n {
                *ap.add(x) += *row.add(x) as u16;
                x += 1;
            }
        }
        let rows = (y1 - y0) as f32;
        for sx in 0..sw {
            let x0 = sx * f;
            let x1 = (x0 + f).min(w);
            let mut sum = i32x4_splat(0);
            for x in x0..x1 {
                sum = i32x4_add(sum, u32x4_extend_low_u16x8(v128_load64_zero(ap.add(x * 4) as *const u64)));
            }
            let inv = f32x4_splat(1.0 / (rows * (x1 - x0) as f32));
            small[sy * sw + sx] = f32x4_mul(f32x4_convert_i32x4(sum), inv);
        }
    }
}

/// Interpolates the reduced image back to w x h (bilinear, pixel centres aligned).
unsafe fn upsample(small: &[v128], sw: usize, sh: usize, f: usize, px: *mut u8, w: usize, h: usize) {
    let n = w * 4;
    let (mut j0s, mut j1s, mut ts) = (vec![0usize; w], vec![0usize; w], vec![0f32; w]);
    for x in 0..w {
        let xs = ((x as f32 + 0.5) / f as f32 - 0.5).max(0.0);
        let j = (xs as usize).min(sw - 1);
        j0s[x] = j;
        j1s[x] = (j + 1).min(sw - 1);
        ts[x] = xs - j as f32;
    }
    // Two horizontally expanded rows (u8), reused while the output walks down.
    let mut ex = [vec![0u8; n + 16], vec![0u8; n + 16]];
    let mut exj = [usize::MAX, usize::MAX];
    let expand = |j: usize, out: &mut Vec<u8>| {
        let row = &small[j * sw..(j + 1) * sw];
        let o = out.as_mut_ptr();
        for x in 0..w {
            let t = f32x4_splat(ts[x]);
            let a = row[j0s[x]];
            let b = row[j1s[x]];
            let v = f32x4_add(a, f32x4_mul(f32x4_sub(b, a), t));
            // v is in 0..=255: adding 1.5 * 2^23 rounds it to an integer held in the low
            // mantissa bits, whose low bytes are the RGBA result (no float-to-int conversion).
            let i = f32x4_add(v, f32x4_splat(12582912.0));
            let u = i8x16_swizzle(i, u8x16(0, 4, 8, 12, Z, Z, Z, Z, Z, Z, Z, Z, Z, Z, Z, Z));
            (o.add(x * 4) as *mut u32).write_unaligned(u32x4_extract_lane::<0>(u));
        }
    };
    for y in 0..h {
        let ys = ((y as f32 + 0.5) / f as f32 - 0.5).max(0.0);
        let j0 = (ys as usize).min(sh - 1);
        let j1 = (j0 + 1).min(sh - 1);
        let t = (((ys - j0 as f32) * 256.0 + 0.5) as u16).min(256);
        if exj[0] != j0 {
            if exj[1] == j0 {
                ex.swap(0, 1);
                exj.swap(0, 1);
            } else {
                expand(j0, &mut ex[0]);
                exj[0] = j0;
            }
        }
        if exj[1] != j1 {
            expand(j1, &mut ex[1]);
            exj[1] = j1;
        }
        let (pa, pb) = (ex[0].as_ptr(), ex[1].as_ptr());
        let row = px.add(y * n);
        let (wa, wb) = (u16x8_splat(256 - t), u16x8_splat(t));
        let half = u16x8_splat(128);
        let mut x = 0;
        while x + 16 <= n {
            let a = v128_load(pa.add(x) as *const v128);
            let b = v128_load(pb.add(x) as *const v128);
            let lo = i16x8_add(i16x8_add(i16x8_mul(u16x8_extend_low_u8x16(a), wa), i16x8_mul(u16x8_extend_low_u8x16(b), wb)), half);
            let hi = i16x8_add(i16x8_add(i16x8_mul(u16x8_extend_high_u8x16(a), wa), i16x8_mul(u16x8_extend_high_u8x16(b), wb)), half);
            v128_store(row.add(x) as *mut v128, u8x16_narrow_i16x8(u16x8_shr(lo, 8), u16x8_shr(hi, 8)));
            x += 16;
        }
        while x < n {
            let v = (*pa.add(x) as u32 * (256 - t as u32) + *pb.add(x) as u32 * t as u32 + 128) >> 8;
            *row.add(x) = v as u8;
            x += 1;
        }
    }
}

/// Blurs RGBA pixels in place with a Gaussian of `sigma` px (edges mirror). `mode` 0: premultiply
/// when the image has transparency; 1: blur the four channels independently (for a constant
/// colour over an alpha mask, as in drop shadows).
pub unsafe fn blur(px: *mut u8, w: usize, h: usize, sigma: f32, mode: u32) {
    if w == 0 || h == 0 || !(sigma > 0.2) {
        return;
    }
    let premul = mode == 0 && !is_opaque(px, w * h);
    if premul {
        premultiply(px, w * h);
    }
    let (f, radii) = plan(sigma);
    if f == 1 && (3.0 * sigma).ceil() as usize <= MAX_R {
        gauss(px, w, h, sigma);
        if premul {
            unpremultiply(px, w * h);
        }
        return;
    }
    let (sw, sh) = ((w + f - 1) / f, (h + f - 1) / f);
    let mut small = vec![f32x4_splat(0.0); sw * sh];
    downsample(px, w, h, f, &mut small, sw, sh);
    blur_small(&mut small, sw, sh, radii);
    upsample(&small, sw, sh, f, px, w, h);
    if premul {
        unpremultiply(px, w * h);
    }
}

#[no_mangle]
pub unsafe extern "C" fn dm_blur(px: *mut u8, w: u32, h: u32, sigma: f32, mode: u32) {
    blur(px, w as usize, h as usize, sigma, mode);
}

/// Unsharp mask: px + amount (px - blur(px)), with the blurred copy made by `blur` (sigma px,
/// transparency premultiplied) and `amount` in 1/64 (0..=128, so up to 2x the detail). Alpha is
/// kept. Each byte: one i16 difference, one multiply, a saturating narrow.
#[no_mangle]
pub unsafe extern "C" fn dm_sharpen(px: *mut u8, w: u32, h: u32, sigma: f32, amount: u32) {
    let (w, h) = (w as usize, h as usize);
    let n = w * h * 4;
    if n == 0 || amount == 0 {
        return;
    }
    let mut soft = vec![0u8; n + 16];
    core::ptr::copy_nonoverlapping(px, soft.as_mut_ptr(), n);
    blur(soft.as_mut_ptr(), w, h, sigma, 0);
    let k = i16x8_splat(amount.min(128) as i16);
    let alpha = u32x4_splat(0xff00_0000);
    let sp = soft.as_ptr();
    let mut i = 0;
    while i + 16 <= n {
        let a = v128_load(px.add(i) as *const v128);
        let b = v128_load(sp.add(i) as *const v128);
        let half = i16x8_splat(32);
        let lo = u16x8_extend_low_u8x16(a);
        let hi = u16x8_extend_high_u8x16(a);
        let dlo = i16x8_sub(lo, u16x8_extend_low_u8x16(b));
        let dhi = i16x8_sub(hi, u16x8_extend_high_u8x16(b));
        let olo = i16x8_add(lo, i16x8_shr(i16x8_add(i16x8_mul(dlo, k), half), 6));
        let ohi = i16x8_add(hi, i16x8_shr(i16x8_add(i16x8_mul(dhi, k), half), 6));
        let o = u8x16_narrow_i16x8(olo, ohi);
        v128_store(px.add(i) as *mut v128, v128_bitselect(a, o, alpha));
        i += 16;
    }
    while i < n {
        if i % 4 != 3 {
            let a = *px.add(i) as i32;
            let d = a - *sp.add(i) as i32;
            *px.add(i) = (a + ((d * amount.min(128) as i32 + 32) >> 6)).clamp(0, 255) as u8;
        }
        i += 1;
    }
}
