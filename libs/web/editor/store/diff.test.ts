import { applyPatches, enablePatches } from 'immer';
import { diffPatches } from './diff';

enablePatches();

describe('diffPatches', () => {
  it('turns one document into the other and back', () => {
    // setup
    const shared = { big: [1, 2, 3] };
    const a = { pages: [{ id: 'p', objects: { x: { n: 1 }, gone: { n: 2 } }, shared }], width: 10 };
    const b = { pages: [{ id: 'p', objects: { x: { n: 5 }, added: { n: 3 } }, shared }], width: 10 };
    // action
    const { patches, inverse } = diffPatches(a, b);
    // check
    expect(applyPatches(a, patches)).toEqual(b);
    expect(applyPatches(b, inverse)).toEqual(a);
    expect(patches.some((p) => p.path.includes('shared'))).toBe(false);
  });

  it('replaces an array whose length changed (pages added or removed)', () => {
    const a = { pages: [{ id: '1' }] };
    const b = { pages: [{ id: '1' }, { id: '2' }] };
    const { patches, inverse } = diffPatches(a, b);
    expect(patches).toEqual([{ op: 'replace', path: ['pages'], value: b.pages }]);
    expect(applyPatches(b, inverse)).toEqual(a);
  });
});
