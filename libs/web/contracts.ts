/**
 * The web side's one doorway into libs/contracts (the wire shared with the server). It imports the
 * zod-free source files directly rather than the package index, so the browser bundle never pulls
 * in zod for the schemas it does not use; health is imported as a type only.
 */
export { Messages } from '../contracts/src/messages';
export { Calls, type CallPath } from '../contracts/src/calls';
export type { Envelope, OkEnvelope, ErrorEnvelope } from '../contracts/src/envelope';
export type { HealthStatus } from '../contracts/src/health';

// ---------- identity ----------
// Values from the zod-free identity.constants.ts; the schemas' types as types only.
export {
  IdentityCalls,
  SessionCookies,
  SESSION_CHECK_INTERVAL_MS,
  PASSWORD_MIN_LENGTH,
  RESET_PASSWORD_PAGE,
  RESET_TOKEN_PARAM,
} from '../contracts/src/identity.constants';
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
