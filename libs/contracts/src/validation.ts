import type { z } from 'zod';
import { Messages } from './messages.js';

export type ParseResult<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

/** Parses input against a contract schema; on failure names the first offending field. */
export function parseContract<S extends z.ZodType>(schema: S, input: unknown): ParseResult<z.infer<S>> {
  const unsafe = findUnsafeValue(input);
  if (unsafe) return { ok: false, field: unsafe.field, message: Messages.invalidField(unsafe.field, unsafe.problem) };
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const field = issue.path.length ? issue.path.map(String).join('.') : 'body';
  return { ok: false, field, message: Messages.invalidField(field, describeIssue(issue)) };
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return 'it is required';
  return issue.message.charAt(0).toLowerCase() + issue.message.slice(1);
}

/** How deep a request body may nest (a design document is flat: pages hold elements by id). */
export const MAX_BODY_DEPTH = 64;
// U+0000 (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its pair (not Unicode).
const UNSAFE_CHARS = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A value met on the walk, with the way back to the input's root (its path is only spelt out for a finding). */
interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
  depth: number;
}

const pathOf = (visit: Visit): string => {
  const keys: string[] = [];
  for (let v: Visit | null = visit; v && v.parent; v = v.parent) keys.push(v.key);
  return keys.length ? keys.reverse().join('.') : 'body';
};

/**
 * Walks any input (iteratively, so no nesting can overflow the stack) for what no field may hold:
 * a NUL character or a lone surrogate in a string or a key, or nesting deeper than MAX_BODY_DEPTH.
 * Names the first offending field by its dotted path (built only then: a design of hundreds of
 * pages holds tens of thousands of values, and spelling each one's path cost a save 40 ms).
 */
export function findUnsafeValue(input: unknown): { field: string; problem: string } | undefined {
  const stack: Visit[] = [{ value: input, key: '', parent: null, depth: 0 }];
  while (stack.length) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      if (UNSAFE_CHARS.test(value)) return { field: pathOf(visit), problem: 'it contains a NUL character or an unpaired surrogate, which text cannot hold' };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (visit.depth >= MAX_BODY_DEPTH) return { field: pathOf(visit), problem: `it nests deeper than ${MAX_BODY_DEPTH} levels` };
    const depth = visit.depth + 1;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) stack.push({ value: value[i], key: String(i), parent: visit, depth });
      continue;
    }
    for (const key in value) {
      if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
      if (UNSAFE_CHARS.test(key)) return { field: pathOf(visit), problem: 'a key contains a NUL character or an unpaired surrogate' };
      stack.push({ value: (value as Record<string, unknown>)[key], key, parent: visit, depth });
    }
  }
  return undefined;
}
