//! Mockup compositing: perspective warp of a user image into a four-corner quad of the product
//! photo, with optional displacement map and multiply shading taken from the product photo.
//! Inverse mapping with a 3x3 homography (computed in TypeScript), bilinear sampling in 8-bit
//! fixed point, antialiased quad edges, source-over onto the photo.

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
/// Integer maths only: float min/max and casts are slow in wasm.
#[inline(always)]
fn sample(src: *const u32, sw: usize, sh: usize, x: i32, y: i32) -> u32 {
    let fx = (x - 128).max(0) as usize;
    let fy = (y - 128).max(0) as usize;
    let x0 = (fx >> 8).min(sw - 1);
    let y0 = (fy >> 8).min(sh - 1);
    let x1 = (x0 + 1).min(sw - 1);
    let y1 = (y0 + 1).min(sh - 1);
    let tx = (fx & 255) as u32;
    let ty = (fy & 255) as u32;
    let top = lerp(px(src, sw, x0, y0), px(src, sw, x1, y0), tx);
    let bot = lerp(px(src, sw, x0, y1), px(src, sw, x1, y1), tx);
    lerp(top, bot, ty)
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
    for y in by0 as usize..by1 as usize {
        let yc = y as f64 + 0.5;
        let xc0 = bx0 as f64 + 0.5;
        let (mut u, mut v, mut w) = (
            hm[0] * xc0 + hm[1] * yc + hm[2],
            hm[3] * xc0 + hm[4] * yc + hm[5],
            hm[6] * xc0 + hm[7] * yc + hm[8],
        );
        {
            let x = bx0 as usize;
            let n = bx1 - x;
            for xi in x..x + n {
                // Exact perspective divide per pixel; `as i32` saturates (nontrapping-fptoint).
                let k = 256.0 / w;
                let mut sx = (u * k) as i32;
                let mut sy = (v * k) as i32;
                u += hm[0];
                v += hm[3];
                w += hm[6];
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
