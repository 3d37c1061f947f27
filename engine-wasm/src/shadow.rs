//! Drop shadow for the element shadow panel: the element's alpha, grown by `size`, blurred by
//! `sigma`, in a constant colour at `opacity`, on a canvas padded so the blur is never clipped.
//! Only alpha varies, so the blurs run on the alpha plane alone: it is cut into four row bands
//! (each with margins as wide as the blur's reach, taken from its neighbours or mirrored at the
//! edges) that ride in the R, G, B and A channels of one quarter-height RGBA image.

use crate::blur::{blur, plan};
use crate::boxes::reflect;
use crate::gauss::MAX_R;
use core::arch::wasm32::*;

/// Rows a blur of `sigma` can reach, rounded up to its reduction factor (so the bands' reduced
/// grids line up with the whole plane's).
fn reach(sigma: f32) -> (usize, usize) {
    let (f, r) = plan(sigma);
    if f == 1 && (3.0 * sigma).ceil() as usize <= MAX_R {
        return (1, (3.0 * sigma).ceil() as usize + 1);
    }
    let m = (r[0] + r[1] + r[2] + 3) * f + 2;
    (f, (m + f - 1) / f * f)
}

/// Blurs a w x h alpha plane in place with a Gaussian of `sigma`.
unsafe fn blur_plane(a: &mut [u8], w: usize, h: usize, sigma: f32) {
    if !(sigma > 0.2) {
        return;
    }
    let (f, m) = reach(sigma);
    let hb = ((h + 3) / 4 + f - 1) / f * f;
    let ph = hb + 2 * m;
    let mut packed = vec![0u8; w * ph * 4 + 64];
    let (hi, ap, pp) = (h as isize, a.as_ptr(), packed.as_mut_ptr());
    for r in 0..ph {
        let rows: [*const u8; 4] = core::array::from_fn(|k| ap.add(reflect((k * hb + r) as isize - m as isize, hi) * w));
        let out = pp.add(r * w * 4);
        let mut x = 0;
        while x + 16 <= w {
            let [b0, b1, b2, b3] = rows.map(|p| v128_load(p.add(x) as *const v128));
            let (l01, h01) = (i8x16_shuffle::<0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23>(b0, b1), i8x16_shuffle::<8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31>(b0, b1));
            let (l23, h23) = (i8x16_shuffle::<0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23>(b2, b3), i8x16_shuffle::<8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31>(b2, b3));
            let o = out.add(x * 4) as *mut v128;
            v128_store(o, i16x8_shuffle::<0, 8, 1, 9, 2, 10, 3, 11>(l01, l23));
            v128_store(o.add(1), i16x8_shuffle::<4, 12, 5, 13, 6, 14, 7, 15>(l01, l23));
            v128_store(o.add(2), i16x8_shuffle::<0, 8, 1, 9, 2, 10, 3, 11>(h01, h23));
            v128_store(o.add(3), i16x8_shuffle::<4, 12, 5, 13, 6, 14, 7, 15>(h01, h23));
            x += 16;
        }
        while x < w {
            for k in 0..4 {
                *out.add(x * 4 + k) = *rows[k].add(x);
            }
            x += 1;
        }
    }
    blur(pp, w, ph, sigma, 1);
    let dp = a.as_mut_ptr();
    for k in 0..4 {
        for r in m..m + hb {
            let y = k * hb + r - m;
            if y >= h {
                break;
            }
            let (src, dst) = (pp.add(r * w * 4 + k), dp.add(y * w));
            for x in 0..w {
                *dst.add(x) = *src.add(x * 4);
            }
        }
    }
}

/// Writes the shadow of `src` (w x h RGBA) into `dst` ((w + 2 pad) x (h + 2 pad) RGBA, straight
/// alpha). `rgb` is 0xRRGGBB; `opacity` 0..=1; `size` grows the silhouette by about that many px.
#[no_mangle]
pub unsafe extern "C" fn dm_drop_shadow(
    src: *const u8,
    w: u32,
    h: u32,
    dst: *mut u8,
    pad: u32,
    rgb: u32,
    opacity: f32,
    sigma: f32,
    size: f32,
) {
    let (w, h, pad) = (w as usize, h as usize, pad as usize);
    let (dw, dh) = (w + 2 * pad, h + 2 * pad);
    let mut a = vec![0u8; dw * dh];
    let k = (opacity.clamp(0.0, 1.0) * 256.0 + 0.5) as u32;
    for y in 0..h {
        let s = src.add(y * w * 4 + 3);
        let d = a.as_mut_ptr().add((y + pad) * dw + pad);
        for x in 0..w {
            *d.add(x) = ((*s.add(x * 4) as u32 * k + 128) >> 8).min(255) as u8;
        }
    }
    if size > 0.5 {
        // Grow: blur the silhouette by size/2, then amplify alpha so the 2-sigma tail (about 2%
        // of the edge value) becomes the new edge, about `size` px further out.
        blur_plane(&mut a, dw, dh, size * 0.5);
        let cap = (opacity.clamp(0.0, 1.0) * 255.0 + 0.5) as u32;
        for v in a.iter_mut() {
            *v = (*v as u32 * 24).min(cap) as u8;
        }
    }
    blur_plane(&mut a, dw, dh, sigma);
    let fill = u32::from_le_bytes([(rgb >> 16) as u8, (rgb >> 8) as u8, rgb as u8, 0]);
    let d32 = dst as *mut u32;
    for i in 0..dw * dh {
        d32.add(i).write_unaligned(fill | (a[i] as u32) << 24);
    }
}
