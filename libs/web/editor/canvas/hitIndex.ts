// The active page's hit index (the engine's): rebuilt when the page changes; images with
// transparency (cut-outs and transparent PNG/SVG) get an alpha mask so clicks pass through.
// Icons are the exception: a line icon is mostly empty, so it is selected anywhere in its box,
// as in other editors (a click in the middle of a ring selects the ring, not what lies behind).
import type { Page } from '@dm/contracts';
import { type Engine, HitIndex } from '@dm/engine';
import { childrenOf, imageKey, type PageAssets } from '@dm/scene';
import { hitBoxes, type HitTester } from '../geometry/hitTargets';

const MASK_SIDE = 256;

export function buildHitIndex(engine: Engine, page: Page, assets: PageAssets, size: { width: number; height: number }): HitIndex {
  const index = new HitIndex(engine, hitBoxes(page), { bounds: { x: -size.width, y: -size.height, width: size.width * 3, height: size.height * 3 } });
  for (const o of childrenOf(page, null)) {
    if (o.type !== 'image') continue;
    const d = o.image_details;
    if (d.sub_type === 'icon' && !d.bgremoval?.enabled) continue;
    const cut = d.bgremoval?.enabled && d.bgremoval.mask_src ? assets.images.get(d.bgremoval.mask_src) : undefined;
    const key = imageKey(d);
    const img = cut ?? (key && /\.(png|svg|webp|gif)(\?|#|$)|^data:image\/(png|svg|webp)/i.test(d.src ?? '') ? assets.images.get(key) : undefined);
    if (!img) continue;
    try {
      const k = Math.min(1, MASK_SIDE / Math.max(o.width, o.height, 1));
      const w = Math.max(1, Math.round(o.width * k));
      const h = Math.max(1, Math.round(o.height * k));
      const c = document.createElement('canvas');
      c.width = w;
      c.height = h;
      const ctx = c.getContext('2d', { willReadFrequently: true })!;
      ctx.translate(d.flip_horizontal === -1 ? w : 0, d.flip_vertical === -1 ? h : 0);
      ctx.scale(d.flip_horizontal, d.flip_vertical);
      ctx.drawImage(img as CanvasImageSource, 0, 0, w, h);
      index.setMask(o.id, ctx.getImageData(0, 0, w, h).data, w, h);
    } catch {
      // a cross-origin image cannot be read: its whole box stays clickable
    }
  }
  return index;
}

export function asHitTester(index: HitIndex): HitTester {
  return {
    at: (x, y) => index.at(x, y),
    inRect: (x0, y0, x1, y1) => index.inRect(Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1), true),
  };
}
