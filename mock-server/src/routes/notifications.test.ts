import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { okMessageSchema } from '@gold/contracts/common';
import {
  notificationListResponseSchema,
  notificationReadAllResponseSchema,
  notificationReadResponseSchema,
  notificationStatsResponseSchema,
} from '@gold/contracts/notifications';
import { buildMock, expectErrorEnvelope, MOBILES, signIn, userIdOf, callAs, type Method, type Mock } from '../test-utils';

const OTHER_MOBILE = '+989121111111';

let mock: Mock;
beforeEach(() => {
  mock = buildMock();
});
afterEach(async () => {
  await mock.close();
});

const call = (method: Method, path: string, token?: string, body?: object) => callAs(mock, method, path, token, body);

/** The user's stored notifications, oldest first. */
const ownNotes = (mobile: string) =>
  mock.db
    .all<{ id: string; title: string; read: number }>(
      'SELECT id, title, read FROM notifications WHERE user_id = ? ORDER BY seq',
      userIdOf(mock, mobile),
    )
    .map((n) => ({ ...n, read: n.read === 1 }));
const allNotes = () => mock.db.all('SELECT * FROM notifications ORDER BY seq');

/** A fresh customer with `count` notifications, one a minute; answers the token. */
async function userWithNotes(count: number): Promise<string> {
  expect(
    (await mock.http().post('/__mock/users').send({ mobile: OTHER_MOBILE, name: 'کاربر دوم', password: 'Other@1234' })).status,
  ).toBe(201);
  for (let i = 1; i <= count; i++) {
    mock.clock.advance(60_000);
    const res = await mock
      .http()
      .post(`/__mock/notifications/${encodeURIComponent(OTHER_MOBILE)}`)
      .send({ type: i % 2 ? 'transaction' : 'ticket', title: `اعلان ${i}`, message: `متن ${i}` });
    expect(res.status).toBe(201);
  }
  return signIn(mock, OTHER_MOBILE, 'Other@1234');
}

describe('GET /notifications/me', () => {
  it('answers the seeded notifications newest first', async () => {
    const res = await call('get', '/notifications/me', await signIn(mock, MOBILES.kyc2));
    expect(res.status).toBe(200);
    expect(notificationListResponseSchema.parse(res.body)).toBeTruthy();
    const { notifications, pagination } = res.body.data;
    expect(pagination).toEqual({ page: 1, limit: 20, total: 5, totalPages: 1 });
    expect(notifications.map((n: { title: string }) => n.title)).toEqual([
      'ساعات کاری بازار',
      'پاسخ پشتیبانی',
      'معامله انجام شد',
      'تراکنش جدید',
      'حساب بانکی شما تأیید شد',
    ]);
    expect(notifications.map((n: { read: boolean }) => n.read)).toEqual([false, false, false, true, true]);
    expect(notifications[0]).not.toHaveProperty('userId');
  });

  it('pages 20 by default and honours page and limit', async () => {
    const token = await userWithNotes(25);
    const first = await call('get', '/notifications/me', token);
    expect(first.body.data.pagination).toEqual({ page: 1, limit: 20, total: 25, totalPages: 2 });
    expect(first.body.data.notifications).toHaveLength(20);
    expect(first.body.data.notifications[0].title).toBe('اعلان 25');

    const second = await call('get', '/notifications/me?page=2', token);
    expect(second.body.data.notifications.map((n: { title: string }) => n.title)).toEqual([
      'اعلان 5',
      'اعلان 4',
      'اعلان 3',
      'اعلان 2',
      'اعلان 1',
    ]);

    const small = await call('get', '/notifications/me?page=3&limit=10', token);
    expect(small.body.data.pagination).toEqual({ page: 3, limit: 10, total: 25, totalPages: 3 });
    expect(small.body.data.notifications.map((n: { title: string }) => n.title)).toEqual([
      'اعلان 5',
      'اعلان 4',
      'اعلان 3',
      'اعلان 2',
      'اعلان 1',
    ]);

    const beyond = await call('get', '/notifications/me?page=4&limit=10', token);
    expect(beyond.status).toBe(200);
    expect(beyond.body.data.notifications).toEqual([]);
  });

  it('answers an empty page for a user without notifications', async () => {
    const res = await call('get', '/notifications/me', await signIn(mock, MOBILES.kyc0));
    expect(res.body.data).toEqual({ notifications: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } });
  });

  it.each(['page=0', 'page=abc', 'limit=0', 'limit=101', 'page=1.5'])('refuses ?%s with 400', async (query) => {
    const res = await call('get', `/notifications/me?${query}`, await signIn(mock, MOBILES.kyc2));
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
  });
});

describe('PATCH /notifications/me/:id/read', () => {
  it('marks the own notification read and answers it', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const unread = ownNotes(MOBILES.kyc2).find((n) => !n.read)!;
    const res = await call('patch', `/notifications/me/${unread.id}/read`, token);
    expect(res.status).toBe(200);
    expect(notificationReadResponseSchema.parse(res.body)).toBeTruthy();
    expect(res.body.data).toMatchObject({ id: unread.id, title: unread.title, read: true });
    expect(ownNotes(MOBILES.kyc2).find((n) => n.id === unread.id)?.read).toBe(true);
    // Marking again is harmless.
    expect((await call('patch', `/notifications/me/${unread.id}/read`, token)).status).toBe(200);
  });

  it("answers 404 for another user's notification and an unknown id", async () => {
    const token = await signIn(mock, MOBILES.kyc1);
    const theirs = ownNotes(MOBILES.kyc2).find((n) => !n.read)!;
    for (const id of [theirs.id, 'no-such-notification']) {
      const res = await call('patch', `/notifications/me/${id}/read`, token);
      expect(res.status, id).toBe(404);
      expectErrorEnvelope(res.body, 'NOT_FOUND');
    }
    expect(ownNotes(MOBILES.kyc2).find((n) => n.id === theirs.id)?.read).toBe(false);
  });
});

describe('PATCH /notifications/me/read-all', () => {
  it("marks the user's unread notifications read and answers how many, leaving others alone", async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const res = await call('patch', '/notifications/me/read-all', token);
    expect(res.status).toBe(200);
    expect(notificationReadAllResponseSchema.parse(res.body)).toBeTruthy();
    expect(res.body.data).toEqual({ updated: 3 });
    expect(ownNotes(MOBILES.kyc2).every((n) => n.read)).toBe(true);
    expect(ownNotes(MOBILES.kyc1).some((n) => !n.read)).toBe(true);
    expect((await call('patch', '/notifications/me/read-all', token)).body.data).toEqual({ updated: 0 });
  });
});

describe('DELETE /notifications/me/:id', () => {
  it('deletes the own notification; a second delete is 404', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const [first] = ownNotes(MOBILES.kyc2);
    const res = await call('delete', `/notifications/me/${first.id}`, token);
    expect(res.status).toBe(200);
    expect(okMessageSchema.parse(res.body)).toBeTruthy();
    expect(ownNotes(MOBILES.kyc2).map((n) => n.id)).not.toContain(first.id);
    expect(ownNotes(MOBILES.kyc2)).toHaveLength(4);
    const again = await call('delete', `/notifications/me/${first.id}`, token);
    expect(again.status).toBe(404);
    expectErrorEnvelope(again.body, 'NOT_FOUND');
  });

  it("answers 404 for another user's notification", async () => {
    const [theirs] = ownNotes(MOBILES.kyc2);
    const res = await call('delete', `/notifications/me/${theirs.id}`, await signIn(mock, MOBILES.kyc1));
    expect(res.status).toBe(404);
    expect(ownNotes(MOBILES.kyc2)).toHaveLength(5);
  });
});

describe('GET /notifications/me/stats', () => {
  it('counts the total, the unread and every type', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const res = await call('get', '/notifications/me/stats', token);
    expect(res.status).toBe(200);
    expect(notificationStatsResponseSchema.parse(res.body)).toBeTruthy();
    expect(res.body.data).toEqual({
      total: 5,
      unread: 3,
      byType: { transaction: 1, kyc: 1, ticket: 1, trade_execution: 1, system: 1, other: 0 },
    });
    await call('patch', '/notifications/me/read-all', token);
    await call('delete', `/notifications/me/${ownNotes(MOBILES.kyc2)[0].id}`, token);
    expect((await call('get', '/notifications/me/stats', token)).body.data).toMatchObject({ total: 4, unread: 0 });
  });

  it('counts only the own notifications', async () => {
    const token = await userWithNotes(3);
    expect((await call('get', '/notifications/me/stats', token)).body.data).toEqual({
      total: 3,
      unread: 3,
      byType: { transaction: 2, kyc: 0, ticket: 1, trade_execution: 0, system: 0, other: 0 },
    });
  });
});

describe('without a token', () => {
  it.each([
    ['get', '/notifications/me'],
    ['get', '/notifications/me/stats'],
    ['patch', '/notifications/me/read-all'],
    ['patch', '/notifications/me/x/read'],
    ['delete', '/notifications/me/x'],
  ] as const)('%s %s answers 401', async (method, path) => {
    const before = allNotes();
    expect(before.length).toBeGreaterThan(0);
    const res = await call(method, path);
    expect(res.status).toBe(401);
    expectErrorEnvelope(res.body, 'UNAUTHORIZED');
    expect(allNotes()).toEqual(before);
  });
});
