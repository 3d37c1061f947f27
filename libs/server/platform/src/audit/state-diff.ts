/**
 * What changed between two states, as the audit console shows it: dotted paths into plain
 * objects, each with its value before and after (arrays and other values compare whole). Maps,
 * Sets and Dates are made plain first, so any decider's state reads the same way.
 */
export interface StateChange {
  path: string;
  before?: unknown;
  after?: unknown;
}

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

export function diffStates(before: unknown, after: unknown, limit = 200): StateChange[] {
  const out: StateChange[] = [];
  const walk = (a: unknown, b: unknown, path: string) => {
    if (out.length >= limit) return;
    if (isRecord(a) && isRecord(b)) {
      const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
      for (const k of keys) walk(a[k], b[k], path ? `${path}.${k}` : k);
      return;
    }
    if (same(a, b)) return;
    const change: StateChange = { path: path || '(state)' };
    if (a !== undefined) change.before = a;
    if (b !== undefined) change.after = b;
    out.push(change);
  };
  walk(toPlain(before), toPlain(after), '');
  return out;
}
