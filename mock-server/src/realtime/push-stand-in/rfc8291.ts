import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';

// The browser's side of RFC 8291 (Message Encryption for Web Push), for the tests' stand-in push service: it decrypts
// what the mock sent with the keys a test's device made, so a test reads the push as a browser would. Node's crypto
// only, written from the RFC, so that it checks the web-push package rather than repeating it.

/** A device as a browser makes one: its P-256 key pair and its 16-byte auth secret. */
export type DeviceKeys = { privateKey: Buffer; publicKey: Buffer; authSecret: Buffer };

/** The aes128gcm header (RFC 8188 section 2.1): salt (16), record size (4), key id length (1), key id. */
const HEADER = 16 + 4 + 1;
const TAG = 16;

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

export function makeDeviceKeys(authSecret = randomBytes(16)): DeviceKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { privateKey: ecdh.getPrivateKey(), publicKey: ecdh.getPublicKey(), authSecret };
}

/**
 * Decrypts an `aes128gcm` push message body (RFC 8291 sections 3.3, 3.4 and 4) sent to `device`. Throws on anything a
 * browser would refuse: a key id that is not a P-256 point, a record that does not authenticate, wrong padding, more
 * than one record (a push message fits in one).
 */
export function decryptPushMessage(body: Buffer, device: DeviceKeys): Buffer {
  if (body.length < HEADER + TAG + 1) throw new Error('the body is shorter than a header and one record');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const senderPublicKey = body.subarray(HEADER, HEADER + keyIdLength);
  const record = body.subarray(HEADER + keyIdLength);
  if (keyIdLength !== 65 || senderPublicKey[0] !== 4) throw new Error('the key id is not an uncompressed P-256 key');
  if (record.length > recordSize) throw new Error(`more than one record (${record.length} bytes, records of ${recordSize})`);

  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(device.privateKey);
  const ecdhSecret = ecdh.computeSecret(senderPublicKey);
  // RFC 8291 section 3.4: key_info = "WebPush: info" || 0x00 || ua_public || as_public.
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, senderPublicKey]);
  const ikm = hkdf(device.authSecret, ecdhSecret, keyInfo, 32);
  // RFC 8188 section 2.2 and 2.3.
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - TAG));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - TAG)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any number of zero bytes (RFC 8188 section 2).
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (end < 0 || padded[end] !== 2) throw new Error('the record does not end with the last-record delimiter');
  return padded.subarray(0, end);
}
