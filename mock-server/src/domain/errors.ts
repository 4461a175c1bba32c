import type { ErrorCode } from '@gold/contracts/common';

/** A refusal the API reports with a status, an error code and a Persian message. */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what = 'مورد درخواستی') => new DomainError(404, 'NOT_FOUND', `${what} یافت نشد`);
