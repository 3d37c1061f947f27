//! Mockup compositing: perspective warp of a user image into a four-corner quad of the product
//! photo, with optional displacement map and multiply shading taken from the product photo.
//! Inverse mapping with a 3x3 homography (computed in TypeScript), bilinear sampling in 8-bit
//! fixed point, antialiased quad edges, source-over onto the photo.

use core::arch::wasm32::*;

#[inline(always)]
fn px(src: *const u32, sw: usize, x: usize, y: usize) -> u32 {
    unsafe { *src.add(y * sw + x) }
}

/// Lerp of two packed RGBA pixels with weight t in 0..=256 (SWAR: two channels per multiply).
#[inline(always)]
fn lerp(a: u32, b: u32, t: u32) -> u32 {
    let it = 256 - t;
    let rb = ((a & 0x00ff00ff) * it + (b & 0x00ff00ff) * t) >> 8;
    let ga = ((a >> 8) & 0x00ff00ff) * it + ((b >> 8) & 0x00ff00ff) * t;
    (rb & 0x00ff00ff) | (ga & 0xff00ff00)
}

/// Bilinear sample at source coordinates in 1/256 px (pixel i spans [i, i+1)), edges clamped.
/// Integer maths only (float min/max and casts are slow in wasm), with 7-bit weights summing to
/// 2^14: exactly what the four-pixel path computes with `i32x4.dot_i16x8_s`.
#[inline(always)]
fn sample(src: *const u32, sw: usize, sh: usize, x: i32, y: i32) -> u32 {
    let fx = (x - 128).max(0) as usize;
    let fy = (y - 128).max(0) as usize;
    let x0 = (fx >> 8).min(sw - 1);
    let y0 = (fy >> 8).min(sh - 1);
    let x1 = (x0 + 1).min(sw - 1);
    let y1 = (y0 + 1).min(sh - 1);
    let tx = (((fx & 255) + 1) >> 1) as u32;
    let ty = (((fy & 255) + 1) >> 1) as u32;
    let w = [(128 - tx) * (128 - ty), tx * (128 - ty), (128 - tx) * ty, tx * ty];
    let p = [px(src, sw, x0, y0), px(src, sw, x1, y0), px(src, sw, x0, y1), px(src, sw, x1, y1)];
    let mut out = 0u32;
    for c in 0..4 {
        let sh = 8 * c;
        let mut s = 8192u32;
        for k in 0..4 {
            s += ((p[k] >> sh) & 255) * w[k];
        }
        out |= (s >> 14) << sh;
    }
    out
}

/// Warps `src` (sw x sh RGBA) onto `dst` (dw x dh RGBA) inside the output box [bx0, bx1) x
/// [by0, by1). `h` is the 3x3 row-major homography from output to source pixel coordinates.
/// `disp` (dw x dh RGBA or null): red/green shift the sample by (v - 128) * disp_scale output px.
/// `shade` (dw x dh RGBA or null): the warped image is multiplied by its red channel / 255.
#[no_mangle]
pub unsafe extern "C" fn dm_warp(
    src: *const u8, sw: u32, sh: u32,
    dst: *mut u8, dw: u32, dh: u32,
    h: *const f64, bx0: u32, by0: u32, bx1: u32, by1: u32,
    disp: *const u8, disp_scale: f32, shade: *const u8,
) {
    let (sw, sh, dw) = (sw as usize, sh as usize, dw as usize);
    let hm = core::slice::from_raw_parts(h, 9);
    let src32 = src as *const u32;
    let dst32 = dst as *mut u32;
    let (fw, fh) = ((sw * 256) as i32, (sh * 256) as i32);
    // Displacement in 1/256 source px per map step.
    let (kx, ky) = (
        (disp_scale * 256.0 * sw as f32 / dw as f32) as i32,
        (disp_scale * 256.0 * sh as f32 / dh as f32) as i32,
    );
    let by1 = by1.min(dh);
    let bx1 = (bx1 as usize).min(dw);
    let simd_ok = sw >= 2 && sh >= 2;
    let g = Geo { sw, sh, fw, fh, kx, ky };
    // Source coordinates of output pixel (x, y): the row's value at x = 0 in f64, then
    // `row + x * step` in f32 for every pixel, so the four-pixel path and the per-pixel tail
    // compute bit-identical positions (error far below 1/256 px for any on-screen size).
    let step = [hm[0] as f32, hm[3] as f32, hm[6] as f32];
    for y in by0 as usize..by1 as usize {
        let yc = y as f64 + 0.5;
        let row = [
            (hm[0] * 0.5 + hm[1] * yc + hm[2]) as f32,
            (hm[3] * 0.5 + hm[4] * yc + hm[5]) as f32,
            (hm[6] * 0.5 + hm[7] * yc + hm[8]) as f32,
        ];
        let mut x = bx0 as usize;
        if simd_ok && bx1 >= x + 4 {
            let n4 = (bx1 - x) & !3;
            warp_row4(src32, dst32, disp, shade, &g, y * dw, x, n4, row, step);
            x += n4;
        }
        {
            for xi in x..bx1 {
                // Perspective divide per pixel; `as i32` saturates (nontrapping-fptoint).
                let xf = xi as f32;
                let k = 256.0 / (row[2] + xf * step[2]);
                let mut sx = ((row[0] + xf * step[0]) * k) as i32;
                let mut sy = ((row[1] + xf * step[1]) * k) as i32;
                let i = y * dw + xi;
                if !disp.is_null() {
                    let d = disp.add(i * 4);
                    sx += (*d as i32 - 128) * kx;
                    sy += (*d.add(1) as i32 - 128) * ky;
                }
                // Coverage: full inside, fading over the last half pixel outside the source.
                let cx = (sx.min(fw - sx) + 128).clamp(0, 256);
                let cy = (sy.min(fh - sy) + 128).clamp(0, 256);
                let cov = ((cx * cy) >> 8) as u32;
                if cov == 0 {
                    continue;
                }
                let s = sample(src32, sw, sh, sx, sy);
                let a = (((s >> 24) * cov + 128) >> 8).min(255);
                if a == 0 {
                    continue;
                }
                let mut c = s;
                if !shade.is_null() {
                    let k = *shade.add(i * 4) as u32 + 1;
                    let rb = (((c & 0x00ff00ff) * k) >> 8) & 0x00ff00ff;
                    let g = (((c & 0x0000ff00) * k) >> 8) & 0x0000ff00;
                    c = rb | g;
                }
                let d = *dst32.add(i);
                let t = a + (a >> 7);
                let out = lerp(d, c, t);
                *dst32.add(i) = (out & 0x00ffffff) | (d & 0xff000000).max(a << 24);
            }
        }
    }
}

/// What the four-pixel path needs to know about the source and the maps.
struct Geo {
    sw: usize,
    sh: usize,
    fw: i32,
    fh: i32,
    kx: i32,
    ky: i32,
}

/// `n` (a multiple of 4) output pixels of the row starting at output index `r0`, from column
/// `x0` on, four per step:
/// coordinates by homography in f32x4 (one division for the four), displacement, coverage
/// (steps whose four pixels are all outside are skipped), bilinear gather of the 2x2
/// neighbourhoods with two 64-bit loads per pixel and `i32x4.dot_i16x8_s` on 7-bit weights,
/// shading and source-over blending in u16 lanes. Same rules as the per-pixel path.
#[inline(never)]
unsafe fn warp_row4(
    src: *const u32, dst: *mut u32, disp: *const u8, shade: *const u8, g: &Geo,
    r0: usize, x0: usize, n: usize, row: [f32; 3], step: [f32; 3],
) {
    let (sw, sh) = (g.sw as i32, g.sh as i32);
    let lanes = f32x4(0.0, 1.0, 2.0, 3.0);
    let (u0, v0, w0) = (f32x4_splat(row[0]), f32x4_splat(row[1]), f32x4_splat(row[2]));
    let (du, dv, dw) = (f32x4_splat(step[0]), f32x4_splat(step[1]), f32x4_splat(step[2]));
    let c256 = f32x4_splat(256.0);
    let zero = i32x4_splat(0);
    let full = i32x4_splat(256);
    let h128 = i32x4_splat(128);
    let (fw, fh) = (i32x4_splat(g.fw), i32x4_splat(g.fh));
    let (xmax, ymax) = (i32x4_splat(sw - 2), i32x4_splat(sh - 2));
    let swv = i32x4_splat(sw);
    let row_bytes = g.sw * 4;
    let mut j = 0;
    while j < n {
        let xf = f32x4_add(lanes, f32x4_splat((x0 + j) as f32));
        let u = f32x4_add(u0, f32x4_mul(xf, du));
        let v = f32x4_add(v0, f32x4_mul(xf, dv));
        let w = f32x4_add(w0, f32x4_mul(xf, dw));
        let k = f32x4_div(c256, w);
        let mut sx = i32x4_trunc_sat_f32x4(f32x4_mul(u, k));
        let mut sy = i32x4_trunc_sat_f32x4(f32x4_mul(v, k));
        let i = r0 + x0 + j;
        if !disp.is_null() {
            let d = v128_load(disp.add(i * 4) as *const v128);
            let dr = i32x4_sub(v128_and(d, i32x4_splat(0xff)), h128);
            let dg = i32x4_sub(v128_and(u32x4_shr(d, 8), i32x4_splat(0xff)), h128);
            sx = i32x4_add(sx, i32x4_mul(dr, i32x4_splat(g.kx)));
            sy = i32x4_add(sy, i32x4_mul(dg, i32x4_splat(g.ky)));
        }
        // Coverage: full inside, fading over the last half pixel outside the source.
        let cx = i32x4_min(i32x4_max(i32x4_add(i32x4_min(sx, i32x4_sub(fw, sx)), h128), zero), full);
        let cy = i32x4_min(i32x4_max(i32x4_add(i32x4_min(sy, i32x4_sub(fh, sy)), h128), zero), full);
        let cov = u32x4_shr(i32x4_mul(cx, cy), 8);
        j += 4;
        if !v128_any_true(cov) {
            continue;
        }
        // Sample position: top-left tap clamped to [0, size - 2]; past the last pixel the
        // weight goes wholly to it (same as clamping both taps).
        let fx = i32x4_max(i32x4_sub(sx, h128), zero);
        let fy = i32x4_max(i32x4_sub(sy, h128), zero);
        let (xi, yi) = (u32x4_shr(fx, 8), u32x4_shr(fy, 8));
        let tx = v128_bitselect(full, v128_and(fx, i32x4_splat(255)), i32x4_gt(xi, xmax));
        let ty = v128_bitselect(full, v128_and(fy, i32x4_splat(255)), i32x4_gt(yi, ymax));
        let (tx, ty) = (u32x4_shr(i32x4_add(tx, i32x4_splat(1)), 1), u32x4_shr(i32x4_add(ty, i32x4_splat(1)), 1));
        let (itx, ity) = (i32x4_sub(h128, tx), i32x4_sub(h128, ty));
        // Weights as (left, right) i16 pairs for the top and bottom rows, 7-bit each.
        let wt = v128_or(i32x4_mul(itx, ity), i32x4_shl(i32x4_mul(tx, ity), 16));
        let wb = v128_or(i32x4_mul(itx, ty), i32x4_shl(i32x4_mul(tx, ty), 16));
        let idx = i32x4_add(i32x4_mul(i32x4_min(yi, ymax), swv), i32x4_min(xi, xmax));
        let base = src as *const u8;
        macro_rules! tap {
            ($l:literal) => {{
                let p = base.add(i32x4_extract_lane::<$l>(idx) as usize * 4);
                let q = v128_load64_lane::<1>(v128_load64_zero(p as *const u64), p.add(row_bytes) as *const u64);
                let q = i8x16_swizzle(q, u8x16(0, 4, 1, 5, 2, 6, 3, 7, 8, 12, 9, 13, 10, 14, 11, 15));
                let t = i32x4_dot_i16x8(u16x8_extend_low_u8x16(q), i32x4_splat(i32x4_extract_lane::<$l>(wt)));
                let b = i32x4_dot_i16x8(u16x8_extend_high_u8x16(q), i32x4_splat(i32x4_extract_lane::<$l>(wb)));
                i32x4_shr(i32x4_add(i32x4_add(t, b), i32x4_splat(8192)), 14)
            }};
        }
        let (s0, s1, s2, s3) = (tap!(0), tap!(1), tap!(2), tap!(3));
        let c = u8x16_narrow_i16x8(i16x8_narrow_i32x4(s0, s1), i16x8_narrow_i32x4(s2, s3));
        // Alpha from the sample and the coverage; then source-over in u16 lanes.
        let a = i32x4_min(u32x4_shr(i32x4_add(i32x4_mul(u32x4_shr(c, 24), cov), h128), 8), i32x4_splat(255));
        if !v128_any_true(a) {
            continue;
        }
        let mut clo = u16x8_extend_low_u8x16(c);
        let mut chi = u16x8_extend_high_u8x16(c);
        if !shade.is_null() {
            let sh4 = v128_load(shade.add(i * 4) as *const v128);
            let k = i32x4_add(v128_and(sh4, i32x4_splat(0xff)), i32x4_splat(1));
            let k = v128_or(k, i32x4_shl(k, 16));
            clo = u16x8_shr(i16x8_mul(clo, i32x4_shuffle::<0, 0, 1, 1>(k, k)), 8);
            chi = u16x8_shr(i16x8_mul(chi, i32x4_shuffle::<2, 2, 3, 3>(k, k)), 8);
        }
        let t = i32x4_add(a, u32x4_shr(a, 7));
        let t = v128_or(t, i32x4_shl(t, 16));
        let it = i16x8_sub(i16x8_splat(256), t);
        let dp = dst.add(i) as *mut v128;
        let d = v128_load(dp);
        let (tlo, thi) = (i32x4_shuffle::<0, 0, 1, 1>(t, t), i32x4_shuffle::<2, 2, 3, 3>(t, t));
        let (itlo, ithi) = (i32x4_shuffle::<0, 0, 1, 1>(it, it), i32x4_shuffle::<2, 2, 3, 3>(it, it));
        let olo = u16x8_shr(i16x8_add(i16x8_mul(u16x8_extend_low_u8x16(d), itlo), i16x8_mul(clo, tlo)), 8);
        let ohi = u16x8_shr(i16x8_add(i16x8_mul(u16x8_extend_high_u8x16(d), ithi), i16x8_mul(chi, thi)), 8);
        let o = u8x16_narrow_i16x8(olo, ohi);
        let oa = i32x4_shl(u32x4_max(u32x4_shr(d, 24), a), 24);
        v128_store(dp, v128_or(v128_and(o, i32x4_splat(0x00ff_ffff)), oa));
    }
}
