/**
 * The identity wire's plain values (no zod), so the browser can import them without the schemas.
 * identity.ts re-exports everything here.
 */
/**
 * The identity wire: sign-in, sessions, the user record, teams and credits (spec: editor-and-tools
 * sections 4 "Session", 7 "Session and account", 9; library-and-dashboard section 3 "User").
 * Every call is POST /api/<path> with a JSON body and cookies unless marked GET; answers use the
 * envelope {response_code: 1, data} / {response_code: 0, error}.
 *
 * Web code that wants no zod in its bundle can `import type` the types below and copy nothing:
 * the runtime constants (paths, cookie names) are plain values at the top of this file.
 */
export const IdentityCalls = {
  /** POST {email, name, password} → User; starts a session (sets the cookies). */
  register: 'auth/register',
  /** POST {email, password} → User; starts a session. */
  login: 'auth/login',
  /** POST {email} → {sent: true}, whether or not the address has an account. */
  forgotPassword: 'auth/forgot_password',
  /** POST {token, password} → {reset: true}; every session of the user is revoked. */
  resetPassword: 'auth/reset_password',
  /** POST {} → {refreshed: true}; rotates the refresh token (the guard also does it transparently). */
  refresh: 'auth/refresh',
  /** GET → {oidc: boolean}: false shows the built-in modal, true redirects to the provider. */
  authConfig: 'auth/config',
  /** GET ?mode=login|register&return_to=/path → 302 to the account provider. */
  oidcLogin: 'auth/oidc/login',
  /** GET: the provider returns here; 302 to return_to with the session started. */
  oidcCallback: 'auth/oidc/callback',
  /** POST {} → User, or null for a visitor (still 200). */
  getDetails: 'user/get_details',
  /** POST {} → {message: 'You have been Logged Out'}; clears the cookies, revokes the session. */
  logout: 'user/logout',
  /** POST {} → {own_teams, member_teams}. */
  fetchTeams: 'user/fetch_teams',
  /** GET → {'123rf': {remaining}, imagemaker: {balance}}. */
  credits: 'user/credits/',
} as const;
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
