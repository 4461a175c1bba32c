import { NOTIFICATION_TYPES } from '@gold/contracts/constants';
import type { NotificationType } from '@gold/contracts/notifications';
import { NOTIFICATION_PAGES, pushUrlForNotification } from '@gold/contracts/rules/notification-routes';

/** What the service worker shows for a push, whoever sent it. */
export type PushNotice = { id: string | null; title: string; body: string; url: string };

/** Shown when a push message has no title (spec 1 section 2). */
export const DEFAULT_PUSH_TITLE = 'اعلان جدید';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const notificationType = (value: unknown): NotificationType | null => NOTIFICATION_TYPES.find((type) => type === value) ?? null;

/**
 * Reads a push, as either path sends it: the mock's Web Push (contracts' `webPushPayloadSchema`: `{ id, title, body,
 * type, url }`) or Firebase Cloud Messaging's (`{ notification: { title, body }, data: { … }, fcmMessageId }`, whose
 * `data` values are strings). The page a click opens is the one the payload names, or the click rule for its type, or
 * the notifications page. Whatever cannot be read becomes the default, so a push always shows something: browsers
 * count a push that shows nothing against the site.
 */
export function readPushMessage(json: unknown): PushNotice {
  const payload = record(json) ?? {};
  const notification = record(payload.notification);
  const data = record(payload.data) ?? {};
  // FCM's notification part over its data, over the mock's own fields.
  const source: Record<string, unknown> = { ...data, ...payload, ...notification };
  const type = notificationType(source.type);
  const named = text(source.url);
  return {
    id: text(source.id) ?? text(payload.fcmMessageId),
    title: text(source.title) ?? DEFAULT_PUSH_TITLE,
    body: typeof source.body === 'string' ? source.body : '',
    url: named ?? (type ? pushUrlForNotification(type, data) : NOTIFICATION_PAGES.notifications),
  };
}

/** A push's text as JSON, or a plain text push as its body. */
export function parsePushText(raw: string | null): unknown {
  if (raw === null) return {};
  try {
    return JSON.parse(raw);
  } catch {
    return { body: raw };
  }
}

/**
 * The page a click opens, on the panel's own origin only: a payload naming another site opens the notifications page.
 */
export function clickTarget(url: string, origin: string): string {
  try {
    const target = new URL(url, origin);
    if (target.origin === origin) return target.href;
  } catch {
    /* not a URL: the notifications page */
  }
  return new URL(NOTIFICATION_PAGES.notifications, origin).href;
}
