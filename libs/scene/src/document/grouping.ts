// Group and ungroup. A group is an element of type 'group' whose children name it as parent and
// keep page coordinates; its box is the union of their rotated boxes. Ungrouping a rotated group
// bakes the group's rotation into each child, so nothing moves on screen.
import type { DesignFile, GroupElement } from '@dm/contracts';
import { editPage, mustGet, renumber } from './edit.js';
import { type NewId, randomId } from './ids.js';
import { childrenOf, rotatedBounds, unionRects } from './tree.js';
import { normaliseDegrees } from './elements.js';

export interface Grouped {
  design: DesignFile;
  groupId: string;
}

/** Groups two or more sibling elements; the group takes the place of the top-most one. */
export function groupElements(design: DesignFile, pageId: string, ids: string[], newId: NewId = randomId): Grouped {
  if (new Set(ids).size < 2) throw new Error('scene: grouping needs at least two elements');
  const groupId = newId();
  const next = editPage(design, pageId, (page) => {
    const members = ids.map((id) => mustGet(page, id));
    const parent = members[0].parent ?? null;
    if (members.some((m) => (m.parent ?? null) !== parent)) throw new Error('scene: only siblings can be grouped');
    const box = unionRects(members.map((m) => rotatedBounds(m)));
    const siblings = childrenOf(page as never, parent).map((s) => s.id);
    const inGroup = siblings.filter((s) => ids.includes(s));
    const top = Math.max(...inGroup.map((s) => siblings.indexOf(s)));
    const group: GroupElement = {
      id: groupId, type: 'group', layer_index: 0, position: { x: box.x, y: box.y }, width: box.width, height: box.height,
      rotation: 0, opacity: 1, locked: false, parent,
    };
    page.objects[groupId] = group;
    page.groups.push(groupId);
    inGroup.forEach((s, i) => {
      page.objects[s].parent = groupId;
      page.objects[s].layer_index = i;
    });
    const order = siblings.filter((s) => !ids.includes(s));
    const slot = siblings.slice(0, top).filter((s) => !ids.includes(s)).length;
    order.splice(slot, 0, groupId);
    renumber(order.map((s) => page.objects[s]));
  });
  return { design: next, groupId };
}

/** Dissolves a group; its children take its place in the layer order. */
export function ungroupElement(design: DesignFile, pageId: string, groupId: string): DesignFile {
  return editPage(design, pageId, (page) => {
    const g = mustGet(page, groupId);
    if (g.type !== 'group') throw new Error(`scene: ${groupId} is not a group`);
    const parent = g.parent ?? null;
    const kids = childrenOf(page as never, groupId).map((k) => k.id);
    const rot = g.rotation ?? 0;
    if (rot) {
      const cx = g.position.x + g.width / 2;
      const cy = g.position.y + g.height / 2;
      const t = (rot * Math.PI) / 180;
      for (const k of kids) {
        const o = page.objects[k];
        const ox = o.position.x + o.width / 2 - cx;
        const oy = o.position.y + o.height / 2 - cy;
        const nx = cx + ox * Math.cos(t) - oy * Math.sin(t);
        const ny = cy + ox * Math.sin(t) + oy * Math.cos(t);
        moveTree(page, k, nx - o.width / 2 - o.position.x, ny - o.height / 2 - o.position.y);
        o.rotation = normaliseDegrees((o.rotation ?? 0) + rot);
      }
    }
    if (g.opacity !== 1) for (const k of kids) page.objects[k].opacity *= g.opacity;
    const siblings = childrenOf(page as never, parent).map((s) => s.id);
    const at = siblings.indexOf(groupId);
    siblings.splice(at, 1, ...kids);
    for (const k of kids) page.objects[k].parent = parent;
    delete page.objects[groupId];
    page.groups = page.groups.filter((x) => x !== groupId);
    renumber(siblings.map((s) => page.objects[s]));
  });
}

function moveTree(page: Parameters<Parameters<typeof editPage>[2]>[0], id: string, dx: number, dy: number): void {
  const o = page.objects[id];
  o.position.x += dx;
  o.position.y += dy;
  for (const c of childrenOf(page as never, id)) moveTree(page, c.id, dx, dy);
}
