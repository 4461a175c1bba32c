import { z } from 'zod';
import { describeError, toApiFailure, type ErrorCatalogue } from '../../../shared/api/errors';

/** A flat `{ success: false, error }` the provider answered with 200: its text is the one to show. */
export class RefusedError extends Error {}

const refusal = z.object({ success: z.literal(false), error: z.string().optional(), message: z.string().optional() });
export function assertSucceeded(body: unknown, fallback: string): void {
  const refused = refusal.safeParse(body);
  if (refused.success) throw new RefusedError(refused.data.error || refused.data.message || fallback);
}

/** The server's own words when it gave any (spec 2 section 8), else the catalogue's. */
export function failureText(error: unknown, catalogue: ErrorCatalogue): string {
  if (error instanceof RefusedError) return error.message;
  const failure = toApiFailure(error);
  if (failure.kind === 'http' && failure.serverMessage && !catalogue.byCode?.[failure.code ?? '']) return failure.serverMessage;
  return describeError(error, catalogue);
}

/** Money-moving calls carry an Idempotency-Key: a retry after a lost answer is answered, not done twice. */
export const once = (key: string) => ({ headers: { 'Idempotency-Key': key } });
