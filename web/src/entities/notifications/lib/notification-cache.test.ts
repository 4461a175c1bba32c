import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { notificationKeys } from '../api/notification-keys';
import { aNotification, statsFor } from '../../../test/fake-api/notifications';
import {
  addNotificationToCache,
  markAllReadInPages,
  markReadInCache,
  prependNotification,
  removeFromCache,
  statsAfterCreate,
  statsAfterDelete,
  statsAfterRead,
  statsAfterReadAll,
  type NotificationPages,
} from './notification-cache';

const a = aNotification({ id: 'a', type: 'transaction' });
const b = aNotification({ id: 'b', type: 'ticket', read: true });
const pages = (...lists: ReturnType<typeof aNotification>[][]): NotificationPages => ({
  pageParams: lists.map((_, i) => i + 1),
  pages: lists.map((notifications, i) => ({ notifications, pagination: { page: i + 1, limit: 20, total: 2, totalPages: lists.length } })),
});

describe('list updates', () => {
  it('prepends a new notification to the first page and counts it', () => {
    const c = aNotification({ id: 'c' });
    const next = prependNotification(pages([a], [b]), c);
    expect(next.pages[0].notifications.map((n) => n.id)).toEqual(['c', 'a']);
    expect(next.pages[0].pagination.total).toBe(3);
    expect(next.pages[1].notifications).toEqual([b]);
  });

  it('does not prepend one it already has, on any page', () => {
    const data = pages([a], [b]);
    expect(prependNotification(data, { ...b, read: false })).toBe(data);
  });

  it('marks every page read', () => {
    expect(markAllReadInPages(pages([a], [b])).pages.flatMap((p) => p.notifications.map((n) => n.read))).toEqual([true, true]);
  });
});

describe('stats updates', () => {
  const stats = statsFor([a, b]);

  it('a new unread one adds to total, unread and its type', () => {
    expect(statsAfterCreate(stats, aNotification({ type: 'kyc' }))).toMatchObject({ total: 3, unread: 2, byType: { kyc: 1 } });
    expect(statsAfterCreate(stats, aNotification({ type: 'kyc', read: true })).unread).toBe(1);
  });

  it('reading takes one from unread, never below zero, and nothing for a read one', () => {
    expect(statsAfterRead(stats, a).unread).toBe(0);
    expect(statsAfterRead({ ...stats, unread: 0 }, a).unread).toBe(0);
    expect(statsAfterRead(stats, b)).toBe(stats);
  });

  it('reading all leaves no unread', () => {
    expect(statsAfterReadAll(stats)).toEqual({ ...stats, unread: 0 });
  });

  it('deleting takes from total, its type, and unread when it was unread', () => {
    expect(statsAfterDelete(stats, a)).toMatchObject({ total: 1, unread: 0, byType: { transaction: 0, ticket: 1 } });
    expect(statsAfterDelete(stats, b)).toMatchObject({ total: 1, unread: 1, byType: { transaction: 1, ticket: 0 } });
  });
});

describe('the query cache', () => {
  function client(list?: NotificationPages) {
    const queryClient = new QueryClient();
    if (list) queryClient.setQueryData(notificationKeys.list, list);
    queryClient.setQueryData(notificationKeys.stats, statsFor([a, b]));
    return queryClient;
  }
  const stats = (q: QueryClient) => q.getQueryData<ReturnType<typeof statsFor>>(notificationKeys.stats)!;

  it('adds to the list and the stats once', () => {
    const q = client(pages([a, b]));
    const c = aNotification({ id: 'c', type: 'ticket' });
    expect(addNotificationToCache(q, c)).toBe(true);
    expect(addNotificationToCache(q, c)).toBe(false);
    expect(stats(q)).toMatchObject({ total: 3, unread: 2, byType: { ticket: 2 } });
  });

  it('counts a new one in the stats when no list was fetched yet, and makes no list', () => {
    const q = client();
    addNotificationToCache(q, aNotification({ id: 'c' }));
    expect(stats(q).total).toBe(3);
    expect(q.getQueryData(notificationKeys.list)).toBeUndefined();
  });

  it('a second read of the same notification is not counted twice', () => {
    const q = client(pages([a, b]));
    markReadInCache(q, a);
    markReadInCache(q, a);
    expect(stats(q).unread).toBe(0);
    expect(stats(q).total).toBe(2);
  });

  it('removes once, counting from the cached copy', () => {
    const q = client(pages([a, b]));
    removeFromCache(q, { ...a, read: true });
    removeFromCache(q, a);
    expect(stats(q)).toMatchObject({ total: 1, unread: 0 });
  });
});
