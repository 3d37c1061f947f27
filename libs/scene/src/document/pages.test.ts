import { designFileSchema } from '@dm/contracts';
import { groupElements } from './grouping.js';
import { sequentialIds } from './ids.js';
import { addPage, copyPage, deletePage, movePage } from './pages.js';
import { threeElements } from './fixtures.test-helpers.js';

describe('page operations', () => {
  it('adds a blank white page after the given page', () => {
    const { design, pageId } = threeElements();
    const { design: two, pageId: p2 } = addPage(design, pageId, () => 'p2');
    const { design: three } = addPage(two, pageId, () => 'p3');
    expect(three.pages.map((p) => p.id)).toEqual([pageId, 'p3', p2]);
    expect(three.pages[1]).toMatchObject({ background_color: '#ffffff', objects: {} });
  });

  it('copies a page with new ids and the same tree', () => {
    const { design, pageId } = threeElements();
    const { design: grouped } = groupElements(design, pageId, ['a', 'b'], () => 'g');
    const { design: next, pageId: copyId } = copyPage(grouped, pageId, sequentialIds('c'));
    const copy = next.pages[1];
    expect(copy.id).toBe(copyId);
    expect(Object.keys(copy.objects)).toHaveLength(4);
    expect(Object.keys(copy.objects).some((k) => grouped.pages[0].objects[k])).toBe(false);
    const group = copy.objects[copy.groups[0]];
    const kids = Object.values(copy.objects).filter((o) => o.parent === group.id);
    expect(kids).toHaveLength(2);
    expect(designFileSchema.safeParse(next).success).toBe(true);
  });

  it('deletes a page but never the last one', () => {
    const { design, pageId } = threeElements();
    expect(deletePage(design, pageId)).toBe(design);
    const { design: two, pageId: p2 } = addPage(design, undefined, () => 'p2');
    expect(deletePage(two, pageId).pages.map((p) => p.id)).toEqual([p2]);
  });

  it('moves a page to a new position', () => {
    const { design } = threeElements();
    let d = addPage(design, undefined, () => 'p2').design;
    d = addPage(d, undefined, () => 'p3').design;
    expect(movePage(d, 'p3', 0).pages.map((p) => p.id)).toEqual(['p3', d.pages[0].id, 'p2']);
    expect(movePage(d, d.pages[0].id, 99).pages.at(-1)!.id).toBe(d.pages[0].id);
  });
});
