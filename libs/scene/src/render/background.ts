// The page background: colour, then an optional image covering the page (crop, flip, cut-out).
import type { Page } from '@dm/contracts';
import { applyFlip, coverRect, cropRect, processedImage, smooth } from './image.js';
import { type RenderContext, warnOnce } from './render-context.js';

export function drawBackground(rc: RenderContext, page: Page): void {
  const c = rc.ctx;
  const bg = page.background;
  const color = bg?.color ?? page.background_color ?? '#ffffff';
  c.save();
  c.fillStyle = color;
  c.fillRect(0, 0, rc.width, rc.height);
  const src = bg?.image ?? page.background_image;
  if (src) {
    const img = rc.assets.images.get(src);
    if (!img) warnOnce(rc, `image not found: ${src}`);
    else {
      const r = coverRect(cropRect(img, bg?.crop), rc.width, rc.height);
      const mask = bg?.removal?.enabled && bg.removal.mask_src ? rc.assets.images.get(bg.removal.mask_src) : undefined;
      const done = processedImage(rc, src, img, r, rc.width, rc.height, { mask });
      smooth(c);
      applyFlip(c, rc.width, rc.height, bg?.flip?.horizontal ?? 1, bg?.flip?.vertical ?? 1);
      if (done) c.drawImage(done, 0, 0, rc.width, rc.height);
      else c.drawImage(img, r.sx, r.sy, r.sw, r.sh, 0, 0, rc.width, rc.height);
    }
  }
  c.restore();
}
