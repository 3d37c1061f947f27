import { diffStates } from './state-diff.js';

describe('diffStates', () => {
  it('lists changed, added and removed paths, comparing arrays whole', () => {
    const before = { name: 'A', grants: { 'a@x.io': 'view' }, tags: [1, 2], gone: true };
    const after = { name: 'B', grants: { 'a@x.io': 'view', 'b@x.io': 'edit' }, tags: [1, 2] };
    expect(diffStates(before, after)).toEqual([
      { path: 'gone', before: true },
      { path: 'grants.b@x.io', after: 'edit' },
      { path: 'name', before: 'A', after: 'B' },
    ]);
  });

  it('reads Maps, Sets and Dates as plain values; the same state has no changes', () => {
    const s = { m: new Map([['k', new Set([1])]]), d: new Date(0) };
    expect(diffStates(s, { m: new Map([['k', new Set([1])]]), d: new Date(0) })).toEqual([]);
    expect(diffStates(s, { m: new Map([['k', new Set([1, 2])]]), d: new Date(0) })).toEqual([{ path: 'm.k', before: [1], after: [1, 2] }]);
  });

  it('a whole new state is one change at the top when it was not an object', () => {
    expect(diffStates(undefined, 3)).toEqual([{ path: '(state)', after: 3 }]);
  });
});
