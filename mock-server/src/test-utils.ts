import request from 'supertest';
import { expect } from 'vitest';
import { createApp } from './app';
import { manualClock, seededRandom } from './clock';
import { testConfig, type MockConfig } from './config';
import { DEMO_PASSWORD, seedState } from './store/seed';
import { Store } from './store/store';

export { DEMO_PASSWORD };

/** Seeded demo accounts (docs/mock-server.md). */
export const MOBILES = {
  kyc2: '+989120000001',
  kyc1: '+989120000002',
  kyc0: '+989120000003',
  unverified: '+989120000004',
  inactive: '+989120000005',
  restricted: '+989120000006',
} as const;

export type Mock = ReturnType<typeof buildMock>;

/** A fresh mock on a manual clock with the seeded state, in memory. Close it after the test. */
export function buildMock(overrides: Partial<MockConfig> = {}, start?: Date) {
  const clock = manualClock(start);
  const store = new Store(seedState(1, clock.now()));
  const mock = createApp({ clock, random: seededRandom(1), store, config: testConfig(overrides) });
  return { ...mock, clock, store, http: () => request(mock.app) };
}

/** Signs in through the API and returns the access token. */
export async function signIn(mock: Mock, mobile: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request(mock.app).post('/user-auth/login').send({ mobile, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.accessToken as string;
}

/** The newest code sent to `mobile`, read through the control API. */
export async function readOtp(mock: Mock, mobile: string): Promise<string> {
  const res = await request(mock.app).get(`/__mock/otp/${encodeURIComponent(mobile)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.otp as string;
}

/** The user id behind a seeded or created mobile, straight from the store. */
export function userIdOf(mock: Mock, mobile: string): string {
  const user = mock.store.state.users.find((u) => u.mobile === mobile);
  if (!user) throw new Error(`no user ${mobile}`);
  return user.id;
}

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

/** A provider-API request as the holder of `token` (none: a visitor), with an optional JSON body. */
export function callAs(mock: Mock, method: Method, path: string, token?: string, body?: object) {
  const req = mock.http()[method](path);
  if (token) req.set('Authorization', `Bearer ${token}`);
  return body === undefined ? req : req.send(body);
}
