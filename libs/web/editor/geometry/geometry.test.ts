import { createBox, createDesign, groupElements, addElement } from '@dm/scene';
import { containsPoint, deepestAt } from './hitTargets';
import { pointerAngle, resizeBox, rotationBySweep } from './resize';
import { snapBox, snapTargets } from './snapping';

describe('snapping', () => {
  it('snaps a box near the page centre onto it and shows the guide', () => {
    const targets = snapTargets({ width: 800, height: 600 }, []);
    const s = snapBox({ x: 347, y: 10, width: 100, height: 50 }, targets, 6);
    expect(s.dx).toBe(3);
    // a page line runs the page's height
    expect(s.guides).toContainEqual({ axis: 'x', at: 400, from: 0, to: 600 });
  });

  it('runs a guide from what the box lines up with to the box, over every element on that line', () => {
    const targets = snapTargets({ width: 800, height: 600 }, [{ x: 500, y: 300, width: 100, height: 100 }, { x: 450, y: 500, width: 50, height: 40 }]);
    // the box's left edge near x = 500, well above both: the line from the box's top to the lower one's bottom
    const s = snapBox({ x: 503, y: 40, width: 60, height: 30 }, targets, 6);
    expect(s.dx).toBe(-3);
    expect(s.guides).toEqual([{ axis: 'x', at: 500, from: 40, to: 540 }]);
    // its bottom near y = 400, to the right of the first: the line from that one's left to the box's right
    const t = snapBox({ x: 650, y: 332, width: 60, height: 70 }, targets, 6);
    expect(t.guides).toEqual([{ axis: 'y', at: 400, from: 500, to: 710 }]);
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

describe('rotationBySweep', () => {
  const box = { x: 0, y: 0, width: 100, height: 100, rotation: 0 };
  // the rotate handle sits below the element, 100 px under its centre (50, 50)
  const handle = { x: 50, y: 150 };
  const start = pointerAngle(50, 50, handle.x, handle.y);

  it('turns by the angle the pointer sweeps around the centre, keeping the handle under the pointer', () => {
    // a 45 degree clockwise sweep of the handle below the centre
    const t = (135 * Math.PI) / 180;
    const end = { x: 50 + 100 * Math.cos(t), y: 50 + 100 * Math.sin(t) };
    const deg = rotationBySweep(box, start, 0, end.x, end.y);
    expect(deg).toBeCloseTo(45, 6);
    expect(pointerAngle(50, 50, end.x, end.y)).toBeCloseTo(90 + deg, 6);
  });

  it('turns a little, not upside down, when the handle is dragged 60 px sideways', () => {
    const deg = rotationBySweep(box, start, 0, handle.x + 60, handle.y);
    expect(deg).toBeCloseTo(-30.96, 1);
  });

  it('adds the sweep to the rotation the element already had, and wraps to -180..180', () => {
    expect(rotationBySweep(box, start, 170, 50 + 100 * Math.cos((120 * Math.PI) / 180), 50 + 100 * Math.sin((120 * Math.PI) / 180))).toBeCloseTo(-160, 6);
  });

  it('snaps to 15 degrees with Shift and settles on right angles within 3 degrees', () => {
    const t = (150 * Math.PI) / 180; // a 60 degree sweep
    const near = (t2: number) => ({ x: 50 + 100 * Math.cos(t2), y: 50 + 100 * Math.sin(t2) });
    expect(rotationBySweep(box, start, 0, near(t + 0.1).x, near(t + 0.1).y, true)).toBe(60);
    const almostRight = near(((90 + 88) * Math.PI) / 180);
    expect(rotationBySweep(box, start, 0, almostRight.x, almostRight.y)).toBe(90);
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
