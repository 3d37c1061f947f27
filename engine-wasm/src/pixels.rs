//! Small whole-image helpers: opacity scan, premultiply and unpremultiply of RGBA u8.

use core::arch::wasm32::*;

/// True when every alpha byte is 255.
pub unsafe fn is_opaque(px: *const u8, n: usize) -> bool {
    let mask = u32x4_splat(0xff00_0000);
    let mut i = 0;
    let mut all = mask;
    while i + 4 <= n {
        all = v128_and(all, v128_load(px.add(i * 4) as *const v128));
        i += 4;
        if i & 1023 == 0 && !u32x4_all_true(u32x4_eq(v128_and(all, mask), mask)) {
            return false;
        }
    }
    if !u32x4_all_true(u32x4_eq(v128_and(all, mask), mask)) {
        return false;
    }
    while i < n {
        if *px.add(i * 4 + 3) != 255 {
            return false;
        }
        i += 1;
    }
    true
}

/// c = round(c * a / 255) for each colour channel.
pub unsafe fn premultiply(px: *mut u8, n: usize) {
    for i in 0..n {
        let p = px.add(i * 4);
        let a = *p.add(3) as u32;
        if a == 255 {
            continue;
        }
        for k in 0..3 {
            let t = *p.add(k) as u32 * a + 128;
            *p.add(k) = ((t + (t >> 8)) >> 8) as u8;
        }
    }
}

/// c = min(255, round(c * 255 / a)); fully transparent pixels become (0, 0, 0, 0).
pub unsafe fn unpremultiply(px: *mut u8, n: usize) {
    let mut recip = [0u32; 256];
    for a in 1..256u32 {
        recip[a as usize] = (255 * 65536 + a / 2) / a;
    }
    for i in 0..n {
        let p = px.add(i * 4);
        let a = *p.add(3) as usize;
        if a == 255 {
            continue;
        }
        let r = recip[a];
        for k in 0..3 {
            *p.add(k) = ((*p.add(k) as u32 * r + 32768) >> 16).min(255) as u8;
        }
    }
}
