// Paths for frame (grid) masks and boxes, in a w x h local box.
import type { GridDetails } from '@dm/contracts';
import type { PathLike } from './canvas-types.js';

export function roundedRectPath(p: PathLike, w: number, h: number, radius: number): void {
  const r = Math.max(0, Math.min(radius, w / 2, h / 2));
  if (r === 0) {
    p.rect(0, 0, w, h);
    return;
  }
  p.moveTo(r, 0);
  p.lineTo(w - r, 0);
  p.arc(w - r, r, r, -Math.PI / 2, 0);
  p.lineTo(w, h - r);
  p.arc(w - r, h - r, r, 0, Math.PI / 2);
  p.lineTo(r, h);
  p.arc(r, h - r, r, Math.PI / 2, Math.PI);
  p.lineTo(0, r);
  p.arc(r, r, r, Math.PI, (3 * Math.PI) / 2);
  p.closePath();
}

export function shapePath(p: PathLike, shape: GridDetails['shape'], w: number, h: number): void {
  switch (shape) {
    case 'rounded':
      return roundedRectPath(p, w, h, Math.min(w, h) * 0.12);
    case 'circle': {
      const r = Math.min(w, h) / 2;
      p.moveTo(w / 2 + r, h / 2);
      p.arc(w / 2, h / 2, r, 0, Math.PI * 2);
      p.closePath();
      return;
    }
    case 'ellipse':
      p.moveTo(w, h / 2);
      p.ellipse(w / 2, h / 2, w / 2, h / 2, 0, 0, Math.PI * 2);
      p.closePath();
      return;
    case 'triangle':
      return polygon(p, [[w / 2, 0], [w, h], [0, h]]);
    case 'diamond':
      return polygon(p, [[w / 2, 0], [w, h / 2], [w / 2, h], [0, h / 2]]);
    case 'star': {
      const pts: [number, number][] = [];
      for (let i = 0; i < 10; i++) {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const k = i % 2 === 0 ? 0.5 : 0.2;
        pts.push([w / 2 + Math.cos(a) * w * k, h / 2 + 0.05 * h + Math.sin(a) * h * k]);
      }
      return polygon(p, pts);
    }
    case 'heart':
      p.moveTo(w / 2, h * 0.25);
      p.bezierCurveTo(w * 0.5, 0, 0, 0, 0, h * 0.3);
      p.bezierCurveTo(0, h * 0.6, w * 0.35, h * 0.8, w / 2, h);
      p.bezierCurveTo(w * 0.65, h * 0.8, w, h * 0.6, w, h * 0.3);
      p.bezierCurveTo(w, 0, w * 0.5, 0, w / 2, h * 0.25);
      p.closePath();
      return;
    default:
      p.rect(0, 0, w, h);
  }
}

function polygon(p: PathLike, pts: [number, number][]): void {
  p.moveTo(pts[0][0], pts[0][1]);
  for (const [x, y] of pts.slice(1)) p.lineTo(x, y);
  p.closePath();
}

/** Outline of a basic shape of the Elements panel in a w x h box (rect honours the corner radius). */
export function basicShapePath(p: PathLike, shape: string | undefined, w: number, h: number, radius: number): void {
  switch (shape) {
    case 'circle':
    case 'triangle':
    case 'star':
      return shapePath(p, shape === 'circle' ? 'ellipse' : shape, w, h);
    case 'arrow': {
      const shaft = h * 0.36;
      const head = Math.min(w * 0.45, h * 1.1);
      return polygon(p, [[0, (h - shaft) / 2], [w - head, (h - shaft) / 2], [w - head, 0], [w, h / 2], [w - head, h], [w - head, (h + shaft) / 2], [0, (h + shaft) / 2]]);
    }
    default:
      return roundedRectPath(p, w, h, radius);
  }
}
