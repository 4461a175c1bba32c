import { describe, expect, it } from 'vitest';
import { pushSubscriptionRequestSchema, pushUnsubscribeRequestSchema } from './push';

// RFC 8291 section 5's user agent: a real P-256 point and a 16-byte secret.
const KEYS = {
  p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
};
const SUBSCRIPTION = { endpoint: 'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b', expirationTime: null, keys: KEYS };
const issuesOf = (value: unknown) =>
  pushSubscriptionRequestSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('pushSubscriptionRequestSchema', () => {
  it("takes the browser's PushSubscription.toJSON(), with or without an expiration time", () => {
    expect(pushSubscriptionRequestSchema.parse(SUBSCRIPTION)).toEqual(SUBSCRIPTION);
    expect(issuesOf({ endpoint: SUBSCRIPTION.endpoint, keys: KEYS })).toEqual([]);
    expect(issuesOf({ ...SUBSCRIPTION, expirationTime: 1_900_000_000_000 })).toEqual([]);
  });

  it('takes the keys with base64 padding too', () => {
    expect(issuesOf({ ...SUBSCRIPTION, keys: { p256dh: `${KEYS.p256dh}=`, auth: `${KEYS.auth}==` } })).toEqual([]);
  });

  it.each([
    ['http', 'http://push.example/x'],
    ['no scheme', 'push.example/x'],
    ['another scheme', 'ftp://push.example/x'],
    ['too long', `https://push.example/${'a'.repeat(2048)}`],
  ])('refuses an endpoint that is not https (%s)', (_what, endpoint) => {
    expect(new Set(issuesOf({ ...SUBSCRIPTION, endpoint }))).toEqual(new Set(['endpoint']));
  });

  it.each([
    ['a compressed point (33 bytes)', { ...KEYS, p256dh: KEYS.p256dh.slice(0, 44).replace(/^B/, 'A') }],
    ['a point that does not start with 0x04', { ...KEYS, p256dh: `A${KEYS.p256dh.slice(1)}` }],
    ['a point one byte short', { ...KEYS, p256dh: KEYS.p256dh.slice(0, 86) }],
    ['standard base64', { ...KEYS, p256dh: `${KEYS.p256dh.slice(0, 86)}+` }],
    ['an auth secret of 12 bytes', { ...KEYS, auth: KEYS.auth.slice(0, 16) }],
    ['an auth secret of 32 bytes', { ...KEYS, auth: `${KEYS.auth}${KEYS.auth}` }],
  ])('refuses keys of the wrong size or encoding: %s', (_what, keys) => {
    expect(issuesOf({ ...SUBSCRIPTION, keys })).toHaveLength(1);
  });

  it('refuses a subscription without keys, and a negative expiration time', () => {
    expect(issuesOf({ endpoint: SUBSCRIPTION.endpoint })).toEqual(['keys']);
    expect(issuesOf({ ...SUBSCRIPTION, expirationTime: -1 })).toEqual(['expirationTime']);
  });
});

describe('pushUnsubscribeRequestSchema', () => {
  it('takes an endpoint and nothing else', () => {
    expect(pushUnsubscribeRequestSchema.safeParse({ endpoint: SUBSCRIPTION.endpoint }).success).toBe(true);
    expect(pushUnsubscribeRequestSchema.safeParse({ endpoint: '' }).success).toBe(false);
    expect(pushUnsubscribeRequestSchema.safeParse({ endpoint: SUBSCRIPTION.endpoint, keys: KEYS }).success).toBe(false);
  });
});
