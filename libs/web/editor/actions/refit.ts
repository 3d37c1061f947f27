// A group's box is the union of its members' rotated boxes; after a member changes size (text
// edited, font changed) the groups holding it are refitted, innermost first.
import type { Page } from '@dm/contracts';
import { childrenOf, rotatedBounds, unionRects } from '@dm/scene';
import type { PageDraft } from '@dm/scene';

export function refitAncestors(page: PageDraft, id: string): void {
  let parent = page.objects[id]?.parent ?? null;
  while (parent) {
    const g = page.objects[parent];
    if (!g || g.type !== 'group' || g.rotation) return;
    const kids = childrenOf(page as unknown as Page, parent);
    if (!kids.length) return;
    const b = unionRects(kids.map((k) => rotatedBounds(k)));
    g.position.x = b.x;
    g.position.y = b.y;
    g.width = b.width;
    g.height = b.height;
    parent = g.parent ?? null;
  }
}
