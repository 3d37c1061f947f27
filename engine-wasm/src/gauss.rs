//! Direct Gaussian for small sigmas (where the reduced-resolution plan would have to run at full
//! resolution): separable kernels of radius ceil(2.5 sigma) with 8-bit weights summing to 256,
//! u16 lanes, 16 bytes (4 RGBA pixels) per step and the taps paired by symmetry: the two bytes of
//! a pair are averaged in u8 (`u8x16_avgr`, which rounds up half a level; the bias is taken off
//! in the final rounding) so each pair costs one multiply-add per 8 lanes. The radius is a const
//! generic, so each kernel is unrolled with its weights in registers. One pass over
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

/// acc += 2 w * avgr(a, b) over 16 bytes in two u16 halves (exact bounds: the doubled weights
/// and the centre add up to 256, so the sums stay below 65536). `w2` holds 2 w.
#[inline(always)]
unsafe fn pair(acc: &mut [v128; 2], a: v128, b: v128, w2: v128) {
    let m = u8x16_avgr(a, b);
    acc[0] = i16x8_add(acc[0], i16x8_mul(u16x8_extend_low_u8x16(m), w2));
    acc[1] = i16x8_add(acc[1], i16x8_mul(u16x8_extend_high_u8x16(m), w2));
}

/// Rounds the Q8 sums to bytes. `half` is 128 less the expected upward bias of the pair averages
/// (half a level on half of the pairs: w_k / 2 summed over the pairs).
#[inline(always)]
unsafe fn finish(acc: &[v128; 2], half: v128) -> v128 {
    u8x16_narrow_i16x8(u16x8_shr(i16x8_add(acc[0], half), 8), u16x8_shr(i16x8_add(acc[1], half), 8))
}

#[inline(always)]
unsafe fn centre(v: v128, w0: v128) -> [v128; 2] {
    [i16x8_mul(u16x8_extend_low_u8x16(v), w0), i16x8_mul(u16x8_extend_high_u8x16(v), w0)]
}

/// Horizontal kernel: `pad` holds the row with R mirrored pixels on each side (plus slack for
/// the last 16-byte step); writes n bytes to `out`.
#[inline(always)]
unsafe fn row_pass<const R: usize>(pad: *const u8, out: *mut u8, n: usize, w: &[v128; MAX_R + 1], half: v128) {
    let mut x = 0;
    while x < n {
        let c = pad.add(x + 4 * R);
        let mut acc = centre(v128_load(c as *const v128), w[0]);
        for k in 1..=R {
            pair(&mut acc, v128_load(c.sub(4 * k) as *const v128), v128_load(c.add(4 * k) as *const v128), w[k]);
        }
        v128_store(out.add(x) as *mut v128, finish(&acc, half));
        x += 16;
    }
}

/// Vertical kernel over the ring: `rows[k]` are the rows k above and below, `c0` the centre.
#[inline(always)]
unsafe fn col_pass<const R: usize>(c0: *const u8, rows: &[(*const u8, *const u8); MAX_R + 1], out: *mut u8, n: usize, w: &[v128; MAX_R + 1], half: v128) {
    let mut tail = [0u8; 16];
    let mut x = 0;
    while x < n {
        let mut acc = centre(v128_load(c0.add(x) as *const v128), w[0]);
        for k in 1..=R {
            pair(&mut acc, v128_load(rows[k].0.add(x) as *const v128), v128_load(rows[k].1.add(x) as *const v128), w[k]);
        }
        let o = finish(&acc, half);
        if x + 16 <= n {
            v128_store(out.add(x) as *mut v128, o);
        } else {
            v128_store(tail.as_mut_ptr() as *mut v128, o);
            core::ptr::copy_nonoverlapping(tail.as_ptr(), out.add(x), n - x);
        }
        x += 16;
    }
}

/// Blurs w x h RGBA u8 pixels in place with a Gaussian of `sigma` (ceil(3 sigma) <= MAX_R). The
/// kernel stops at ceil(2.5 sigma): the taps beyond carry under 1.3% of the weight, less than the
/// rounding of the 8-bit weights themselves moves, and cost a sixth of the time.
pub unsafe fn gauss(px: *mut u8, w: usize, h: usize, sigma: f32) {
    let r = ((2.5 * sigma).ceil() as usize).clamp(1, MAX_R);
    macro_rules! by_radius {
        ($($n:literal)*) => {
            match r { $($n => gauss_r::<$n>(px, w, h, sigma),)* _ => unreachable!() }
        };
    }
    by_radius!(1 2 3 4 5 6 7 8 9 10 11 12);
}

unsafe fn gauss_r<const R: usize>(px: *mut u8, w: usize, h: usize, sigma: f32) {
    let wt = weights(sigma, R);
    let mut wv = [u16x8_splat(0); MAX_R + 1];
    let mut bias = 0u16;
    wv[0] = u16x8_splat(wt[0]);
    for k in 1..=R {
        wv[k] = u16x8_splat(2 * wt[k]);
        bias += wt[k];
    }
    let half = u16x8_splat(128 - (bias / 2).min(127));
    let n = w * 4;
    let stride = (n + 15) & !15;
    let ring_rows = 2 * R + 1;
    let mut ring = vec![0u8; stride * ring_rows + 16];
    let mut pad = vec![0u8; n + 8 * R + 32];
    let wi = w as isize;
    let fill = |j: usize, ring: &mut Vec<u8>, pad: &mut Vec<u8>| {
        let src = px.add(j * n) as *const u32;
        let p = pad.as_mut_ptr() as *mut u32;
        core::ptr::copy_nonoverlapping(src, p.add(R), w);
        for i in 0..R {
            p.add(i).write_unaligned(*src.add(reflect(i as isize - R as isize, wi)));
            p.add(w + R + i).write_unaligned(*src.add(reflect((w + i) as isize, wi)));
        }
        row_pass::<R>(pad.as_ptr(), ring.as_mut_ptr().add((j % ring_rows) * stride), n, &wv, half);
    };
    let hi = h as isize;
    let mut filled = 0usize;
    for y in 0..h {
        let need = (y + R).min(h - 1);
        while filled <= need {
            fill(filled, &mut ring, &mut pad);
            filled += 1;
        }
        let mut rows = [(core::ptr::null::<u8>(), core::ptr::null::<u8>()); MAX_R + 1];
        let rowp = |k: isize| ring.as_ptr().add((reflect(y as isize + k, hi) % ring_rows) * stride);
        for k in 1..=R {
            rows[k] = (rowp(-(k as isize)), rowp(k as isize));
        }
        col_pass::<R>(rowp(0), &rows, px.add(y * n), n, &wv, half);
    }
}
