import { z } from 'zod';
import { describeError, toApiFailure } from '../../../shared/api/errors';

/** A flat `{ success: false, error }` the provider answered with 200: its text is the one to show. */
export class RefusedError extends Error {}

const refusal = z.object({ success: z.literal(false), error: z.string().optional(), message: z.string().optional() });
export function assertSucceeded(body: unknown): void {
  const refused = refusal.safeParse(body);
  if (refused.success) throw new RefusedError(refused.data.error || refused.data.message || '');
}

/**
 * The server's own words when it gave any (spec 2 section 8: "the server's error text is preferred"), else the
 * screen's: 'خطا در ایجاد تیکت', 'خطا در ارسال پیام' and so on, for no answer as for an unreadable one.
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof RefusedError && error.message) return error.message;
  const failure = toApiFailure(error);
  if (failure.kind === 'http' && failure.serverMessage?.trim()) return failure.serverMessage;
  return describeError(error, { fallback, server: fallback, network: fallback, invalidResponse: fallback });
}

/** Each customer action carries its own key: a retry after a lost answer is answered, not done twice. */
export const once = (key: string) => ({ headers: { 'Idempotency-Key': key } });
