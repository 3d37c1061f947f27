// Guided filter coefficients (He et al.) on the working-resolution image: alpha is locally a
// linear function of the grey guide, alpha = A * I + B, fitted in (2r+1)^2 windows with
// regularisation eps. The full-resolution step (engine-wasm/src/matte.rs) upsamples A and B and
// applies them to the full-resolution guide.

// Module-level aliases: inside Jest's vm context every lookup of a global such as `Math` is
// slow (about 25x in hot loops), so the loops never touch one.
const { max, min } = Math;

/** Mean over a (2r+1)^2 window, edges clamped (running sums, O(1) per pixel). */
export function boxMean(src: Float32Array, w: number, h: number, r: number): Float32Array {
  const tmp = new Float32Array(w * h);
  const out = new Float32Array(w * h);
  const inv = 1 / (2 * r + 1);
  for (let y = 0; y < h; y++) {
    const o = y * w;
    let s = src[o] * (r + 1);
    for (let i = 1; i <= r; i++) s += src[o + min(w - 1, i)];
    for (let x = 0; x < w; x++) {
      tmp[o + x] = s * inv;
      s += src[o + min(w - 1, x + r + 1)] - src[o + max(0, x - r)];
    }
  }
  for (let x = 0; x < w; x++) {
    let s = tmp[x] * (r + 1);
    for (let i = 1; i <= r; i++) s += tmp[min(h - 1, i) * w + x];
    for (let y = 0; y < h; y++) {
      out[y * w + x] = s * inv;
      s += tmp[min(h - 1, y + r + 1) * w + x] - tmp[max(0, y - r) * w + x];
    }
  }
  return out;
}

/** Interleaved (A, B) per pixel for guide `I` (0..1) and input mask `p` (0..1). */
export function guidedCoefficients(I: Float32Array, p: Float32Array, w: number, h: number, r: number, eps: number): Float32Array {
  const n = w * h;
  const Ip = new Float32Array(n);
  const II = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    Ip[i] = I[i] * p[i];
    II[i] = I[i] * I[i];
  }
  const mI = boxMean(I, w, h, r), mp = boxMean(p, w, h, r), mIp = boxMean(Ip, w, h, r), mII = boxMean(II, w, h, r);
  const a = new Float32Array(n);
  const b = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const cov = mIp[i] - mI[i] * mp[i];
    const v = mII[i] - mI[i] * mI[i];
    a[i] = cov / (v + eps);
    b[i] = mp[i] - a[i] * mI[i];
  }
  const ma = boxMean(a, w, h, r), mb = boxMean(b, w, h, r);
  const ab = new Float32Array(2 * n);
  for (let i = 0; i < n; i++) {
    ab[2 * i] = ma[i];
    ab[2 * i + 1] = mb[i];
  }
  return ab;
}
