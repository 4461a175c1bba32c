import { z } from 'zod/mini';

/**
 * The provider wraps answers inconsistently: `{ data: { data: X } }`, `{ data: X }` or X itself. Takes the
 * innermost candidate that matches `schema`.
 */
export function unwrap<S extends z.core.$ZodType>(body: unknown, schema: S): z.output<S> {
  const candidates: unknown[] = [];
  let cursor: unknown = body;
  for (let depth = 0; depth < 3 && cursor !== null && cursor !== undefined; depth++) {
    candidates.unshift(cursor);
    cursor = typeof cursor === 'object' && 'data' in (cursor as object) ? (cursor as { data: unknown }).data : undefined;
  }
  for (const candidate of candidates) {
    const parsed = z.safeParse(schema, candidate);
    if (parsed.success) return parsed.data;
  }
  throw new InvalidResponseError();
}

export class InvalidResponseError extends Error {
  constructor() {
    super('invalid response from server');
  }
}

/** A bare array, `{ data: [] }` or `{ data: { data: [] } }` ("array or data array" in both specs). */
export function unwrapArray(body: unknown): unknown[] {
  let cursor: unknown = body;
  for (let depth = 0; depth < 3; depth++) {
    if (Array.isArray(cursor)) return cursor;
    if (cursor === null || typeof cursor !== 'object' || !('data' in cursor)) break;
    cursor = (cursor as { data: unknown }).data;
  }
  throw new InvalidResponseError();
}
