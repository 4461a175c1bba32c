import { http } from 'msw';
import type { Notification, NotificationStats } from '@gold/contracts/notifications';
import { ok } from './fixtures';
import { API, server } from './msw-server';

/** Test data: an unread system notification from a minute ago; override what a test is about. */
export function aNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 'n-1',
    type: 'system',
    title: 'اطلاعیه سیستم',
    message: 'متن اطلاعیه',
    data: null,
    read: false,
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    priority: 'medium',
    ...overrides,
  };
}

export const listAnswer = (notifications: Notification[], { page = 1, limit = 20, total = notifications.length, totalPages = 1 } = {}) =>
  ok({ notifications, pagination: { page, limit, total, totalPages } });

/** Stats as the server counts them for `items`. */
export function statsFor(items: Notification[]): NotificationStats {
  const byType: Record<string, number> = { transaction: 0, kyc: 0, ticket: 0, trade_execution: 0, system: 0, other: 0 };
  for (const n of items) byType[n.type] += 1;
  return { total: items.length, unread: items.filter((n) => !n.read).length, byType };
}

/** GET list and stats answering `items` (or what the callbacks give), counting calls and keeping the query strings. */
export function serveNotifications(
  items: Notification[],
  { stats = () => ok(statsFor(items)), list = (_url: URL) => listAnswer(items) as Response | Promise<Response> } = {},
) {
  const calls = { list: [] as URL[], stats: 0 };
  server.use(
    http.get(`${API}/notifications/me`, ({ request }) => {
      const url = new URL(request.url);
      calls.list.push(url);
      return list(url);
    }),
    http.get(`${API}/notifications/me/stats`, () => {
      calls.stats++;
      return stats();
    }),
  );
  return calls;
}

/** A promise the test resolves when it wants the server to answer. */
export function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
