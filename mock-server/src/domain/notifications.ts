import type { PageQuery, Pagination } from '@gold/contracts/common';
import { NOTIFICATION_TYPES } from '@gold/contracts/constants';
import type { Notification, NotificationStats, NotificationType, Priority } from '@gold/contracts/notifications';
import { randomUUID } from 'node:crypto';
import type { NotificationRecord, State } from '../store/state';
import type { DomainContext } from './context';
import { notFound } from './errors';

/** Oldest notifications beyond this are dropped, so a busy account cannot grow the state without bound. */
const MAX_PER_USER = 500;

export type NotificationDraft = {
  type: NotificationType;
  title: string;
  message: string;
  data?: Record<string, unknown> | null;
  priority: Priority;
};

export const toPublicNotification = (n: NotificationRecord): Notification => ({
  id: n.id,
  type: n.type,
  title: n.title,
  message: n.message,
  data: n.data,
  read: n.read,
  createdAt: n.createdAt,
  priority: n.priority,
});

/**
 * Stores a notification for `userId` and pushes it as `notification` to the user's room once the
 * running mutation commits. Call inside `store.mutate`.
 */
export function createNotification(ctx: DomainContext, draft: State, userId: string, input: NotificationDraft): Notification {
  const record: NotificationRecord = {
    id: randomUUID(),
    userId,
    type: input.type,
    title: input.title,
    message: input.message,
    data: input.data ?? null,
    read: false,
    createdAt: ctx.clock.now().toISOString(),
    priority: input.priority,
  };
  draft.notifications.push(record);
  const own = draft.notifications.filter((n) => n.userId === userId);
  if (own.length > MAX_PER_USER) {
    const drop = new Set(own.slice(0, own.length - MAX_PER_USER));
    draft.notifications = draft.notifications.filter((n) => !drop.has(n));
  }
  const notification = toPublicNotification(record);
  ctx.store.afterCommit(() => ctx.realtime.toUser(userId, 'notification', notification));
  return notification;
}

/** Newest first; among equal times the later one first. */
function newestFirst(state: Readonly<State>, userId: string): NotificationRecord[] {
  return state.notifications
    .filter((n) => n.userId === userId)
    .reverse()
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export function listNotifications(
  state: Readonly<State>,
  userId: string,
  { page, limit }: PageQuery,
): { notifications: Notification[]; pagination: Pagination } {
  const all = newestFirst(state, userId);
  return {
    notifications: all.slice((page - 1) * limit, page * limit).map(toPublicNotification),
    pagination: { page, limit, total: all.length, totalPages: Math.ceil(all.length / limit) },
  };
}

export function markRead(ctx: DomainContext, userId: string, id: string): Notification {
  return ctx.store.mutate((draft) => {
    const n = draft.notifications.find((x) => x.id === id && x.userId === userId);
    if (!n) throw notFound('اعلان');
    n.read = true;
    return toPublicNotification(n);
  });
}

export function markAllRead(ctx: DomainContext, userId: string): { updated: number } {
  return ctx.store.mutate((draft) => {
    let updated = 0;
    for (const n of draft.notifications) {
      if (n.userId === userId && !n.read) {
        n.read = true;
        updated += 1;
      }
    }
    return { updated };
  });
}

export function deleteNotification(ctx: DomainContext, userId: string, id: string): void {
  ctx.store.mutate((draft) => {
    const index = draft.notifications.findIndex((x) => x.id === id && x.userId === userId);
    if (index < 0) throw notFound('اعلان');
    draft.notifications.splice(index, 1);
  });
}

/** Counts every type, zeros included, so the panel's cards never read a missing key. */
export function notificationStats(state: Readonly<State>, userId: string): NotificationStats {
  const own = state.notifications.filter((n) => n.userId === userId);
  const byType = Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, 0])) as Record<NotificationType, number>;
  for (const n of own) byType[n.type] += 1;
  return { total: own.length, unread: own.filter((n) => !n.read).length, byType };
}
