import type { NewEvent } from '../event-store/types.js';
import type { Decider } from './decider.js';
import { fold } from './decider.js';

declare const expect: (actual: unknown) => { toEqual(v: unknown): void; toThrow(v?: unknown): void };

/**
 * Given/when/then for deciders, no database:
 *   given(decider, [eventA]).when(command).then([eventB])
 *   given(decider, []).when(command).thenThrows(ConflictError)
 */
export function given<C, E extends NewEvent, S>(decider: Decider<C, E, S>, history: readonly E[]) {
  return {
    when(command: C) {
      const decide = () => decider.decide(command, fold(decider, history));
      return {
        then(expected: readonly E[]) {
          expect(decide()).toEqual(expected);
        },
        thenThrows(expected?: unknown) {
          expect(decide).toThrow(expected as never);
        },
        /** The events, for assertions a plain equality can't express (ids, times). */
        events(): E[] {
          return decide();
        },
      };
    },
  };
}
