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

  it('adds and removes records of an id-keyed array (pages) by id, not by replacing the array', () => {
    const page = (id: string, n = 0) => ({ id, objects: { [`e${id}`]: { n } } });
    const a = { pages: [page('1'), page('2'), page('3')] };
    const b = { pages: [page('1'), page('new'), page('3', 7)] };
    const { patches, inverse } = diffPatches(a, b);
    expect(patches.some((p) => p.op === 'replace' && p.path.length === 1)).toBe(false);
    expect(patches).toContainEqual({ op: 'remove', path: ['pages', 1] });
    expect(patches).toContainEqual({ op: 'add', path: ['pages', 1], value: b.pages[1] });
    expect(applyPatches(a, patches)).toEqual(b);
    expect(applyPatches(b, inverse)).toEqual(a);
  });

  it('handles pages added at either end and several removed at once', () => {
    const p = (id: string) => ({ id });
    const cases = [
      [[p('1')], [p('1'), p('2')]],
      [[p('1')], [p('0'), p('1')]],
      [[p('1'), p('2'), p('3'), p('4')], [p('1'), p('4')]],
      [[p('1'), p('2')], []],
    ];
    for (const [before, after] of cases) {
      const { patches, inverse } = diffPatches({ pages: before }, { pages: after });
      expect(applyPatches({ pages: before }, patches)).toEqual({ pages: after });
      expect(applyPatches({ pages: after }, inverse)).toEqual({ pages: before });
    }
  });

  it('replaces an array whose records were reordered (a page moved), or that has no ids', () => {
    const a = { pages: [{ id: '1' }, { id: '2' }] };
    const b = { pages: [{ id: '2' }, { id: '1' }] };
    expect(diffPatches(a, b).patches).toEqual([{ op: 'replace', path: ['pages'], value: b.pages }]);
    expect(diffPatches({ list: [1] }, { list: [1, 2] }).patches).toEqual([{ op: 'replace', path: ['list'], value: [1, 2] }]);
  });
});
