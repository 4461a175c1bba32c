import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { expect, vi } from 'vitest';
import { createApp } from './app';
import { manualClock, seededRandom } from './clock';
import { testConfig, type MockConfig } from './config';
import { Database } from './db/database';
import { silentRealtime, type Db, type Realtime } from './db/tx';
import type { DomainContext } from './domain/shared/context';
import { silentLogger } from './logger';
import { DEMO_PASSWORD } from './domain/seed/demo-data';
import { seedIfEmpty } from './domain/seed/seed';
import { findUserByMobile } from './domain/auth/users';

export { DEMO_PASSWORD };

/** Seeded demo accounts (../shared/design/mock-server.md). */
export const MOBILES = {
  kyc2: '+989120000001',
  kyc1: '+989120000002',
  kyc0: '+989120000003',
  unverified: '+989120000004',
  inactive: '+989120000005',
  restricted: '+989120000006',
} as const;

export type Mock = ReturnType<typeof buildMock>;

/** A database seeded now, in memory: for the tests of the seeding itself, which must not read a copy. */
export function freshlySeededDb(now: Date, seed = 1): Db {
  const db = Database.open(':memory:', silentRealtime);
  seedIfEmpty(db, seed, now);
  return db;
}

/** Seeded databases in memory, one per seed and start, made once per worker. */
const seeded = new Map<string, Db>();
let copies = 0;

/**
 * A seeded database of its own, in a file removed when it is closed. Seeding writes a year of price history, so each
 * seed and start is seeded once per worker, and every test opens a copy of that, which is much quicker: the same
 * rows, from the same `seedIfEmpty`.
 */
export function seededDb(now: Date, seed = 1): Db {
  const key = `${seed}@${now.toISOString()}`;
  let original = seeded.get(key);
  if (!original) {
    original = freshlySeededDb(now, seed);
    seeded.set(key, original);
  }
  const file = join(tmpdir(), `gold-mock-test-${process.pid}-${copies++}.db`);
  original.copyTo(file);
  const db = Database.open(file, silentRealtime);
  const close = db.close.bind(db);
  db.close = () => {
    close();
    for (const path of [file, `${file}-wal`, `${file}-shm`]) rmSync(path, { force: true });
  };
  return db;
}

/** Records what committed transactions tell the realtime layer. */
export function recordingRealtime() {
  return {
    toUser: vi.fn<(userId: string, event: string, payload: unknown) => void>(),
    broadcast: vi.fn<(event: string, payload: unknown) => void>(),
    disconnectUser: vi.fn<(userId: string) => void>(),
  };
}

/**
 * A domain context over a seeded database of its own, on a manual clock, whose realtime pushes are recorded: for
 * tests that call the domain directly. Close `db` after the test.
 */
export function domainContext(overrides: Partial<MockConfig> = {}) {
  const clock = manualClock();
  const db = seededDb(clock.now());
  const realtime = recordingRealtime();
  db.sink = realtime as unknown as Realtime;
  const ctx: DomainContext = { db, clock, random: seededRandom(1), config: testConfig(overrides), logger: silentLogger };
  return { ctx, db, clock, realtime };
}

/** A fresh mock on a manual clock with the seeded state in a database of its own. Close it after the test. */
export function buildMock(overrides: Partial<MockConfig> = {}, start?: Date) {
  const clock = manualClock(start);
  const db = seededDb(clock.now());
  const mock = createApp({ clock, random: seededRandom(1), db, config: testConfig(overrides) });
  return {
    ...mock,
    clock,
    db,
    http: () => request(mock.handle),
    async close() {
      await mock.close();
      db.close();
    },
  };
}

/** Signs in through the API and returns the access token. */
export async function signIn(mock: Mock, mobile: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request(mock.handle).post('/user-auth/login').send({ mobile, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.accessToken as string;
}

/** The newest code sent to `mobile`, read through the control API. */
export async function readOtp(mock: Mock, mobile: string): Promise<string> {
  const res = await request(mock.handle).get(`/__mock/otp/${encodeURIComponent(mobile)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.otp as string;
}

/** The user behind a seeded or created mobile, straight from the database. */
export function userOf(mock: Mock, mobile: string) {
  const user = findUserByMobile(mock.db, mobile);
  if (!user) throw new Error(`no user ${mobile}`);
  return user;
}

export const userIdOf = (mock: Mock, mobile: string): string => userOf(mock, mobile).id;

/** An error answer is exactly the envelope: no stack, no extra fields. */
export function expectErrorEnvelope(body: unknown, errorCode: string): void {
  const b = body as Record<string, unknown>;
  const keys = Object.keys(b).sort();
  const expected =
    'details' in b ? ['details', 'error', 'errorCode', 'message', 'success'] : ['error', 'errorCode', 'message', 'success'];
  expect(keys).toEqual(expected);
  expect(b.success).toBe(false);
  expect(b.errorCode).toBe(errorCode);
  expect(typeof b.message).toBe('string');
  expect(b.error).toBe(b.message);
  expect(JSON.stringify(b)).not.toMatch(/\bat .+\.(ts|js):\d+/);
}

/** A digit-for-digit different 6-digit code. */
export const wrongCode = (code: string) => [...code].map((d) => String((Number(d) + 1) % 10)).join('');

export type Method = 'get' | 'post' | 'patch' | 'delete';

/** A provider-API request as the holder of `token` (none: a visitor), with an optional JSON body and Idempotency-Key. */
export function callAs(mock: Mock, method: Method, path: string, token?: string, body?: object, key?: string) {
  const req = mock.http()[method](path);
  if (token) req.set('Authorization', `Bearer ${token}`);
  if (key !== undefined) req.set('Idempotency-Key', key);
  return body === undefined ? req : req.send(body);
}

/** What a test's `api(method, path, options)` takes: whose token (the test's customer by default), a body, a key. */
export type CallOptions = { as?: string; body?: object; key?: string };

/** A second customer, beside the seeded ones (the Web Push tests'). */
export const OTHER = { mobile: '+989121111111', password: 'Other@1234' };

/** Makes OTHER through the control API and signs them in: their access token. */
export async function otherCustomer(mock: Mock): Promise<string> {
  expect(
    (
      await mock
        .http()
        .post('/__mock/users')
        .send({ ...OTHER, name: 'کاربر دوم' })
    ).status,
  ).toBe(201);
  return signIn(mock, OTHER.mobile, OTHER.password);
}

/** The Web Push endpoints the database keeps for `mobile`, the newest registration first. */
export const endpointsOf = (mock: Mock, mobile: string) =>
  mock.db
    .all<{ endpoint: string }>(
      'SELECT endpoint FROM push_subscriptions WHERE user_id = ? ORDER BY id DESC',
      userIdOf(mock, mobile),
    )
    .map((r) => r.endpoint);
