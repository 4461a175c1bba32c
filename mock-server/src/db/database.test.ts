import { mkdtempSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Libsql from 'libsql';
import { checkLedger } from '../ledger/check';
import { Database, DatabaseStartError } from './database';
import { LATEST_VERSION, MIGRATIONS } from './migrate';

type Sink = { said: string[] };

let dir: string;
const opened: Database<Sink>[] = [];
const open = (file: string, sink: Sink = { said: [] }) => {
  const db = Database.open(file, sink);
  opened.push(db);
  return db;
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mock-db-'));
});
afterEach(() => {
  for (const db of opened.splice(0)) {
    try {
      db.close();
    } catch {
      // already closed by the test
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

const userVersion = (db: Database<Sink>) => db.get<{ user_version: number }>('PRAGMA user_version')?.user_version;
const marketRows = (db: Database<Sink>) => db.get<{ n: number }>('SELECT count(*) AS n FROM market')?.n;
const INSERT_MARKET =
  "INSERT INTO market (id, seed, mode, buy_price, sell_price, price_updated_at, price_held) VALUES (1, 1, 'hours', 2, 1, 'now', 0)";
const insertMarket = (db: Database<Sink>) => db.write((tx) => tx.run(INSERT_MARKET));

describe('Database.open', () => {
  it('applies the numbered migrations in order and records the version', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
    const db = open(':memory:');
    expect(userVersion(db)).toBe(LATEST_VERSION);
    const tables = db
      .all<{ name: string }>("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
      .map((t) => t.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'users',
        'otps',
        'bank_accounts',
        'change_requests',
        'notifications',
        'ledger_accounts',
        'transfers',
        'idempotency_keys',
      ]),
    );
  });

  it('turns foreign keys on, and a file database uses WAL', () => {
    const db = open(join(dir, 'mock.db'));
    expect(db.get('PRAGMA foreign_keys')).toEqual({ foreign_keys: 1 });
    expect(db.get('PRAGMA journal_mode')).toEqual({ journal_mode: 'wal' });
    expect(() =>
      db.write((tx) =>
        tx.run(
          "INSERT INTO otps (mobile, code, purpose, user_id, created_at, expires_at) VALUES ('m', '1', 'register', 'nobody', 'a', 'b')",
        ),
      ),
    ).toThrow(/FOREIGN KEY/);
  });

  it('keeps a file database across a reopen, and migrates nothing twice', () => {
    const file = join(dir, 'mock.db');
    const first = open(file);
    insertMarket(first);
    first.close();
    const again = open(file);
    expect(marketRows(again)).toBe(1);
    expect(userVersion(again)).toBe(LATEST_VERSION);
  });

  it('brings a ledger whose house accounts kept totals to keeping none, every customer total and the balance intact', () => {
    const file = join(dir, 'before-009.db');
    const conn = new Libsql(file);
    const at = '2026-11-21T06:00:00.000Z';
    for (const migration of MIGRATIONS.filter((m) => m.version <= 8)) conn.exec(migration.sql);
    conn.exec('PRAGMA user_version = 8');
    conn
      .prepare(
        "INSERT INTO users (id, mobile, name, password_hash, is_active, is_verified, restricted, deposit_reference_id, created_at) VALUES ('u1', '+989120000009', 'آزمون', 'x', 1, 1, 0, 'PARZ-1', ?)",
      )
      .run(at);
    conn
      .prepare(
        "INSERT INTO ledger_accounts (id, kind, user_id, currency, created_at) VALUES ('w1', 'customer', 'u1', 'TOMAN', ?)",
      )
      .run(at);
    const move = conn.prepare(
      "INSERT INTO transfers (id, debit_account_id, credit_account_id, currency, amount, phase, pending_id, type, description, created_at) VALUES (?, ?, ?, 'TOMAN', ?, ?, ?, 'deposit', 'واریز', ?)",
    );
    move.run('t1', 'house:opening:TOMAN', 'w1', 5000, 'posted', null, at);
    move.run('t2', 'w1', 'house:inventory:TOMAN', 1200, 'pending', null, at);
    conn.close();

    const db = open(file);
    expect(userVersion(db)).toBe(LATEST_VERSION);
    const totals = (id: string) =>
      db.get(
        'SELECT debits_posted, credits_posted, debits_pending, credits_pending, movements FROM ledger_accounts WHERE id = ?',
        id,
      );
    expect(totals('house:opening:TOMAN')).toEqual({
      debits_posted: 0,
      credits_posted: 0,
      debits_pending: 0,
      credits_pending: 0,
      movements: 1,
    });
    expect(totals('house:inventory:TOMAN')).toMatchObject({ credits_pending: 0, movements: 1 });
    expect(totals('w1')).toEqual({
      debits_posted: 0,
      credits_posted: 5000,
      debits_pending: 1200,
      credits_pending: 0,
      movements: 2,
    });
    expect(checkLedger(db)).toMatchObject({ balanced: true, mismatchedAccounts: [] });
    // Settling the hold moves the customer's totals, and none of the house's.
    db.write((tx) =>
      tx.run(
        "INSERT INTO transfers (id, debit_account_id, credit_account_id, currency, amount, phase, pending_id, type, description, created_at) VALUES ('t3', 'w1', 'house:inventory:TOMAN', 'TOMAN', 1200, 'post_pending', 't2', 'buy', 'خرید', ?)",
        at,
      ),
    );
    expect(totals('w1')).toMatchObject({ debits_posted: 1200, debits_pending: 0 });
    expect(totals('house:inventory:TOMAN')).toMatchObject({ credits_posted: 0, credits_pending: 0 });
    expect(checkLedger(db)).toMatchObject({ balanced: true, mismatchedAccounts: [] });
  });

  it('refuses a file that is not a database, naming it and saying how to start afresh', () => {
    const file = join(dir, 'garbage.db');
    writeFileSync(file, Buffer.alloc(8192, 0x5a));
    expect(() => open(file)).toThrow(DatabaseStartError);
    expect(() => open(file)).toThrow(new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*start afresh`, 's'));
  });

  it('refuses a truncated database instead of seeding it again', () => {
    const file = join(dir, 'mock.db');
    const db = open(file);
    db.write((tx) => {
      tx.run(INSERT_MARKET);
      for (let i = 0; i < 3000; i++) {
        tx.run(
          "INSERT INTO otps (mobile, code, purpose, created_at, expires_at) VALUES (?, '123456', 'register', 'a', 'b')",
          `m${i}`,
        );
      }
    });
    db.get('PRAGMA wal_checkpoint(TRUNCATE)');
    db.close();
    truncateSync(file, Math.floor(statSync(file).size / 2));
    const refused = (() => {
      try {
        open(file);
        return null;
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(DatabaseStartError);
    expect(String((refused as Error).message)).toContain(file);
    // Nothing was written over it.
    expect(statSync(file).size).toBeGreaterThan(0);
  });

  it('refuses a database a newer build migrated', () => {
    const file = join(dir, 'mock.db');
    const db = open(file);
    db.write((tx) => tx.run(`PRAGMA user_version = ${LATEST_VERSION + 1}`));
    db.close();
    expect(() => open(file)).toThrow(DatabaseStartError);
    expect(() => open(file)).toThrow(/newer build.*start afresh/s);
  });

  it("refuses another program's database whose tables clash with the schema", () => {
    const file = join(dir, 'other.db');
    const other = new Libsql(file);
    other.exec('CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT)');
    other.close();
    expect(() => open(file)).toThrow(DatabaseStartError);
    expect(() => open(file)).toThrow(/users already exists/);
  });
});

describe('write', () => {
  it('commits all or nothing', () => {
    const db = open(':memory:');
    expect(() =>
      db.write((tx) => {
        tx.run(INSERT_MARKET);
        throw new Error('second step failed');
      }),
    ).toThrow('second step failed');
    expect(marketRows(db)).toBe(0);
    insertMarket(db);
    expect(marketRows(db)).toBe(1);
  });

  it('runs queued effects after the commit, in order, a keyed one replacing an earlier one with its key', () => {
    const sink: Sink = { said: [] };
    const db = open(':memory:', sink);
    db.write((tx) => {
      tx.afterCommit((s) => s.said.push(`first:${marketRows(db)}`));
      tx.run(INSERT_MARKET);
      tx.afterCommit((s) => s.said.push('balance:1'), 'balance');
      tx.afterCommit((s) => s.said.push('balance:2'), 'balance');
      expect(sink.said).toEqual([]);
    });
    // The first effect ran after the commit, so it saw the row.
    expect(sink.said).toEqual(['first:1', 'balance:2']);
  });

  it('drops the effects of a transaction that rolls back', () => {
    const sink: Sink = { said: [] };
    const db = open(':memory:', sink);
    expect(() =>
      db.write((tx) => {
        tx.afterCommit((s) => s.said.push('never'));
        throw new Error('rolled back');
      }),
    ).toThrow('rolled back');
    db.write(() => undefined);
    expect(sink.said).toEqual([]);
  });

  it('refuses a nested or an asynchronous transaction', () => {
    const db = open(':memory:');
    expect(() => db.write(() => db.write(() => 1))).toThrow(/already running/);
    expect(() => db.write(async () => 1)).toThrow(/synchronous/);
    // Still usable afterwards.
    insertMarket(db);
    expect(marketRows(db)).toBe(1);
  });

  it('never hands out libsql metadata as data', () => {
    const db = open(':memory:');
    insertMarket(db);
    expect(Object.keys(db.get('SELECT mode FROM market')!)).toEqual(['mode']);
  });
});

describe('recreate', () => {
  it('throws everything away and builds the schema again in one transaction, without effects', () => {
    const sink: Sink = { said: [] };
    const db = open(':memory:', sink);
    insertMarket(db);
    const then = vi.fn((tx: { afterCommit: (e: (s: Sink) => void) => void }) => tx.afterCommit((s) => s.said.push('seeded')));
    db.recreate(then);
    expect(then).toHaveBeenCalledTimes(1);
    expect(marketRows(db)).toBe(0);
    expect(userVersion(db)).toBe(LATEST_VERSION);
    expect(sink.said).toEqual([]);
  });

  it('leaves the old state in place when the rebuild fails', () => {
    const db = open(':memory:');
    insertMarket(db);
    expect(() =>
      db.recreate(() => {
        throw new Error('seed failed');
      }),
    ).toThrow('seed failed');
    expect(marketRows(db)).toBe(1);
  });
});

describe('copyTo', () => {
  it('writes the whole database to a new file, which opens at the same version and goes its own way', () => {
    const db = open(':memory:');
    insertMarket(db);
    const file = join(dir, 'copy.db');
    db.copyTo(file);
    const copy = open(file);
    expect(marketRows(copy)).toBe(1);
    expect(userVersion(copy)).toBe(LATEST_VERSION);
    copy.write((tx) => tx.run('DELETE FROM market'));
    expect(marketRows(copy)).toBe(0);
    expect(marketRows(db)).toBe(1);
  });

  it('refuses to write over a file that exists', () => {
    const db = open(':memory:');
    const file = join(dir, 'taken.db');
    writeFileSync(file, 'mine');
    expect(() => db.copyTo(file)).toThrow();
  });
});
