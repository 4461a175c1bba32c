import { z } from 'zod';

/** Every error code the spec names, plus the ones the mock needs for its own guarantees. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  // accounts (spec 1 section 8)
  'INVALID_CREDENTIALS',
  'ACCOUNT_INACTIVE',
  'ACCOUNT_RESTRICTED',
  'ACCOUNT_NOT_VERIFIED',
  'MOBILE_ALREADY_REGISTERED',
  'USER_NOT_FOUND',
  'INVALID_OTP',
  'OTP_EXPIRED',
  'OTP_COOLDOWN',
  'WRONG_PASSWORD',
  'WEAK_PASSWORD',
  // settings
  'CHANGE_REQUEST_PENDING',
  'BANK_ACCOUNT_LIMIT',
  'INVALID_IBAN',
  'INVALID_CARD_NUMBER',
  'INVALID_NATIONAL_ID',
  // trading and wallets (spec 2)
  'INVALID_REQUEST_DATA',
  'KYC_LEVEL_REQUIRED',
  'MARKET_CLOSED',
  'INSUFFICIENT_BALANCE',
  'INSUFFICIENT_GOLD',
  'OFFER_NOT_FOUND',
  'BANK_ACCOUNT_NOT_VERIFIED',
  'UNSUPPORTED_FILE_TYPE',
  'FILE_TOO_LARGE',
  // tickets
  'TICKET_CLOSED',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

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
