import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, fail, ok } from '../../test/fixtures';
import { API, server } from '../../test/msw-server';
import { registerPushToken } from './push-api';
import type { PushProvider } from './push-provider';
import { readRegistration } from './push-storage';
import { registerDevice } from './register-device';

function serveToken(reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/users/me/fcm-token`, async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

const provider = (token = 'browser:t1') => ({ getToken: vi.fn(async () => token) }) as unknown as PushProvider;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('registerPushToken', () => {
  it('sends {token} and reads the stored tokens in data.fcmTokens', async () => {
    const bodies = serveToken(() => ok({ fcmTokens: ['a', 'browser:t1'] }));
    await expect(registerPushToken('browser:t1')).resolves.toEqual(['a', 'browser:t1']);
    expect(bodies).toEqual([{ token: 'browser:t1' }]);
  });

  it('reads them one data deeper, and gives null when the answer lists none', async () => {
    serveToken(() => ok({ data: { fcmTokens: ['x'] } }));
    await expect(registerPushToken('x')).resolves.toEqual(['x']);
    serveToken(() => HttpResponse.json({ success: true, message: 'ثبت شد' }));
    await expect(registerPushToken('x')).resolves.toBeNull();
  });

  it('rejects when the server fails', async () => {
    serveToken(() => fail(500, 'INTERNAL_ERROR'));
    await expect(registerPushToken('x')).rejects.toMatchObject({ response: { status: 500 } });
  });
});

describe('registerDevice', () => {
  it('gives the user with the answered tokens and remembers when', async () => {
    serveToken(() => ok({ fcmTokens: ['browser:t1'] }));
    const user = await registerDevice(provider(), aUser({ id: 'u-7', fcmTokens: [] }), () => 1_000);
    expect(user.fcmTokens).toEqual(['browser:t1']);
    expect(readRegistration()).toEqual({ userId: 'u-7', token: 'browser:t1', at: 1_000 });
  });

  it('adds the token itself when the answer lists none', async () => {
    serveToken(() => HttpResponse.json({ success: true }));
    const user = await registerDevice(provider(), aUser({ fcmTokens: ['old', 'browser:t1'] }));
    expect(user.fcmTokens).toEqual(['old', 'browser:t1']);
  });

  it('remembers nothing when the server refuses', async () => {
    serveToken(() => fail(500, 'INTERNAL_ERROR'));
    await expect(registerDevice(provider(), aUser())).rejects.toBeTruthy();
    expect(readRegistration()).toBeNull();
  });
});
