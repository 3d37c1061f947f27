import { designFileSchema } from '@dm/contracts';
import {
  addElement, duplicateElements, moveElements, removeElements, reorderElement, resizeElement, rotateElement,
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

  it('removes an element and renumbers the rest', () => {
    const { design, pageId } = threeElements();
    const next = removeElements(design, pageId, ['a']);
    expect(next.pages[0].objects.a).toBeUndefined();
    expect(Object.values(next.pages[0].objects).map((o) => [o.id, o.layer_index])).toEqual([['b', 0], ['t', 1]]);
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
