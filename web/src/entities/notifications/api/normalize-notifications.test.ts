import { describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../../../shared/api/normalize';
import { aNotification } from '../../../test/fake-api/notifications';
import { normalizeNotification, normalizeNotificationPage, normalizeNotificationStats } from './normalize-notifications';

const n1 = aNotification({ id: 'a', createdAt: '2025-01-01T10:00:00.000Z' });
const n2 = aNotification({ id: 'b', type: 'ticket', read: true, createdAt: '2025-01-01T09:00:00.000Z' });
const REQUEST = { page: 1, limit: 20 };
const pagination = { page: 1, limit: 20, total: 2, totalPages: 1 };

describe('normalizeNotificationPage', () => {
  it('reads the canonical answer: data.notifications with data.pagination', () => {
    expect(normalizeNotificationPage({ success: true, data: { notifications: [n1, n2], pagination } }, REQUEST)).toEqual({
      notifications: [n1, n2],
      pagination,
    });
  });

  it('reads the list one data deeper', () => {
    const page = normalizeNotificationPage({ success: true, data: { data: { notifications: [n1], pagination: { ...pagination, total: 1 } } } }, REQUEST);
    expect(page.notifications).toEqual([n1]);
    expect(page.pagination.total).toBe(1);
  });

  it('reads notifications at the top, with the page fields beside them', () => {
    const page = normalizeNotificationPage({ notifications: [n1], page: 2, limit: 1, total: 5, totalPages: 5 }, { page: 2, limit: 1 });
    expect(page).toEqual({ notifications: [n1], pagination: { page: 2, limit: 1, total: 5, totalPages: 5 } });
  });

  it('reads a data array and a bare array, deriving the page', () => {
    expect(normalizeNotificationPage({ success: true, data: [n1, n2] }, REQUEST)).toEqual({
      notifications: [n1, n2],
      pagination: { page: 1, limit: 20, total: 2, totalPages: 1 },
    });
    expect(normalizeNotificationPage([n1], { page: 3, limit: 20 }).pagination).toEqual({ page: 3, limit: 20, total: 41, totalPages: 3 });
  });

  it('expects a next page after a full page without page data', () => {
    const full = Array.from({ length: 2 }, (_, i) => aNotification({ id: `x${i}` }));
    expect(normalizeNotificationPage({ data: { notifications: full } }, { page: 1, limit: 2 }).pagination.totalPages).toBe(2);
  });

  it('counts pages from total when only total is given', () => {
    expect(normalizeNotificationPage({ data: { notifications: [n1], total: 45 } }, REQUEST).pagination).toEqual({
      page: 1,
      limit: 20,
      total: 45,
      totalPages: 3,
    });
  });

  it('drops entries without an id and keeps the rest', () => {
    const page = normalizeNotificationPage({ data: { notifications: [n1, { title: 'no id' }, null, 'x'] } }, REQUEST);
    expect(page.notifications.map((n) => n.id)).toEqual(['a']);
  });

  it.each([
    ['null', null],
    ['a string', '<html>'],
    ['an object without a list', { success: true, data: { items: [] } }],
    ['too deep', { data: { data: { data: { data: { notifications: [] } } } } }],
  ])('throws InvalidResponseError for %s', (_name, body) => {
    expect(() => normalizeNotificationPage(body, REQUEST)).toThrow(InvalidResponseError);
  });
});

describe('normalizeNotification', () => {
  it('keeps a canonical notification as it is', () => {
    expect(normalizeNotification(n1)).toEqual(n1);
  });

  it('reads the provider’s other spellings', () => {
    expect(
      normalizeNotification({ _id: 42, type: 'kyc', title: 'ت', body: 'متن', isRead: true, created_at: '2025-01-01T00:00:00Z', priority: 'high' }),
    ).toEqual({ id: '42', type: 'kyc', title: 'ت', message: 'متن', data: null, read: true, createdAt: '2025-01-01T00:00:00Z', priority: 'high' });
  });

  it('fills what is missing or unknown', () => {
    expect(normalizeNotification({ id: 'z', type: 'promo', priority: 'urgent', data: [1] })).toEqual({
      id: 'z',
      type: 'other',
      title: '',
      message: '',
      data: null,
      read: false,
      createdAt: '',
      priority: 'medium',
    });
  });

  it('gives null without an id', () => {
    expect(normalizeNotification({ title: 'x' })).toBeNull();
    expect(normalizeNotification([])).toBeNull();
  });
});

describe('normalizeNotificationStats', () => {
  const stats = { total: 5, unread: 2, byType: { transaction: 3, ticket: 1 } };

  it.each([
    ['data', { success: true, data: stats }],
    ['data.data', { success: true, data: { data: stats } }],
    ['the bare answer', stats],
  ])('reads stats in %s', (_name, body) => {
    expect(normalizeNotificationStats(body)).toEqual(stats);
  });

  it('takes numbers sent as text and a missing byType', () => {
    expect(normalizeNotificationStats({ data: { total: '4', unread: '1' } })).toEqual({ total: 4, unread: 1, byType: {} });
  });

  it('throws for an answer without counts', () => {
    expect(() => normalizeNotificationStats({ success: true, data: { byType: {} } })).toThrow(InvalidResponseError);
  });
});
