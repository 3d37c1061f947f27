// Background model seeded from the image border: a smooth colour surface (quadratic in x and y
// per channel, fitted to the border strip by least squares, so plain and gradient backgrounds
// fit exactly), the border's residual noise level (textured and noisy backgrounds), and a
// shadow-tolerant distance of every pixel from that surface.

// Module-level aliases: inside Jest's vm context every lookup of a global such as `Math` is
// slow (about 25x in hot loops), so the loops never touch one.
const { abs, floor, max, min, round, sqrt } = Math;
const INF = Number.POSITIVE_INFINITY;

export interface SmallImage {
  /** RGB floats 0..255, 3 per pixel. */
  rgb: Float32Array;
  width: number;
  height: number;
}

const basis = (x: number, y: number) => [1, x, y, x * y, x * x, y * y];

/** True for pixels in the border strip the model is seeded from. */
export function borderMask(w: number, h: number): Uint8Array {
  const bw = max(2, round(0.03 * min(w, h)));
  const m = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (x < bw || y < bw || x >= w - bw || y >= h - bw) m[y * w + x] = 1;
    }
  }
  return m;
}

function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((r, i) => [...r, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (abs(m[r][c]) > abs(m[p][c])) p = r;
    [m[c], m[p]] = [m[p], m[c]];
    const d = m[c][c] || 1e-9;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r][c] / d;
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  return m.map((r, i) => r[n] / (r[i] || 1e-9));
}

/** Fitted background colour at every pixel (RGB, 3 per pixel) and the border noise level. */
export function fitBackground(img: SmallImage, border: Uint8Array): { bg: Float32Array; sigma: number } {
  const { rgb, width: w, height: h } = img;
  const ata = Array.from({ length: 6 }, () => new Array(6).fill(0));
  const atb = [0, 1, 2].map(() => new Array(6).fill(0));
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (!border[i]) continue;
      const f = basis(x / w - 0.5, y / h - 0.5);
      for (let r = 0; r < 6; r++) {
        for (let c = 0; c < 6; c++) ata[r][c] += f[r] * f[c];
        for (let k = 0; k < 3; k++) atb[k][r] += f[r] * rgb[i * 3 + k];
      }
    }
  }
  for (let r = 0; r < 6; r++) ata[r][r] += 1e-6;
  const coef = atb.map((b) => solve(ata, b));
  const bg = new Float32Array(w * h * 3);
  const res: number[] = [];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const f = basis(x / w - 0.5, y / h - 0.5);
      const i = y * w + x;
      let d2 = 0;
      for (let k = 0; k < 3; k++) {
        let v = 0;
        for (let r = 0; r < 6; r++) v += coef[k][r] * f[r];
        bg[i * 3 + k] = v;
        d2 += (rgb[i * 3 + k] - v) ** 2;
      }
      if (border[i]) res.push(sqrt(d2));
    }
  }
  res.sort((a, b) => a - b);
  // A high quantile of the border residuals: what "still background" looks like here.
  const q = res[floor(res.length * 0.9)] ?? 0;
  return { bg, sigma: max(6, q) };
}

/** Distance of each pixel from the background surface in units of the noise level; darker
 * pixels of the same colour (shadows, up to about 45% darker) are discounted. */
export function backgroundDistance(img: SmallImage, bg: Float32Array, sigma: number): Float32Array {
  const { rgb } = img;
  const n = img.width * img.height;
  const d = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const r = rgb[i * 3], g = rgb[i * 3 + 1], b = rgb[i * 3 + 2];
    const br = bg[i * 3], bgg = bg[i * 3 + 1], bb = bg[i * 3 + 2];
    const plain = sqrt((r - br) ** 2 + (g - bgg) ** 2 + (b - bb) ** 2) / sigma;
    const bb2 = br * br + bgg * bgg + bb * bb || 1;
    const k = (r * br + g * bgg + b * bb) / bb2;
    let shadow = INF;
    if (k >= 0.5 && k < 1) {
      shadow = sqrt((r - k * br) ** 2 + (g - k * bgg) ** 2 + (b - k * bb) ** 2) / sigma + (1 - k) * 4;
    }
    d[i] = min(plain, shadow);
  }
  return d;
}
