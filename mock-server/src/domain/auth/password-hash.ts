import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const KEY_LENGTH = 32;
/**
 * The key derivation, in an object the API tests can wrap: they compute each (password, salt) once per worker
 * (src/test-setup.ts), the same bytes without a slow derivation for each of their many sign-ins with the demo password.
 */
export const kdf = {
  scrypt: promisify(scrypt) as (password: string, salt: string, keylen: number) => Promise<Buffer>,
};

/**
 * scrypt on libuv's thread pool: a burst of sign-ins must not stall every other request, as the synchronous
 * version did (30 wrong passwords held /healthz for seconds).
 */
export async function hashPassword(password: string, salt = randomBytes(16).toString('hex')): Promise<string> {
  return `scrypt$${salt}$${(await kdf.scrypt(password, salt, KEY_LENGTH)).toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [, salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const actual = await kdf.scrypt(password, salt, KEY_LENGTH);
  const expected = Buffer.from(hash, 'hex');
  return expected.length === actual.length && timingSafeEqual(actual, expected);
}
