import { z } from 'zod/mini';
import { idSchema, okEnvelope } from './common';
import { NOTIFICATION_TYPES } from './constants';

// Web Push (RFC 8030, with RFC 8291 payload encryption and RFC 8292 VAPID) to a closed panel. The mock sends it; the
// provider uses Firebase Cloud Messaging instead, so these calls are the mock's own.

/** The longest push endpoint accepted: those of the browsers' push services are a few hundred characters. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

/**
 * The browser's key for the payload's encryption (RFC 8291 section 3.2): a P-256 point in uncompressed form, 65 bytes
 * that start with 0x04, in base64url. 65 bytes are 87 characters, and the byte 0x04 makes the first one `B`.
 */
const p256dhSchema = z.lazy(() =>
  z.string().check(z.regex(/^B[\w-]{86}=?$/, { error: 'کلید p256dh باید نقطه ۶۵ بایتی P-256 به base64url باشد' })),
);
/** The authentication secret (RFC 8291 section 3.2): 16 bytes in base64url, 22 characters. */
const authSecretSchema = z.lazy(() =>
  z.string().check(z.regex(/^[\w-]{22}(==)?$/, { error: 'کلید auth باید ۱۶ بایت به base64url باشد' })),
);

/** A push service's endpoint: where the push is sent, and so a secret of the device; always https. */
export const pushEndpointSchema = z.lazy(() =>
  z
    .url({ error: 'نشانی اشتراک معتبر نیست' })
    .check(
      z.regex(/^https:\/\//, { error: 'نشانی اشتراک باید با https باشد' }),
      z.maxLength(PUSH_ENDPOINT_MAX_LENGTH, { error: 'نشانی اشتراک بیش از اندازه بلند است' }),
    ),
);

/** POST /users/me/push-subscriptions: the browser's `PushSubscription.toJSON()`, as it gives it. */
export const pushSubscriptionRequestSchema = z.lazy(() =>
  z.object({
    endpoint: pushEndpointSchema,
    /** When the push service will end the subscription, in ms since the epoch; browsers mostly give null. */
    expirationTime: z.optional(z.nullable(z.number().check(z.int(), z.minimum(0)))),
    keys: z.object({ p256dh: p256dhSchema, auth: authSecretSchema }),
  }),
);
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;
export const pushSubscriptionResponseSchema = z.lazy(() => okEnvelope(z.object({ endpoint: z.string() })));
export type PushSubscriptionResponse = z.infer<typeof pushSubscriptionResponseSchema>;

/** DELETE /users/me/push-subscriptions: the device's endpoint, as it was sent. */
export const pushUnsubscribeRequestSchema = z.lazy(() =>
  z.strictObject({ endpoint: z.string().check(z.minLength(1), z.maxLength(PUSH_ENDPOINT_MAX_LENGTH)) }),
);
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeRequestSchema>;
/** `removed` is false when the customer had no such subscription, whoever else may have it. */
export const pushUnsubscribeResponseSchema = z.lazy(() => okEnvelope(z.object({ endpoint: z.string(), removed: z.boolean() })));
export type PushUnsubscribeResponse = z.infer<typeof pushUnsubscribeResponseSchema>;

/**
 * What a Web Push carries, as JSON, for the service worker: the notification's id, title, text and type, and the
 * panel's page that a click opens (`routeForNotification`, or the notifications page for a type that leads nowhere).
 */
export const webPushPayloadSchema = z.lazy(() =>
  z.object({ id: idSchema, title: z.string(), body: z.string(), type: z.enum(NOTIFICATION_TYPES), url: z.string() }),
);
export type WebPushPayload = z.infer<typeof webPushPayloadSchema>;
