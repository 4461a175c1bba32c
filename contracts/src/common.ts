import { z } from 'zod';
import { errorCodeSchema } from './errors';

export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** The JSON error envelope: `error` and `message` carry the same Persian text. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  errorCode: errorCodeSchema,
  details: z.array(fieldIssueSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** The canonical success envelope the mock answers with: `{ success: true, data, message? }`. */
export const okEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });

export const okMessageSchema = z.object({ success: z.literal(true), message: z.string().optional() });
export type OkMessage = z.infer<typeof okMessageSchema>;

/** `?page&limit` with the spec's defaults. Strings from the query are coerced. */
export const pageQuerySchema = (defaultLimit: number) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(defaultLimit),
  });
export type PageQuery = { page: number; limit: number };

export const paginationSchema = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: z.number().int().min(0),
  totalPages: z.number().int().min(0),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const isoDateSchema = z.iso.datetime({ offset: true });
export const idSchema = z.string().min(1);
