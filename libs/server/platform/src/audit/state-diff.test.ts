import { diffStates, reviveState, serializeState, snapshotState } from './state-diff.js';

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

describe('snapshotState', () => {
  it('keeps the state before an evolve that adds to its own map in place', () => {
    const state = { balances: { a: 1 }, spends: { r1: { amount: 1 } } as Record<string, { amount: number }> };
    const before = snapshotState(state);
    state.spends.r2 = { amount: 2 };
    expect(diffStates(before, state)).toEqual([{ path: 'spends.r2', after: { amount: 2 } }]);
  });
});

describe('serializeState', () => {
  it('round-trips Maps and Sets', () => {
    const state = { spends: new Map([['r1', { amount: 1 }]]), tags: new Set(['a']), n: 1 };
    expect(reviveState(serializeState(state))).toEqual(state);
  });
});
