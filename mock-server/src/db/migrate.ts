import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = join(import.meta.dirname, 'migrations');

/** `NNN-what.sql`, in order; NNN is the schema version the file brings the database to. */
export const MIGRATIONS = readdirSync(DIR)
  .filter((name) => /^\d{3}-[\w-]+\.sql$/.test(name))
  .sort()
  .map((name, index) => {
    const version = Number(name.slice(0, 3));
    if (version !== index + 1) throw new Error(`migration ${name} is out of sequence: expected ${index + 1}`);
    return { version, name, sql: readFileSync(join(DIR, name), 'utf8') };
  });

export const LATEST_VERSION = MIGRATIONS.length;

/**
 * Brings the schema up to date inside the caller's transaction (`PRAGMA user_version` records where it is), so a
 * migration that fails leaves the database as it was.
 */
export function applyMigrations(tx: { get(sql: string): unknown }, exec: (sql: string) => void): number {
  const current = Number((tx.get('PRAGMA user_version') as { user_version?: number } | undefined)?.user_version ?? 0);
  for (const migration of MIGRATIONS.filter((m) => m.version > current)) {
    exec(migration.sql);
    exec(`PRAGMA user_version = ${migration.version}`);
  }
  return LATEST_VERSION - current;
}
