import { BlockList, isIP } from 'node:net';
import type { PushSubscriptionRequest } from '@gold/contracts/push';
import type { Reader, Row } from '../../db/database';
import type { Tx } from '../../db/tx';

/** Devices a customer may have subscribed at once; past this the one registered longest ago is dropped. */
export const MAX_PUSH_DEVICES = 10;

/** A device's subscription as the sender needs it: RFC 8291's keys as the browser gave them. */
export type DeviceSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** When the push service ends it, in ms since the epoch; null when the browser did not say. */
  expirationTime: number | null;
};

type SubscriptionRow = Row & { endpoint: string; p256dh: string; auth: string; expiration_time: number | null };

/**
 * Keeps the device's subscription for `userId`. A repeat of the same endpoint replaces it and counts as the newest
 * registration; an endpoint another customer had moves to this one, since a device changes hands at sign-in. Past
 * `MAX_PUSH_DEVICES` the customer's oldest registrations are dropped: a new phone always gets its pushes.
 */
export function savePushSubscription(tx: Tx, userId: string, subscription: PushSubscriptionRequest, at: string) {
  const { endpoint, keys, expirationTime } = subscription;
  tx.run('DELETE FROM push_subscriptions WHERE endpoint = ?', endpoint);
  tx.run(
    'INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, expiration_time, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    endpoint,
    userId,
    keys.p256dh,
    keys.auth,
    expirationTime ?? null,
    at,
  );
  tx.run(
    `DELETE FROM push_subscriptions WHERE user_id = ? AND id <= (
       SELECT id FROM push_subscriptions WHERE user_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?
     )`,
    userId,
    userId,
    MAX_PUSH_DEVICES,
  );
  return { endpoint };
}

/** Removes the customer's own subscription of `endpoint`; another customer's stays. Answers whether one went. */
export function removePushSubscription(tx: Tx, userId: string, endpoint: string): boolean {
  return tx.run('DELETE FROM push_subscriptions WHERE endpoint = ? AND user_id = ?', endpoint, userId).changes > 0;
}

/** The push service said the subscription is gone (404 or 410), or it expired: whoever had it, it is no more. */
export function forgetPushSubscription(tx: Tx, endpoint: string): void {
  tx.run('DELETE FROM push_subscriptions WHERE endpoint = ?', endpoint);
}

/** The customer's devices, the newest registration first. */
export function devicesOf(db: Reader, userId: string): DeviceSubscription[] {
  return db
    .all<SubscriptionRow>(
      'SELECT endpoint, p256dh, auth, expiration_time FROM push_subscriptions WHERE user_id = ? ORDER BY id DESC',
      userId,
    )
    .map((r) => ({ endpoint: r.endpoint, keys: { p256dh: r.p256dh, auth: r.auth }, expirationTime: r.expiration_time }));
}

/** Addresses no push service has: this machine, private networks, link-local, unspecified. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * Why the mock will not send to `endpoint`, or null. The mock posts to whatever address a customer gives, so one on
 * this machine or its network (written as an address or as localhost) is refused: it could reach a service there.
 * `trusted` names the origins the operator let through, such as a test's stand-in push service on this machine.
 */
export function endpointProblem(endpoint: string, trusted: readonly string[] = []): string | null {
  const url = new URL(endpoint);
  if (trusted.includes(url.origin)) return null;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  const family = isIP(host);
  const loopback =
    host === 'localhost' || host.endsWith('.localhost') || (family !== 0 && LOOPBACK.check(host, family === 4 ? 'ipv4' : 'ipv6'));
  if (loopback) return 'نشانی اشتراک نباید به همین رایانه اشاره کند';
  if (family !== 0 && PRIVATE.check(host, family === 4 ? 'ipv4' : 'ipv6')) return 'نشانی اشتراک نباید به شبکه داخلی اشاره کند';
  return null;
}
