/** The wire envelope every call answers with (spec: "Envelope with response_code other than 1: failure"). */
export type Envelope<T> = OkEnvelope<T> | ErrorEnvelope;
export interface OkEnvelope<T> {
  response_code: 1;
  data: T;
}
export interface ErrorEnvelope {
  response_code: 0;
  error: string;
}

export const ok = <T>(data: T): OkEnvelope<T> => ({ response_code: 1, data });
export const fail = (error: string): ErrorEnvelope => ({ response_code: 0, error });

export function isOk<T>(envelope: unknown): envelope is OkEnvelope<T> {
  return typeof envelope === 'object' && envelope !== null && (envelope as { response_code?: unknown }).response_code === 1;
}
