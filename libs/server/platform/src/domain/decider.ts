/** An event as a decider produces it. */
export interface NewEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}

/**
 * An aggregate as a pure decider: `decide` turns a command and the current state into events
 * (or throws a DomainError); `evolve` folds one event into the state. No I/O, no framework.
 */
export interface Decider<C, E extends NewEvent, S> {
  initialState: S;
  decide(command: C, state: S): E[];
  evolve(state: S, event: E): S;
}

export function fold<C, E extends NewEvent, S>(decider: Decider<C, E, S>, events: readonly E[]): S {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState);
}
