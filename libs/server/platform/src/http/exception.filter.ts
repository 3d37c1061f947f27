import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { fail, Messages } from '@dm/contracts';
import { DomainError, RateLimitedError } from '../domain/errors.js';
import { requestContext } from './request-context.js';

/**
 * The one place an error becomes an answer. Domain errors keep their message and status; Nest's
 * own HTTP errors (unknown route, body parser) get a clear message; anything else is a 500 whose
 * details stay in the log.
 */
@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const req = host.switchToHttp().getRequest<{ originalUrl?: string }>();
    const path = (req.originalUrl ?? '').split('?')[0];
    const { status, message } = this.toAnswer(exception, path);
    if (exception instanceof RateLimitedError) res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    if (status >= 500 && exception instanceof DomainError) {
      // a provider that failed or a feature not set up: expected, and said to the caller
      this.logger.warn({ correlationId: requestContext.get()?.correlationId, path, status, message }, 'upstream or unavailable');
    } else if (status >= 500) {
      this.logger.error({ err: exception, correlationId: requestContext.get()?.correlationId, path }, 'unhandled error');
    }
    if (res.headersSent) return;
    res.status(status).json(fail(message));
  }

  private toAnswer(exception: unknown, path: string): { status: number; message: string } {
    if (exception instanceof DomainError) return { status: exception.status, message: exception.message };
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status === 404) return { status, message: Messages.unknownCall(path.replace(/^\/api\//, '')) };
      if (status === 413) return { status, message: Messages.payloadTooLarge('1 MB') };
      if (status === 400) return { status, message: Messages.invalidJson };
      if (status < 500) return { status, message: exception.message };
    }
    const err = exception as { type?: string; status?: number };
    // body-parser errors arrive as plain errors with a type and status
    if (err?.type === 'entity.too.large') return { status: 413, message: Messages.payloadTooLarge('1 MB') };
    if (err?.type === 'entity.parse.failed') return { status: 400, message: Messages.invalidJson };
    return { status: 500, message: Messages.internalError };
  }
}
