//! Direct Gaussian for small sigmas (where the reduced-resolution plan would have to run at full
//! resolution): separable kernels of radius ceil(3 sigma) with 8-bit weights summing to 256,
//! u16 lanes, 16 bytes (4 RGBA pixels) per step and the taps paired by symmetry. One pass over
//! memory: each row is blurred horizontally into a ring of 2R+1 rows, and output row y is the
//! vertical kernel over the ring. Edges mirror (edge pixel repeated), like the box passes.

use crate::boxes::reflect;
use core::arch::wasm32::*;

/// Largest radius this path takes (sigma up to about 4).
pub const MAX_R: usize = 12;

/// Kernel weights w[0..=r] (w[0] the centre) summing to 256 over -r..=r.
fn weights(sigma: f32, r: usize) -> [u16; MAX_R + 1] {
    let mut g = [0f32; MAX_R + 1];
    let mut total = 0.0;
    for k in 0..=r {
        g[k] = (-((k * k) as f32) / (2.0 * sigma * sigma)).exp();
        total += if k == 0 { g[k] } else { 2.0 * g[k] };
    }
    let mut w = [0u16; MAX_R + 1];
    let mut sum = 0u32;
    for k in 1..=r {
        w[k] = (g[k] * 256.0 / total + 0.5) as u16;
        sum += 2 * w[k] as u32;
    }
    w[0] = (256 - sum.min(256)) as u16;
    w
}

/// Weighted sum of 16 bytes: acc += w * (a + b) in two u16 halves (exact: the sums stay below
/// 65536 because the weights add up to 256).
#[inline(always)]
unsafe fn pair(acc: &mut [v128; 2], a: v128, b: v128, w: v128) {
    let lo = i16x8_add(u16x8_extend_low_u8x16(a), u16x8_extend_low_u8x16(b));
    let hi = i16x8_add(u16x8_extend_high_u8x16(a), u16x8_extend_high_u8x16(b));
    acc[0] = i16x8_add(acc[0], i16x8_mul(lo, w));
    acc[1] = i16x8_add(acc[1], i16x8_mul(hi, w));
}

#[inline(always)]
unsafe fn finish(acc: &[v128; 2]) -> v128 {
    let half = u16x8_splat(128);
    u8x16_narrow_i16x8(u16x8_shr(i16x8_add(acc[0], half), 8), u16x8_shr(i16x8_add(acc[1], half), 8))
}

/// Horizontal kernel: `pad` holds the row with r mirrored pixels on each side (plus slack for
/// the last 16-byte step); writes n bytes to `out`.
unsafe fn row_pass(pad: *const u8, out: *mut u8, n: usize, r: usize, w: &[v128; MAX_R + 1]) {
    let mut x = 0;
    while x < n {
        let c = pad.add(x + 4 * r);
        let v = v128_load(c as *const v128);
        let mut acc = [i16x8_mul(u16x8_extend_low_u8x16(v), w[0]), i16x8_mul(u16x8_extend_high_u8x16(v), w[0])];
        for k in 1..=r {
            pair(&mut acc, v128_load(c.sub(4 * k) as *const v128), v128_load(c.add(4 * k) as *const v128), w[k]);
        }
        v128_store(out.add(x) as *mut v128, finish(&acc));
        x += 16;
    }
}

/// Blurs w x h RGBA u8 pixels in place with a Gaussian of `sigma` (radius ceil(3 sigma) <= MAX_R).
pub unsafe fn gauss(px: *mut u8, w: usize, h: usize, sigma: f32) {
    let r = ((3.0 * sigma).ceil() as usize).clamp(1, MAX_R);
    let wt = weights(sigma, r);
    let mut wv = [u16x8_splat(0); MAX_R + 1];
    for k in 0..=r {
        wv[k] = u16x8_splat(wt[k]);
    }
    let n = w * 4;
    let stride = (n + 15) & !15;
    let ring_rows = 2 * r + 1;
    let mut ring = vec![0u8; stride * ring_rows + 16];
    let mut pad = vec![0u8; n + 8 * r + 32];
    let wi = w as isize;
    let fill = |j: usize, ring: &mut Vec<u8>, pad: &mut Vec<u8>| {
        let src = px.add(j * n) as *const u32;
        let p = pad.as_mut_ptr() as *mut u32;
        core::ptr::copy_nonoverlapping(src, p.add(r), w);
        for i in 0..r {
            p.add(i).write_unaligned(*src.add(reflect(i as isize - r as isize, wi)));
            p.add(w + r + i).write_unaligned(*src.add(reflect((w + i) as isize, wi)));
        }
        row_pass(pad.as_ptr(), ring.as_mut_ptr().add((j % ring_rows) * stride), n, r, &wv);
    };
    let hi = h as isize;
    let mut filled = 0usize;
    let mut tail = [0u8; 16];
    for y in 0..h {
        let need = (y + r).min(h - 1);
        while filled <= need {
            fill(filled, &mut ring, &mut pad);
            filled += 1;
        }
        let mut rows = [(core::ptr::null::<u8>(), core::ptr::null::<u8>()); MAX_R + 1];
        let rowp = |k: isize| ring.as_ptr().add((reflect(y as isize + k, hi) % ring_rows) * stride);
        for k in 1..=r {
            rows[k] = (rowp(-(k as isize)), rowp(k as isize));
        }
        let out = px.add(y * n);
        let c0 = rowp(0);
        let mut x = 0;
        while x < n {
            let v = v128_load(c0.add(x) as *const v128);
            let mut acc = [i16x8_mul(u16x8_extend_low_u8x16(v), wv[0]), i16x8_mul(u16x8_extend_high_u8x16(v), wv[0])];
            for k in 1..=r {
                let a = v128_load(rows[k].0.add(x) as *const v128);
                let b = v128_load(rows[k].1.add(x) as *const v128);
                pair(&mut acc, a, b, wv[k]);
            }
            let o = finish(&acc);
            if x + 16 <= n {
                v128_store(out.add(x) as *mut v128, o);
            } else {
                v128_store(tail.as_mut_ptr() as *mut v128, o);
                core::ptr::copy_nonoverlapping(tail.as_ptr(), out.add(x), n - x);
            }
            x += 16;
        }
    }
}
