import { describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_TYPES } from '@gold/contracts/constants';
import { notificationSchema } from '@gold/contracts/notifications';
import { manualClock, seededRandom } from '../clock';
import { testConfig } from '../config';
import { seedState } from '../store/seed';
import { Store } from '../store/store';
import { silentRealtime, type DomainContext } from './context';
import { createNotification, listNotifications, notificationStats } from './notifications';

function context() {
  const clock = manualClock();
  const toUser = vi.fn();
  const ctx: DomainContext = {
    store: new Store(seedState(1, clock.now())),
    clock,
    random: seededRandom(1),
    config: testConfig(),
    realtime: { ...silentRealtime, toUser },
  };
  return { ctx, clock, toUser, userId: ctx.store.state.users[2].id };
}

const draft = { type: 'system', title: 'عنوان', message: 'پیام', priority: 'low' } as const;

describe('createNotification', () => {
  it('stores the notification and pushes it to the user once the change is committed', () => {
    const { ctx, toUser, userId } = context();
    toUser.mockImplementation((_user: string, _event: string, n: { id: string }) => {
      // Pushed only when a reader of the store already sees it.
      expect(ctx.store.state.notifications.some((x) => x.id === n.id)).toBe(true);
    });
    const created = ctx.store.mutate((d) => createNotification(ctx, d, userId, { ...draft, data: { ref: 7 } }));
    expect(notificationSchema.parse(created)).toBeTruthy();
    expect(created).toMatchObject({ ...draft, data: { ref: 7 }, read: false, createdAt: ctx.clock.now().toISOString() });
    expect(toUser).toHaveBeenCalledTimes(1);
    expect(toUser).toHaveBeenCalledWith(userId, 'notification', created);
  });

  it('neither stores nor pushes when the change throws after it', () => {
    const { ctx, toUser, userId } = context();
    const before = ctx.store.state.notifications.length;
    expect(() =>
      ctx.store.mutate((d) => {
        createNotification(ctx, d, userId, draft);
        throw new Error('later step failed');
      }),
    ).toThrow('later step failed');
    expect(ctx.store.state.notifications).toHaveLength(before);
    expect(toUser).not.toHaveBeenCalled();
  });

  it('keeps the newest 500 per user and leaves other users alone', () => {
    const { ctx, clock, userId } = context();
    const others = ctx.store.state.notifications.length;
    ctx.store.mutate((d) => {
      for (let i = 0; i < 505; i++) {
        clock.advance(1000);
        createNotification(ctx, d, userId, { ...draft, title: `n${i}` });
      }
    });
    const own = ctx.store.state.notifications.filter((n) => n.userId === userId);
    expect(own).toHaveLength(500);
    expect(own[0].title).toBe('n5');
    expect(own.at(-1)?.title).toBe('n504');
    expect(ctx.store.state.notifications).toHaveLength(others + 500);
  });
});

describe('listNotifications and notificationStats', () => {
  it('pages newest first, a tie going to the later one', () => {
    const { ctx, clock, userId } = context();
    ctx.store.mutate((d) => {
      for (const title of ['a', 'b']) createNotification(ctx, d, userId, { ...draft, title });
      clock.advance(-60_000);
      createNotification(ctx, d, userId, { ...draft, title: 'older' });
    });
    const first = listNotifications(ctx.store.state, userId, { page: 1, limit: 2 });
    expect(first.notifications.map((n) => n.title)).toEqual(['b', 'a']);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(listNotifications(ctx.store.state, userId, { page: 2, limit: 2 }).notifications.map((n) => n.title)).toEqual([
      'older',
    ]);
    expect(listNotifications(ctx.store.state, userId, { page: 3, limit: 2 }).notifications).toEqual([]);
  });

  it('counts every type, zeros included', () => {
    const { ctx, userId } = context();
    expect(notificationStats(ctx.store.state, userId)).toEqual({
      total: 0,
      unread: 0,
      byType: Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, 0])),
    });
    ctx.store.mutate((d) => {
      createNotification(ctx, d, userId, { ...draft, type: 'kyc' });
      createNotification(ctx, d, userId, { ...draft, type: 'kyc' });
      createNotification(ctx, d, userId, { ...draft, type: 'other' });
      d.notifications.at(-1)!.read = true;
    });
    const stats = notificationStats(ctx.store.state, userId);
    expect(stats).toMatchObject({ total: 3, unread: 2 });
    expect(stats.byType).toEqual({ transaction: 0, kyc: 2, ticket: 0, trade_execution: 0, system: 0, other: 1 });
  });
});
