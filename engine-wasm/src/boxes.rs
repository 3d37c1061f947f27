//! Running-sum box passes on f32x4 pixels (one RGBA pixel per vector). Three passes per axis
//! approximate a Gaussian; each pass costs two adds and a multiply per pixel at any radius.

use core::arch::wasm32::*;

/// Radii of three box passes whose combined variance best matches sigma^2 (Kovesi's widths).
pub fn box_radii(sigma: f32) -> [usize; 3] {
    let s2 = sigma * sigma;
    let ideal = (12.0 * s2 / 3.0 + 1.0).sqrt();
    let mut wl = ideal as i32;
    if wl % 2 == 0 {
        wl -= 1;
    }
    let wl = wl.max(1);
    let wu = wl + 2;
    let m = ((12.0 * s2 - (3 * wl * wl) as f32 - (12 * wl) as f32 - 9.0) / (-4 * wl - 4) as f32).round() as i32;
    let mut r = [0usize; 3];
    for i in 0..3 {
        let wi = if (i as i32) < m { wl } else { wu };
        r[i] = ((wi - 1) / 2) as usize;
    }
    r
}

/// One box pass of radius r over `lines` interleaved lines of n elements (element i of line l at
/// i * stride + l), edges mirrored.
unsafe fn box_pass(src: *const v128, dst: *mut v128, n: usize, stride: usize, lines: usize, r: usize) {
    if r == 0 {
        for i in 0..n {
            for l in 0..lines {
                *dst.add(i * stride + l) = *src.add(i * stride + l);
            }
        }
        return;
    }
    let inv = f32x4_splat(1.0 / (2 * r + 1) as f32);
    let (ni, ri) = (n as isize, r as isize);
    for l in 0..lines {
        let at = |i: isize| *src.add(reflect(i, ni) * stride + l);
        let get = |i: isize| *src.add(i as usize * stride + l);
        let mut sum = at(0);
        for i in 1..=ri {
            sum = f32x4_add(sum, f32x4_add(at(i), at(-i)));
        }
        // The window's far ends are mirrored only within r + 1 of either edge: the middle of the
        // line reads its pixels directly.
        let lo = (ri + 1).min(ni);
        let hi = (ni - ri - 1).max(lo);
        let mut i = 0;
        while i < lo {
            *dst.add(i as usize * stride + l) = f32x4_mul(sum, inv);
            sum = f32x4_add(sum, f32x4_sub(at(i + ri + 1), at(i - ri)));
            i += 1;
        }
        while i < hi {
            *dst.add(i as usize * stride + l) = f32x4_mul(sum, inv);
            sum = f32x4_add(sum, f32x4_sub(get(i + ri + 1), get(i - ri)));
            i += 1;
        }
        while i < ni {
            *dst.add(i as usize * stride + l) = f32x4_mul(sum, inv);
            sum = f32x4_add(sum, f32x4_sub(at(i + ri + 1), at(i - ri)));
            i += 1;
        }
    }
}

/// Mirror index (edge pixel repeated: ... 1 0 | 0 1 2 ... n-1 | n-1 n-2 ...), clamped for radii
/// longer than the line.
#[inline(always)]
pub fn reflect(i: isize, n: isize) -> usize {
    let j = if i < 0 { -i - 1 } else if i >= n { 2 * n - 1 - i } else { i };
    j.clamp(0, n - 1) as usize
}

const STRIP: usize = 16;

/// Three box passes along rows, then along columns (16-column strips), in place.
pub unsafe fn blur_small(img: &mut [v128], w: usize, h: usize, r: [usize; 3]) {
    let zero = f32x4_splat(0.0);
    let mut a = vec![zero; w.max(h * STRIP)];
    let mut b = vec![zero; w.max(h * STRIP)];
    for y in 0..h {
        let row = img.as_mut_ptr().add(y * w);
        box_pass(row, a.as_mut_ptr(), w, 1, 1, r[0]);
        box_pass(a.as_ptr(), b.as_mut_ptr(), w, 1, 1, r[1]);
        box_pass(b.as_ptr(), row, w, 1, 1, r[2]);
    }
    let mut x0 = 0;
    while x0 < w {
        let cols = STRIP.min(w - x0);
        for y in 0..h {
            for c in 0..cols {
                a[y * cols + c] = img[y * w + x0 + c];
            }
        }
        box_pass(a.as_ptr(), b.as_mut_ptr(), h, cols, cols, r[0]);
        box_pass(b.as_ptr(), a.as_mut_ptr(), h, cols, cols, r[1]);
        box_pass(a.as_ptr(), b.as_mut_ptr(), h, cols, cols, r[2]);
        for y in 0..h {
            for c in 0..cols {
                img[y * w + x0 + c] = b[y * cols + c];
            }
        }
        x0 += STRIP;
    }
}
