import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_TYPES } from '@gold/contracts/constants';
import { notificationSchema } from '@gold/contracts/notifications';
import type { Db } from '../../db/tx';
import { domainContext, MOBILES } from '../../test-utils';
import { createNotification, listNotifications, markRead, notificationStats } from './notifications';
import { findUserByMobile } from '../auth/users';

let open: Db | null = null;
afterEach(() => open?.close());

function context() {
  const { ctx, db, clock, realtime } = domainContext();
  open = db;
  return { ctx, db, clock, toUser: realtime.toUser, userId: findUserByMobile(db, MOBILES.kyc0)!.id };
}

const draft = { type: 'system', title: 'عنوان', message: 'پیام', priority: 'low' } as const;

describe('createNotification', () => {
  it('stores the notification and pushes it to the user once the transaction has committed', () => {
    const { db, clock, toUser, userId } = context();
    toUser.mockImplementation((_user: string, _event: string, n: unknown) => {
      // Pushed only when a reader of the database already sees it.
      expect(db.get('SELECT id FROM notifications WHERE id = ?', (n as { id: string }).id)).toBeDefined();
    });
    const created = db.write((tx) => createNotification(tx, userId, { ...draft, data: { ref: 7 } }, clock.now().toISOString()));
    expect(notificationSchema.parse(created)).toBeTruthy();
    expect(created).toMatchObject({ ...draft, data: { ref: 7 }, read: false, createdAt: clock.now().toISOString() });
    expect(toUser).toHaveBeenCalledTimes(1);
    expect(toUser).toHaveBeenCalledWith(userId, 'notification', created);
  });

  it('neither stores nor pushes when the transaction throws after it', () => {
    const { db, clock, toUser, userId } = context();
    const count = () => db.get<{ n: number }>('SELECT count(*) AS n FROM notifications')!.n;
    const before = count();
    expect(() =>
      db.write((tx) => {
        createNotification(tx, userId, draft, clock.now().toISOString());
        throw new Error('later step failed');
      }),
    ).toThrow('later step failed');
    expect(count()).toBe(before);
    expect(toUser).not.toHaveBeenCalled();
  });

  it("sends it to the user's devices after the commit, even when the socket push fails, and never on a rollback", () => {
    const { db, clock, toUser, userId } = context();
    const notifyDevices = vi.fn((_user: string, n: { id: string }) => {
      expect(db.get('SELECT id FROM notifications WHERE id = ?', n.id)).toBeDefined();
    });
    db.sink.notifyDevices = notifyDevices;
    toUser.mockImplementation(() => {
      throw new Error('socket down');
    });
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const created = db.write((tx) => createNotification(tx, userId, draft, clock.now().toISOString()));
    expect(reported).toHaveBeenCalledTimes(1);
    reported.mockRestore();
    expect(notifyDevices).toHaveBeenCalledTimes(1);
    expect(notifyDevices).toHaveBeenCalledWith(userId, created);
    expect(() =>
      db.write((tx) => {
        createNotification(tx, userId, draft, clock.now().toISOString());
        throw new Error('later step failed');
      }),
    ).toThrow('later step failed');
    expect(notifyDevices).toHaveBeenCalledTimes(1);
  });

  it('keeps every notification: a long history is paged, never cut', () => {
    const { db, clock, userId } = context();
    db.write((tx) => {
      for (let i = 0; i < 1200; i++) {
        clock.advance(1000);
        createNotification(tx, userId, { ...draft, title: `n${i}` }, clock.now().toISOString());
      }
    });
    const last = listNotifications(db, userId, { page: 60, limit: 20 });
    expect(last.pagination).toEqual({ page: 60, limit: 20, total: 1200, totalPages: 60 });
    expect(last.notifications.at(-1)?.title).toBe('n0');
  });
});

describe('listNotifications and notificationStats', () => {
  it('pages newest first, a tie going to the later one', () => {
    const { db, clock, userId } = context();
    db.write((tx) => {
      for (const title of ['a', 'b']) createNotification(tx, userId, { ...draft, title }, clock.now().toISOString());
      clock.advance(-60_000);
      createNotification(tx, userId, { ...draft, title: 'older' }, clock.now().toISOString());
    });
    const first = listNotifications(db, userId, { page: 1, limit: 2 });
    expect(first.notifications.map((n) => n.title)).toEqual(['b', 'a']);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(listNotifications(db, userId, { page: 2, limit: 2 }).notifications.map((n) => n.title)).toEqual(['older']);
    expect(listNotifications(db, userId, { page: 3, limit: 2 }).notifications).toEqual([]);
  });

  it('counts every type, zeros included', () => {
    const { db, clock, userId } = context();
    expect(notificationStats(db, userId)).toEqual({
      total: 0,
      unread: 0,
      byType: Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, 0])),
    });
    db.write((tx) => {
      const at = clock.now().toISOString();
      createNotification(tx, userId, { ...draft, type: 'kyc' }, at);
      createNotification(tx, userId, { ...draft, type: 'kyc' }, at);
      const other = createNotification(tx, userId, { ...draft, type: 'other' }, at);
      markRead(tx, userId, other.id);
    });
    const stats = notificationStats(db, userId);
    expect(stats).toMatchObject({ total: 3, unread: 2 });
    expect(stats.byType).toEqual({ transaction: 0, kyc: 2, ticket: 0, trade_execution: 0, system: 0, other: 1 });
  });
});
