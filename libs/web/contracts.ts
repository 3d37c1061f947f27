/**
 * The web side's one doorway into libs/contracts (the wire shared with the server). It imports the
 * zod-free source files directly rather than the package index, so the browser bundle never pulls
 * in zod for the schemas it does not use; health is imported as a type only.
 */
export { Messages } from '../contracts/src/messages';
export { Calls, type CallPath } from '../contracts/src/calls';
export type { Envelope, OkEnvelope, ErrorEnvelope } from '../contracts/src/envelope';
export type { HealthStatus } from '../contracts/src/health';
