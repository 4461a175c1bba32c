import { Agent } from 'node:https';
import type { Notification, Priority } from '@gold/contracts/notifications';
import type { WebPushPayload } from '@gold/contracts/push';
import { pushUrlForNotification } from '@gold/contracts/rules/notification-routes';
import webpush from 'web-push';
import { devicesOf, forgetPushSubscription, type DeviceSubscription } from '../domain/push/push-subscriptions';
import type { DomainContext } from '../domain/shared/context';
import { keepVapidKeys, vapidKeysOf } from './vapid';

/**
 * How long a push service keeps a push for a device that is offline (RFC 8030 section 5.2). The notification is kept
 * in the panel's list regardless; past a day a push about it is old news.
 */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** RFC 8030 section 5.3: a high-priority notification (a trade executed, a decision) may wake a sleeping device. */
const URGENCY: Record<Priority, webpush.Urgency> = { high: 'high', medium: 'normal', low: 'low' };

/**
 * The most a payload may take, in UTF-8 bytes. A push service takes a body of 4096 bytes at most (RFC 8030 section
 * 7.2), and aes128gcm adds 86 bytes of header, a 16-byte tag and a padding delimiter (RFC 8291 section 4).
 */
export const MAX_PAYLOAD_BYTES = 4096 - 86 - 16 - 1;

/** A push service that says nothing for this long is given up on; the push is dropped. */
const TIMEOUT_MS = 10_000;
const CONCURRENCY = 4;
const MAX_QUEUED = 1000;

/** What the service worker reads. A body too long for one record is cut, at a character, and ends with an ellipsis. */
export function pushPayloadOf(notification: Notification): string {
  const payload: WebPushPayload = {
    id: notification.id,
    title: notification.title,
    body: notification.message,
    type: notification.type,
    url: pushUrlForNotification(notification.type, notification.data),
  };
  const whole = JSON.stringify(payload);
  if (Buffer.byteLength(whole) <= MAX_PAYLOAD_BYTES) return whole;
  const chars = [...payload.body];
  const cut = (kept: number) => JSON.stringify({ ...payload, body: `${chars.slice(0, kept).join('')}…` });
  // The most characters that fit lie in [fits, fitsNot).
  let [fits, fitsNot] = [0, chars.length];
  while (fitsNot - fits > 1) {
    const kept = Math.floor((fits + fitsNot) / 2);
    if (Buffer.byteLength(cut(kept)) <= MAX_PAYLOAD_BYTES) fits = kept;
    else fitsNot = kept;
  }
  return cut(fits);
}

/** The push service's origin, which is all the log says of an endpoint: the whole address lets anyone push to it. */
const serviceOf = (endpoint: string) => new URL(endpoint).origin;

type Job = { endpoint: string; subscription: DeviceSubscription; payload: string; urgency: webpush.Urgency };

/**
 * Web Push to the customers' devices. `notify` runs after a notification's transaction commits and only queues it:
 * the devices are read and the pushes encrypted, signed and sent in later tasks, at most `concurrency` at once, each
 * given up when its push service says nothing for `timeoutMs`, so neither the answer nor the transaction ever waits
 * for a push service. A device the push service says is gone (404, 410) is forgotten; any other failure is logged and
 * the push dropped: the notification is in the panel's list all the same.
 */
export function createWebPush(ctx: DomainContext) {
  const { db, clock, logger } = ctx;
  const config = ctx.config.webPush ?? {};
  const timeoutMs = config.timeoutMs ?? TIMEOUT_MS;
  const concurrency = config.concurrency ?? CONCURRENCY;
  const maxQueued = config.maxQueued ?? MAX_QUEUED;
  const keys = vapidKeysOf(db, config.vapidKeys, clock.now());
  const vapidDetails = { ...keys, subject: config.subject ?? `mailto:${ctx.config.support.email}` };
  const agent = config.ca ? new Agent({ ca: config.ca, keepAlive: true }) : undefined;

  let notes: { userId: string; notification: Notification }[] = [];
  const queue: Job[] = [];
  let inFlight = 0;
  let scheduled = false;
  let closed = false;
  let idleWaiters: (() => void)[] = [];

  const settleIdle = () => {
    if (scheduled || notes.length > 0 || queue.length > 0 || inFlight > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  const forget = (endpoint: string, why: string) => {
    if (closed) return;
    try {
      db.write((tx) => forgetPushSubscription(tx, endpoint));
      logger.info('push subscription removed', { pushService: serviceOf(endpoint), why });
    } catch (error) {
      logger.error('push subscription could not be removed', { error: error instanceof Error ? error.message : String(error) });
    }
  };

  async function send(job: Job): Promise<void> {
    try {
      await webpush.sendNotification(job.subscription, job.payload, {
        vapidDetails,
        TTL: PUSH_TTL_SECONDS,
        urgency: job.urgency,
        timeout: timeoutMs,
        ...(agent ? { agent } : {}),
      });
    } catch (error) {
      if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        forget(job.endpoint, String(error.statusCode));
        return;
      }
      logger.error('push failed', {
        pushService: serviceOf(job.endpoint),
        ...(error instanceof webpush.WebPushError ? { status: error.statusCode } : {}),
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  const pump = () => {
    while (!closed && inFlight < concurrency && queue.length > 0) {
      const job = queue.shift()!;
      inFlight += 1;
      void send(job).finally(() => {
        inFlight -= 1;
        pump();
        settleIdle();
      });
    }
  };

  /** Reads each notified customer's devices and queues a push to each: in a task of its own, after the answer. */
  const flush = () => {
    scheduled = false;
    const batch = notes;
    notes = [];
    let dropped = 0;
    if (!closed) {
      const now = clock.now().getTime();
      // Read once per customer: a bulk write may notify one customer thousands of times in one go.
      const devicesByUser = new Map<string, DeviceSubscription[]>();
      const liveDevicesOf = (userId: string) => {
        let devices = devicesByUser.get(userId);
        if (!devices) {
          devices = [];
          for (const device of devicesOf(db, userId)) {
            if (device.expirationTime !== null && device.expirationTime <= now) forget(device.endpoint, 'expired');
            else devices.push(device);
          }
          devicesByUser.set(userId, devices);
        }
        return devices;
      };
      for (const { userId, notification } of batch) {
        const devices = liveDevicesOf(userId);
        if (devices.length === 0) continue;
        const payload = pushPayloadOf(notification);
        for (const subscription of devices) {
          if (queue.length >= maxQueued) dropped += 1;
          else queue.push({ endpoint: subscription.endpoint, subscription, payload, urgency: URGENCY[notification.priority] });
        }
      }
    }
    if (dropped > 0) logger.error('pushes dropped: too many waiting', { dropped, waiting: queue.length });
    pump();
    settleIdle();
  };

  return {
    /** The public key browsers subscribe with (`applicationServerKey`), base64url. */
    publicKey: keys.publicKey,
    /** The pair it signs with: sandboxes sign with the default world's, so one served panel fits them all. */
    vapidKeys: keys,
    notify(userId: string, notification: Notification): void {
      if (closed) return;
      notes.push({ userId, notification });
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    /** Pushes queued and pushes sent but not answered yet. */
    pending: () => ({ waiting: queue.length, inFlight }),
    /** Resolves once nothing is waiting or in flight: for tests, and for a measurement. */
    idle(): Promise<void> {
      return new Promise((resolve) => {
        idleWaiters.push(resolve);
        settleIdle();
      });
    },
    /** After a reset: the pushes queued for the old state go, and the key pair is kept again (devices keep theirs). */
    afterReset(): void {
      queue.length = 0;
      notes = [];
      if (!config.vapidKeys) keepVapidKeys(db, keys, clock.now());
    },
    close(): void {
      closed = true;
      queue.length = 0;
      notes = [];
      agent?.destroy();
      settleIdle();
    },
  };
}

export type WebPush = ReturnType<typeof createWebPush>;
