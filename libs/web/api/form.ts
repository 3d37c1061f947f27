// Multipart calls (uploads, saves with files): RTK Query's envelope base query sends JSON, so
// these post a FormData themselves and answer in the same { data } / { error } shape.
import type { ServerCallError } from './baseQuery';

const SOMETHING_WRONG = 'Something went wrong.';

export async function postForm<T>(path: string, form: FormData): Promise<{ data: T; error?: undefined } | { error: ServerCallError; data?: undefined }> {
  try {
    const res = await fetch(`/api/${path}`, { method: 'POST', body: form, credentials: 'same-origin' });
    const body = (await res.json().catch(() => null)) as { response_code?: number; data?: T; error?: string } | null;
    if (res.ok && body?.response_code === 1 && body.data !== undefined) return { data: body.data };
    const text = body?.error ?? SOMETHING_WRONG;
    return { error: { status: res.status, message: text, serverError: text } };
  } catch {
    return { error: { status: 'FETCH_ERROR', message: SOMETHING_WRONG, serverError: SOMETHING_WRONG } };
  }
}
