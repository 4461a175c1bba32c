import { kdf } from './domain/auth/password-hash';

type Derive = typeof kdf.scrypt & { memoized?: true };

// scrypt is a pure function of (password, salt): each pair is derived once per worker and its bytes reused. The API
// tests sign in hundreds of times with the demo password and the seeded salt, each a deliberately slow derivation;
// this halves the mock's test time (docs/benchmarks.md › Test and install times). A new salt or a wrong password is still derived for real, on the
// thread pool (password-hash.test.ts). Files share a module graph (vitest.config.ts): wrapped once.
const derive: Derive = kdf.scrypt;
if (!derive.memoized) {
  const derived = new Map<string, Promise<Buffer>>();
  const memoized: Derive = (password, salt, keylen) => {
    const key = JSON.stringify([password, salt, keylen]);
    let bytes = derived.get(key);
    if (!bytes) {
      bytes = derive(password, salt, keylen);
      derived.set(key, bytes);
    }
    return bytes;
  };
  memoized.memoized = true;
  kdf.scrypt = memoized;
}
