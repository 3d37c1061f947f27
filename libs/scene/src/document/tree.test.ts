import type { EditorObject, Page } from '@dm/contracts';
import { childrenOf, descendantsOf } from './tree.js';

const el = (id: string, parent: string | null, layer_index: number) => ({ id, parent, layer_index }) as unknown as EditorObject;
const page = (objects: EditorObject[]): Page => ({ id: 'p', objects: Object.fromEntries(objects.map((o) => [o.id, o])) }) as unknown as Page;

describe('the element tree', () => {
  it('lists descendants depth first in paint order, for a page that is being changed and for a frozen one', () => {
    // setup: group g holds h (holding x) and y; z is top level
    const objects = [el('z', null, 2), el('g', null, 1), el('y', 'g', 1), el('h', 'g', 0), el('x', 'h', 0)];
    const draft = page(objects);
    const frozen = page(objects);
    Object.freeze(frozen.objects);
    // check
    expect(descendantsOf(draft, 'g')).toEqual(['h', 'x', 'y']);
    expect(descendantsOf(frozen, 'g')).toEqual(['h', 'x', 'y']);
    expect(childrenOf(frozen, null).map((o) => o.id)).toEqual(['g', 'z']);
    // action: a page being changed answers for what it holds now
    draft.objects.w = el('w', 'h', 1);
    expect(descendantsOf(draft, 'g')).toEqual(['h', 'x', 'w', 'y']);
    // a caller may change what childrenOf answers without changing the next answer
    childrenOf(frozen, null).pop();
    expect(childrenOf(frozen, null).map((o) => o.id)).toEqual(['g', 'z']);
  });

  it('walks a deep page once, not once per level (10,000 elements in a chain of groups)', () => {
    const objects = Array.from({ length: 10_000 }, (_, i) => el(`e${i}`, i === 0 ? null : `e${i - 1}`, 0));
    const p = page(objects);
    Object.freeze(p.objects);
    expect(descendantsOf(p, 'e0')).toHaveLength(9_999);
  });
});
