import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import type { WebPushConfig } from '../config';
import type { Db } from '../db/tx';

/** A VAPID key pair (RFC 8292), base64url: the P-256 public key uncompressed (65 bytes) and the private scalar (32). */
export type VapidKeys = { publicKey: string; privateKey: string };

const BASE64URL = /^[\w-]+$/;

/** Why `keys` cannot sign pushes, or null: each of the right size, and the public key the private key's own. */
export function vapidKeysProblem(keys: VapidKeys): string | null {
  if (!BASE64URL.test(keys.publicKey) || !BASE64URL.test(keys.privateKey)) return 'the keys must be base64url, without padding';
  const publicKey = Buffer.from(keys.publicKey, 'base64url');
  const privateKey = Buffer.from(keys.privateKey, 'base64url');
  if (publicKey.length !== 65 || publicKey[0] !== 4) return 'the public key must be an uncompressed P-256 point (65 bytes)';
  if (privateKey.length !== 32) return 'the private key must be 32 bytes';
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(privateKey);
    if (!ecdh.getPublicKey().equals(publicKey)) return 'the public key is not the private key’s';
  } catch {
    return 'the private key is not a P-256 key';
  }
  return null;
}

/** Why `subject` is no VAPID contact, or null: RFC 8292 section 2.1 asks for a mailto: or an https: URL. */
export function vapidSubjectProblem(subject: string): string | null {
  let url: URL;
  try {
    url = new URL(subject);
  } catch {
    return 'the subject must be a mailto: or https: URL';
  }
  return url.protocol === 'mailto:' || url.protocol === 'https:' ? null : 'the subject must be a mailto: or https: URL';
}

/** Why `origin` cannot name a trusted push service, or null: it must be an https origin, without a path. */
function serviceOriginProblem(origin: string): string | null {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return `${origin} is not a URL`;
  }
  if (url.protocol !== 'https:') return `${origin} is not https: push services take TLS only`;
  return url.origin === origin ? null : `${origin} is not an origin alone (write ${url.origin})`;
}

/**
 * MOCK_VAPID_PUBLIC_KEY, MOCK_VAPID_PRIVATE_KEY, MOCK_VAPID_SUBJECT and MOCK_PUSH_SERVICES, checked: a start with keys
 * that cannot sign, or only one of the two, stops with a message rather than failing every push later.
 */
export function webPushConfigFromEnv(env: NodeJS.ProcessEnv): WebPushConfig {
  const publicKey = env.MOCK_VAPID_PUBLIC_KEY?.trim() || undefined;
  const privateKey = env.MOCK_VAPID_PRIVATE_KEY?.trim() || undefined;
  const subject = env.MOCK_VAPID_SUBJECT?.trim() || undefined;
  const config: WebPushConfig = {};
  if (publicKey || privateKey) {
    if (!publicKey || !privateKey)
      throw new Error('MOCK_VAPID_PUBLIC_KEY and MOCK_VAPID_PRIVATE_KEY go together: set both, or neither.');
    const problem = vapidKeysProblem({ publicKey, privateKey });
    if (problem) throw new Error(`MOCK_VAPID_PUBLIC_KEY and MOCK_VAPID_PRIVATE_KEY: ${problem}.`);
    config.vapidKeys = { publicKey, privateKey };
  }
  if (subject) {
    const problem = vapidSubjectProblem(subject);
    if (problem) throw new Error(`MOCK_VAPID_SUBJECT: ${problem}.`);
    config.subject = subject;
  }
  const services = (env.MOCK_PUSH_SERVICES ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (services.length > 0) {
    const problem = services.map(serviceOriginProblem).find(Boolean);
    if (problem) throw new Error(`MOCK_PUSH_SERVICES: ${problem}.`);
    config.trustedServices = services;
  }
  return config;
}

type KeyRow = { public_key: string; private_key: string };

/**
 * The pair the mock signs with: the configured one, else the one its database keeps, else a new pair, kept there. A
 * subscription is bound to the public key the browser was given, so the pair must outlive restarts.
 */
export function vapidKeysOf(db: Db, configured: VapidKeys | undefined, now: Date): VapidKeys {
  if (configured) return configured;
  const kept = db.get<KeyRow>('SELECT public_key, private_key FROM push_vapid_keys WHERE id = 1');
  if (kept) return { publicKey: kept.public_key, privateKey: kept.private_key };
  const made = webpush.generateVAPIDKeys();
  keepVapidKeys(db, made, now);
  return made;
}

/** Puts the pair back into a database that lost it: a reset drops every table, and the devices keep their key. */
export function keepVapidKeys(db: Db, keys: VapidKeys, now: Date): void {
  db.write((tx) =>
    tx.run(
      'INSERT OR IGNORE INTO push_vapid_keys (id, public_key, private_key, created_at) VALUES (1, ?, ?, ?)',
      keys.publicKey,
      keys.privateKey,
      now.toISOString(),
    ),
  );
}
