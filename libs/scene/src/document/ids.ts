// Element and page ids. Operations take an optional generator so tests can be deterministic.
export type NewId = () => string;

let counter = 0;
export const randomId: NewId = () => {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  counter += 1;
  return `id-${Date.now().toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
};

/** A generator yielding prefix-1, prefix-2, ... (tests and fixtures). */
export function sequentialIds(prefix = 'id'): NewId {
  let n = 0;
  return () => `${prefix}-${++n}`;
}
