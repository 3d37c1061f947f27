// Align to page: each element's rotated box goes to the page's edge or centre.
import type { DesignFile } from '@dm/contracts';
import { editPage, mustGet } from './edit.js';
import { descendantsOf, rotatedBounds } from './tree.js';

export type PageAlignment = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom';

export function alignToPage(design: DesignFile, pageId: string, ids: string[], how: PageAlignment): DesignFile {
  return editPage(design, pageId, (page) => {
    for (const id of ids) {
      const o = mustGet(page, id);
      if (o.locked) continue;
      const b = rotatedBounds(o);
      let dx = 0;
      let dy = 0;
      if (how === 'left') dx = -b.x;
      else if (how === 'center') dx = (design.width - b.width) / 2 - b.x;
      else if (how === 'right') dx = design.width - b.width - b.x;
      else if (how === 'top') dy = -b.y;
      else if (how === 'middle') dy = (design.height - b.height) / 2 - b.y;
      else dy = design.height - b.height - b.y;
      for (const i of [id, ...descendantsOf(page as never, id)]) {
        page.objects[i].position.x += dx;
        page.objects[i].position.y += dy;
      }
    }
  });
}
