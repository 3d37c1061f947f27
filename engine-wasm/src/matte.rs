//! Full-resolution passes of background removal: box downsampling to the working resolution and
//! the last step of the fast guided filter (alpha = A * guide + B with A, B bilinearly upsampled
//! from the working resolution), which gives hair-like and soft edges partial alpha at full
//! resolution. The segmentation itself runs on the small image (libs/engine/src/bgremoval).

/// Box-averages f x f blocks of RGBA into sw x sh RGB floats (3 per pixel, 0..255).
#[no_mangle]
pub unsafe extern "C" fn dm_downsample_rgb(px: *const u8, w: u32, h: u32, f: u32, out: *mut f32) {
    let (w, h, f) = (w as usize, h as usize, f as usize);
    let (sw, sh) = ((w + f - 1) / f, (h + f - 1) / f);
    let mut acc = vec![0u32; sw * 4];
    for sy in 0..sh {
        acc.iter_mut().for_each(|a| *a = 0);
        let y1 = (sy * f + f).min(h);
        for y in sy * f..y1 {
            let row = px.add(y * w * 4);
            for x in 0..w {
                let a = &mut acc[(x / f) * 4..(x / f) * 4 + 3];
                let p = row.add(x * 4);
                a[0] += *p as u32;
                a[1] += *p.add(1) as u32;
                a[2] += *p.add(2) as u32;
            }
        }
        for sx in 0..sw {
            let n = ((y1 - sy * f) * ((sx * f + f).min(w) - sx * f)) as f32;
            for c in 0..3 {
                *out.add((sy * sw + sx) * 3 + c) = acc[sx * 4 + c] as f32 / n;
            }
        }
    }
}

/// alpha = clamp(A * grey + B) with (A, B) pairs on the sw x sh grid upsampled bilinearly
/// (pixel centres aligned); grey is Rec.601 luma in 0..1 of the full-resolution pixel.
#[no_mangle]
pub unsafe extern "C" fn dm_guided_upsample(
    px: *const u8, w: u32, h: u32, ab: *const f32, sw: u32, sh: u32, f: u32, out: *mut u8,
) {
    let (w, h, sw, sh) = (w as usize, h as usize, sw as usize, sh as usize);
    let inv_f = 1.0 / f as f32;
    let mut xi = vec![(0usize, 0usize, 0f32); w];
    for x in 0..w {
        let xs = ((x as f32 + 0.5) * inv_f - 0.5).max(0.0);
        let j = (xs as usize).min(sw - 1);
        xi[x] = (j, (j + 1).min(sw - 1), xs - j as f32);
    }
    let mut ra = vec![0f32; sw * 2];
    for y in 0..h {
        let ys = ((y as f32 + 0.5) * inv_f - 0.5).max(0.0);
        let j0 = (ys as usize).min(sh - 1);
        let j1 = (j0 + 1).min(sh - 1);
        let t = ys - j0 as f32;
        for k in 0..sw * 2 {
            let a = *ab.add(j0 * sw * 2 + k);
            let b = *ab.add(j1 * sw * 2 + k);
            ra[k] = a + (b - a) * t;
        }
        let row = px.add(y * w * 4);
        let o = out.add(y * w);
        for x in 0..w {
            let (j, j2, tx) = xi[x];
            let a = ra[2 * j] + (ra[2 * j2] - ra[2 * j]) * tx;
            let b = ra[2 * j + 1] + (ra[2 * j2 + 1] - ra[2 * j + 1]) * tx;
            let p = row.add(x * 4);
            let grey = (77 * *p as u32 + 150 * *p.add(1) as u32 + 29 * *p.add(2) as u32) as f32 * (1.0 / 65280.0);
            let q = (a * grey + b) * 255.0 + 0.5;
            *o.add(x) = q.clamp(0.0, 255.0) as u8;
        }
    }
}

/// Bilinear sample positions for resizing `n` source samples to `m` (pixel centres aligned):
/// (first index, second index, weight of the second).
fn taps(n: usize, m: usize) -> Vec<(usize, usize, f32)> {
    let k = n as f32 / m as f32;
    (0..m)
        .map(|i| {
            let s = ((i as f32 + 0.5) * k - 0.5).max(0.0);
            let j = (s as usize).min(n - 1);
            (j, (j + 1).min(n - 1), s - j as f32)
        })
        .collect()
}

/// The segmentation network's input: the sw x sh RGB grid (0..255, from dm_downsample_rgb)
/// resized bilinearly to side x side and normalised to (v - 128) / 256, planar (C, H, W).
#[no_mangle]
pub unsafe extern "C" fn dm_model_input(rgb: *const f32, sw: u32, sh: u32, side: u32, out: *mut f32) {
    let (sw, sh, side) = (sw as usize, sh as usize, side as usize);
    let tx = taps(sw, side);
    let ty = taps(sh, side);
    let plane = side * side;
    let mut r0 = vec![0f32; side * 3];
    let mut r1 = vec![0f32; side * 3];
    for (y, &(j0, j1, t)) in ty.iter().enumerate() {
        // both source rows resampled along x, then mixed along y
        for (row, buf) in [(j0, &mut r0), (j1, &mut r1)] {
            let src = rgb.add(row * sw * 3);
            for (x, &(i0, i1, u)) in tx.iter().enumerate() {
                for c in 0..3 {
                    let a = *src.add(i0 * 3 + c);
                    let b = *src.add(i1 * 3 + c);
                    buf[x * 3 + c] = a + (b - a) * u;
                }
            }
        }
        for x in 0..side {
            for c in 0..3 {
                let v = r0[x * 3 + c] + (r1[x * 3 + c] - r0[x * 3 + c]) * t;
                *out.add(c * plane + y * side + x) = (v - 128.0) * (1.0 / 256.0);
            }
        }
    }
}

/// Resizes one float plane (w x h) to dw x dh bilinearly (pixel centres aligned).
#[no_mangle]
pub unsafe extern "C" fn dm_resize_plane(src: *const f32, w: u32, h: u32, dw: u32, dh: u32, out: *mut f32) {
    let (w, h, dw, dh) = (w as usize, h as usize, dw as usize, dh as usize);
    let tx = taps(w, dw);
    let ty = taps(h, dh);
    for (y, &(j0, j1, t)) in ty.iter().enumerate() {
        let a = src.add(j0 * w);
        let b = src.add(j1 * w);
        let o = out.add(y * dw);
        for (x, &(i0, i1, u)) in tx.iter().enumerate() {
            let top = *a.add(i0) + (*a.add(i1) - *a.add(i0)) * u;
            let bottom = *b.add(i0) + (*b.add(i1) - *b.add(i0)) * u;
            *o.add(x) = top + (bottom - top) * t;
        }
    }
}
