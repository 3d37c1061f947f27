/**
 * The web side's one doorway into libs/contracts (the wire shared with the server). It imports the
 * zod-free source files directly rather than the package index, so the browser bundle never pulls
 * in zod for the schemas it does not use; health is imported as a type only.
 */
export { Messages } from '../contracts/src/messages';
export { Calls, type CallPath } from '../contracts/src/calls';
export type { Envelope, OkEnvelope, ErrorEnvelope } from '../contracts/src/envelope';
export type { HealthStatus } from '../contracts/src/health';

// ---------- identity (libs/contracts/src/identity.ts) ----------
// That file defines its zod schemas beside its constants, so importing any value from it would
// bring zod into the bundle. The web imports its types only, and mirrors the few constants it
// needs below; each mirror is typed as the contract's own constant, so the compiler rejects any
// drift (a renamed path or cookie fails `tsc`).
import type {
  IdentityCalls as ContractIdentityCalls,
  SessionCookies as ContractSessionCookies,
  SESSION_CHECK_INTERVAL_MS as CONTRACT_SESSION_CHECK_INTERVAL_MS,
  PASSWORD_MIN_LENGTH as CONTRACT_PASSWORD_MIN_LENGTH,
  RESET_PASSWORD_PAGE as CONTRACT_RESET_PASSWORD_PAGE,
  RESET_TOKEN_PARAM as CONTRACT_RESET_TOKEN_PARAM,
} from '../contracts/src/identity';
export type {
  User,
  UserType,
  Subscription,
  Team,
  Teams,
  Credits,
  AuthConfig,
  RegisterRequest,
  LoginRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  ForgotPasswordAnswer,
  ResetPasswordAnswer,
  LogoutAnswer,
  UserDetailsAnswer,
  OidcLoginQuery,
} from '../contracts/src/identity';

export const IdentityCalls: typeof ContractIdentityCalls = {
  register: 'auth/register',
  login: 'auth/login',
  forgotPassword: 'auth/forgot_password',
  resetPassword: 'auth/reset_password',
  refresh: 'auth/refresh',
  authConfig: 'auth/config',
  oidcLogin: 'auth/oidc/login',
  oidcCallback: 'auth/oidc/callback',
  getDetails: 'user/get_details',
  logout: 'user/logout',
  fetchTeams: 'user/fetch_teams',
  credits: 'user/credits/',
};
export const SessionCookies: typeof ContractSessionCookies = { access: 'daitkn', refresh: 'dairftkn', marker: 'dasess' };
export const SESSION_CHECK_INTERVAL_MS: typeof CONTRACT_SESSION_CHECK_INTERVAL_MS = 2500;
export const PASSWORD_MIN_LENGTH: typeof CONTRACT_PASSWORD_MIN_LENGTH = 8;
export const RESET_PASSWORD_PAGE: typeof CONTRACT_RESET_PASSWORD_PAGE = '/designmaker/start';
export const RESET_TOKEN_PARAM: typeof CONTRACT_RESET_TOKEN_PARAM = 'reset_token';
