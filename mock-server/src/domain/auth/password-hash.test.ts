import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';

/** Resolves once the event loop has turned: a timer can only fire if nothing holds the main thread. */
const turned = () => {
  let done = false;
  setImmediate(() => {
    done = true;
  });
  return () => done;
};

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one or a broken hash', async () => {
    const hash = await hashPassword('Gold@1234');
    expect(hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await verifyPassword('Gold@1234', hash)).toBe(true);
    expect(await verifyPassword('Gold@1235', hash)).toBe(false);
    expect(await verifyPassword('Gold@1234', 'scrypt$broken')).toBe(false);
    expect(await verifyPassword('Gold@1234', `${hash.slice(0, -2)}`)).toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('Gold@1234')).not.toBe(await hashPassword('Gold@1234'));
  });

  it('hashes and verifies off the main thread: the event loop turns while scrypt runs', async () => {
    // With scryptSync the work finishes before the loop can turn, and the promise resolves first.
    const hashing = turned();
    const hash = await hashPassword('Gold@1234');
    expect(hashing()).toBe(true);
    const verifying = turned();
    await verifyPassword('Wrong@1234', hash);
    expect(verifying()).toBe(true);
  });
});
