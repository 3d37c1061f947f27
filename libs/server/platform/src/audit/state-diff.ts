import type { AuditChange } from '@dm/contracts/types';

/**
 * What changed between two states, as the audit console shows it: dotted paths into plain
 * objects, each with its value before and after (arrays and other values compare whole). Maps,
 * Sets and Dates are made plain first, so any decider's state reads the same way.
 */
export type StateChange = AuditChange;

export function toPlain(value: unknown): unknown {
  if (value instanceof Map) return Object.fromEntries([...value].map(([k, v]) => [String(k), toPlain(v)]));
  if (value instanceof Set) return [...value].map(toPlain);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toPlain);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = toPlain(v);
    return out;
  }
  return value;
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

const plainNode = (v: unknown): unknown =>
  v instanceof Map ? Object.fromEntries([...v].map(([k, x]) => [String(k), x])) : v instanceof Set ? [...v] : v instanceof Date ? v.toISOString() : v;

/**
 * The changes from `before` to `after`. Parts both share (the same reference) are skipped
 * unseen, so a state with thousands of entries costs only what changed plus one look per key.
 */
export function diffStates(before: unknown, after: unknown, limit = 200): StateChange[] {
  const out: StateChange[] = [];
  const walk = (x: unknown, y: unknown, path: string) => {
    if (out.length >= limit || x === y) return;
    if (x instanceof Map && y instanceof Map) {
      for (const [k, v] of x) if (v !== y.get(k) || !y.has(k)) walk(v, y.has(k) ? y.get(k) : undefined, path ? `${path}.${String(k)}` : String(k));
      for (const [k, v] of y) if (!x.has(k)) walk(undefined, v, path ? `${path}.${String(k)}` : String(k));
      return;
    }
    const a = plainNode(x);
    const b = plainNode(y);
    if (isRecord(a) && isRecord(b)) {
      for (const k in a) if (a[k] !== b[k]) walk(a[k], b[k], path ? `${path}.${k}` : k);
      for (const k in b) if (!(k in a)) walk(undefined, b[k], path ? `${path}.${k}` : k);
      return;
    }
    if (same(toPlain(a), toPlain(b))) return;
    const change: StateChange = { path: path || '(state)' };
    if (a !== undefined) change.before = toPlain(a);
    if (b !== undefined) change.after = toPlain(b);
    out.push(change);
  };
  walk(before, after, '');
  return out.sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));
}

/**
 * A copy of a state two levels deep (the state and the maps, lists and records in it), sharing
 * everything below: enough to keep the state before an evolve that adds to its own maps in place.
 */
export function snapshotState<T>(state: T): T {
  const copy = (v: unknown): unknown =>
    v instanceof Map ? new Map(v) : v instanceof Set ? new Set(v) : Array.isArray(v) ? [...v] : isRecord(v) ? { ...v } : v;
  if (!isRecord(state)) return copy(state) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(state)) out[k] = copy(v);
  return out as T;
}

/** A state as JSON that keeps its Maps and Sets (for stored snapshots): `reviveState` reads it back. */
export function serializeState(state: unknown): string {
  return JSON.stringify(state, function (this: unknown, _k, v: unknown) {
    if (v instanceof Map) return { $map: [...v] };
    if (v instanceof Set) return { $set: [...v] };
    return v;
  });
}

export function reviveState(json: string): unknown {
  return JSON.parse(json, (_k, v: unknown) => {
    if (isRecord(v) && Array.isArray(v.$map) && Object.keys(v).length === 1) return new Map(v.$map as [unknown, unknown][]);
    if (isRecord(v) && Array.isArray(v.$set) && Object.keys(v).length === 1) return new Set(v.$set as unknown[]);
    return v;
  });
}
