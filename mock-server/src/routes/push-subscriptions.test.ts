import { afterEach, describe, expect, it } from 'vitest';
import { pushSubscriptionResponseSchema, pushUnsubscribeResponseSchema } from '@gold/contracts/push';
import { MAX_PUSH_DEVICES } from '../domain/push/push-subscriptions';
import { makeDeviceKeys } from '../realtime/push-stand-in/rfc8291';
import {
  buildMock,
  callAs,
  endpointsOf,
  expectErrorEnvelope,
  MOBILES,
  OTHER,
  otherCustomer,
  signIn,
  type Mock,
} from '../test-utils';

const PATH = '/users/me/push-subscriptions';

let mock: Mock;
afterEach(async () => {
  await mock.close();
});

const start = () => (mock = buildMock());

let devices = 0;
/** What `pushManager.subscribe` gives a new device, as `PushSubscription.toJSON()` shapes it (no push is sent here). */
function newDevice() {
  const keys = makeDeviceKeys();
  return {
    subscription: {
      endpoint: `https://push.example.ir/send/device-${++devices}`,
      expirationTime: null,
      keys: { p256dh: keys.publicKey.toString('base64url'), auth: keys.authSecret.toString('base64url') },
    },
  };
}

const subscribe = (token: string | undefined, body: object) => callAs(mock, 'post', PATH, token, body);
const unsubscribe = (token: string | undefined, body: object) => callAs(mock, 'delete', PATH, token, body);
/** A new device, registered for the holder of `token`. */
async function deviceOf(token: string) {
  const device = newDevice();
  expect((await subscribe(token, device.subscription)).status).toBe(201);
  return device;
}
describe('POST /users/me/push-subscriptions', () => {
  it("keeps the browser's subscription for the customer and answers its endpoint", async () => {
    start();
    const token = await signIn(mock, MOBILES.kyc2);
    const device = newDevice();
    const res = await subscribe(token, device.subscription);
    expect(res.status).toBe(201);
    expect(pushSubscriptionResponseSchema.parse(res.body)).toEqual({
      success: true,
      data: { endpoint: device.subscription.endpoint },
    });
    expect(endpointsOf(mock, MOBILES.kyc2)).toEqual([device.subscription.endpoint]);
  });

  it('takes a repeat as the same device, with its new keys', async () => {
    start();
    const token = await signIn(mock, MOBILES.kyc2);
    const first = newDevice();
    const again = newDevice();
    expect((await subscribe(token, first.subscription)).status).toBe(201);
    // The browser made new keys for the same endpoint: pushes must be encrypted to them from now on.
    const renewed = { ...again.subscription, endpoint: first.subscription.endpoint };
    expect((await subscribe(token, renewed)).status).toBe(201);
    expect((await subscribe(token, renewed)).status).toBe(201);
    expect(mock.db.all('SELECT endpoint, p256dh, auth FROM push_subscriptions')).toEqual([
      { endpoint: first.subscription.endpoint, p256dh: again.subscription.keys.p256dh, auth: again.subscription.keys.auth },
    ]);
  });

  it('moves a device to the customer who signs in on it', async () => {
    start();
    const other = await otherCustomer(mock);
    const device = await deviceOf(other);
    const token = await signIn(mock, MOBILES.kyc2);
    expect((await subscribe(token, device.subscription)).status).toBe(201);
    expect(endpointsOf(mock, OTHER.mobile)).toEqual([]);
    expect(endpointsOf(mock, MOBILES.kyc2)).toEqual([device.subscription.endpoint]);
  });

  it(`keeps a customer's ${MAX_PUSH_DEVICES} newest registrations, a repeat counting as new`, async () => {
    start();
    const token = await signIn(mock, MOBILES.kyc2);
    const devices = [];
    for (let i = 0; i <= MAX_PUSH_DEVICES; i++) devices.push(await deviceOf(token));
    const endpoints = devices.map((d) => d.subscription.endpoint);
    expect(endpointsOf(mock, MOBILES.kyc2)).toEqual(endpoints.slice(1).reverse());
    // The oldest kept one registers again and becomes the newest; the next oldest goes when another arrives.
    expect((await subscribe(token, devices[1]!.subscription)).status).toBe(201);
    await deviceOf(token);
    expect(endpointsOf(mock, MOBILES.kyc2)).toHaveLength(MAX_PUSH_DEVICES);
    expect(endpointsOf(mock, MOBILES.kyc2)).toContain(endpoints[1]);
    expect(endpointsOf(mock, MOBILES.kyc2)).not.toContain(endpoints[2]);
  });

  it('refuses bad input with the field that is wrong', async () => {
    start();
    const token = await signIn(mock, MOBILES.kyc2);
    const { endpoint, keys } = newDevice().subscription;
    const refused = async (body: object, field: string) => {
      const res = await subscribe(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
      expect(res.body.details.map((d: { path: string }) => d.path)).toContain(field);
    };
    await refused({ endpoint, keys: { p256dh: keys.p256dh } }, 'keys.auth');
    await refused({ endpoint }, 'keys');
    await refused({ keys }, 'endpoint');
    await refused({ endpoint: endpoint.replace('https:', 'http:'), keys }, 'endpoint');
    await refused({ endpoint, keys: { ...keys, p256dh: keys.p256dh.slice(0, 44) } }, 'keys.p256dh');
    await refused({ endpoint, keys: { ...keys, auth: `${keys.auth}AAAA` } }, 'keys.auth');
    // 0x04 then zeros: the right size, but no point of the curve.
    await refused({ endpoint, keys: { ...keys, p256dh: `B${'A'.repeat(86)}` } }, 'keys.p256dh');
    await refused({ endpoint, keys, expirationTime: 'soon' }, 'expirationTime');
    await refused({ endpoint: 'https://10.0.0.7/push/1', keys }, 'endpoint');
    await refused({ endpoint: 'https://[fd00::1]/push/1', keys }, 'endpoint');
    const notJson = await mock
      .http()
      .post(PATH)
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/json')
      .send('{');
    expect(notJson.status).toBe(400);
    expectErrorEnvelope(notJson.body, 'INVALID_JSON');
    expect(mock.db.all('SELECT * FROM push_subscriptions')).toEqual([]);
  });

  it('refuses a push service on this machine unless told to take one', async () => {
    mock = buildMock();
    const token = await signIn(mock, MOBILES.kyc2);
    const { keys } = newDevice().subscription;
    for (const endpoint of [
      'https://127.0.0.1:8443/push/1',
      'https://localhost/push/1',
      'https://[::1]/push/1',
      'https://[::ffff:127.0.0.1]/x',
    ]) {
      const res = await subscribe(token, { endpoint, keys });
      expect(res.status, endpoint).toBe(400);
      expect(res.body.details, endpoint).toEqual([{ path: 'endpoint', message: expect.any(String) }]);
    }
    expect((await subscribe(token, { endpoint: 'https://fcm.googleapis.com/fcm/send/abc:APA91b', keys })).status).toBe(201);

    await mock.close();
    mock = buildMock({ webPush: { trustedServices: ['https://127.0.0.1:8443'] } });
    const tests = await signIn(mock, MOBILES.kyc2);
    expect((await subscribe(tests, { endpoint: 'https://127.0.0.1:8443/push/1', keys })).status).toBe(201);
    expect((await subscribe(tests, { endpoint: 'https://127.0.0.1:8444/push/1', keys })).status).toBe(400);
    expect((await subscribe(tests, { endpoint: 'http://127.0.0.1:8443/push/1', keys })).status).toBe(400);
    expect((await subscribe(tests, { endpoint: 'https://10.0.0.7/push/1', keys })).status).toBe(400);
  });

  it('needs a session of an account that may act', async () => {
    start();
    const { subscription } = newDevice();
    const token = await signIn(mock, MOBILES.kyc2);
    for (const bad of [undefined, `${token}x`, 'not-a-token']) {
      const res = await subscribe(bad, subscription);
      expect(res.status).toBe(401);
      expectErrorEnvelope(res.body, 'UNAUTHORIZED');
    }
    expect((await mock.http().patch(`/__mock/users/${MOBILES.kyc2}`).send({ restricted: true })).status).toBe(200);
    expect((await subscribe(token, subscription)).status).toBe(403);
    expect(mock.db.all('SELECT * FROM push_subscriptions')).toEqual([]);
  });
});

describe('DELETE /users/me/push-subscriptions', () => {
  it("removes the customer's own device, and says when there was none", async () => {
    start();
    const token = await signIn(mock, MOBILES.kyc2);
    const [kept, gone] = [await deviceOf(token), await deviceOf(token)];
    const res = await unsubscribe(token, { endpoint: gone.subscription.endpoint });
    expect(res.status).toBe(200);
    expect(pushUnsubscribeResponseSchema.parse(res.body)).toEqual({
      success: true,
      data: { endpoint: gone.subscription.endpoint, removed: true },
    });
    expect(endpointsOf(mock, MOBILES.kyc2)).toEqual([kept.subscription.endpoint]);
    const again = await unsubscribe(token, { endpoint: gone.subscription.endpoint });
    expect([again.status, again.body.data.removed]).toEqual([200, false]);
  });

  it("leaves another customer's device alone, answering as for one that does not exist", async () => {
    start();
    const theirs = await deviceOf(await otherCustomer(mock));
    const token = await signIn(mock, MOBILES.kyc2);
    const res = await unsubscribe(token, { endpoint: theirs.subscription.endpoint });
    expect([res.status, res.body.data.removed]).toEqual([200, false]);
    expect(endpointsOf(mock, OTHER.mobile)).toEqual([theirs.subscription.endpoint]);
  });

  it('refuses a missing endpoint and a missing session', async () => {
    start();
    const token = await signIn(mock, MOBILES.kyc2);
    const device = await deviceOf(token);
    for (const body of [{}, { endpoint: '' }, { endpoint: 42 }, { endpoint: device.subscription.endpoint, extra: 1 }]) {
      const res = await unsubscribe(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
    }
    const visitor = await unsubscribe(undefined, { endpoint: device.subscription.endpoint });
    expect(visitor.status).toBe(401);
    expect(endpointsOf(mock, MOBILES.kyc2)).toEqual([device.subscription.endpoint]);
  });
});
