import { z } from 'zod';
import type { Pagination } from '@gold/contracts/common';
import { NOTIFICATION_TYPES, PRIORITIES } from '@gold/contracts/constants';
import type { Notification, NotificationStats, NotificationType, Priority } from '@gold/contracts/notifications';
import { InvalidResponseError, unwrap } from '../../../shared/api/normalize';

export type NotificationPage = { notifications: Notification[]; pagination: Pagination };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null);
const count = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null;
};

/**
 * One notification as the provider sends it, made canonical: `_id` for id, `isRead` for read, an unknown
 * type becomes 'other' and an unknown priority 'medium'. A missing or bad date is kept as it is, and shows
 * as 'زمان نامشخص'. Without an id there is nothing to act on, so it gives null.
 */
export function normalizeNotification(raw: unknown): Notification | null {
  if (!isObject(raw)) return null;
  const id = text(raw.id) ?? text(raw._id);
  if (!id) return null;
  const type = NOTIFICATION_TYPES.includes(raw.type as NotificationType) ? (raw.type as NotificationType) : 'other';
  const priority = PRIORITIES.includes(raw.priority as Priority) ? (raw.priority as Priority) : 'medium';
  const read = typeof raw.read === 'boolean' ? raw.read : typeof raw.isRead === 'boolean' ? raw.isRead : false;
  return {
    id,
    type,
    title: text(raw.title) ?? '',
    message: text(raw.message) ?? text(raw.body) ?? '',
    data: isObject(raw.data) ? raw.data : null,
    read,
    createdAt: text(raw.createdAt) ?? text(raw.created_at) ?? '',
    priority,
  };
}

function toPage(items: unknown[], meta: Record<string, unknown>, requested: { page: number; limit: number }): NotificationPage {
  const notifications = items.map(normalizeNotification).filter((n): n is Notification => n !== null);
  const source = isObject(meta.pagination) ? meta.pagination : meta;
  const page = count(source.page) || requested.page;
  const limit = count(source.limit) || requested.limit;
  const total = count(source.total);
  const totalPages = count(source.totalPages) ?? count(source.pages);
  // Without page data: a full page may have a next one, a short page is the last.
  const derivedPages = notifications.length < limit ? page : page + 1;
  return {
    notifications,
    pagination: {
      page,
      limit,
      total: total ?? (page - 1) * limit + notifications.length,
      totalPages: totalPages ?? (total !== null ? Math.ceil(total / limit) : derivedPages),
    },
  };
}

/**
 * GET /notifications/me answers `{ success, data: { notifications, pagination } }`; the provider has also
 * been seen to answer one `data` deeper, with the page fields beside the list, or with a bare array.
 */
export function normalizeNotificationPage(body: unknown, requested: { page: number; limit: number }): NotificationPage {
  let cursor: unknown = body;
  for (let depth = 0; depth < 4; depth++) {
    if (Array.isArray(cursor)) return toPage(cursor, {}, requested);
    if (!isObject(cursor)) break;
    if (Array.isArray(cursor.notifications)) return toPage(cursor.notifications, cursor, requested);
    cursor = cursor.data;
  }
  throw new InvalidResponseError();
}

const statsSchema = z.object({
  total: z.coerce.number().int().min(0),
  unread: z.coerce.number().int().min(0),
  byType: z.record(z.string(), z.coerce.number().int().min(0)).catch({}),
});

/** GET /notifications/me/stats: `{ total, unread, byType }` in data, data.data or bare. */
export const normalizeNotificationStats = (body: unknown): NotificationStats => unwrap(body, statsSchema);
