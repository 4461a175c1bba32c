import { z } from 'zod';
import { InvalidResponseError } from '../../../shared/api/normalize';

/** A pending name, national-ID or birthdate change; `requestedName` holds the requested value for all three. */
export type PendingChange = { id: string; requestedName: string; createdAt: string };

export const pendingChangeSchema = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  requestedName: z.union([z.string(), z.number()]).transform(String),
  createdAt: z.string().catch(''),
  status: z.string().optional(),
});

/**
 * The pending request, or null when there is none: `{ data: request | null }`, `{ data: { data: ... } }` or the
 * bare request. A request whose status is no longer pending counts as none.
 */
export function normalizePendingChange(body: unknown): PendingChange | null {
  let cursor: unknown = body;
  for (let depth = 0; depth < 3; depth++) {
    if (cursor === null || cursor === undefined) return null;
    const parsed = pendingChangeSchema.safeParse(cursor);
    if (parsed.success) {
      const { status, ...request } = parsed.data;
      return status && status !== 'pending' ? null : request;
    }
    if (typeof cursor !== 'object' || !('data' in cursor)) break;
    cursor = (cursor as { data: unknown }).data;
  }
  throw new InvalidResponseError();
}
