// SVGs without width/height (only a viewBox) have no dependable intrinsic size in an <img>: the
// browser rasterises them at 300x150. Give them one from the viewBox (at least 512 px on the
// longer side, so icons stay crisp when enlarged) before they are drawn.
const MIN_SIDE = 512;

export function withIntrinsicSize(svg: string): string {
  const open = /<svg\b[^>]*>/i.exec(svg);
  if (!open) return svg;
  const tag = open[0];
  if (/\swidth\s*=/.test(tag) && /\sheight\s*=/.test(tag)) return svg;
  const vb = /viewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(tag);
  const w = vb ? Number(vb[1]) : 0;
  const h = vb ? Number(vb[2]) : 0;
  if (!(w > 0 && h > 0)) return svg;
  const k = Math.max(1, MIN_SIDE / Math.max(w, h));
  const sized = tag
    .replace(/\s(width|height)\s*=\s*["'][^"']*["']/gi, '')
    .replace(/^<svg\b/i, `<svg width="${Math.round(w * k)}" height="${Math.round(h * k)}"`);
  return svg.replace(tag, sized);
}

/** The same for an SVG data URL (other sources are returned as they are). */
export function sizedSvgSource(src: string): string {
  const m = /^data:image\/svg\+xml(;[^,]*)?,(.*)$/is.exec(src);
  if (!m) return src;
  const base64 = /;base64/i.test(m[1] ?? '');
  let svg: string;
  try {
    svg = base64 ? atob(m[2]) : decodeURIComponent(m[2]);
  } catch {
    return src;
  }
  const fixed = withIntrinsicSize(svg);
  return fixed === svg ? src : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(fixed)}`;
}
