import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fail } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { aNotification, listAnswer } from '../../../test/fake-api/notifications';
import { fetchNotifications, flattenPages, notificationsQueryOptions } from './get-notifications';

describe('fetchNotifications', () => {
  it('asks for page 1 of 20 by default', async () => {
    let url: URL | null = null;
    server.use(
      http.get(`${API}/notifications/me`, ({ request }) => {
        url = new URL(request.url);
        return listAnswer([aNotification()]);
      }),
    );
    const page = await fetchNotifications();
    expect(url!.searchParams.get('page')).toBe('1');
    expect(url!.searchParams.get('limit')).toBe('20');
    expect(page.notifications).toHaveLength(1);
  });

  it('logs a failure (never as an error) and still rejects', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(`${API}/notifications/me`, () => fail(500, 'INTERNAL_ERROR')));
    await expect(fetchNotifications()).rejects.toMatchObject({ response: { status: 500 } });
    expect(warn).toHaveBeenCalled();
  });

  it('rejects an answer it cannot read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(`${API}/notifications/me`, () => HttpResponse.json({ success: true, data: { items: [] } })));
    await expect(fetchNotifications()).rejects.toThrow('invalid response from server');
  });
});

describe('paging', () => {
  const next = notificationsQueryOptions().getNextPageParam as (last: { pagination: { page: number; totalPages: number } }) => number | undefined;

  it('asks for the next page until the last', () => {
    expect(next({ pagination: { page: 1, totalPages: 3 } })).toBe(2);
    expect(next({ pagination: { page: 3, totalPages: 3 } })).toBeUndefined();
    expect(next({ pagination: { page: 1, totalPages: 0 } })).toBeUndefined();
  });

  it('lists a notification once when a page boundary moved', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((id) => aNotification({ id }));
    const pagination = { page: 1, limit: 2, total: 3, totalPages: 2 };
    expect(flattenPages([{ notifications: [a, b], pagination }, { notifications: [b, c], pagination }]).map((n) => n.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(flattenPages(undefined)).toEqual([]);
  });
});
