import { ERROR_STATUS, type ErrorCode } from '@atelier/contracts';

/**
 * The one error type the API throws for expected failures. `code` is one of the closed set in
 * contracts/errors.ts, which fixes the HTTP status; `message` is shown to the user as it is.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly extra: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, opts: { extra?: Record<string, unknown>; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.extra = opts.extra;
    this.headers = opts.headers;
  }
}

/** 404 with the given message: the answer for anything missing or not the caller's. */
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
