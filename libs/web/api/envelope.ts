import { Messages, type Envelope } from '../contracts';

export type { Envelope };

/** The prefix of every failed-call message the user can see (libs/contracts Messages). */
export const SERVER_CALL_FAILED: string = Messages.serverCallFailed;

/** 'Server call failed with error -- <the server's error text>'. */
export function serverCallFailed(serverError: string): string {
  return `${SERVER_CALL_FAILED} ${serverError}`.trimEnd();
}

/** The server's message of a failed call (RTK Query's error), or the spec's fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  return (error as { serverError?: string } | undefined)?.serverError ?? fallback;
}

export function isEnvelope(body: unknown): body is Envelope<unknown> {
  if (typeof body !== 'object' || body === null || !('response_code' in body)) return false;
  const code = (body as { response_code: unknown }).response_code;
  return code === 1 || code === 0;
}
