import webpush from 'web-push';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { webPushPayloadSchema } from '@gold/contracts/push';
import type { MockConfig } from '../config';
import { buildMock, callAs, endpointsOf, MOBILES, OTHER, otherCustomer, signIn, type Mock } from '../test-utils';
import { startPushService, type PushService, type StandInDevice } from './push-stand-in/push-service';
import { MAX_PAYLOAD_BYTES, PUSH_TTL_SECONDS } from './web-push';

// Each notification the mock creates, sent by Web Push to a stand-in push service on this machine, which checks the
// VAPID signature and decrypts the payload as a browser's push service and service worker would.

let service: PushService;
let mock: Mock;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(() => service.close());
afterEach(async () => {
  service.release();
  await mock.close();
});

/** A mock that trusts the stand-in and takes its loopback endpoints. */
function start(webPush: MockConfig['webPush'] = {}) {
  mock = buildMock({ webPush: { trustedServices: [service.origin], ca: service.ca, ...webPush } });
  return mock;
}

const subscribe = (token: string, body: object) => callAs(mock, 'post', '/users/me/push-subscriptions', token, body);
/** A device of the stand-in, subscribed to the mock's key and registered for the holder of `token`. */
async function deviceOf(token: string): Promise<StandInDevice> {
  const device = service.device(mock.webPush.publicKey);
  expect((await subscribe(token, device.subscription)).status).toBe(201);
  return device;
}
/** A notification from the console, as a salesperson sends one. */
const notify = (mobile: string, body: object) =>
  mock
    .http()
    .post(`/__mock/notifications/${encodeURIComponent(mobile)}`)
    .send(body);

describe('Web Push of each notification', () => {
  it("reaches each of the customer's devices once, decrypted, signed by the mock's key, with the page a click opens", async () => {
    start();
    const token = await signIn(mock, MOBILES.kyc2);
    const [phone, laptop] = [await deviceOf(token), await deviceOf(token)];
    const bystander = await deviceOf(await otherCustomer(mock));

    const res = await notify(MOBILES.kyc2, {
      type: 'transaction',
      title: 'واریز تأیید شد',
      message: 'مبلغ ۱٬۰۰۰٬۰۰۰ تومان',
      priority: 'high',
    });
    expect(res.status).toBe(201);
    const notification = res.body.notification;
    for (const device of [phone, laptop]) {
      const push = await device.next();
      expect(webPushPayloadSchema.parse(push.payload)).toEqual({
        id: notification.id,
        title: 'واریز تأیید شد',
        body: 'مبلغ ۱٬۰۰۰٬۰۰۰ تومان',
        type: 'transaction',
        url: '/wallets',
      });
      expect(push.claims).toMatchObject({ aud: service.origin, sub: 'mailto:support@example.ir' });
      expect([push.ttl, push.urgency, push.topic]).toEqual([PUSH_TTL_SECONDS, 'high', undefined]);
    }
    await mock.webPush.idle();
    expect([phone.received.length, laptop.received.length, bystander.received.length]).toEqual([1, 1, 0]);
  });

  it('follows a device to the customer who signs in on it', async () => {
    start();
    const device = await deviceOf(await otherCustomer(mock));
    expect((await subscribe(await signIn(mock, MOBILES.kyc2), device.subscription)).status).toBe(201);
    expect((await notify(OTHER.mobile, { type: 'system', title: 'برای قبلی', message: 'نباید برسد' })).status).toBe(201);
    expect((await notify(MOBILES.kyc2, { type: 'system', title: 'برای تازه', message: 'باید برسد' })).status).toBe(201);
    await mock.webPush.idle();
    expect(device.received.map((push) => (push.payload as { title: string }).title)).toEqual(['برای تازه']);
  });

  it('signs with the key pair and contact MOCK_VAPID_* give', async () => {
    const vapidKeys = webpush.generateVAPIDKeys();
    start({ vapidKeys, subject: 'https://gold.example.ir/contact' });
    expect(mock.webPush.publicKey).toBe(vapidKeys.publicKey);
    const device = await deviceOf(await signIn(mock, MOBILES.kyc2));
    expect((await notify(MOBILES.kyc2, { type: 'system', title: 'کلید', message: 'کلید پیکربندی‌شده' })).status).toBe(201);
    expect((await device.next()).claims.sub).toBe('https://gold.example.ir/contact');
  });

  it('opens the ticket a support answer belongs to, and the KYC section for a decision', async () => {
    start();
    const token = await signIn(mock, MOBILES.kyc1);
    const device = await deviceOf(token);
    const ticket = await callAs(mock, 'post', '/api/tickets', token, { title: 'واریز نرسیده', description: 'پس از یک ساعت' });
    expect(ticket.status).toBe(201);
    expect((await mock.http().post(`/__mock/tickets/${ticket.body.data.id}/messages`).send({ content: 'بررسی شد' })).status).toBe(
      201,
    );
    expect(await device.next()).toMatchObject({ payload: { type: 'ticket', url: `/tickets?ticket=${ticket.body.data.id}` } });

    const change = await callAs(mock, 'post', '/user-auth/request-name-change', token, { name: 'علی رضایی‌فر' });
    expect(change.status).toBe(201);
    expect(
      (await mock.http().post(`/__mock/approvals/name-change/${change.body.data.id}`).send({ decision: 'approve' })).status,
    ).toBe(200);
    expect(await device.next()).toMatchObject({ payload: { type: 'kyc', url: '/settings?section=kyc' } });
    const system = await notify(MOBILES.kyc1, { type: 'system', title: 'به‌روزرسانی', message: 'نسخه تازه', priority: 'low' });
    expect(system.status).toBe(201);
    expect(await device.next()).toMatchObject({ payload: { type: 'system', url: '/notifications' }, urgency: 'low' });
  });

  it('shortens a body too long for one record, and the push still fits a push service', async () => {
    start();
    const device = await deviceOf(await signIn(mock, MOBILES.kyc2));
    // 2,000 characters of two bytes each: more than a record holds.
    const message = 'پشتیبانی'.repeat(250);
    expect((await notify(MOBILES.kyc2, { type: 'ticket', title: 'پاسخ پشتیبانی', message })).status).toBe(201);
    const push = await device.next();
    const { body } = webPushPayloadSchema.parse(push.payload);
    expect(body.endsWith('…')).toBe(true);
    expect(message.startsWith(body.slice(0, -1))).toBe(true);
    expect(body.length).toBeGreaterThan(1000);
    expect(Buffer.byteLength(JSON.stringify(push.payload))).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect(push.bodyBytes).toBeLessThanOrEqual(4096);
  });

  it('forgets a device its push service says is gone (410, 404), and keeps one after another failure', async () => {
    start();
    const token = await signIn(mock, MOBILES.kyc2);
    const [gone, missing, failing, fine] = [
      await deviceOf(token),
      await deviceOf(token),
      await deviceOf(token),
      await deviceOf(token),
    ];
    gone.status = 410;
    missing.status = 404;
    failing.status = 500;
    expect((await notify(MOBILES.kyc2, { type: 'system', title: 'اول', message: 'یک' })).status).toBe(201);
    await mock.webPush.idle();
    expect(endpointsOf(mock, MOBILES.kyc2).sort()).toEqual([failing, fine].map((d) => d.subscription.endpoint).sort());

    expect((await notify(MOBILES.kyc2, { type: 'system', title: 'دوم', message: 'دو' })).status).toBe(201);
    await mock.webPush.idle();
    expect([gone, missing, failing, fine].map((d) => d.received.length)).toEqual([1, 1, 2, 2]);
  });

  it('skips and forgets a subscription its browser said has expired', async () => {
    start();
    const token = await signIn(mock, MOBILES.kyc2);
    const device = service.device(mock.webPush.publicKey);
    const expiresAt = mock.clock.now().getTime() + 60_000;
    expect((await subscribe(token, { ...device.subscription, expirationTime: expiresAt })).status).toBe(201);
    mock.clock.advance(60_000);
    expect((await notify(MOBILES.kyc2, { type: 'system', title: 'دیر', message: 'منقضی' })).status).toBe(201);
    await mock.webPush.idle();
    expect(device.received).toEqual([]);
    expect(endpointsOf(mock, MOBILES.kyc2)).toEqual([]);
  });

  it('answers without waiting for a slow push service, with at most `concurrency` pushes in flight', async () => {
    start({ concurrency: 2 });
    const token = await signIn(mock, MOBILES.kyc2);
    const devices = [];
    for (let i = 0; i < 5; i++) devices.push(await deviceOf(token));
    service.hold();
    const before = service.requestCount();
    const res = await notify(MOBILES.kyc2, { type: 'system', title: 'کند', message: 'سرویس کند' });
    // The console's answer came while no push has been answered: nothing waited for the push service.
    expect(res.status).toBe(201);
    await service.arrived(before + 2);
    expect(service.heldCount()).toBe(2);
    expect(mock.webPush.pending()).toEqual({ waiting: 3, inFlight: 2 });
    expect((await callAs(mock, 'get', '/notifications/me', token)).status).toBe(200);
    service.release();
    await mock.webPush.idle();
    expect(devices.map((d) => d.received.length)).toEqual([1, 1, 1, 1, 1]);
  });

  it('gives up on a push service that does not answer in time, and keeps the device', async () => {
    start({ timeoutMs: 100 });
    const device = await deviceOf(await signIn(mock, MOBILES.kyc2));
    const logged = vi.spyOn(mock.logger, 'error');
    service.hold();
    expect((await notify(MOBILES.kyc2, { type: 'system', title: 'بی‌پاسخ', message: 'پاسخی نمی‌آید' })).status).toBe(201);
    await mock.webPush.idle();
    expect(logged).toHaveBeenCalledWith('push failed', expect.objectContaining({ pushService: service.origin }));
    // The log names the push service, never the device's address, which anyone could push to.
    expect(JSON.stringify(logged.mock.calls)).not.toContain(device.subscription.endpoint);
    expect(endpointsOf(mock, MOBILES.kyc2)).toEqual([device.subscription.endpoint]);
  });

  it('drops what does not fit the queue, and says so', async () => {
    start({ concurrency: 1, maxQueued: 2 });
    const token = await signIn(mock, MOBILES.kyc2);
    const devices = [];
    for (let i = 0; i < 5; i++) devices.push(await deviceOf(token));
    const logged = vi.spyOn(mock.logger, 'error');
    expect((await notify(MOBILES.kyc2, { type: 'system', title: 'انبوه', message: 'صف پر' })).status).toBe(201);
    await mock.webPush.idle();
    expect(devices.reduce((sum, d) => sum + d.received.length, 0)).toBe(2);
    expect(logged).toHaveBeenCalledWith('pushes dropped: too many waiting', expect.objectContaining({ dropped: 3 }));
  });

  it('sends nothing for the seeded notifications of a reset, and keeps its key through it', async () => {
    start();
    const token = await signIn(mock, MOBILES.kyc2);
    await deviceOf(token);
    const key = mock.webPush.publicKey;
    const before = service.requestCount();
    expect((await mock.http().post('/__mock/reset').send({})).status).toBe(200);
    await mock.webPush.idle();
    expect(service.requestCount()).toBe(before);
    // A reset is the seeded start: devices subscribe again, to the same key.
    expect(mock.db.all('SELECT * FROM push_subscriptions')).toEqual([]);
    expect(mock.db.get('SELECT public_key FROM push_vapid_keys')).toEqual({ public_key: key });
    const device = await deviceOf(await signIn(mock, MOBILES.kyc2));
    expect((await notify(MOBILES.kyc2, { type: 'system', title: 'پس از بازنشانی', message: 'هنوز می‌رسد' })).status).toBe(201);
    expect(await device.next()).toMatchObject({ payload: { title: 'پس از بازنشانی' } });
  });
});
