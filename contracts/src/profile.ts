import { z } from 'zod';
import { idSchema, isoDateSchema, okEnvelope } from './common';

/** The user as the API returns it. The password is write-only and never appears here. */
export const userSchema = z.object({
  id: idSchema,
  mobile: z.string(),
  name: z.string(),
  // The provider may leave these out; the panel treats a missing value as 'not defined'.
  nationalId: z.string().nullable().default(null),
  birthdate: z.string().nullable().default(null),
  isActive: z.boolean(),
  isVerified: z.boolean(),
  email: z.string().nullable().optional(),
  depositReferenceId: z.string().nullable().optional(),
  fcmTokens: z.array(z.string()).default([]),
  createdAt: isoDateSchema.optional(),
});
export type User = z.infer<typeof userSchema>;

/** GET /user-auth/profile: the user in `data.data`. */
export const profileResponseSchema = okEnvelope(userSchema);
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** PATCH /user-auth/profile: the spec only names the e-mail update. */
export const updateProfileRequestSchema = z.strictObject({
  email: z.email({ error: 'ایمیل معتبر نیست' }),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
export const updateProfileResponseSchema = okEnvelope(userSchema);

/** POST /users/me/fcm-token */
export const fcmTokenRequestSchema = z.strictObject({ token: z.string().min(1).max(4096) });
export type FcmTokenRequest = z.infer<typeof fcmTokenRequestSchema>;
export const fcmTokenResponseSchema = okEnvelope(z.object({ fcmTokens: z.array(z.string()) }));
