/**
 * The identity wire's plain values (no zod), so the browser can import them without the schemas.
 * identity.ts re-exports everything here.
 */
import { IdentityCalls } from './calls.js';

export { IdentityCalls };
export type IdentityCallPath = (typeof IdentityCalls)[keyof typeof IdentityCalls];

/**
 * Cookie names. `access` and `refresh` are HttpOnly; `marker` is readable by scripts, holds no
 * secret, changes with every new session and is cleared on sign-out: the web app compares it every
 * SESSION_CHECK_INTERVAL_MS to notice a sign-in or sign-out in another tab.
 */
export const SessionCookies = { access: 'daitkn', refresh: 'dairftkn', marker: 'dasess' } as const;
export const SESSION_CHECK_INTERVAL_MS = 2500;
export const ACCESS_TOKEN_MINUTES = 15;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
/** The page a password-reset link opens: `${RESET_PASSWORD_PAGE}?reset_token=...`. */
export const RESET_PASSWORD_PAGE = '/designmaker/start';
export const RESET_TOKEN_PARAM = 'reset_token';
