import type { Decider } from './decider.js';
import { ConflictError } from './errors.js';
import { given, SpecFailure } from './given.js';

type E = { type: 'Counted'; data: { n: number } };
const counter: Decider<{ add: number }, E, number> = {
  initialState: 0,
  decide: (c, s) => {
    if (s + c.add > 3) throw new ConflictError('too many');
    return [{ type: 'Counted', data: { n: s + c.add } }];
  },
  evolve: (_s, e) => e.data.n,
};

describe('given/when/then (no test framework inside)', () => {
  it('passes when the events match, fails with both lists when they do not', () => {
    given(counter, [{ type: 'Counted', data: { n: 1 } }]).when({ add: 1 }).then([{ type: 'Counted', data: { n: 2 } }]);
    expect(() => given(counter, []).when({ add: 1 }).then([{ type: 'Counted', data: { n: 5 } }])).toThrow(SpecFailure);
  });

  it('checks refusals by class, message and pattern, and fails when nothing is refused', () => {
    const when = given(counter, [{ type: 'Counted', data: { n: 3 } }]).when({ add: 1 });
    when.thenThrows(ConflictError);
    when.thenThrows('too many');
    when.thenThrows(/many/);
    expect(() => when.thenThrows(TypeError)).toThrow(SpecFailure);
    expect(() => given(counter, []).when({ add: 1 }).thenThrows()).toThrow(/expected the command to be refused/);
  });
});
