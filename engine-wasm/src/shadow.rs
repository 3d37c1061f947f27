//! Drop shadow for the element shadow panel: the element's alpha, grown by `size`, blurred by
//! `sigma`, in a constant colour at `opacity`, on a canvas padded so the blur is never clipped.

use crate::blur::blur;

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
    let fill = u32::from_le_bytes([(rgb >> 16) as u8, (rgb >> 8) as u8, rgb as u8, 0]);
    let d32 = dst as *mut u32;
    for i in 0..dw * dh {
        d32.add(i).write_unaligned(fill);
    }
    let k = (opacity.clamp(0.0, 1.0) * 256.0 + 0.5) as u32;
    for y in 0..h {
        let s = src.add(y * w * 4 + 3);
        let d = dst.add(((y + pad) * dw + pad) * 4 + 3);
        for x in 0..w {
            *d.add(x * 4) = ((*s.add(x * 4) as u32 * k + 128) >> 8).min(255) as u8;
        }
    }
    if size > 0.5 {
        // Grow: blur the silhouette by size/2, then amplify alpha so the 2-sigma tail (about 2%
        // of the edge value) becomes the new edge, about `size` px further out.
        blur(dst, dw, dh, size * 0.5, 1);
        let cap = (opacity.clamp(0.0, 1.0) * 255.0 + 0.5) as u32;
        for i in 0..dw * dh {
            let a = dst.add(i * 4 + 3);
            *a = (*a as u32 * 24).min(cap) as u8;
        }
    }
    blur(dst, dw, dh, sigma, 1);
}
