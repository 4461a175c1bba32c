import type { PageQuery, Pagination } from '@gold/contracts/common';
import { NOTIFICATION_TYPES } from '@gold/contracts/constants';
import type { Notification, NotificationStats, NotificationType, Priority } from '@gold/contracts/notifications';
import { randomUUID } from 'node:crypto';
import type { Reader, Row } from '../../db/database';
import type { Tx } from '../../db/tx';
import { notFound } from '../../errors';

export type NotificationDraft = {
  type: NotificationType;
  title: string;
  message: string;
  data?: Record<string, unknown> | null;
  priority: Priority;
};

type NotificationRow = Row & {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  data: string | null;
  read: number;
  priority: Priority;
  created_at: string;
};

const toPublicNotification = (r: NotificationRow): Notification => ({
  id: r.id,
  type: r.type,
  title: r.title,
  message: r.message,
  data: r.data === null ? null : (JSON.parse(r.data) as Record<string, unknown>),
  read: r.read === 1,
  createdAt: r.created_at,
  priority: r.priority,
});

/**
 * The one place a notification is created: stored for `userId`, and once the transaction commits, pushed as
 * `notification` to the user's room and sent by Web Push to the user's devices.
 */
export function createNotification(tx: Tx, userId: string, input: NotificationDraft, at: string): Notification {
  const id = randomUUID();
  tx.run(
    'INSERT INTO notifications (id, user_id, type, title, message, data, priority, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    id,
    userId,
    input.type,
    input.title,
    input.message,
    input.data ? JSON.stringify(input.data) : null,
    input.priority,
    at,
  );
  const notification = findOwn(tx, userId, id)!;
  tx.afterCommit((realtime) => realtime.toUser(userId, 'notification', notification));
  // An effect of its own, so that a failing socket push does not keep it from the devices.
  tx.afterCommit((realtime) => realtime.notifyDevices?.(userId, notification));
  return notification;
}

function findOwn(db: Reader, userId: string, id: string): Notification | undefined {
  const row = db.get<NotificationRow>('SELECT * FROM notifications WHERE id = ? AND user_id = ?', id, userId);
  return row && toPublicNotification(row);
}

/** Newest first; among equal times the later one first. */
export function listNotifications(
  db: Reader,
  userId: string,
  { page, limit }: PageQuery,
): { notifications: Notification[]; pagination: Pagination } {
  const total = db.get<{ n: number }>('SELECT count(*) AS n FROM notifications WHERE user_id = ?', userId)?.n ?? 0;
  const rows = db.all<NotificationRow>(
    'SELECT * FROM notifications WHERE user_id = ? ORDER BY created_at DESC, seq DESC LIMIT ? OFFSET ?',
    userId,
    limit,
    (page - 1) * limit,
  );
  return {
    notifications: rows.map(toPublicNotification),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}

export function markRead(tx: Tx, userId: string, id: string): Notification {
  const { changes } = tx.run('UPDATE notifications SET read = 1 WHERE id = ? AND user_id = ?', id, userId);
  if (changes === 0) throw notFound('اعلان');
  return findOwn(tx, userId, id)!;
}

export function markAllRead(tx: Tx, userId: string): { updated: number } {
  return { updated: tx.run('UPDATE notifications SET read = 1 WHERE user_id = ? AND read = 0', userId).changes };
}

export function deleteNotification(tx: Tx, userId: string, id: string): void {
  if (tx.run('DELETE FROM notifications WHERE id = ? AND user_id = ?', id, userId).changes === 0) throw notFound('اعلان');
}

/** Counts every type, zeros included, so the panel's cards never read a missing key. */
export function notificationStats(db: Reader, userId: string): NotificationStats {
  const byType = Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, 0])) as Record<NotificationType, number>;
  let total = 0;
  let unread = 0;
  for (const r of db.all<{ type: NotificationType; n: number; unread: number }>(
    'SELECT type, count(*) AS n, sum(1 - read) AS unread FROM notifications WHERE user_id = ? GROUP BY type',
    userId,
  )) {
    byType[r.type] = r.n;
    total += r.n;
    unread += r.unread;
  }
  return { total, unread, byType };
}
