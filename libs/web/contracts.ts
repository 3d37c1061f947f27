/**
 * The shell's and the account screens' names from @dm/contracts (the wire shared with the
 * server), through its zod-free subpaths: '@dm/contracts/calls', '/constants' and '/types'.
 */
export { Messages } from '@dm/contracts/constants';
export { Calls, type CallPath } from '@dm/contracts/calls';
export type { Envelope, OkEnvelope, ErrorEnvelope, HealthStatus } from '@dm/contracts/types';

// ---------- identity ----------
export { IdentityCalls } from '@dm/contracts/calls';
export {
  SessionCookies,
  SESSION_CHECK_INTERVAL_MS,
  PASSWORD_MIN_LENGTH,
  RESET_PASSWORD_PAGE,
  RESET_TOKEN_PARAM,
} from '@dm/contracts/constants';
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
} from '@dm/contracts/types';
