import webpush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { manualClock, seededRandom } from '../clock';
import { testConfig } from '../config';
import type { Db } from '../db/tx';
import { seededDb } from '../test-utils';
import { vapidKeysProblem, webPushConfigFromEnv } from './vapid';

const KEYS = webpush.generateVAPIDKeys();

describe('vapidKeysProblem', () => {
  it('takes a pair web-push made', () => {
    expect(vapidKeysProblem(KEYS)).toBeNull();
  });

  it('refuses keys of another pair, of the wrong size, or not base64url', () => {
    const other = webpush.generateVAPIDKeys();
    expect(vapidKeysProblem({ publicKey: other.publicKey, privateKey: KEYS.privateKey })).toMatch(/not the private key/);
    expect(vapidKeysProblem({ ...KEYS, publicKey: KEYS.publicKey.slice(0, 43) })).toMatch(/65 bytes/);
    expect(vapidKeysProblem({ ...KEYS, privateKey: `${KEYS.privateKey}AAAA` })).toMatch(/32 bytes/);
    expect(vapidKeysProblem({ ...KEYS, privateKey: `${KEYS.privateKey}=` })).toMatch(/base64url/);
  });
});

describe('webPushConfigFromEnv', () => {
  it('reads the pair and the subject, and nothing when none is set', () => {
    expect(webPushConfigFromEnv({})).toEqual({});
    expect(
      webPushConfigFromEnv({
        MOCK_VAPID_PUBLIC_KEY: KEYS.publicKey,
        MOCK_VAPID_PRIVATE_KEY: ` ${KEYS.privateKey}\n`,
        MOCK_VAPID_SUBJECT: 'https://gold.example.ir/contact',
      }),
    ).toEqual({ vapidKeys: KEYS, subject: 'https://gold.example.ir/contact' });
    expect(webPushConfigFromEnv({ MOCK_PUSH_SERVICES: ' https://127.0.0.1:8443, https://push.lan ' })).toEqual({
      trustedServices: ['https://127.0.0.1:8443', 'https://push.lan'],
    });
  });

  it('stops the start on half a pair, a pair that cannot sign, or a subject that is no contact', () => {
    expect(() => webPushConfigFromEnv({ MOCK_VAPID_PUBLIC_KEY: KEYS.publicKey })).toThrow(/go together/);
    expect(() => webPushConfigFromEnv({ MOCK_VAPID_PRIVATE_KEY: KEYS.privateKey })).toThrow(/go together/);
    const other = webpush.generateVAPIDKeys();
    expect(() =>
      webPushConfigFromEnv({ MOCK_VAPID_PUBLIC_KEY: other.publicKey, MOCK_VAPID_PRIVATE_KEY: KEYS.privateKey }),
    ).toThrow(/MOCK_VAPID_PUBLIC_KEY and MOCK_VAPID_PRIVATE_KEY: the public key is not/);
    expect(() => webPushConfigFromEnv({ MOCK_VAPID_SUBJECT: 'support@example.ir' })).toThrow(/MOCK_VAPID_SUBJECT/);
    expect(() => webPushConfigFromEnv({ MOCK_VAPID_SUBJECT: 'http://example.ir' })).toThrow(/MOCK_VAPID_SUBJECT/);
    for (const bad of ['http://127.0.0.1:8443', 'https://127.0.0.1:8443/push', '127.0.0.1:8443', 'https://a,nope']) {
      expect(() => webPushConfigFromEnv({ MOCK_PUSH_SERVICES: bad }), bad).toThrow(/MOCK_PUSH_SERVICES/);
    }
  });
});

describe('the key pair the mock signs with', () => {
  const clock = manualClock();
  let db: Db | undefined;
  afterEach(() => db?.close());
  const run = async (webPush = {}) => {
    const mock = createApp({ clock, random: seededRandom(1), db: db!, config: testConfig({ webPush }) });
    await mock.close();
    return mock.webPush.publicKey;
  };

  it('is made at the first start and kept in the database for the next', async () => {
    db = seededDb(clock.now());
    expect(db.get('SELECT * FROM push_vapid_keys')).toBeUndefined();
    const first = await run();
    expect(
      vapidKeysProblem({
        publicKey: first,
        privateKey: db.get<{ k: string }>('SELECT private_key AS k FROM push_vapid_keys')!.k,
      }),
    ).toBeNull();
    expect(await run()).toBe(first);
  });

  it('is the configured one when MOCK_VAPID_* give one, which the database does not keep', async () => {
    db = seededDb(clock.now());
    expect(await run({ vapidKeys: KEYS })).toBe(KEYS.publicKey);
    expect(db.get('SELECT * FROM push_vapid_keys')).toBeUndefined();
  });
});
