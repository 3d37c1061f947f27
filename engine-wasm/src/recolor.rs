//! Hue/saturation/lightness recolouring of a mockup layer from `{h, s, l, a}`: every pixel takes
//! the hue h and saturation s, keeps its own lightness shifted by l, blended by a. Alpha is kept.

fn hsl_to_rgb(h: f32, s: f32, l: f32) -> (f32, f32, f32) {
    let c = (1.0 - (2.0 * l - 1.0).abs()) * s;
    let hp = (h / 60.0) % 6.0;
    let x = c * (1.0 - ((hp % 2.0) - 1.0).abs());
    let (r, g, b) = match hp as u32 {
        0 => (c, x, 0.0),
        1 => (x, c, 0.0),
        2 => (0.0, c, x),
        3 => (0.0, x, c),
        4 => (x, 0.0, c),
        _ => (c, 0.0, x),
    };
    let m = l - c / 2.0;
    (r + m, g + m, b + m)
}

/// `h` degrees 0..360, `s` 0..=1, `l` -1..=1 (lightness shift), `a` 0..=1 (strength).
#[no_mangle]
pub unsafe extern "C" fn dm_recolor(px: *mut u8, n: u32, h: f32, s: f32, l: f32, a: f32) {
    let h = ((h % 360.0) + 360.0) % 360.0;
    let (s, l, a) = (s.clamp(0.0, 1.0), l.clamp(-1.0, 1.0), a.clamp(0.0, 1.0));
    // The lightness map is per 8-bit grey value: build it once (256 entries).
    let mut lut = [[0u8; 3]; 256];
    for (g, e) in lut.iter_mut().enumerate() {
        let lum = g as f32 / 255.0;
        let lt = if l >= 0.0 { lum + (1.0 - lum) * l } else { lum * (1.0 + l) };
        let (r, gg, b) = hsl_to_rgb(h, s, lt);
        *e = [(r * 255.0 + 0.5) as u8, (gg * 255.0 + 0.5) as u8, (b * 255.0 + 0.5) as u8];
    }
    let k = (a * 256.0 + 0.5) as u32;
    for i in 0..n as usize {
        let p = px.add(i * 4);
        let (r, g, b) = (*p as u32, *p.add(1) as u32, *p.add(2) as u32);
        let mx = r.max(g).max(b);
        let mn = r.min(g).min(b);
        let lum = ((mx + mn + 1) >> 1) as usize;
        let t = &lut[lum];
        *p = ((r * (256 - k) + t[0] as u32 * k + 128) >> 8) as u8;
        *p.add(1) = ((g * (256 - k) + t[1] as u32 * k + 128) >> 8) as u8;
        *p.add(2) = ((b * (256 - k) + t[2] as u32 * k + 128) >> 8) as u8;
    }
}
