import { SESSION_CHECK_INTERVAL_MS, SessionCookies } from '../contracts';

/**
 * The session marker: a readable cookie (`dasess`) that the server changes whenever the session
 * starts, rotates or ends. It holds no secret; the tokens themselves are HttpOnly. Every 2.5
 * seconds the web app compares it with the value it last saw, and refetches the user's details
 * when it differs (a sign-in or sign-out in another tab).
 */

export const SESSION_MARKER_COOKIE: string = SessionCookies.marker;

/** Auth re-validation period (editor-and-tools.md section 9: every 2.5 seconds). */
export { SESSION_CHECK_INTERVAL_MS };

/**
 * The value of one cookie in a `document.cookie` string, or null when it is not set (an empty
 * value counts as not set).
 */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    if (raw === '') return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** The session marker in a `document.cookie` string. */
export function readSessionMarker(cookieHeader: string): string | null {
  return readCookie(cookieHeader, SESSION_MARKER_COOKIE);
}

/** True when the session changed since `cached` was read: set, cleared or replaced. */
export function sessionChanged(cached: string | null, current: string | null): boolean {
  return cached !== current;
}
