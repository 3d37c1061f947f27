import type { ServerCallError } from '../api/baseQuery';
import { Messages } from '../contracts';

/** Errors of a form: one per field the server named, and `form` for the rest. */
export type FormErrors<F extends string> = Partial<Record<F | 'form', string>>;

const INVALID_FIELD = /^Invalid value for '([^']+)'/;

/** Server answers that are about one field although they do not name it. */
const FIELD_OF_MESSAGE: Record<string, string> = {
  [Messages.emailTaken]: 'email',
};

function isServerCallError(error: unknown): error is ServerCallError {
  return typeof error === 'object' && error !== null && 'message' in error && 'status' in error;
}

/**
 * Places a failed call's error in a form: beside the field the server's 400 answer names
 * ("Invalid value for 'password': must be at least 8 characters"), or above the form when the
 * answer is about the whole attempt ('The email or password is incorrect.', rate limits, a lost
 * connection). The text shown is the server's own, without the 'Server call failed' prefix.
 */
export function formErrorsOf<F extends string>(error: unknown, fields: readonly F[], plain: Partial<Record<string, string>> = {}): FormErrors<F> {
  if (!isServerCallError(error)) return { form: Messages.somethingWentWrong } as FormErrors<F>;
  const text = error.serverError ?? error.message;
  const field = error.field ?? INVALID_FIELD.exec(text)?.[1] ?? FIELD_OF_MESSAGE[text];
  // a field the form knows gets its plain-words text rather than the wire's "Invalid value for 'x'"
  if (field && (fields as readonly string[]).includes(field)) return { [field]: INVALID_FIELD.test(text) && plain[field] ? plain[field] : text } as FormErrors<F>;
  return { form: text } as FormErrors<F>;
}
