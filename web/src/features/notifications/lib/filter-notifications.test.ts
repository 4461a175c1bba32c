import { describe, expect, it } from 'vitest';
import { aNotification, statsFor } from '../../../test/fake-api/notifications';
import { countNotifications, filterNotifications, searchable } from './filter-notifications';

const items = [
  aNotification({ id: '1', type: 'transaction', title: 'واریز موفق', message: 'مبلغ ۱۰۰ تومان', read: false }),
  aNotification({ id: '2', type: 'ticket', title: 'پاسخ تیکت', message: 'کارشناس پاسخ داد', read: true }),
  aNotification({ id: '3', type: 'kyc', title: 'احراز هویت', message: 'تأیید شد', read: false }),
];
const ids = (list: { id: string }[]) => list.map((n) => n.id);

describe('filterNotifications', () => {
  it('by tab', () => {
    expect(ids(filterNotifications(items, 'all', ''))).toEqual(['1', '2', '3']);
    expect(ids(filterNotifications(items, 'unread', ''))).toEqual(['1', '3']);
    expect(ids(filterNotifications(items, 'transaction', ''))).toEqual(['1']);
    expect(ids(filterNotifications(items, 'ticket', ''))).toEqual(['2']);
  });

  it('searches title and message together with the tab', () => {
    expect(ids(filterNotifications(items, 'all', 'پاسخ'))).toEqual(['2']);
    expect(ids(filterNotifications(items, 'all', 'تأیید'))).toEqual(['3']);
    expect(ids(filterNotifications(items, 'unread', 'پاسخ'))).toEqual([]);
  });

  it('finds Persian text typed with Arabic letters, Latin digits or extra spaces', () => {
    expect(ids(filterNotifications(items, 'all', 'كارشناس'))).toEqual(['2']);
    expect(ids(filterNotifications(items, 'all', ' 100 '))).toEqual(['1']);
    expect(searchable('خوانده‌نشده')).toBe(searchable('خوانده  نشده'));
  });
});

describe('countNotifications', () => {
  it('takes the server stats when there are some', () => {
    expect(countNotifications({ total: 40, unread: 7, byType: { transaction: 12, ticket: 3 } }, items)).toEqual({
      all: 40,
      unread: 7,
      transaction: 12,
      ticket: 3,
    });
    expect(countNotifications({ total: 1, unread: 0, byType: {} }, items)).toEqual({ all: 1, unread: 0, transaction: 0, ticket: 0 });
  });

  it('counts the loaded list without stats', () => {
    expect(countNotifications(undefined, items)).toEqual({ all: 3, unread: 2, transaction: 1, ticket: 1 });
    expect(countNotifications(statsFor(items), [])).toEqual({ all: 3, unread: 2, transaction: 1, ticket: 1 });
  });
});
