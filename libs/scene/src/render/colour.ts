// Colour strings with an extra alpha, for shadows and glows ('#rgb', '#rrggbb', '#rrggbbaa', rgb()).
export function parseColour(c: string | undefined, fallback: [number, number, number, number] = [0, 0, 0, 1]): [number, number, number, number] {
  if (!c) return fallback;
  const s = c.trim();
  let m = /^#([0-9a-f]{3,8})$/i.exec(s);
  if (m) {
    let h = m[1];
    if (h.length === 3 || h.length === 4) h = [...h].map((x) => x + x).join('');
    if (h.length !== 6 && h.length !== 8) return fallback;
    const n = (i: number) => parseInt(h.slice(i, i + 2), 16);
    return [n(0), n(2), n(4), h.length === 8 ? n(6) / 255 : 1];
  }
  m = /^rgba?\(([^)]+)\)$/i.exec(s);
  if (m) {
    const p = m[1].split(/[\s,/]+/).filter(Boolean).map(Number);
    if (p.length >= 3 && p.slice(0, 3).every(Number.isFinite)) return [p[0], p[1], p[2], Number.isFinite(p[3]) ? p[3] : 1];
  }
  const named: Record<string, [number, number, number]> = {
    white: [255, 255, 255], black: [0, 0, 0], red: [255, 0, 0], green: [0, 128, 0], blue: [0, 0, 255],
    grey: [128, 128, 128], gray: [128, 128, 128], yellow: [255, 255, 0], transparent: [0, 0, 0],
  };
  const n = named[s.toLowerCase()];
  if (n) return [...n, s.toLowerCase() === 'transparent' ? 0 : 1];
  return fallback;
}

/** 'rgba(r, g, b, a)' with the colour's own alpha multiplied by `alpha`. */
export function withAlpha(c: string | undefined, alpha: number, fallback?: [number, number, number, number]): string {
  const [r, g, b, a] = parseColour(c, fallback);
  const v = Math.max(0, Math.min(1, a * alpha));
  return `rgba(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)}, ${+v.toFixed(4)})`;
}

export function toHex6(c: string | undefined): string {
  const [r, g, b] = parseColour(c, [128, 128, 128, 1]);
  return '#' + [r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('');
}
