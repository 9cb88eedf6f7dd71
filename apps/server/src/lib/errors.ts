import type { ErrorCode, ErrorParams, ErrorReason, FieldIssue } from '@signaldesk/contracts/errors';

/**
 * Named domain errors. Throw them anywhere in a request; the one error handler (http/error-handler.ts) turns each
 * into `{success: false, error, code}` with its status. Anything else becomes a generic 500.
 */
export class HttpError extends Error {
  /** What exactly was refused, for the console to word it (`subscriber.notFound`), with its values. */
  reason?: { key: ErrorReason; params?: ErrorParams };

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldIssue[],
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** Names the refusal for the console (docs/console.md, Server calls); the message stays the fallback. */
  because(key: ErrorReason, params?: ErrorParams): this {
    this.reason = { key, params };
    return this;
  }
}

export class ValidationError extends HttpError {
  constructor(message: string, fields?: FieldIssue[]) {
    super(400, 'VALIDATION_ERROR', message, fields);
  }
}
export class UnauthorizedError extends HttpError {
  constructor(message = 'Authentication required') {
    super(401, 'UNAUTHORIZED', message);
  }
}
export class ForbiddenError extends HttpError {
  constructor(message = 'Forbidden') {
    super(403, 'FORBIDDEN', message);
  }
}
export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, 'NOT_FOUND', message);
  }
}
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, 'CONFLICT', message);
  }
}
export class RateLimitError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}
/** The server refuses work it has no room for right now (503); the client may retry after a moment. */
export class ServiceBusyError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, 'SERVICE_BUSY', message);
  }
}
/** The exchange or a report provider failed (502). */
export class UpstreamError extends HttpError {
  constructor(message: string) {
    super(502, 'UPSTREAM_ERROR', message);
  }
}
/**
 * The exchange failed (502): its own words are the refusal's `detail`, which the console shows inside its sentence
 * (docs/console.md, Server calls).
 */
export class ExchangeError extends UpstreamError {
  constructor(detail: string, message = detail) {
    super(message);
    this.because('upstream.exchange', { detail });
  }
}

/** A call to the exchange that threw, as the 502 the console words: "The exchange failed: …". */
export function exchangeFailed(error: unknown): ExchangeError {
  const detail = error instanceof Error ? error.message : String(error);
  return new ExchangeError(detail, `The exchange failed: ${detail}`);
}

export class TimeoutError extends HttpError {
  constructor(message: string) {
    super(504, 'TIMEOUT', message);
  }
}

/**
 * Builds an expected refusal without capturing a stack trace: under a login flood thousands are made a second, the
 * stack capture was a tenth of the server's time, and the error handler never logs an HttpError's stack.
 */
export function withoutStack<T extends Error>(make: () => T): T {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return make();
  } finally {
    Error.stackTraceLimit = limit;
  }
}
