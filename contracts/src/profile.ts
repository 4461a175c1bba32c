import { z } from 'zod/mini';
import { idSchema, isoDateSchema, okEnvelope } from './common';

/** The user as the API returns it. The password is write-only and never appears here. */
export const userSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    mobile: z.string(),
    name: z.string(),
    // The provider may leave these out; the panel treats a missing value as 'not defined'.
    nationalId: z._default(z.nullable(z.string()), null),
    birthdate: z._default(z.nullable(z.string()), null),
    isActive: z.boolean(),
    isVerified: z.boolean(),
    email: z.optional(z.nullable(z.string())),
    depositReferenceId: z.optional(z.nullable(z.string())),
    fcmTokens: z._default(z.array(z.string()), []),
    createdAt: z.optional(isoDateSchema),
  }),
);
export type User = z.infer<typeof userSchema>;

/** GET /user-auth/profile: the user in `data.data`. */
export const profileResponseSchema = z.lazy(() => okEnvelope(userSchema));
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** PATCH /user-auth/profile: the spec only names the e-mail update. */
export const updateProfileRequestSchema = z.lazy(() =>
  z.strictObject({
    email: z.email({ error: 'ایمیل معتبر نیست' }),
  }),
);
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
export const updateProfileResponseSchema = z.lazy(() => okEnvelope(userSchema));

/** POST /users/me/fcm-token */
export const fcmTokenRequestSchema = z.lazy(() => z.strictObject({ token: z.string().check(z.minLength(1), z.maxLength(4096)) }));
export type FcmTokenRequest = z.infer<typeof fcmTokenRequestSchema>;
export const fcmTokenResponseSchema = z.lazy(() => okEnvelope(z.object({ fcmTokens: z.array(z.string()) })));
