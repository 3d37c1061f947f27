import { pino, type Logger } from 'pino';

/** Keys whose values never reach a log line, wherever they appear. */
export const REDACTED_KEYS = [
  'password', 'new_password', 'old_password', 'token', 'access_token', 'refresh_token', 'id_token',
  'secret', 'client_secret', 'password_hash', 'hash', 'authorization', 'cookie', 'set-cookie',
];

const redactPaths = REDACTED_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`, `req.headers.${k}`, `res.headers.${k}`]);

export function createLogger(options: { level?: string; name?: string; destination?: NodeJS.WritableStream } = {}): Logger {
  const level = options.level ?? process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info');
  return pino(
    { name: options.name ?? 'designmaker', level, redact: { paths: redactPaths, censor: '[redacted]' } },
    options.destination ?? process.stdout,
  );
}

export type { Logger };
