import { Messages, PASSWORD_MIN_LENGTH } from '../contracts';
import type { FormErrors } from './fieldErrors';

// What the sign-in forms check before anything is sent, in plain words naming the field. The
// server checks again (its contract schema); these only spare a person a round trip and a
// developer's message.

/** A plausible address: something, @, a domain with a dot (the server's schema has the last word). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(email: string): string | undefined {
  if (!email.trim()) return Messages.enterEmail;
  if (!EMAIL.test(email.trim())) return Messages.enterValidEmail;
  return undefined;
}

export function checkLogin(v: { email: string; password: string }): FormErrors<'email' | 'password'> {
  const errors: FormErrors<'email' | 'password'> = {};
  const email = checkEmail(v.email);
  if (email) errors.email = email;
  if (!v.password) errors.password = Messages.enterPassword;
  return errors;
}

export function checkRegister(v: { name: string; email: string; password: string }): FormErrors<'name' | 'email' | 'password'> {
  const errors: FormErrors<'name' | 'email' | 'password'> = {};
  if (!v.name.trim()) errors.name = Messages.enterName;
  const email = checkEmail(v.email);
  if (email) errors.email = email;
  if (v.password.length < PASSWORD_MIN_LENGTH) errors.password = Messages.choosePassword(PASSWORD_MIN_LENGTH);
  return errors;
}

/** The same field errors in plain words when the server's answer names a field these forms know. */
export const PLAIN_FIELD_ERRORS: Record<string, string> = {
  name: Messages.enterName,
  email: Messages.enterValidEmail,
  password: Messages.choosePassword(PASSWORD_MIN_LENGTH),
};

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
