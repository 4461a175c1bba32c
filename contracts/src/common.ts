import { z } from 'zod/mini';
import { errorCodeSchema } from './errors';

// The schemas a first visit to /auth reaches (this file, errors, profile, auth, auth-forms) are written with zod/mini:
// the same checks and messages as classic zod, without its schema methods in the sign-in page's bytes. Compose them
// with functions (`z.optional(idSchema)`), not methods.
//
// Every schema in contracts is `z.lazy(() => …)`: zod builds it at its first parse, or when a schema composing it is
// parsed, and keeps it. Importing contracts then builds none: the panel's entry evaluates these modules long before it
// parses anything. Compose the lazy schema itself, inside another `z.lazy` (`.unwrap()` builds a fresh copy at each
// call). first-use.test.ts holds every module to this.

export const fieldIssueSchema = z.lazy(() => z.object({ path: z.string(), message: z.string() }));
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** The JSON error envelope: `error` and `message` carry the same Persian text. */
export const errorEnvelopeSchema = z.lazy(() =>
  z.object({
    success: z.literal(false),
    error: z.string(),
    message: z.string(),
    errorCode: errorCodeSchema,
    details: z.optional(z.array(fieldIssueSchema)),
  }),
);
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** The canonical success envelope the mock answers with: `{ success: true, data, message? }`. */
export const okEnvelope = <T extends z.core.$ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.optional(z.string()), data });

export const okMessageSchema = z.lazy(() => z.object({ success: z.literal(true), message: z.optional(z.string()) }));
export type OkMessage = z.infer<typeof okMessageSchema>;

/** `?page&limit` with the spec's defaults. Strings from the query are coerced. */
export const pageQuerySchema = (defaultLimit: number) =>
  z.object({
    page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
    limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), defaultLimit),
  });
export type PageQuery = { page: number; limit: number };

const count = (min: number) => z.int().check(z.minimum(min));
export const paginationSchema = z.lazy(() =>
  z.object({ page: count(1), limit: count(1), total: count(0), totalPages: count(0) }),
);
export type Pagination = z.infer<typeof paginationSchema>;

export const isoDateSchema = z.lazy(() => z.iso.datetime({ offset: true }));
/** Any text but the empty one: ids, tokens, configured keys. */
export const nonEmptySchema = z.lazy(() => z.string().check(z.minLength(1)));
export const idSchema = nonEmptySchema;
