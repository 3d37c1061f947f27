import { designFileSchema } from '@dm/contracts';
import {
  addElement, duplicateElements, layerBetween, moveElements, removeElements, reorderElement, resizeElement, rotateElement,
} from './elements.js';
import { createBox, createDesign } from './factory.js';
import { sequentialIds } from './ids.js';
import { childrenOf } from './tree.js';
import { threeElements } from './fixtures.test-helpers.js';

const order = (d: { pages: { objects: object }[] }) =>
  childrenOf((d as never as { pages: never[] }).pages[0], null).map((o) => o.id);

describe('element operations', () => {
  it('adds elements on top of the layer order and keeps the document valid', () => {
    const { design } = threeElements();
    expect(order(design)).toEqual(['a', 'b', 't']);
    expect(designFileSchema.safeParse(design).success).toBe(true);
  });

  it('never mutates the document it is given', () => {
    const { design, pageId } = threeElements();
    const before = JSON.stringify(design);
    moveElements(design, pageId, ['a'], 5, 5);
    removeElements(design, pageId, ['b']);
    expect(JSON.stringify(design)).toBe(before);
  });

  it('moves an element by an offset but leaves a locked one in place', () => {
    const { design, pageId } = threeElements();
    const locked = addElement(design, pageId, { ...createBox('#000', { x: 1, y: 1 }), id: 'l', locked: true });
    const moved = moveElements(locked, pageId, ['a', 'l'], 10, -5);
    expect(moved.pages[0].objects.a.position).toEqual({ x: 10, y: -5 });
    expect(moved.pages[0].objects.l.position).toEqual({ x: 1, y: 1 });
  });

  it('removes an element; the rest keep their layer indices (one record changes)', () => {
    const { design, pageId } = threeElements();
    const next = removeElements(design, pageId, ['a']);
    expect(next.pages[0].objects.a).toBeUndefined();
    expect(Object.values(next.pages[0].objects).map((o) => [o.id, o.layer_index])).toEqual([['b', 0], ['t', 0]]);
    expect(next.pages[0].objects.b).toBe(design.pages[0].objects.b);
  });

  it('resizes a box and scales what is inside it', () => {
    // setup
    const { design, pageId } = threeElements();
    const inside = addElement(design, pageId, { ...createBox('#00f', { x: 50, y: 50, width: 50, height: 50 }), id: 'in', parent: 'a' });
    // action
    const next = resizeElement(inside, pageId, 'a', { width: 200, height: 200 });
    // check
    expect(next.pages[0].objects.a).toMatchObject({ width: 200, height: 200 });
    expect(next.pages[0].objects.in).toMatchObject({ position: { x: 100, y: 100 }, width: 100, height: 100 });
  });

  it('rotates to a normalised angle', () => {
    const { design, pageId } = threeElements();
    expect(rotateElement(design, pageId, 'a', 270).pages[0].objects.a.rotation).toBe(-90);
    expect(rotateElement(design, pageId, 'a', 540).pages[0].objects.a.rotation).toBe(180);
  });

  it('brings forward, sends backward, to front and to back', () => {
    const { design, pageId } = threeElements();
    expect(order(reorderElement(design, pageId, 'a', 'forward'))).toEqual(['b', 'a', 't']);
    expect(order(reorderElement(design, pageId, 'a', 'front'))).toEqual(['b', 't', 'a']);
    expect(order(reorderElement(design, pageId, 't', 'backward'))).toEqual(['a', 't', 'b']);
    expect(order(reorderElement(design, pageId, 't', 'back'))).toEqual(['t', 'a', 'b']);
    // already at the front: nothing changes
    expect(reorderElement(design, pageId, 't', 'front')).toBe(design);
  });

  it('moves one layer by changing that element only (fractional layer indices), on a page of 1,000', () => {
    // setup
    let design = threeElements().design;
    const pageId = design.pages[0].id;
    for (let i = 0; i < 1000; i++) design = addElement(design, pageId, { ...createBox('#00f', { x: i, y: 0, width: 5, height: 5 }), id: `e${i}` });
    const before = design.pages[0].objects;
    // action: back to front and forward, many times over the same place
    let next = reorderElement(design, pageId, 'e500', 'back');
    const changed = Object.keys(before).filter((k) => next.pages[0].objects[k] !== before[k]);
    // check
    expect(changed).toEqual(['e500']);
    expect(order(next)[0]).toBe('e500');
    for (let i = 0; i < 80; i++) next = reorderElement(next, pageId, i % 2 ? 'e500' : 'e501', 'forward');
    // past floating point's room between two neighbours the siblings are renumbered, and the order still holds
    const ids = order(next);
    expect(new Set(ids).size).toBe(ids.length);
    const indices = ids.map((id) => next.pages[0].objects[id].layer_index);
    expect(indices).toEqual([...indices].sort((a, b) => a - b));
  });

  it('finds a layer index between two neighbours, at the ends, or none when no number is left', () => {
    expect(layerBetween(undefined, undefined)).toBe(0);
    expect(layerBetween(3, undefined)).toBe(4);
    expect(layerBetween(undefined, 0.5)).toBe(-1);
    expect(layerBetween(1, 2)).toBe(1.5);
    expect(layerBetween(1, 1)).toBeUndefined();
    expect(layerBetween(1, 1 + Number.EPSILON)).toBeUndefined();
  });

  it('duplicates with the 40px offset, on top, with new ids for contents too', () => {
    // setup
    const { design, pageId } = threeElements();
    const inside = addElement(design, pageId, { ...createBox('#00f', { x: 10, y: 10 }), id: 'in', parent: 'a' });
    // action
    const { design: next, ids } = duplicateElements(inside, pageId, ['a'], sequentialIds('copy'));
    // check
    const copy = next.pages[0].objects[ids[0]];
    expect(copy.position).toEqual({ x: 40, y: 40 });
    expect(order(next).at(-1)).toBe(ids[0]);
    const kids = childrenOf(next.pages[0], ids[0]);
    expect(kids).toHaveLength(1);
    expect(kids[0].id).not.toBe('in');
    expect(kids[0].position).toEqual({ x: 50, y: 50 });
  });

  it('refuses an element id that already exists', () => {
    const d = createDesign(100, 100, sequentialIds());
    const once = addElement(d, d.pages[0].id, { ...createBox('#000'), id: 'same' });
    expect(() => addElement(once, d.pages[0].id, { ...createBox('#000'), id: 'same' })).toThrow(/already exists/);
  });
});
