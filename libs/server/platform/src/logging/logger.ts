import { pino, type Logger } from 'pino';

/** Keys whose values never reach a log line, wherever they appear. */
export const REDACTED_KEYS = [
  'password', 'new_password', 'old_password', 'token', 'access_token', 'refresh_token', 'id_token',
  'secret', 'client_secret', 'password_hash', 'hash', 'authorization', 'cookie', 'set-cookie',
];

const redactPaths = REDACTED_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`, `req.headers.${k}`, `res.headers.${k}`]);

/**
 * Errors are logged with their statement but never their values: a failed SQL query carries its
 * parameters (e-mails, whole documents) and PostgreSQL's `detail` repeats them, so both are dropped.
 */
export function serializeError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err) };
  const e = err as Error & { query?: unknown; code?: unknown; driverError?: { code?: unknown }; cause?: unknown };
  const out: Record<string, unknown> = { type: e.name, message: e.message.slice(0, 500), stack: e.stack };
  if (typeof e.query === 'string') out.query = e.query.slice(0, 2000);
  const code = e.code ?? e.driverError?.code;
  if (code !== undefined) out.code = code;
  if (e.cause instanceof Error) out.cause = serializeError(e.cause);
  return out;
}

export function createLogger(options: { level?: string; name?: string; destination?: NodeJS.WritableStream } = {}): Logger {
  const level = options.level ?? process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info');
  return pino(
    { name: options.name ?? 'designmaker', level, redact: { paths: redactPaths, censor: '[redacted]' }, serializers: { err: serializeError, error: serializeError } },
    options.destination ?? process.stdout,
  );
}

export type { Logger };
