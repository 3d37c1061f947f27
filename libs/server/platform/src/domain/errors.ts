import { Messages } from '@dm/contracts/constants';

/**
 * Errors a user may see. Each carries the HTTP status that fits it; the exception filter turns
 * it into `{response_code: 0, error}`. Anything that is not a DomainError becomes a 500 with a
 * generic message (the details go to the log, never to the client).
 */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 429 | 502 | 503 | 504,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(message: string, readonly field?: string) {
    super(message, 400, field ? { field } : undefined);
  }
}
export class UnauthenticatedError extends DomainError {
  constructor(message: string = Messages.signInRequired) {
    super(message, 401);
  }
}
export class ForbiddenError extends DomainError {
  constructor(message: string = Messages.forbidden) {
    super(message, 403);
  }
}
export class NotFoundError extends DomainError {
  constructor(message: string) {
    super(message, 404);
  }
}
export class ConflictError extends DomainError {
  constructor(message: string, details?: Record<string, unknown>) {
    super(message, 409, details);
  }
}
export class PayloadTooLargeError extends DomainError {
  constructor(message: string) {
    super(message, 413);
  }
}
export class RateLimitedError extends DomainError {
  constructor(message: string = Messages.tooManyRequests, readonly retryAfterSeconds = 60) {
    super(message, 429);
  }
}

/** A service the product calls (a photo provider, say) failed (502) or did not answer in time (504); nothing changed here. */
export class UpstreamError extends DomainError {
  constructor(message: string, status: 502 | 504 = 502) {
    super(message, status);
  }
}

/** The caller has not enough credit (or plan) for this: nothing was spent. */
export class PaymentRequiredError extends DomainError {
  constructor(message: string, details?: Record<string, unknown>) {
    super(message, 402, details);
  }
}

/** A feature this server is not set up for (a provider not configured): an admin can change it. */
export class ServiceUnavailableError extends DomainError {
  constructor(message: string, details?: Record<string, unknown>) {
    super(message, 503, details);
  }
}

/** A stale write to an event stream: someone appended first. Nothing was written. */
export class StreamConflictError extends ConflictError {
  constructor(readonly streamId: string, readonly expectedVersion: number, readonly actualVersion: number) {
    // the answer never shows internal stream ids; the details stay on the error for the log
    super(Messages.streamConflict, { streamId, expectedVersion, actualVersion });
  }
}
