/**
 * The server's answer envelope (ARCHITECTURE.md, "The wire"): `{response_code: 1, data}` on
 * success, `{response_code: 0, error}` on failure. libs/contracts will own the shared type; this
 * is the web side's reading of it until the contracts package exports one.
 */
export type Envelope<T> = { response_code: 1; data: T } | { response_code: 0; error: string };

/** The prefix of every failed-call message the user can see. */
export const SERVER_CALL_FAILED = 'Server call failed with error --';

/** 'Server call failed with error -- <the server's error text>'. */
export function serverCallFailed(serverError: string): string {
  return `${SERVER_CALL_FAILED} ${serverError}`.trimEnd();
}

export function isEnvelope(body: unknown): body is Envelope<unknown> {
  if (typeof body !== 'object' || body === null || !('response_code' in body)) return false;
  const code = (body as { response_code: unknown }).response_code;
  return code === 1 || code === 0;
}
