import { execFileSync } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { makeDeviceKeys, decryptPushMessage, type DeviceKeys } from './rfc8291';
import { verifyVapid, type VapidClaims } from './rfc8292';

// A stand-in for a browser's push service (RFC 8030), on 127.0.0.1 over TLS as the real ones are, for the mock's
// tests: no push service on the internet is reachable here. It hands out devices whose subscriptions a test posts to
// the mock, checks each push's VAPID header (RFC 8292), decrypts its payload with the device's keys (RFC 8291) and
// keeps what arrived, so a test reads a push as the panel's service worker would.

/** A push as the device got it. */
export type ReceivedPush = {
  payload: unknown;
  claims: VapidClaims;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The encrypted body's size: a push service takes 4096 bytes at most. */
  bodyBytes: number;
};

export type StandInDevice = {
  /** What `pushManager.subscribe` gives the panel, as `PushSubscription.toJSON()` shapes it. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** Every push that reached the device, in order. */
  received: ReceivedPush[];
  /** The next push: one that arrived and was not taken yet, else the next to arrive. Rejects on a push that fails a check. */
  next(): Promise<ReceivedPush>;
  /** What the service answers this device's pushes: 201, or say 410 when the subscription is gone. */
  status: number;
};

export type Certificate = { key: string; cert: string };

/** A throwaway certificate for 127.0.0.1, made once per test process. */
let certificate: Certificate | undefined;
export function localCertificate(): Certificate {
  if (!certificate) {
    let pem: string;
    try {
      pem = execFileSync(
        'openssl',
        // prettier-ignore
        ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', '-', '-days', '2',
         '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
    } catch (error) {
      throw new Error(`the stand-in push service needs openssl for its TLS certificate: ${(error as Error).message}`, {
        cause: error,
      });
    }
    const key = /-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----\n/.exec(pem)?.[0];
    const cert = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----\n/.exec(pem)?.[0];
    if (!key || !cert) throw new Error('openssl made no key and certificate');
    certificate = { key, cert };
  }
  return certificate;
}

type DeviceState = StandInDevice & {
  keys: DeviceKeys;
  vapidPublicKey: string;
  waiting: { resolve: (push: ReceivedPush) => void; reject: (error: Error) => void }[];
  taken: number;
  failures: Error[];
};

/**
 * Starts the stand-in on 127.0.0.1: on a free port unless told, with its own certificate unless given one (one that a
 * mock started earlier already trusts).
 */
export async function startPushService(options: { port?: number; certificate?: Certificate } = {}) {
  const { key, cert } = options.certificate ?? localCertificate();
  const devices = new Map<string, DeviceState>();
  let holding = false;
  const held: (() => void)[] = [];
  let requests = 0;
  const arrivals: { count: number; resolve: () => void }[] = [];

  const deliver = (device: DeviceState, push: ReceivedPush | Error) => {
    if (push instanceof Error) device.failures.push(push);
    else device.received.push(push);
    const waiter = device.waiting.shift();
    if (!waiter) return;
    if (push instanceof Error) waiter.reject(push);
    else waiter.resolve(device.received[device.taken++]!);
  };

  const handle = (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const device = devices.get(req.url ?? '');
    if (req.method !== 'POST' || !device) {
      res.writeHead(404).end();
      return;
    }
    try {
      const ttl = Number(req.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) throw new Error(`TTL ${req.headers.ttl} is not a number of seconds`);
      if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`Content-Encoding ${req.headers['content-encoding']}`);
      const claims = verifyVapid(req.headers.authorization, device.vapidPublicKey, origin, new Date());
      const payload: unknown = JSON.parse(decryptPushMessage(body, device.keys).toString('utf8'));
      const topic = req.headers.topic;
      deliver(device, {
        payload,
        claims,
        ttl,
        urgency: req.headers.urgency as string | undefined,
        topic: typeof topic === 'string' ? topic : undefined,
        bodyBytes: body.length,
      });
      res.writeHead(device.status).end();
    } catch (error) {
      deliver(device, error as Error);
      res.writeHead(400).end();
    }
  };

  const server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      requests += 1;
      if (holding) held.push(() => handle(req, res, body));
      else handle(req, res, body);
      for (const arrival of arrivals.filter((a) => a.count <= requests)) {
        arrivals.splice(arrivals.indexOf(arrival), 1);
        arrival.resolve();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let made = 0;

  return {
    origin,
    /** The certificate to trust (the mock's `webPush.ca`). */
    ca: cert,
    /** Pushes that reached the service, whatever their device and answer. */
    requestCount: () => requests,
    /** Resolves once `count` pushes in all have reached the service (answered or held). */
    arrived: (count: number) =>
      new Promise<void>((resolve) => (requests >= count ? resolve() : arrivals.push({ count, resolve }))),
    /**
     * A new device, with keys of its own, subscribed to `vapidPublicKey` (the mock's), as `pushManager.subscribe` makes
     * one: its pushes arrive at its own endpoint, and one signed by another key is refused.
     */
    device(vapidPublicKey: string): StandInDevice {
      const keys = makeDeviceKeys();
      const path = `/push/device-${++made}`;
      const device: DeviceState = {
        subscription: {
          endpoint: `${origin}${path}`,
          expirationTime: null,
          keys: { p256dh: keys.publicKey.toString('base64url'), auth: keys.authSecret.toString('base64url') },
        },
        received: [],
        status: 201,
        keys,
        vapidPublicKey,
        waiting: [],
        taken: 0,
        failures: [],
        next() {
          if (device.failures.length > 0) return Promise.reject(device.failures.shift()!);
          if (device.taken < device.received.length) return Promise.resolve(device.received[device.taken++]!);
          return new Promise((resolve, reject) => device.waiting.push({ resolve, reject }));
        },
      };
      devices.set(path, device);
      return device;
    },
    /** From now on, pushes get no answer until `release`: a slow push service. */
    hold(): void {
      holding = true;
    },
    /** Answers the pushes held so far, and answers at once from now on. */
    release(): void {
      holding = false;
      for (const answer of held.splice(0)) answer();
    },
    /** Pushes waiting for an answer. */
    heldCount: () => held.length,
    async close(): Promise<void> {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;
