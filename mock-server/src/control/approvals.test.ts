import type { AddressInfo } from 'node:net';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GOLD_SYMBOL, SOCKET_NAMESPACE, TRADE_CONFIRM_WINDOW_S, TRADE_EXECUTE_GRACE_S } from '@gold/contracts/constants';
import {
  controlApprovalsResponseSchema,
  controlNotificationResponseSchema,
  controlOtpListResponseSchema,
} from '@gold/contracts/control';
import type { ClientToServerEvents, ServerToClientEvents } from '@gold/contracts/events';
import type { Notification } from '@gold/contracts/notifications';
import { ibanFromBban } from '@gold/contracts/rules/iban';
import { tradeTotal } from '@gold/contracts/rules/trading';
import { changeRequestFromRow } from '../domain/kyc/kyc';
import { recentOtps } from '../domain/auth/otp';
import { balanceOf, walletOf } from '../ledger/accounts';
import { buildMock, expectErrorEnvelope, MOBILES, signIn, userIdOf, userOf, type Mock } from '../test-utils';

let mock: Mock;
afterEach(async () => {
  vi.useRealTimers();
  await mock.close();
});

const authed = (token: string) => ({
  post: (path: string, body: object) => mock.http().post(path).set('Authorization', `Bearer ${token}`).send(body),
  get: (path: string) => mock.http().get(path).set('Authorization', `Bearer ${token}`),
});
const decide = (kind: string, id: string, body: object = { decision: 'approve' }) =>
  mock.http().post(`/__mock/approvals/${kind}/${id}`).send(body);
const approvals = async () => {
  const res = await mock.http().get('/__mock/approvals');
  expect(res.status).toBe(200);
  expect(controlApprovalsResponseSchema.parse(res.body)).toBeTruthy();
  return res.body.items as { kind: string; id: string; mobile: string; summary: string; createdAt: string }[];
};
/** The user's stored notifications, oldest first. */
const notesOf = (mobile: string) =>
  mock.db
    .all<{ id: string; type: string; priority: string; title: string; message: string; data: string | null; read: number }>(
      'SELECT id, type, priority, title, message, data, read FROM notifications WHERE user_id = ? ORDER BY seq',
      userIdOf(mock, mobile),
    )
    .map((n) => ({ ...n, data: n.data === null ? null : (JSON.parse(n.data) as unknown), read: n.read === 1 }));
const notificationCount = () => mock.db.get<{ n: number }>('SELECT count(*) AS n FROM notifications')!.n;
/** A change request as stored. */
const changeRequest = (id: string) => {
  const row = mock.db.get<Parameters<typeof changeRequestFromRow>[0]>('SELECT * FROM change_requests WHERE id = ?', id);
  if (!row) throw new Error(`no change request ${id}`);
  return changeRequestFromRow(row);
};
const bankInput = {
  accountNumber: '1234567890',
  iban: ibanFromBban('0120000000001234567890'),
  ownerName: 'علی رضایی',
  bankName: 'بانک ملت',
  bankCode: '012',
};

describe('GET and POST /__mock/approvals', () => {
  it('lists what waits, oldest first, and a decision takes it off the list', async () => {
    mock = buildMock();
    expect(await approvals()).toEqual([]);
    const user = authed(await signIn(mock, MOBILES.kyc1));
    const name = (await user.post('/user-auth/request-name-change', { name: 'علی رضایی‌فر' })).body.data;
    mock.clock.advance(1000);
    const bank = (await user.post('/bank-accounts', bankInput)).body.data.result;

    expect(await approvals()).toEqual([
      {
        kind: 'name-change',
        id: name.id,
        mobile: MOBILES.kyc1,
        summary: 'علی رضایی: تغییر نام به «علی رضایی‌فر»',
        createdAt: name.createdAt,
      },
      {
        kind: 'bank-account',
        id: bank.id,
        mobile: MOBILES.kyc1,
        summary: `علی رضایی: حساب بانک ملت با شبای ${bankInput.iban}`,
        createdAt: bank.createdAt,
      },
    ]);

    const res = await decide('bank-account', bank.id);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect((await approvals()).map((i) => i.id)).toEqual([name.id]);
    const verified = (await user.get('/bank-accounts/me')).body.data[0];
    expect(verified).toMatchObject({
      id: bank.id,
      status: 'verified',
      verifiedBy: 'admin',
      verifiedAt: mock.clock.now().toISOString(),
    });
    expect((await user.get('/kyc/me')).body.data.kycLevel).toBe(2);
  });

  it('rejects: the request is rejected, the user unchanged, and the pending read empty', async () => {
    mock = buildMock();
    const user = authed(await signIn(mock, MOBILES.kyc1));
    const before = userOf(mock, MOBILES.kyc1);
    const request = (await user.post('/user-auth/request-national-id-change', { nationalId: '0013542419' })).body.data;
    expect(
      (await decide('national-id-change', request.id, { decision: 'reject', note: 'تصویر کارت ملی خوانا نیست' })).status,
    ).toBe(200);
    expect(changeRequest(request.id)).toMatchObject({
      status: 'rejected',
      note: 'تصویر کارت ملی خوانا نیست',
      decidedAt: mock.clock.now().toISOString(),
    });
    expect(userOf(mock, MOBILES.kyc1).nationalId).toBe(before.nationalId);
    expect((await user.get('/user-auth/pending-national-id-change-request')).body.data).toBeNull();

    const bank = (await user.post('/bank-accounts', bankInput)).body.data.result;
    await decide('bank-account', bank.id, { decision: 'reject' });
    expect((await user.get('/bank-accounts/me')).body.data[0]).toMatchObject({ status: 'rejected', verifiedBy: null });
  });

  it('creates a kyc notification for each decision: approved high, rejected medium', async () => {
    mock = buildMock();
    const user = authed(await signIn(mock, MOBILES.kyc1));
    const before = notesOf(MOBILES.kyc1).length;
    const birthdate = (await user.post('/user-auth/request-birthdate-change', { birthdate: '1368/02/03' })).body.data;
    const bank = (await user.post('/bank-accounts', bankInput)).body.data.result;
    await decide('birthdate-change', birthdate.id);
    await decide('bank-account', bank.id, { decision: 'reject', note: 'شبا به نام شما نیست' });

    const added = notesOf(MOBILES.kyc1).slice(before);
    expect(added.map(({ type, priority, title, read }) => ({ type, priority, title, read }))).toEqual([
      { type: 'kyc', priority: 'high', title: 'تغییر تاریخ تولد تأیید شد', read: false },
      { type: 'kyc', priority: 'medium', title: 'حساب بانکی شما تأیید نشد', read: false },
    ]);
    expect(added[0].message).toBe('تاریخ تولد شما به «۱۳۶۸/۰۲/۰۳» تغییر کرد.');
    expect(added[1].message).toContain('شبا به نام شما نیست');
    expect(added[1].data).toEqual({ kind: 'bank-account', bankAccountId: bank.id, status: 'rejected' });
    // They show in the user's list, newest first.
    const list = (await user.get('/notifications/me')).body.data.notifications;
    expect(
      list
        .slice(0, 2)
        .map((n: Notification) => n.id)
        .sort(),
    ).toEqual(added.map((n) => n.id).sort());
  });

  it('answers 404 for an unknown kind or id, 409 for a second decision and 400 for a bad body', async () => {
    mock = buildMock();
    const user = authed(await signIn(mock, MOBILES.kyc1));
    const request = (await user.post('/user-auth/request-name-change', { name: 'علی رضایی‌فر' })).body.data;
    for (const [kind, id] of [
      ['salary', request.id],
      ['deposit', request.id],
      ['withdraw', 'w-1'],
      ['birthdate-change', request.id],
      ['name-change', 'no-such-request'],
    ]) {
      const res = await decide(kind, id);
      expect(res.status, `${kind}/${id}`).toBe(404);
      expectErrorEnvelope(res.body, 'NOT_FOUND');
    }
    for (const body of [
      {},
      { decision: 'maybe' },
      { decision: 'approve', extra: 1 },
      { decision: 'approve', note: 'x'.repeat(501) },
    ]) {
      const res = await decide('name-change', request.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
    }
    expect(changeRequest(request.id).status).toBe('pending');

    expect((await decide('name-change', request.id)).status).toBe(200);
    const notes = notificationCount();
    const again = await decide('name-change', request.id, { decision: 'reject' });
    expect(again.status).toBe(409);
    expectErrorEnvelope(again.body, 'ALREADY_DECIDED');
    expect(changeRequest(request.id).status).toBe('approved');
    expect(notificationCount()).toBe(notes);
  });

  it('does not list a cancelled request, and cannot decide it', async () => {
    mock = buildMock();
    const user = authed(await signIn(mock, MOBILES.kyc1));
    const request = (await user.post('/user-auth/request-name-change', { name: 'علی رضایی‌فر' })).body.data;
    await user.post(`/user-auth/cancel-name-change-request/${request.id}`, {});
    expect(await approvals()).toEqual([]);
    const res = await decide('name-change', request.id);
    expect(res.status).toBe(409);
    expectErrorEnvelope(res.body, 'ALREADY_DECIDED');
    expect(changeRequest(request.id).status).toBe('cancelled');
  });
});

describe('POST /__mock/notifications/:mobile', () => {
  it('stores the notification for the user and answers it with 201', async () => {
    mock = buildMock();
    const res = await mock
      .http()
      .post('/__mock/notifications/09120000003')
      .send({ type: 'system', title: 'اطلاعیه', message: 'متن اطلاعیه' });
    expect(res.status).toBe(201);
    expect(controlNotificationResponseSchema.parse(res.body)).toBeTruthy();
    expect(res.body.notification).toMatchObject({
      type: 'system',
      title: 'اطلاعیه',
      message: 'متن اطلاعیه',
      priority: 'medium',
      read: false,
      data: null,
    });
    expect(notesOf(MOBILES.kyc0).map((n) => n.id)).toEqual([res.body.notification.id]);

    const high = await mock
      .http()
      .post(`/__mock/notifications/${encodeURIComponent(MOBILES.kyc0)}`)
      .send({ type: 'ticket', title: 'ت', message: 'م', priority: 'high' });
    expect(high.body.notification.priority).toBe('high');
  });

  it('answers 404 for an unknown mobile and 400 for a bad body', async () => {
    mock = buildMock();
    const before = notificationCount();
    const unknown = await mock
      .http()
      .post('/__mock/notifications/09129999999')
      .send({ type: 'system', title: 'ت', message: 'م' });
    expect(unknown.status).toBe(404);
    expectErrorEnvelope(unknown.body, 'NOT_FOUND');
    for (const body of [
      { type: 'promo', title: 'ت', message: 'م' },
      { type: 'system', title: '', message: 'م' },
      { type: 'system', title: 'ت' },
      { type: 'system', title: 'ت', message: 'م', priority: 'urgent' },
    ]) {
      const res = await mock.http().post('/__mock/notifications/09120000003').send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
    }
    expect(notificationCount()).toBe(before);
  });
});

describe('realtime push', () => {
  type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

  async function joinedClient(mobile: string): Promise<Client> {
    await new Promise<void>((resolve) => mock.server.listen(0, '127.0.0.1', resolve));
    const { port } = mock.server.address() as AddressInfo;
    const client: Client = connectClient(`http://127.0.0.1:${port}${SOCKET_NAMESPACE}`, {
      auth: { token: await signIn(mock, mobile) },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    await new Promise<void>((resolve, reject) => {
      client.once('connect', () => resolve());
      client.once('connect_error', reject);
    });
    const serverSocket = mock.realtime.io.of(SOCKET_NAMESPACE).sockets.get(client.id!)!;
    const joined = new Promise<void>((resolve) => serverSocket.once('join', () => resolve()));
    client.emit('join', userIdOf(mock, mobile));
    await joined;
    return client;
  }

  it('pushes the notification of a decision and of the control API to the user', async () => {
    mock = buildMock();
    const client = await joinedClient(MOBILES.kyc1);
    try {
      const user = authed(await signIn(mock, MOBILES.kyc1));
      const request = (await user.post('/user-auth/request-name-change', { name: 'علی رضایی‌فر' })).body.data;
      const pushed = new Promise<Notification>((resolve) => client.once('notification', resolve));
      expect((await decide('name-change', request.id)).status).toBe(200);
      const note = await pushed;
      expect(note).toMatchObject({ type: 'kyc', priority: 'high', title: 'تغییر نام تأیید شد', read: false });
      expect(notesOf(MOBILES.kyc1).at(-1)?.id).toBe(note.id);

      const next = new Promise<Notification>((resolve) => client.once('notification', resolve));
      const res = await mock
        .http()
        .post('/__mock/notifications/09120000002')
        .send({ type: 'system', title: 'اطلاعیه', message: 'متن' });
      expect(await next).toEqual(res.body.notification);
    } finally {
      client.disconnect();
    }
  });
});

describe('GET /__mock/otps', () => {
  it('answers the newest 20 codes, newest first', async () => {
    mock = buildMock();
    expect((await mock.http().get('/__mock/otps')).body).toEqual({ items: [] });
    for (let i = 0; i < 22; i++) {
      // One address may register 10 numbers an hour.
      if (i > 0 && i % 10 === 0) mock.clock.advance(60 * 60_000);
      const mobile = `+98912200${String(i).padStart(4, '0')}`;
      expect((await mock.http().post('/user-auth/register').send({ mobile, name: 'کاربر', password: 'Strong@123' })).status).toBe(
        201,
      );
    }
    const res = await mock.http().get('/__mock/otps');
    expect(res.status).toBe(200);
    expect(controlOtpListResponseSchema.parse(res.body)).toBeTruthy();
    expect(res.body.items).toHaveLength(20);
    const [newest] = recentOtps(mock.db, 1);
    expect(newest.mobile).toBe('+989122000021');
    expect(res.body.items[0]).toEqual({
      mobile: '+989122000021',
      otp: newest.code,
      purpose: 'register',
      expiresAt: newest.expiresAt,
      createdAt: newest.createdAt,
      used: false,
    });
    expect(res.body.items.at(-1).mobile).toBe('+989122000002');
  });
});

describe('MOCK_AUTO_APPROVE_MS', () => {
  it('runs the auto-approve timer beside the trade-expiry sweep, and it approves an item once it is old enough', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    mock = buildMock({ autoApproveMs: 5000 });
    mock.start();
    // The trade-expiry and receipt sweeps, which always run, and the auto-approve timer.
    expect(vi.getTimerCount()).toBe(3);
    const user = authed(await signIn(mock, MOBILES.kyc1));
    const request = (await user.post('/user-auth/request-name-change', { name: 'علی رضایی‌فر' })).body.data;

    mock.clock.advance(4000);
    vi.advanceTimersByTime(1000);
    expect(changeRequest(request.id).status).toBe('pending');

    mock.clock.advance(1000);
    vi.advanceTimersByTime(1000);
    expect(changeRequest(request.id).status).toBe('approved');
    expect((await user.get('/user-auth/profile')).body.data.name).toBe('علی رضایی‌فر');
  });

  it('starts no auto-approve timer at 0: only the trade-expiry sweep runs, which expires an overdue trade request and approves nothing', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    mock = buildMock();
    mock.start();
    // The trade-expiry and receipt sweeps only.
    expect(vi.getTimerCount()).toBe(2);
    const user = authed(await signIn(mock, MOBILES.kyc1));
    const change = (await user.post('/user-auth/request-name-change', { name: 'علی رضایی‌فر' })).body.data;
    const price = (await mock.http().get('/gold-price')).body.data.buyPrice as number;
    const trade = await user.post('/api/trade-requests', { type: 'buy', symbol: GOLD_SYMBOL, amount: 0.1, price });
    expect(trade.status, JSON.stringify(trade.body)).toBe(201);
    const tradeStatus = () =>
      mock.db.get<{ status: string }>('SELECT status FROM trade_requests WHERE id = ?', trade.body.requestId)!.status;
    const frozen = () => balanceOf(walletOf(mock.db, userIdOf(mock, MOBILES.kyc1), 'TOMAN')).frozen;
    expect(frozen()).toBe(tradeTotal(100, price));

    // At the end of the window and its grace the request may still execute; a moment later the sweep expires it.
    mock.clock.advance((TRADE_CONFIRM_WINDOW_S + TRADE_EXECUTE_GRACE_S) * 1000);
    vi.advanceTimersByTime(1000);
    expect(tradeStatus()).toBe('pending');
    mock.clock.advance(1);
    vi.advanceTimersByTime(1000);
    expect(tradeStatus()).toBe('expired');
    expect(frozen()).toBe(0);
    // Nothing approves the change request: it still waits for a decision.
    expect(changeRequest(change.id).status).toBe('pending');
  });
});

describe('with control off', () => {
  it('answers 404 for the approvals, notifications, codes and console', async () => {
    mock = buildMock({ control: false });
    const requests = [
      mock.http().get('/__mock/approvals'),
      mock.http().post('/__mock/approvals/name-change/x').send({ decision: 'approve' }),
      mock.http().post('/__mock/notifications/09120000001').send({ type: 'system', title: 'ت', message: 'م' }),
      mock.http().get('/__mock/otps'),
      mock.http().get('/__mock/console'),
      mock.http().get('/__mock/console.js'),
    ];
    for (const res of await Promise.all(requests)) {
      expect(res.status).toBe(404);
      expectErrorEnvelope(res.body, 'ROUTE_NOT_FOUND');
    }
  });
});
