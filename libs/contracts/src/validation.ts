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

/**
 * Walks any input (iteratively, so no nesting can overflow the stack) for what no field may hold:
 * a NUL character or a lone surrogate in a string or a key, or nesting deeper than MAX_BODY_DEPTH.
 * Names the first offending field by its dotted path.
 */
export function findUnsafeValue(input: unknown): { field: string; problem: string } | undefined {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value: input, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    const field = path.length ? path.join('.') : 'body';
    if (typeof value === 'string') {
      if (UNSAFE_CHARS.test(value)) return { field, problem: 'it contains a NUL character or an unpaired surrogate, which text cannot hold' };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_BODY_DEPTH) return { field, problem: `it nests deeper than ${MAX_BODY_DEPTH} levels` };
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    for (const [key, child] of entries) {
      if (UNSAFE_CHARS.test(key)) return { field, problem: 'a key contains a NUL character or an unpaired surrogate' };
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return undefined;
}
