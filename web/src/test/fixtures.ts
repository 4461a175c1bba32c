import { HttpResponse } from 'msw';
import type { AuthResult } from '@gold/contracts/auth';
import type { ErrorCode } from '@gold/contracts/errors';
import { STORAGE_KEYS } from '@gold/contracts/constants';
import type { User } from '@gold/contracts/profile';

/** A verified, active customer; override what a test is about. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-1',
    mobile: '+989121234567',
    name: 'سارا محمدی',
    nationalId: null,
    birthdate: null,
    isActive: true,
    isVerified: true,
    email: null,
    fcmTokens: [],
    ...overrides,
  };
}

export function anAuthResult(user: User = aUser()): AuthResult {
  return { accessToken: 'access-1', refreshToken: 'refresh-1', user };
}

/** The mock server's success envelope. */
export const ok = (data: unknown) => HttpResponse.json({ success: true, data });

/** The mock server's error envelope. */
export const fail = (status: number, errorCode: ErrorCode = 'VALIDATION_ERROR', message = 'پیام سرور') =>
  HttpResponse.json({ success: false, error: message, message, errorCode }, { status });

/** A stored session as sign-in leaves it. */
export function storeSession(user: User = aUser(), token = 'stored-token') {
  localStorage.setItem(STORAGE_KEYS.authToken, token);
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'stored-refresh');
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(user));
}
