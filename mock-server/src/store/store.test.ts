import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isValidIban } from '@gold/contracts/rules/iban';
import { verifyPassword } from './password-hash';
import { DEMO_PASSWORD, SEED_ACCOUNTS, seedState } from './seed';
import type { State } from './state';
import { fileWriter, readStateFile, Store } from './store';

const NOW = new Date('2026-11-21T06:00:00Z');

describe('Store.mutate', () => {
  it('swaps in the changed state, returns the result and reports the change', () => {
    const onChange = vi.fn();
    const store = new Store(seedState(1, NOW), onChange);
    const before = store.state;
    const result = store.mutate((draft) => {
      draft.market.mode = 'closed';
      return 'done';
    });
    expect(result).toBe('done');
    expect(store.state.market.mode).toBe('closed');
    // The old state object was not touched: readers holding it see a consistent snapshot.
    expect(before.market.mode).toBe('hours');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(store.state);
  });

  it('is all or nothing: a change that throws half-way leaves the state unchanged', () => {
    const onChange = vi.fn();
    const store = new Store(seedState(1, NOW), onChange);
    const before = store.state;
    const snapshot = structuredClone(before);
    expect(() =>
      store.mutate((draft) => {
        draft.wallets[0].balance -= 1_000_000;
        draft.users.pop();
        draft.price.buyPrice = 1;
        throw new Error('second leg failed');
      }),
    ).toThrow('second leg failed');
    expect(store.state).toBe(before);
    expect(store.state).toEqual(snapshot);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('runs afterCommit effects once the change is stored, in order', () => {
    const store = new Store(seedState(1, NOW));
    const seen: string[] = [];
    store.mutate((draft) => {
      draft.market.mode = 'open';
      store.afterCommit(() => seen.push(`first:${store.state.market.mode}`));
      store.afterCommit(() => seen.push('second'));
      // Nothing runs while the change may still fail.
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['first:open', 'second']);
  });

  it('drops afterCommit effects of a change that throws, and runs one outside a change at once', () => {
    const store = new Store(seedState(1, NOW));
    const effect = vi.fn();
    expect(() =>
      store.mutate(() => {
        store.afterCommit(effect);
        throw new Error('rolled back');
      }),
    ).toThrow('rolled back');
    expect(effect).not.toHaveBeenCalled();
    // A later change does not inherit the dropped effect.
    store.mutate(() => undefined);
    expect(effect).not.toHaveBeenCalled();
    store.afterCommit(effect);
    expect(effect).toHaveBeenCalledTimes(1);
  });

  it('replace swaps the whole state and reports it', () => {
    const onChange = vi.fn();
    const store = new Store(seedState(1, NOW), onChange);
    const next = seedState(2, NOW);
    store.replace(next);
    expect(store.state).toBe(next);
    expect(onChange).toHaveBeenCalledWith(next);
  });
});

describe('fileWriter and readStateFile', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'mock-store-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes the state atomically and reads it back', () => {
    const file = join(dir, 'nested', 'state.json');
    const writer = fileWriter(file);
    const state = seedState(1, NOW);
    writer.write(state);
    writer.flush();
    expect(readStateFile(file)).toEqual(state);
    // Temporary file renamed into place: nothing else is left behind.
    expect(readdirSync(join(dir, 'nested'))).toEqual(['state.json']);
  });

  it('replaces an existing file completely', () => {
    const file = join(dir, 'state.json');
    writeFileSync(file, JSON.stringify({ ...seedState(2, NOW), users: [] }));
    const writer = fileWriter(file);
    const state = seedState(1, NOW);
    writer.write(state);
    writer.flush();
    expect(readStateFile(file)).toEqual(state);
    expect(readdirSync(dir)).toEqual(['state.json']);
  });

  it('coalesces a burst of changes into one write of the newest state', async () => {
    const file = join(dir, 'state.json');
    const writer = fileWriter(file);
    const store = new Store(seedState(1, NOW), writer.write);
    store.mutate((d) => {
      d.market.mode = 'open';
    });
    store.mutate((d) => {
      d.market.mode = 'closed';
    });
    expect(existsSync(file)).toBe(false);
    await new Promise((resolve) => setImmediate(resolve));
    expect(readStateFile(file)).toEqual(store.state);
    expect(readStateFile(file)?.market.mode).toBe('closed');
  });

  it('does nothing on flush without a pending write', () => {
    const file = join(dir, 'state.json');
    fileWriter(file).flush();
    expect(existsSync(file)).toBe(false);
  });

  it('reads a file saved before change requests and notifications existed, with those empty', () => {
    const file = join(dir, 'old.json');
    const { changeRequests: _c, notifications: _n, ...old } = seedState(1, NOW);
    writeFileSync(file, JSON.stringify(old));
    const state = readStateFile(file);
    expect(state?.changeRequests).toEqual([]);
    expect(state?.notifications).toEqual([]);
    expect(state?.users).toEqual(old.users);
    expect(state?.price).toEqual(old.price);
  });

  it('reads null for a missing file, broken JSON or another version', () => {
    expect(readStateFile(join(dir, 'missing.json'))).toBeNull();
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{"version": 1, "users": [');
    expect(readStateFile(broken)).toBeNull();
    const other = join(dir, 'other.json');
    writeFileSync(other, JSON.stringify({ ...seedState(1, NOW), version: 2 }));
    expect(readStateFile(other)).toBeNull();
    expect(readFileSync(other, 'utf8')).toContain('"version":2');
  });
});

describe('seedState', () => {
  it('is deterministic for the same seed and time', () => {
    expect(seedState(1, NOW)).toEqual(seedState(1, NOW));
    expect(seedState(7, NOW)).toEqual(seedState(7, NOW));
  });

  it('differs for another seed but keeps the same accounts', () => {
    const a = seedState(1, NOW);
    const b = seedState(2, NOW);
    expect(b.users.map((u) => u.id)).not.toEqual(a.users.map((u) => u.id));
    expect(b.users.map((u) => u.mobile)).toEqual(a.users.map((u) => u.mobile));
  });

  it('holds the six demo accounts with their states, wallets and the shared password', () => {
    const state: State = seedState(1, NOW);
    expect(state.users.map((u) => u.mobile)).toEqual(SEED_ACCOUNTS.map((a) => a.mobile));
    for (const account of SEED_ACCOUNTS) {
      const user = state.users.find((u) => u.mobile === account.mobile)!;
      expect(user).toMatchObject({ isActive: account.isActive, isVerified: account.isVerified, restricted: account.restricted });
      expect(user.nationalIdVerified).toBe(account.kycLevel >= 1);
      expect(verifyPassword(DEMO_PASSWORD, user.passwordHash)).toBe(true);
      const wallets = state.wallets.filter((w) => w.userId === user.id);
      expect(Object.fromEntries(wallets.map((w) => [w.code, w.balance]))).toEqual({
        TOMAN: account.toman,
        GOLD_18K: account.gold,
      });
      const verifiedBanks = state.bankAccounts.filter((b) => b.userId === user.id && b.status === 'verified');
      expect(verifiedBanks).toHaveLength(account.kycLevel === 2 ? 1 : 0);
      for (const b of verifiedBanks) expect(isValidIban(b.iban)).toBe(true);
    }
    expect(verifyPassword('Wrong@1234', state.users[0].passwordHash)).toBe(false);
  });

  it('dates everything at or before the given time', () => {
    const state = seedState(1, NOW);
    for (const u of state.users) expect(Date.parse(u.createdAt)).toBeLessThanOrEqual(NOW.getTime());
    expect(state.price.lastUpdate).toBe(NOW.toISOString());
    expect(state.otps).toEqual([]);
    for (const n of state.notifications) expect(Date.parse(n.createdAt)).toBeLessThanOrEqual(NOW.getTime());
  });

  it('gives demo accounts 1 and 2 notifications, read and unread, and nobody a pending request', () => {
    const state = seedState(1, NOW);
    const of = (mobile: string) => {
      const id = state.users.find((u) => u.mobile === mobile)!.id;
      return state.notifications.filter((n) => n.userId === id);
    };
    const first = of('+989120000001');
    expect(new Set(first.map((n) => n.type))).toEqual(new Set(['kyc', 'transaction', 'trade_execution', 'ticket', 'system']));
    expect(first.filter((n) => n.read).length).toBe(2);
    expect(first.filter((n) => !n.read).length).toBe(3);
    expect(of('+989120000002').map((n) => n.read)).toEqual([true, false]);
    expect(state.notifications).toHaveLength(7);
    expect(new Set(state.notifications.map((n) => n.id)).size).toBe(7);
    expect(state.changeRequests).toEqual([]);
  });
});
