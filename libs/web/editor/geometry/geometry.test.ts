import { createBox, createDesign, groupElements, addElement } from '@dm/scene';
import { containsPoint, deepestAt } from './hitTargets';
import { resizeBox, rotationTowards } from './resize';
import { snapBox, snapTargets } from './snapping';

describe('snapping', () => {
  it('snaps a box near the page centre onto it and shows the guide', () => {
    const targets = snapTargets({ width: 800, height: 600 }, []);
    const s = snapBox({ x: 347, y: 10, width: 100, height: 50 }, targets, 6);
    expect(s.dx).toBe(3);
    expect(s.guides).toContainEqual({ axis: 'x', at: 400 });
  });

  it('snaps to another element edge and leaves far boxes alone', () => {
    const targets = snapTargets({ width: 800, height: 600 }, [{ x: 500, y: 300, width: 100, height: 100 }]);
    expect(snapBox({ x: 120, y: 402, width: 50, height: 50 }, targets, 6).dy).toBe(-2);
    expect(snapBox({ x: 120, y: 220, width: 50, height: 50 }, targets, 6)).toEqual({ dx: 0, dy: 0, guides: [] });
  });
});

describe('resizeBox', () => {
  const box = { x: 100, y: 100, width: 200, height: 100, rotation: 0 };

  it('keeps the opposite corner fixed when dragging the south-east handle', () => {
    expect(resizeBox(box, 'se', 400, 300, false)).toEqual({ x: 100, y: 100, width: 300, height: 200, rotation: 0 });
  });

  it('keeps the aspect ratio from a corner when asked', () => {
    const r = resizeBox(box, 'se', 500, 210, true);
    expect(r.width / r.height).toBeCloseTo(2);
    expect(r.width).toBeCloseTo(400);
  });

  it('moves only one side with a side handle', () => {
    expect(resizeBox(box, 'w', 50, 999, true)).toEqual({ x: 50, y: 100, width: 250, height: 100, rotation: 0 });
  });

  it('keeps the anchor of a rotated box in place', () => {
    const rot = { ...box, rotation: 90 };
    // for a box turned 90 degrees, its local east side points down the page
    const r = resizeBox(rot, 'e', 200, 300, false);
    expect(r.width).toBeCloseTo(250);
    // the west side's midpoint (local -w/2, 0) stays at the same page point (200, 50)
    const cx = r.x + r.width / 2;
    const cy = r.y + r.height / 2;
    expect(cx).toBeCloseTo(200);
    expect(cy - r.width / 2).toBeCloseTo(50);
  });
});

describe('rotationTowards', () => {
  it('points the top of the box at the pointer and snaps near right angles', () => {
    const box = { x: 0, y: 0, width: 100, height: 100, rotation: 0 };
    expect(rotationTowards(box, 50, -100)).toBeCloseTo(0);
    expect(rotationTowards(box, 200, 51)).toBe(90);
    expect(rotationTowards(box, 200, 100, true)).toBe(105);
  });
});

describe('inside groups', () => {
  it('finds the top-most member under a point, and tests rotated boxes exactly', () => {
    let d = createDesign(800, 600);
    const pageId = d.pages[0].id;
    const a = createBox('#f00', { x: 0, y: 0, width: 100, height: 100 });
    const b = createBox('#0f0', { x: 50, y: 50, width: 100, height: 100 });
    d = addElement(addElement(d, pageId, a), pageId, { ...b, layer_index: 1 });
    const g = groupElements(d, pageId, [a.id, b.id]);
    const page = g.design.pages[0];
    expect(deepestAt(page, g.groupId, 75, 75)).toBe(b.id);
    expect(deepestAt(page, g.groupId, 10, 10)).toBe(a.id);
    expect(deepestAt(page, g.groupId, 140, 10)).toBeUndefined();
    expect(containsPoint({ position: { x: 0, y: 0 }, width: 100, height: 100, rotation: 45 }, 3, 3)).toBe(false);
    expect(containsPoint({ position: { x: 0, y: 0 }, width: 100, height: 100, rotation: 45 }, 50, 2)).toBe(true);
  });
});
