import { existsSync } from 'node:fs';
import Libsql from 'libsql';
import { applyMigrations, LATEST_VERSION } from './migrate';

export type SqlValue = string | number | bigint | null | Buffer;
export type Row = Record<string, SqlValue>;

/** What both the database and a transaction can do: read. Read-side code takes a `Reader`. */
export interface Reader {
  get<T extends Row = Row>(sql: string, ...params: SqlValue[]): T | undefined;
  all<T extends Row = Row>(sql: string, ...params: SqlValue[]): T[];
}

declare const inTransaction: unique symbol;

/**
 * A write transaction. Domain writes take one, so "this runs inside a transaction" is checked by the compiler.
 * Effects queued with `afterCommit` run once the transaction has committed, and never if it rolls back.
 */
export interface Tx<Sink> extends Reader {
  readonly [inTransaction]: true;
  run(sql: string, ...params: SqlValue[]): { changes: number; lastInsertRowid: number | bigint };
  /** Runs `effect` after the commit. A later effect with the same `key` replaces an earlier one (say, the newest balance). */
  afterCommit(effect: (sink: Sink) => void, key?: string): void;
}

/** The start refused: a file that is not a database we can use. The message names the file and the way out. */
export class DatabaseStartError extends Error {}

const AFRESH =
  `To start afresh with the seeded demo data, move the file away or delete it (with its -wal and -shm files), or set MOCK_DATA_FILE to another path.`;

/** The part of a prepared statement this module uses. */
type Statement = {
  run(...params: SqlValue[]): { changes: number; lastInsertRowid: number | bigint };
  get(...params: SqlValue[]): unknown;
  all(...params: SqlValue[]): unknown[];
};

/**
 * The mock's state in SQLite, through libsql. One connection, used synchronously: a write transaction runs to its
 * end before any other request is served, and its answer is sent only after the commit.
 */
export class Database<Sink> implements Reader {
  readonly #conn: Libsql.Database;
  readonly #statements = new Map<string, Statement>();
  #writing = false;
  #version = 0;
  /** Where committed effects go; the app points it at the realtime layer. */
  sink: Sink;

  private constructor(conn: Libsql.Database, sink: Sink) {
    this.#conn = conn;
    this.sink = sink;
  }

  /**
   * Opens (or creates) the database in `file`, or in memory with ':memory:', and applies the migrations. A file
   * that is corrupt or that a newer build migrated stops the start with a clear message: it is never replaced.
   */
  static open<Sink>(file: string, sink: Sink): Database<Sink> {
    const memory = file === ':memory:';
    const existed = !memory && existsSync(file);
    let conn: Libsql.Database | null = null;
    try {
      conn = new Libsql(file);
      if (!memory) {
        conn.pragma('journal_mode = WAL');
        // WAL with NORMAL: a commit is in the WAL before the answer, so a killed process loses nothing acknowledged.
        conn.pragma('synchronous = NORMAL');
      }
      conn.pragma('foreign_keys = ON');
      conn.pragma('busy_timeout = 5000');
      if (existed) {
        const check = conn.prepare('PRAGMA quick_check').all() as { quick_check: string }[];
        if (check.length !== 1 || check[0].quick_check !== 'ok') throw new Error(`integrity check failed: ${check[0]?.quick_check}`);
      }
      const version = Number((conn.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
      if (version > LATEST_VERSION) {
        throw new DatabaseStartError(
          `The database ${file} was written by a newer build (schema version ${version}; this build knows up to ${LATEST_VERSION}). ` +
            `Run the newer build, or: ${AFRESH}`,
        );
      }
      const db = new Database(conn, sink);
      db.write((tx) => applyMigrations(tx, db.#exec));
      return db;
    } catch (error) {
      conn?.close();
      if (error instanceof DatabaseStartError) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new DatabaseStartError(`The database ${file} cannot be used: ${reason}. ${AFRESH}`);
    }
  }

  /** Several statements at once (a migration file); only the migrator needs it. */
  readonly #exec = (sql: string) => {
    this.#conn.exec(sql);
  };

  #prepare(sql: string): Statement {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.#conn.prepare(sql) as unknown as Statement;
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  /**
   * Grows with every committed transaction (this connection is the only writer): something worked out from the
   * state, such as the price's answer, stays good while the version does.
   */
  get version(): number {
    return this.#version;
  }

  get<T extends Row = Row>(sql: string, ...params: SqlValue[]): T | undefined {
    const row = this.#prepare(sql).get(...params) as (T & { _metadata?: unknown }) | undefined;
    // libsql adds timing to a single row; it is not data.
    if (row) delete row._metadata;
    return row;
  }

  all<T extends Row = Row>(sql: string, ...params: SqlValue[]): T[] {
    return this.#prepare(sql).all(...params) as T[];
  }

  /**
   * Runs `work` in one transaction: all of its writes commit together, or none do if it throws. Then the queued
   * effects run, in order. Transactions do not nest; `work` must be synchronous.
   */
  write<T>(work: (tx: Tx<Sink>) => T): T {
    if (this.#writing) throw new Error('a write transaction is already running');
    const effects = new Map<string | symbol, (sink: Sink) => void>();
    let open = true;
    /** A `tx` kept past its transaction (a closure, an await) would write outside any transaction: it refuses. */
    const live = <A extends unknown[], R>(fn: (...args: A) => R) => (...args: A): R => {
      if (!open) throw new Error('this transaction is over; writes need a transaction of their own');
      return fn(...args);
    };
    const tx = {
      get: live((sql: string, ...params: SqlValue[]) => this.get(sql, ...params)),
      all: live((sql: string, ...params: SqlValue[]) => this.all(sql, ...params)),
      run: live((sql: string, ...params: SqlValue[]) => {
        const { changes, lastInsertRowid } = this.#prepare(sql).run(...params);
        return { changes, lastInsertRowid };
      }),
      afterCommit: live((effect: (sink: Sink) => void, key?: string) => {
        if (key !== undefined) effects.delete(key);
        effects.set(key ?? Symbol(), effect);
      }),
    } as Tx<Sink>;
    this.#writing = true;
    let result: T;
    try {
      this.#prepare('BEGIN IMMEDIATE').run();
      try {
        result = work(tx);
        if (typeof (result as { then?: unknown } | null)?.then === 'function') throw new Error('a write transaction must be synchronous');
        this.#prepare('COMMIT').run();
        this.#version += 1;
      } catch (error) {
        this.#prepare('ROLLBACK').run();
        throw error;
      }
    } finally {
      open = false;
      this.#writing = false;
    }
    // The writes are committed: a failing push must not turn them into an error answer, nor stop the other pushes.
    for (const effect of effects.values()) {
      try {
        effect(this.sink);
      } catch (error) {
        console.error('an effect after a commit failed', error);
      }
    }
    return result;
  }

  /**
   * Throws the whole state away and builds the schema again, in one transaction (POST /__mock/reset). What `then`
   * writes is a fresh start, not news: its effects are dropped.
   */
  recreate(then: (tx: Tx<Sink>) => void): void {
    this.write((tx) => {
      // Checked at commit, when every table is gone.
      tx.run('PRAGMA defer_foreign_keys = ON');
      const tables = tx.all<{ name: string }>(
        "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY rowid DESC",
      );
      for (const { name } of tables) tx.run(`DROP TABLE "${name}"`);
      tx.run('PRAGMA user_version = 0');
      this.#statements.clear();
      applyMigrations(tx, this.#exec);
      then({ ...tx, afterCommit: () => undefined });
    });
  }

  /** Writes a consistent copy of the whole database to a new `file` (SQLite's VACUUM INTO). */
  copyTo(file: string): void {
    this.#conn.prepare('VACUUM INTO ?').run(file);
  }

  /** Folds the WAL into the database file, so a cleanly stopped server leaves one self-contained file. */
  close(): void {
    this.#statements.clear();
    if (!this.#conn.memory) this.#conn.pragma('wal_checkpoint(TRUNCATE)');
    this.#conn.close();
  }
}
