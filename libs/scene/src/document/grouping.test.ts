import { alignToPage } from './align.js';
import { moveElements } from './elements.js';
import { groupElements, ungroupElement } from './grouping.js';
import { rotateElement } from './elements.js';
import { childrenOf } from './tree.js';
import { threeElements } from './fixtures.test-helpers.js';

describe('group and ungroup', () => {
  it('groups siblings into a group that spans them and takes the top-most slot', () => {
    const { design, pageId } = threeElements();
    const { design: next, groupId } = groupElements(design, pageId, ['a', 'b'], () => 'g');
    const g = next.pages[0].objects[groupId];
    expect(g).toMatchObject({ type: 'group', position: { x: 0, y: 0 }, width: 300, height: 100 });
    expect(childrenOf(next.pages[0], null).map((o) => o.id)).toEqual(['g', 't']);
    expect(childrenOf(next.pages[0], 'g').map((o) => o.id)).toEqual(['a', 'b']);
    expect(next.pages[0].groups).toEqual(['g']);
  });

  it('moves the children with their group', () => {
    const { design, pageId } = threeElements();
    const { design: grouped } = groupElements(design, pageId, ['a', 'b'], () => 'g');
    const moved = moveElements(grouped, pageId, ['g'], 10, 20);
    expect(moved.pages[0].objects.b.position).toEqual({ x: 210, y: 20 });
  });

  it('ungroups back to the same layer order', () => {
    const { design, pageId } = threeElements();
    const { design: grouped } = groupElements(design, pageId, ['a', 'b'], () => 'g');
    const back = ungroupElement(grouped, pageId, 'g');
    expect(childrenOf(back.pages[0], null).map((o) => o.id)).toEqual(['a', 'b', 't']);
    expect(back.pages[0].groups).toEqual([]);
    expect(back.pages[0].objects.g).toBeUndefined();
  });

  it('bakes a group rotation into its children when ungrouping', () => {
    // setup: group spanning 0..300 x 0..100, centre (150, 50), rotated 180
    const { design, pageId } = threeElements();
    const { design: grouped } = groupElements(design, pageId, ['a', 'b'], () => 'g');
    const rotated = rotateElement(grouped, pageId, 'g', 180);
    // action
    const back = ungroupElement(rotated, pageId, 'g');
    // check: a's centre (50,50) maps to (250,50)
    const a = back.pages[0].objects.a;
    expect(a.rotation).toBe(180);
    expect(a.position.x + a.width / 2).toBeCloseTo(250);
    expect(a.position.y + a.height / 2).toBeCloseTo(50);
  });

  it('refuses to group fewer than two elements', () => {
    const { design, pageId } = threeElements();
    expect(() => groupElements(design, pageId, ['a'])).toThrow(/at least two/);
  });
});

describe('align to page', () => {
  it('centres, right-aligns and bottom-aligns an element on a 1000x800 page', () => {
    const { design, pageId } = threeElements();
    expect(alignToPage(design, pageId, ['a'], 'center').pages[0].objects.a.position).toEqual({ x: 450, y: 0 });
    expect(alignToPage(design, pageId, ['a'], 'right').pages[0].objects.a.position.x).toBe(900);
    expect(alignToPage(design, pageId, ['b'], 'bottom').pages[0].objects.b.position.y).toBe(750);
    expect(alignToPage(design, pageId, ['b'], 'middle').pages[0].objects.b.position.y).toBe(375);
  });

  it('aligns the visible box of a rotated element', () => {
    const { design, pageId } = threeElements();
    const r = rotateElement(design, pageId, 'b', 90); // 100x50 turned: visible 50 wide
    const left = alignToPage(r, pageId, ['b'], 'left').pages[0].objects.b;
    expect(left.position.x + left.width / 2).toBeCloseTo(25);
  });
});
