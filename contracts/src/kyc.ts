import { z } from 'zod';
import { errorMessage } from './errors';
import { idSchema, isoDateSchema, okEnvelope } from './common';
import { isValidBirthdate } from './rules/birthdate';
import { isValidNationalId } from './rules/national-id';
import { authResultSchema, mobileSchema, nameSchema, otpSchema, otpSentResponseSchema, passwordSchema } from './auth';
import { toAsciiDigits } from './rules/digits';

export const kycLevelSchema = z.lazy(() => z.union([z.literal(0), z.literal(1), z.literal(2)]));
export type KycLevel = z.infer<typeof kycLevelSchema>;

/** GET /kyc/me (spec 1 section 3, spec 2 section 3). */
export const kycSchema = z.lazy(() =>
  z.object({
    kycLevel: kycLevelSchema,
    nationalId: z.string().nullable(),
    nationalIdVerified: z.boolean(),
    birthdate: z.string().nullable(),
    birthdateVerified: z.boolean(),
    bankVerified: z.boolean(),
  }),
);
export type Kyc = z.infer<typeof kycSchema>;
export const kycResponseSchema = z.lazy(() => okEnvelope(kycSchema));

export const CHANGE_REQUEST_KINDS = ['name', 'national-id', 'birthdate'] as const;
export type ChangeRequestKind = (typeof CHANGE_REQUEST_KINDS)[number];

/** A pending name, national-ID or birthdate change. `requestedName` holds the requested value for all three. */
export const changeRequestSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    requestedName: z.string(),
    createdAt: isoDateSchema,
    status: z.enum(['pending', 'approved', 'rejected', 'cancelled']).optional(),
  }),
);
export type ChangeRequest = z.infer<typeof changeRequestSchema>;
/** GET /user-auth/pending-*-change-request: `data` is the pending request or null. */
export const pendingChangeRequestResponseSchema = z.lazy(() => okEnvelope(changeRequestSchema.nullable()));
export const changeRequestResponseSchema = z.lazy(() => okEnvelope(changeRequestSchema));

export const nameChangeRequestSchema = z.lazy(() => z.strictObject({ name: nameSchema }));
export const nationalIdChangeRequestSchema = z.lazy(() =>
  z.strictObject({
    nationalId: z
      .string()
      .transform((v) => toAsciiDigits(v))
      .refine(isValidNationalId, { error: errorMessage('INVALID_NATIONAL_ID') }),
  }),
);
export const birthdateChangeRequestSchema = z.lazy(() =>
  z.strictObject({
    birthdate: z
      .string()
      .transform((v) => toAsciiDigits(v))
      .refine(isValidBirthdate, { error: 'تاریخ تولد معتبر نیست' }),
  }),
);
export type NameChangeRequest = z.input<typeof nameChangeRequestSchema>;
export type NationalIdChangeRequest = z.input<typeof nationalIdChangeRequestSchema>;
export type BirthdateChangeRequest = z.input<typeof birthdateChangeRequestSchema>;

/**
 * Mobile change: request a code to the new number, then confirm it. The request needs the current password
 * (beyond the spec's `newMobile`): a stolen access token alone must not move the account to another number.
 */
export const phoneChangeRequestSchema = z.lazy(() =>
  z.strictObject({ newMobile: mobileSchema, currentPassword: passwordSchema }),
);
export const confirmPhoneChangeRequestSchema = z.lazy(() => z.strictObject({ newMobile: mobileSchema, otp: otpSchema }));
export type PhoneChangeRequest = z.input<typeof phoneChangeRequestSchema>;
export type ConfirmPhoneChangeRequest = z.input<typeof confirmPhoneChangeRequestSchema>;
/** request-phone-change answers the code's timing (the code goes to the new number). */
export const phoneChangeResponseSchema = otpSentResponseSchema;
/** confirm-phone-change ends every other session: it answers the updated user with fresh tokens for this one. */
export const confirmPhoneChangeResponseSchema = z.lazy(() => okEnvelope(authResultSchema));
