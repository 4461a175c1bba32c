import { errorMessage, errorStatus, type ErrorCode, type ErrorParams } from '@gold/contracts/errors';

/**
 * A refusal the API reports. The status and the Persian text come from the error table in contracts; the
 * compiler checks that a code gets the values its text names (`new DomainError('OTP_COOLDOWN', { seconds })`).
 */
export class DomainError<C extends ErrorCode = ErrorCode> extends Error {
  readonly status: number;
  headers: Record<string, string> = {};

  constructor(
    readonly code: C,
    ...params: ErrorParams<C>
  ) {
    const message = errorMessage(code, ...params);
    // A refusal is an answer, not a fault: no stack is ever shown for one, so none is captured. A flood of refused
    // requests spent more time collecting stacks than answering.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.status = errorStatus(code);
  }

  /** Adds response headers, such as Retry-After. */
  withHeaders(headers: Record<string, string>): this {
    this.headers = { ...this.headers, ...headers };
    return this;
  }
}

export const notFound = (what?: string) => new DomainError('NOT_FOUND', { what });
