import type { z } from 'zod';
import { Messages } from './messages.js';

export type ParseResult<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

/** Parses input against a contract schema; on failure names the first offending field. */
export function parseContract<S extends z.ZodType>(schema: S, input: unknown): ParseResult<z.infer<S>> {
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
