import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createApp, type MockApp } from '../app';
import { seededRandom, type Clock } from '../clock';
import type { MockConfig } from '../config';
import { Database } from '../db/database';
import { silentRealtime, type Db } from '../db/tx';
import { seedIfEmpty } from '../domain/seed/seed';
import { DomainError } from '../errors';
import type { Logger } from '../logger';

/** MOCK_SANDBOX_MAX, MOCK_SANDBOX_IDLE_MIN and MOCK_SANDBOX_DIR. */
export type SandboxLimits = {
  /** Sandboxes at once; a new one past this is refused (SANDBOX_LIMIT). 0: no sandboxes. */
  max: number;
  /** A sandbox nobody has used for this long, with no panel connected, is removed with its files. */
  idleMs: number;
  /** Where each sandbox keeps its database, one directory each. */
  dir: string;
};

/**
 * A sandbox's timers stop once nobody has used it for this long and no panel is connected, and start again at its
 * next request: an idle sandbox costs its memory and nothing else.
 */
export const ACTIVE_MS = 60_000;
/** How often idle sandboxes are paused and expired ones removed. */
export const SWEEP_MS = 15_000;

export type Sandbox = {
  readonly id: string;
  readonly createdAt: Date;
  lastUsedAt: Date;
  readonly world: MockApp;
  readonly db: Db;
  readonly dir: string;
};

export type SandboxWorlds = {
  /** A seeded database in `dir`. */
  openDb(dir: string): Db;
  /** The world over `db`: a full mock, with its own token secret. */
  makeWorld(db: Db): MockApp;
};

/**
 * Worlds as the demo's: each database seeded as the default world's was, each world signing its tokens with a secret
 * of its own (a token works in its sandbox only) and its pushes with the default world's VAPID pair (the panel it
 * serves is the same).
 */
export function demoWorlds(main: MockApp, deps: { clock: Clock; config: MockConfig; logger: Logger }): SandboxWorlds {
  const { clock, config, logger } = deps;
  return {
    openDb(dir) {
      const db = Database.open(join(dir, 'mock.db'), silentRealtime);
      seedIfEmpty(db, config.seed, clock.now());
      return db;
    },
    makeWorld: (db) =>
      createApp({
        clock,
        random: seededRandom(config.seed),
        db,
        config: {
          ...config,
          jwtSecret: randomBytes(32).toString('hex'),
          webPush: { ...config.webPush, vapidKeys: main.webPush.vapidKeys },
        },
        logger,
      }),
  };
}

/** A sandbox's id: also what its entry URL carries, so it cannot be guessed. */
const newId = () => randomBytes(16).toString('base64url');
const ID = /^[A-Za-z0-9_-]{22}$/;

const connectionsOf = (sandbox: Sandbox) => sandbox.world.realtime.io.engine.clientsCount;

/**
 * The sandboxes of one server: each a world of its own (mock-server/src/app.ts) over a database of its own. They live
 * as long as the process, or until idle for `idleMs`; their files go with them.
 */
export function createSandboxes(limits: SandboxLimits, worlds: SandboxWorlds, clock: Clock, logger: Logger) {
  const sandboxes = new Map<string, Sandbox>();
  // What an earlier run left: its sandboxes cannot be entered any more. Only directories named as sandboxes are, so a
  // directory shared with anything else keeps the rest.
  mkdirSync(limits.dir, { recursive: true });
  for (const name of readdirSync(limits.dir)) {
    if (ID.test(name)) rmSync(join(limits.dir, name), { recursive: true, force: true });
  }

  const remove = async (sandbox: Sandbox) => {
    if (sandboxes.get(sandbox.id) !== sandbox) return;
    sandboxes.delete(sandbox.id);
    await sandbox.world.close();
    sandbox.db.close();
    rmSync(sandbox.dir, { recursive: true, force: true });
  };

  return {
    limits,
    create(): Sandbox {
      if (sandboxes.size >= limits.max) throw new DomainError('SANDBOX_LIMIT', { max: limits.max });
      const id = newId();
      const dir = join(limits.dir, id);
      mkdirSync(dir, { recursive: true });
      let db: Db | undefined;
      try {
        db = worlds.openDb(dir);
        const world = worlds.makeWorld(db);
        const now = clock.now();
        const sandbox: Sandbox = { id, createdAt: now, lastUsedAt: now, world, db, dir };
        sandboxes.set(id, sandbox);
        logger.info('sandbox created', { sandbox: id, count: sandboxes.size });
        return sandbox;
      } catch (error) {
        db?.close();
        rmSync(dir, { recursive: true, force: true });
        throw error;
      }
    },
    get: (id: string): Sandbox | undefined => (ID.test(id) ? sandboxes.get(id) : undefined),
    /** Newest first. */
    list: (): Sandbox[] => [...sandboxes.values()].reverse(),
    size: () => sandboxes.size,
    connections: connectionsOf,
    /** Someone uses the sandbox: its timers run from now on. */
    touch(sandbox: Sandbox): void {
      sandbox.lastUsedAt = clock.now();
      if (!sandbox.world.running()) sandbox.world.start();
    },
    async remove(sandbox: Sandbox): Promise<void> {
      await remove(sandbox);
      logger.info('sandbox removed', { sandbox: sandbox.id, count: sandboxes.size });
    },
    /** Pauses the sandboxes nobody uses, and removes those idle past `idleMs`. */
    async sweep(): Promise<void> {
      const now = clock.now().getTime();
      for (const sandbox of [...sandboxes.values()]) {
        if (connectionsOf(sandbox) > 0) continue;
        const idle = now - sandbox.lastUsedAt.getTime();
        if (idle >= limits.idleMs) {
          await remove(sandbox);
          logger.info('sandbox expired', { sandbox: sandbox.id, count: sandboxes.size });
        } else if (idle >= ACTIVE_MS && sandbox.world.running()) {
          sandbox.world.pause();
        }
      }
    },
    /** Sweeps every `SWEEP_MS`, on a timer that does not keep the process alive; answers how to stop it. */
    sweepEvery(ms = SWEEP_MS): () => void {
      const timer = setInterval(() => {
        this.sweep().catch((error: unknown) =>
          logger.error('sandbox sweep', { error: error instanceof Error ? error.message : String(error) }),
        );
      }, ms);
      timer.unref();
      return () => clearInterval(timer);
    },
    async closeAll(): Promise<void> {
      for (const sandbox of [...sandboxes.values()]) await remove(sandbox);
    },
  };
}

export type Sandboxes = ReturnType<typeof createSandboxes>;
