import type { AxiosError } from 'axios';
import { InvalidResponseError } from './normalize';

export type ApiFailure =
  | { kind: 'network' }
  | { kind: 'http'; status: number; code: string | null; serverMessage: string | null }
  | { kind: 'unknown'; message: string | null };

/** An error axios raised (its own flag: the class itself is loaded with the first request, see client.ts). */
export const isHttpError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

/** What went wrong, read from an axios error or the provider's `{ success: false, error, errorCode }`. */
export function toApiFailure(error: unknown): ApiFailure {
  if (isHttpError(error)) {
    if (!error.response) return { kind: 'network' };
    const body = (error.response.data ?? {}) as { errorCode?: unknown; error?: unknown; message?: unknown };
    const text = typeof body.error === 'string' ? body.error : typeof body.message === 'string' ? body.message : null;
    return {
      kind: 'http',
      status: error.response.status,
      code: typeof body.errorCode === 'string' ? body.errorCode : null,
      serverMessage: text,
    };
  }
  return { kind: 'unknown', message: error instanceof Error ? error.message : null };
}

export type ErrorCatalogue = {
  byCode?: Record<string, string>;
  byStatus?: Record<number, string>;
  /** 500 and above. */
  server?: string;
  /** No answer at all. */
  network?: string;
  /** An answer that arrived but could not be read. */
  invalidResponse?: string;
  /** Show the server's own text when no entry above matches (settings screens). */
  preferServerMessage?: boolean;
  fallback: string;
};

export const SERVER_ERROR = 'خطای سرور، لطفاً بعداً تلاش کنید';
export const NETWORK_ERROR = 'خطا در اتصال به سرور، لطفاً اتصال اینترنت خود را بررسی کنید';

/** Maps an error to the screen's Persian message: error code first, then status, then the fallbacks. */
export function describeError(error: unknown, catalogue: ErrorCatalogue): string {
  if (error instanceof InvalidResponseError && catalogue.invalidResponse) return catalogue.invalidResponse;
  const failure = toApiFailure(error);
  if (failure.kind === 'network') return catalogue.network ?? NETWORK_ERROR;
  if (failure.kind === 'http') {
    if (failure.code && catalogue.byCode?.[failure.code]) return catalogue.byCode[failure.code];
    if (catalogue.byStatus?.[failure.status]) return catalogue.byStatus[failure.status];
    if (failure.status >= 500) return catalogue.server ?? SERVER_ERROR;
    if (catalogue.preferServerMessage && failure.serverMessage) return failure.serverMessage;
  }
  return catalogue.fallback;
}

export const errorStatusOf = (error: unknown): number | null => {
  const failure = toApiFailure(error);
  return failure.kind === 'http' ? failure.status : null;
};

export const errorCodeOf = (error: unknown): string | null => {
  const failure = toApiFailure(error);
  return failure.kind === 'http' ? failure.code : null;
};
