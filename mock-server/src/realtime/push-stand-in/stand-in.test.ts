import { createECDH, sign } from 'node:crypto';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { decryptPushMessage, makeDeviceKeys, type DeviceKeys } from './rfc8291';
import { verifyVapid } from './rfc8292';

const b64 = (text: string) => Buffer.from(text, 'base64url');

/** RFC 8291 section 5, "Push Message Encryption Example". */
const RFC8291 = {
  plaintext: 'When I grow up, I want to be a watermelon',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  authSecret: 'BTBZMqHH6r4Tts7J_aSIgg',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27ml' +
    'mlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT' +
    'pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};
const rfcDevice: DeviceKeys = {
  privateKey: b64(RFC8291.uaPrivate),
  publicKey: b64(RFC8291.uaPublic),
  authSecret: b64(RFC8291.authSecret),
};

describe('decryptPushMessage (RFC 8291, the browser side)', () => {
  it("decrypts the RFC's own example", () => {
    expect(decryptPushMessage(b64(RFC8291.body), rfcDevice).toString('utf8')).toBe(RFC8291.plaintext);
  });

  it('decrypts what the web-push package encrypts for a new device', () => {
    const device = makeDeviceKeys();
    const text = JSON.stringify({ title: 'معامله انجام شد', body: 'خرید ۱٫۵ گرم' });
    const { cipherText } = webpush.encrypt(
      device.publicKey.toString('base64url'),
      device.authSecret.toString('base64url'),
      text,
      'aes128gcm',
    );
    expect(decryptPushMessage(cipherText, device).toString('utf8')).toBe(text);
  });

  it('refuses a body changed on the way, another device, and a body cut short', () => {
    const tampered = b64(RFC8291.body);
    tampered[tampered.length - 20]! ^= 1;
    expect(() => decryptPushMessage(tampered, rfcDevice)).toThrow();
    expect(() => decryptPushMessage(b64(RFC8291.body), { ...makeDeviceKeys(), authSecret: rfcDevice.authSecret })).toThrow();
    expect(() => decryptPushMessage(b64(RFC8291.body).subarray(0, 90), rfcDevice)).toThrow();
  });
});

describe('verifyVapid (RFC 8292, the push service side)', () => {
  const keys = webpush.generateVAPIDKeys();
  const origin = 'https://push.example:8443';
  const now = new Date();
  const headerOf = (audience = origin, publicKey = keys.publicKey) =>
    webpush.getVapidHeaders(audience, 'mailto:support@example.ir', publicKey, keys.privateKey, 'aes128gcm').Authorization;

  /** A token signed by `keys` with any claims, for those web-push refuses to make. */
  function tokenWith(claims: object): string {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(b64(keys.privateKey));
    const point = ecdh.getPublicKey();
    const jwk = {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
      d: keys.privateKey,
    };
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const signed = `${part({ typ: 'JWT', alg: 'ES256' })}.${part(claims)}`;
    const signature = sign('sha256', Buffer.from(signed), { key: jwk, format: 'jwk', dsaEncoding: 'ieee-p1363' });
    return `vapid t=${signed}.${signature.toString('base64url')}, k=${keys.publicKey}`;
  }
  const inSeconds = (s: number) => Math.floor(now.getTime() / 1000) + s;

  it("accepts web-push's header for this origin, and reads its claims", () => {
    const claims = verifyVapid(headerOf(), keys.publicKey, origin, now);
    expect(claims).toMatchObject({ aud: origin, sub: 'mailto:support@example.ir' });
    expect(claims.exp).toBeGreaterThan(now.getTime() / 1000);
    expect(() =>
      verifyVapid(tokenWith({ aud: origin, exp: inSeconds(60), sub: 'https://example.ir' }), keys.publicKey, origin, now),
    ).not.toThrow();
  });

  it('refuses another audience, another key, and a signature that does not verify', () => {
    expect(() => verifyVapid(headerOf('https://other.example'), keys.publicKey, origin, now)).toThrow(/aud/);
    const other = webpush.generateVAPIDKeys();
    expect(() => verifyVapid(headerOf(), other.publicKey, origin, now)).toThrow(/k is not/);
    const forged = headerOf().replace(/k=.*$/, `k=${other.publicKey}`);
    expect(() => verifyVapid(forged, other.publicKey, origin, now)).toThrow(/signature/);
    expect(() => verifyVapid(`WebPush ${headerOf()}`, keys.publicKey, origin, now)).toThrow(/not a vapid/);
    expect(() => verifyVapid(undefined, keys.publicKey, origin, now)).toThrow(/not a vapid/);
  });

  it('refuses a token that has expired, one valid for more than 24 hours, and one without a contact', () => {
    expect(() =>
      verifyVapid(tokenWith({ aud: origin, exp: inSeconds(-1), sub: 'mailto:a@b.ir' }), keys.publicKey, origin, now),
    ).toThrow(/passed/);
    expect(() =>
      verifyVapid(tokenWith({ aud: origin, exp: inSeconds(25 * 3600), sub: 'mailto:a@b.ir' }), keys.publicKey, origin, now),
    ).toThrow(/24 hours/);
    expect(() => verifyVapid(tokenWith({ aud: origin, exp: inSeconds(60) }), keys.publicKey, origin, now)).toThrow(/sub/);
    expect(() =>
      verifyVapid(tokenWith({ aud: origin, exp: inSeconds(60), sub: 'http://a.ir' }), keys.publicKey, origin, now),
    ).toThrow(/sub/);
  });
});
