import { type Decider, fold, type NewEvent } from './decider.js';

/** A failed expectation of a decider spec; any test runner reports a thrown error. */
export class SpecFailure extends Error {
  override name = 'SpecFailure';
}

function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

const show = (v: unknown) => JSON.stringify(v, null, 2);

/**
 * Given/when/then for deciders, no database and no test framework:
 *   given(decider, [eventA]).when(command).then([eventB])
 *   given(decider, []).when(command).thenThrows(ConflictError)
 */
export function given<C, E extends NewEvent, S>(decider: Decider<C, E, S>, history: readonly E[]) {
  return {
    when(command: C) {
      const decide = () => decider.decide(command, fold(decider, history));
      return {
        then(expected: readonly E[]): void {
          const actual = decide();
          if (!same(actual, expected)) throw new SpecFailure(`expected the events\n${show(expected)}\nbut the decider answered\n${show(actual)}`);
        },
        /** The command is refused with an error of this class (or this message, or matching this pattern). */
        thenThrows(expected?: (abstract new (...args: never[]) => Error) | string | RegExp): void {
          let events: E[];
          try {
            events = decide();
          } catch (err) {
            const e = err as Error;
            const fits = expected === undefined
              || (typeof expected === 'function' ? e instanceof expected
                : typeof expected === 'string' ? e.message.includes(expected)
                : expected.test(e.message));
            if (!fits) throw new SpecFailure(`expected the command to be refused with ${String(expected)} but it threw ${e.name}: ${e.message}`);
            return;
          }
          throw new SpecFailure(`expected the command to be refused but the decider answered\n${show(events)}`);
        },
        /** The events, for assertions a plain equality can't express (ids, times). */
        events(): E[] {
          return decide();
        },
      };
    },
  };
}
