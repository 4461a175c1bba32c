import jwt from 'jsonwebtoken';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userSchema } from '@gold/contracts/profile';
import { errorMessage } from '@gold/contracts/errors';
import { NAME_MESSAGES } from '@gold/contracts/rules/name';
import { latestOtp } from '../domain/auth/otp';
import { findUserByMobile } from '../domain/auth/users';
import { balanceOf, walletsOf } from '../ledger/accounts';
import {
  buildMock,
  DEMO_PASSWORD,
  expectErrorEnvelope,
  MOBILES,
  readOtp,
  signIn,
  userIdOf,
  userOf,
  wrongCode,
  type Mock,
} from '../test-utils';

const NEW_MOBILE = '+989121111111';
const NEW_PASSWORD = 'New@Pass5678';

let mock: Mock;
beforeEach(() => {
  mock = buildMock();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await mock.close();
});

const post = (path: string, body?: object, token?: string) => {
  const req = mock.http().post(path);
  if (token) req.set('Authorization', `Bearer ${token}`);
  return body === undefined ? req : req.send(body);
};
const login = (mobile: string, password = DEMO_PASSWORD) => post('/user-auth/login', { mobile, password });
const register = (mobile = NEW_MOBILE, password = 'Strong@123', name = 'کاربر تازه') =>
  post('/user-auth/register', { mobile, name, password });

const userCount = () => mock.db.get<{ n: number }>('SELECT count(*) AS n FROM users')!.n;
/** The codes sent to `mobile`, oldest first, as the database keeps them. */
const otpRowsOf = (mobile: string) =>
  mock.db.all<{ code: string; purpose: string; used: number; created_at: string }>(
    'SELECT code, purpose, used, created_at FROM otps WHERE mobile = ? ORDER BY id',
    mobile,
  );

/** Changes one character in the middle of the signature. */
function tamper(token: string): string {
  const [header, payload, signature] = token.split('.');
  const i = Math.floor(signature.length / 2);
  const swapped = signature[i] === 'A' ? 'B' : 'A';
  return `${header}.${payload}.${signature.slice(0, i)}${swapped}${signature.slice(i + 1)}`;
}

describe('POST /user-auth/login', () => {
  it('signs in and answers tokens and the user without its password', async () => {
    const res = await login(MOBILES.kyc2);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const { accessToken, refreshToken, user } = res.body.data;
    expect(accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(refreshToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(refreshToken).not.toBe(accessToken);
    expect(userSchema.parse(user)).toBeTruthy();
    expect(user.mobile).toBe(MOBILES.kyc2);
    expect(user.id).toBe(userIdOf(mock, MOBILES.kyc2));
    expect(user).not.toHaveProperty('passwordHash');
    expect(user).not.toHaveProperty('password');
    expect(JSON.stringify(res.body)).not.toContain('scrypt');
  });

  it.each([
    ['09 form', '09120000001'],
    ['+98 form', '+989120000001'],
    ['Persian digits', '۰۹۱۲۰۰۰۰۰۰۱'],
    ['without prefix', '9120000001'],
  ])('accepts the mobile in the %s', async (_label, mobile) => {
    const res = await login(mobile);
    expect(res.status).toBe(200);
    expect(res.body.data.user.mobile).toBe(MOBILES.kyc2);
  });

  it('refuses a wrong password with 401 INVALID_CREDENTIALS', async () => {
    const res = await login(MOBILES.kyc2, 'Wrong@1234');
    expect(res.status).toBe(401);
    expectErrorEnvelope(res.body, 'INVALID_CREDENTIALS');
  });

  it('refuses an unknown mobile with 401 INVALID_CREDENTIALS', async () => {
    const res = await login('+989129999999');
    expect(res.status).toBe(401);
    expectErrorEnvelope(res.body, 'INVALID_CREDENTIALS');
  });

  it.each([
    [MOBILES.inactive, 'ACCOUNT_INACTIVE'],
    [MOBILES.restricted, 'ACCOUNT_RESTRICTED'],
    [MOBILES.unverified, 'ACCOUNT_NOT_VERIFIED'],
  ])('refuses %s with %s and no tokens', async (mobile, code) => {
    const res = await login(mobile);
    expect(res.status).toBe(403);
    expectErrorEnvelope(res.body, code);
    expect(res.body).not.toHaveProperty('data');
  });

  it('does not reveal the account state to a wrong password', async () => {
    const res = await login(MOBILES.restricted, 'Wrong@1234');
    expect(res.status).toBe(401);
    expectErrorEnvelope(res.body, 'INVALID_CREDENTIALS');
  });

  it('answers 400 VALIDATION_ERROR with the field problems', async () => {
    const res = await post('/user-auth/login', { mobile: 'abc' });
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
    const paths = (res.body.details as { path: string; message: string }[]).map((d) => d.path).sort();
    expect(paths).toEqual(['mobile', 'password']);
    for (const d of res.body.details) expect(d.message).toEqual(expect.any(String));
  });

  it('answers 400 VALIDATION_ERROR for an empty body', async () => {
    const res = await post('/user-auth/login');
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
  });

  it('refuses extra keys', async () => {
    const res = await post('/user-auth/login', { mobile: MOBILES.kyc2, password: DEMO_PASSWORD, isAdmin: true });
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
    expect(res.body.details.length).toBeGreaterThan(0);
  });

  it('refuses wrongly typed fields', async () => {
    const res = await post('/user-auth/login', { mobile: 9120000001, password: ['x'] });
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
  });

  it('answers 400 INVALID_JSON to a body that is not JSON', async () => {
    const res = await mock.http().post('/user-auth/login').set('Content-Type', 'application/json').send('{"mobile": "0912');
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'INVALID_JSON');
  });

  it('answers 400 to a JSON array body', async () => {
    const res = await mock.http().post('/user-auth/login').send([1, 2]);
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
  });

  it('answers 413 PAYLOAD_TOO_LARGE to a body over 64 kB', async () => {
    const res = await post('/user-auth/login', { mobile: MOBILES.kyc2, password: 'x'.repeat(70 * 1024) });
    expect(res.status).toBe(413);
    expectErrorEnvelope(res.body, 'PAYLOAD_TOO_LARGE');
  });

  describe('rate limit', () => {
    it('refuses the 11th sign-in within a minute from one mobile, then resets after 60 s', async () => {
      for (let i = 0; i < 10; i++) {
        const res = await login(MOBILES.kyc2, 'Wrong@1234');
        expect(res.status).toBe(401);
      }
      const limited = await login(MOBILES.kyc2);
      expect(limited.status).toBe(429);
      expectErrorEnvelope(limited.body, 'RATE_LIMITED');
      expect(limited.headers['retry-after']).toBe('60');

      mock.clock.advance(30_000);
      const later = await login(MOBILES.kyc2);
      expect(later.status).toBe(429);
      expect(later.headers['retry-after']).toBe('30');

      // Another mobile is not affected.
      expect((await login(MOBILES.kyc1)).status).toBe(200);

      mock.clock.advance(30_000);
      expect((await login(MOBILES.kyc2)).status).toBe(200);
    });

    it('counts every spelling of the mobile against the same limit', async () => {
      const spellings = ['09120000001', '+989120000001', '9120000001', '989120000001', '0912 000 0001'];
      for (let i = 0; i < 10; i++) {
        expect((await login(spellings[i % spellings.length], 'Wrong@1234')).status).toBe(401);
      }
      for (const mobile of ['۰۹۱۲۰۰۰۰۰۰۱', '0۹۱۲۰۰۰۰۰۰۱', '۰۹12000000۱']) {
        const res = await login(mobile);
        expect(res.status, mobile).toBe(429);
        expectErrorEnvelope(res.body, 'RATE_LIMITED');
      }
    });
  });
});

describe('POST /user-auth/register', () => {
  it('creates the user, answers 201 and sends a code readable from the control API', async () => {
    const res = await register();
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.data.mobile).toBe(NEW_MOBILE);
    const now = mock.clock.now().getTime();
    expect(Date.parse(res.body.data.expiresAt)).toBe(now + 120_000);
    expect(Date.parse(res.body.data.resendAvailableAt)).toBe(now + 60_000);

    const otp = await mock.http().get(`/__mock/otp/${encodeURIComponent(NEW_MOBILE)}`);
    expect(otp.status).toBe(200);
    expect(otp.body.otp).toMatch(/^\d{6}$/);
    expect(otp.body.purpose).toBe('register');

    const user = findUserByMobile(mock.db, NEW_MOBILE);
    expect(user).toMatchObject({ name: 'کاربر تازه', isVerified: false, isActive: true });
    expect(user?.passwordHash).not.toContain('Strong@123');
  });

  it('normalises the mobile it stores', async () => {
    expect((await register('09121111111')).status).toBe(201);
    expect(mock.db.all('SELECT id FROM users WHERE mobile = ?', NEW_MOBILE)).toHaveLength(1);
  });

  it('gives the new user a Toman wallet and a gold wallet with zero balances', async () => {
    await register();
    const wallets = walletsOf(mock.db, userIdOf(mock, NEW_MOBILE));
    expect(wallets.map((w) => w.currency).sort()).toEqual(['GOLD_18K', 'TOMAN']);
    for (const w of wallets) {
      expect(w).toMatchObject({ active: true, debitsPosted: 0, creditsPosted: 0, debitsPending: 0, creditsPending: 0 });
      expect(balanceOf(w)).toEqual({ balance: 0, frozen: 0, available: 0 });
    }
  });

  it('refuses a registered mobile with 409 MOBILE_ALREADY_REGISTERED', async () => {
    const usersBefore = userCount();
    const res = await register('09120000001');
    expect(res.status).toBe(409);
    expectErrorEnvelope(res.body, 'MOBILE_ALREADY_REGISTERED');
    expect(userCount()).toBe(usersBefore);
  });

  it.each(['password', '12345678', 'Ab1!'])('refuses the weak or short password %j with 400', async (password) => {
    const res = await register(NEW_MOBILE, password);
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain('password');
    expect(findUserByMobile(mock.db, NEW_MOBILE)).toBeUndefined();
  });

  it('refuses a missing name and extra keys', async () => {
    expect((await post('/user-auth/register', { mobile: NEW_MOBILE, password: 'Strong@123' })).status).toBe(400);
    const extra = await post('/user-auth/register', { mobile: NEW_MOBILE, name: 'نام', password: 'Strong@123', isVerified: true });
    expect(extra.status).toBe(400);
    expectErrorEnvelope(extra.body, 'VALIDATION_ERROR');
    expect(findUserByMobile(mock.db, NEW_MOBILE)).toBeUndefined();
  });

  it('trims the name and collapses its inner spaces before storing it', async () => {
    expect((await register(NEW_MOBILE, 'Strong@123', '  کاربر \t  تازه\u00a0 ')).status).toBe(201);
    expect(userOf(mock, NEW_MOBILE).name).toBe('کاربر تازه');
    const verified = await post('/user-auth/verify-otp', { mobile: NEW_MOBILE, otp: await readOtp(mock, NEW_MOBILE) });
    expect(verified.body.data.user.name).toBe('کاربر تازه');
  });

  it('refuses a name of 101 characters with 400 and counts the length after collapsing spaces', async () => {
    const tooLong = await register(NEW_MOBILE, 'Strong@123', 'ن'.repeat(101));
    expect(tooLong.status).toBe(400);
    expectErrorEnvelope(tooLong.body, 'VALIDATION_ERROR');
    expect(tooLong.body.details.map((d: { path: string }) => d.path)).toEqual(['name']);
    expect(findUserByMobile(mock.db, NEW_MOBILE)).toBeUndefined();

    // 109 characters as typed, 100 once the run of spaces is one: accepted.
    const name = `${'ن'.repeat(50)}${' '.repeat(10)}${'ن'.repeat(49)}`;
    expect((await register(NEW_MOBILE, 'Strong@123', ` ${name} `)).status).toBe(201);
    expect(userOf(mock, NEW_MOBILE).name).toBe(`${'ن'.repeat(50)} ${'ن'.repeat(49)}`);
  });

  it('refuses a name of invisible characters only with 400 and the Persian words, registering nobody', async () => {
    for (const name of ['\u200B\u200C', '\u202E\u2066\u2069', 'ن\u200C']) {
      const res = await register(NEW_MOBILE, 'Strong@123', name);
      expect(res.status).toBe(400);
      expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
      expect(res.body.details).toEqual([{ path: 'name', message: NAME_MESSAGES.tooShort }]);
      expect(findUserByMobile(mock.db, NEW_MOBILE)).toBeUndefined();
    }
  });

  describe('rate limit', () => {
    it('refuses the 11th registration of distinct numbers from one address within an hour with 429, then allows it', async () => {
      const mobiles = Array.from({ length: 11 }, (_, i) => `+98912555${String(i).padStart(4, '0')}`);
      for (const mobile of mobiles.slice(0, 10)) expect((await register(mobile)).status, mobile).toBe(201);

      const limited = await register(mobiles[10]);
      expect(limited.status).toBe(429);
      expectErrorEnvelope(limited.body, 'RATE_LIMITED');
      expect(limited.headers['retry-after']).toBe('3600');
      expect(findUserByMobile(mock.db, mobiles[10])).toBeUndefined();

      mock.clock.advance(59 * 60_000);
      const later = await register(mobiles[10]);
      expect(later.status).toBe(429);
      expect(later.headers['retry-after']).toBe('60');

      mock.clock.advance(60_000);
      expect((await register(mobiles[10])).status).toBe(201);
      expect(findUserByMobile(mock.db, mobiles[10])).toBeDefined();
    });
  });
});

describe('POST /user-auth/verify-otp', () => {
  const verify = (otp: string, mobile = NEW_MOBILE) => post('/user-auth/verify-otp', { mobile, otp });

  it('verifies the account with the right code and answers tokens', async () => {
    await register();
    const code = await readOtp(mock, NEW_MOBILE);
    const res = await verify(code);
    expect(res.status).toBe(200);
    expect(res.body.data.accessToken).toEqual(expect.any(String));
    expect(res.body.data.refreshToken).toEqual(expect.any(String));
    expect(res.body.data.user).toMatchObject({ mobile: NEW_MOBILE, isVerified: true });
    expect(res.body.data.user).not.toHaveProperty('passwordHash');
    // The token works and the account can now sign in with its password.
    const profile = await mock.http().get('/user-auth/profile').set('Authorization', `Bearer ${res.body.data.accessToken}`);
    expect(profile.body.data.isVerified).toBe(true);
    expect((await login(NEW_MOBILE, 'Strong@123')).status).toBe(200);
  });

  it('accepts the code in Persian digits', async () => {
    await register();
    const code = await readOtp(mock, NEW_MOBILE);
    const persian = code.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
    expect((await verify(persian, '09121111111')).status).toBe(200);
  });

  it('spends the code: a second use is 400 INVALID_OTP', async () => {
    await register();
    const code = await readOtp(mock, NEW_MOBILE);
    expect((await verify(code)).status).toBe(200);
    const again = await verify(code);
    expect(again.status).toBe(400);
    expectErrorEnvelope(again.body, 'INVALID_OTP');
  });

  it('refuses a wrong code with 400 INVALID_OTP and leaves the account unverified', async () => {
    await register();
    const res = await verify(wrongCode(await readOtp(mock, NEW_MOBILE)));
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'INVALID_OTP');
    expect(userOf(mock, NEW_MOBILE).isVerified).toBe(false);
  });

  it('spends the code after 5 wrong tries, so even the right one then fails', async () => {
    await register();
    const code = await readOtp(mock, NEW_MOBILE);
    for (let i = 0; i < 4; i++) expect((await verify(wrongCode(code))).status).toBe(400);
    // Four wrong tries leave the code alive ...
    expect(latestOtp(mock.db, NEW_MOBILE)).toMatchObject({ used: false, attempts: 4 });
    // ... the fifth spends it.
    expect((await verify(wrongCode(code))).status).toBe(400);
    const res = await verify(code);
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'INVALID_OTP');
    expect(userOf(mock, NEW_MOBILE).isVerified).toBe(false);
  });

  it('answers 410 OTP_EXPIRED after 2 minutes', async () => {
    await register();
    const code = await readOtp(mock, NEW_MOBILE);
    mock.clock.advance(119_000);
    mock.clock.advance(1_000);
    const res = await verify(code);
    expect(res.status).toBe(410);
    expectErrorEnvelope(res.body, 'OTP_EXPIRED');
  });

  it('still accepts the code just before it expires', async () => {
    await register();
    const code = await readOtp(mock, NEW_MOBILE);
    mock.clock.advance(119_000);
    expect((await verify(code)).status).toBe(200);
  });

  it('answers 400 for a code that is not 6 digits and for an unknown mobile', async () => {
    await register();
    const short = await verify('123');
    expect(short.status).toBe(400);
    expectErrorEnvelope(short.body, 'VALIDATION_ERROR');
    const unknown = await verify('123456', '+989129999999');
    expect(unknown.status).toBe(400);
    expectErrorEnvelope(unknown.body, 'INVALID_OTP');
  });

  it('verifies a seeded unverified account after a resend', async () => {
    expect((await post('/user-auth/request-otp', { mobile: MOBILES.unverified })).status).toBe(200);
    const res = await verify(await readOtp(mock, MOBILES.unverified), MOBILES.unverified);
    expect(res.status).toBe(200);
    expect(res.body.data.user.isVerified).toBe(true);
    expect((await login(MOBILES.unverified)).status).toBe(200);
  });
});

describe('POST /user-auth/request-otp', () => {
  const resend = (mobile: string) => post('/user-auth/request-otp', { mobile });

  it('refuses a resend within 60 s with 429 OTP_COOLDOWN, then sends a new code', async () => {
    await register();
    const firstCreated = latestOtp(mock.db, NEW_MOBILE)!.createdAt;

    mock.clock.advance(59_000);
    const early = await resend(NEW_MOBILE);
    expect(early.status).toBe(429);
    expectErrorEnvelope(early.body, 'OTP_COOLDOWN');
    expect(early.headers['retry-after']).toBe('1');
    // The seconds to wait are written in Persian digits.
    expect(early.body.message).toBe('لطفاً ۱ ثانیه دیگر برای ارسال دوباره کد صبر کنید');

    mock.clock.advance(1_000);
    const res = await resend('09121111111');
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.data.expiresAt)).toBe(mock.clock.now().getTime() + 120_000);

    const codes = otpRowsOf(NEW_MOBILE);
    expect(codes).toHaveLength(2);
    expect(codes[0]).toMatchObject({ created_at: firstCreated, used: 1 });
    expect(codes[1]).toMatchObject({ used: 0, purpose: 'register' });
    expect(await readOtp(mock, NEW_MOBILE)).toBe(codes[1].code);
    // The new code verifies the account.
    expect((await post('/user-auth/verify-otp', { mobile: NEW_MOBILE, otp: codes[1].code })).status).toBe(200);
  });

  it('refuses a code for a verified account with 400 ACCOUNT_ALREADY_VERIFIED: the code screen is no way in without the password', async () => {
    const res = await resend(MOBILES.kyc2);
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'ACCOUNT_ALREADY_VERIFIED');
    // No code was issued to the account's number.
    expect((await mock.http().get('/__mock/otp/09120000001')).status).toBe(404);
    expect(otpRowsOf(MOBILES.kyc2)).toEqual([]);
    // Not even a reset code opens a session through verify-otp.
    expect((await post('/user-auth/forgot-password', { mobile: MOBILES.kyc2 })).status).toBe(200);
    const verify = await post('/user-auth/verify-otp', { mobile: MOBILES.kyc2, otp: await readOtp(mock, MOBILES.kyc2) });
    expect(verify.status).toBe(400);
    expectErrorEnvelope(verify.body, 'INVALID_OTP');
  });

  it('answers 401 USER_NOT_FOUND for an unknown mobile and sends no code', async () => {
    const res = await resend('+989129999999');
    expect(res.status).toBe(401);
    expectErrorEnvelope(res.body, 'USER_NOT_FOUND');
    expect(otpRowsOf('+989129999999')).toEqual([]);
  });

  it('answers 400 for a bad mobile', async () => {
    const res = await resend('12');
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
  });
});

describe('password recovery', () => {
  const forgot = (mobile: string) => post('/user-auth/forgot-password', { mobile });
  const reset = (otp: string, newPassword = NEW_PASSWORD, mobile: string = MOBILES.kyc2) =>
    post('/user-auth/reset-password', { mobile, otp, newPassword });

  it('answers 401 USER_NOT_FOUND for an unknown mobile', async () => {
    const res = await forgot('09129999999');
    expect(res.status).toBe(401);
    expectErrorEnvelope(res.body, 'USER_NOT_FOUND');
  });

  it('answers 400 for an invalid number', async () => {
    const res = await forgot('+9821');
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
  });

  it('sends a reset code and refuses a second send within 60 s', async () => {
    const res = await forgot(MOBILES.kyc2);
    expect(res.status).toBe(200);
    expect(res.body.data.mobile).toBe(MOBILES.kyc2);
    const otp = await mock.http().get(`/__mock/otp/${encodeURIComponent(MOBILES.kyc2)}`);
    expect(otp.body.purpose).toBe('reset-password');
    const again = await forgot(MOBILES.kyc2);
    expect(again.status).toBe(429);
    expectErrorEnvelope(again.body, 'OTP_COOLDOWN');
  });

  it('refuses a wrong code with 400 INVALID_OTP and keeps the old password', async () => {
    await forgot(MOBILES.kyc2);
    const res = await reset(wrongCode(await readOtp(mock, MOBILES.kyc2)));
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'INVALID_OTP');
    expect((await login(MOBILES.kyc2)).status).toBe(200);
  });

  it('refuses an expired code with 410 OTP_EXPIRED', async () => {
    await forgot(MOBILES.kyc2);
    const code = await readOtp(mock, MOBILES.kyc2);
    mock.clock.advance(120_000);
    const res = await reset(code);
    expect(res.status).toBe(410);
    expectErrorEnvelope(res.body, 'OTP_EXPIRED');
  });

  it('refuses a weak new password with 400', async () => {
    await forgot(MOBILES.kyc2);
    const res = await reset(await readOtp(mock, MOBILES.kyc2), 'weakpass');
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
  });

  it('does not accept a code of another purpose', async () => {
    expect((await post('/user-auth/request-otp', { mobile: MOBILES.unverified })).status).toBe(200);
    const res = await reset(await readOtp(mock, MOBILES.unverified), NEW_PASSWORD, MOBILES.unverified);
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'INVALID_OTP');
  });

  it('sets the new password: it signs in and the old one fails', async () => {
    await forgot(MOBILES.kyc2);
    const code = await readOtp(mock, MOBILES.kyc2);
    const res = await reset(code);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect((await login(MOBILES.kyc2, NEW_PASSWORD)).status).toBe(200);
    const old = await login(MOBILES.kyc2);
    expect(old.status).toBe(401);
    expectErrorEnvelope(old.body, 'INVALID_CREDENTIALS');
    // The code was spent.
    expect((await reset(code, 'Other@Pass99')).status).toBe(400);
  });

  it('answers 401 USER_NOT_FOUND to a reset for an unknown mobile', async () => {
    const res = await reset('123456', NEW_PASSWORD, '+989129999999');
    expect(res.status).toBe(401);
    expectErrorEnvelope(res.body, 'USER_NOT_FOUND');
  });
});

describe('POST /user-auth/change-password', () => {
  const change = (token: string | undefined, currentPassword = DEMO_PASSWORD, newPassword = NEW_PASSWORD) =>
    post('/user-auth/change-password', { currentPassword, newPassword }, token);

  it('needs a token', async () => {
    const res = await change(undefined);
    expect(res.status).toBe(401);
    expectErrorEnvelope(res.body, 'UNAUTHORIZED');
  });

  it('refuses a tampered token', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const tampered = tamper(token);
    expect(tampered).not.toBe(token);
    const res = await change(tampered);
    expect(res.status).toBe(401);
    expectErrorEnvelope(res.body, 'UNAUTHORIZED');
    // The untampered token would have worked.
    expect((await change(token)).status).toBe(200);
  });

  it('refuses a token signed with another secret and an unsigned one', async () => {
    const sub = userIdOf(mock, MOBILES.kyc2);
    const iat = Math.floor(mock.clock.now().getTime() / 1000);
    const forged = jwt.sign({ typ: 'access', iat, exp: iat + 3600 }, 'other-secret', { subject: sub });
    expect((await change(forged)).status).toBe(401);
    const unsigned = jwt.sign({ typ: 'access', iat, exp: iat + 3600 }, '', { subject: sub, algorithm: 'none' });
    expect((await change(unsigned)).status).toBe(401);
  });

  it('allows 10 password checks per customer in 15 minutes, then answers 429 without checking', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    for (let i = 0; i < 10; i++) expect((await change(token, `Guess@${i}xx`)).status).toBe(400);
    const limited = await change(token);
    expect(limited.status).toBe(429);
    expectErrorEnvelope(limited.body, 'RATE_LIMITED');
    // The right password, too late: nothing changed.
    expect((await login(MOBILES.kyc2)).status).toBe(200);
    mock.clock.advance(15 * 60_000);
    expect((await change(token)).status).toBe(200);
  });

  it('refuses the refresh token', async () => {
    const res = await login(MOBILES.kyc2);
    const refused = await change(res.body.data.refreshToken);
    expect(refused.status).toBe(401);
    expectErrorEnvelope(refused.body, 'UNAUTHORIZED');
  });

  it('answers 400 WRONG_PASSWORD, not 401, to a wrong current password', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const res = await change(token, 'Wrong@1234');
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'WRONG_PASSWORD');
    expect((await login(MOBILES.kyc2)).status).toBe(200);
  });

  it('refuses a weak new password and missing fields with 400', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    expect((await change(token, DEMO_PASSWORD, 'abc')).status).toBe(400);
    const missing = await post('/user-auth/change-password', { newPassword: NEW_PASSWORD }, token);
    expect(missing.status).toBe(400);
    expectErrorEnvelope(missing.body, 'VALIDATION_ERROR');
  });

  it('refuses a new password equal to the current one with 400 and leaves the password and the session as they were', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const before = userOf(mock, MOBILES.kyc2);
    const res = await change(token, DEMO_PASSWORD, DEMO_PASSWORD);
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
    expect(res.body.details).toEqual([{ path: 'newPassword', message: errorMessage('SAME_PASSWORD') }]);
    const after = userOf(mock, MOBILES.kyc2);
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.sessionVersion).toBe(before.sessionVersion);
    expect((await login(MOBILES.kyc2)).status).toBe(200);
    expect((await mock.http().get('/user-auth/profile').set('Authorization', `Bearer ${token}`)).status).toBe(200);
  });

  it('changes the password: the new one signs in and the old one fails', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const res = await change(token);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect((await login(MOBILES.kyc2, NEW_PASSWORD)).status).toBe(200);
    expect((await login(MOBILES.kyc2)).status).toBe(401);
    // Other accounts keep the shared demo password.
    expect((await login(MOBILES.kyc1)).status).toBe(200);
  });
});

describe('/user-auth/profile', () => {
  it('answers the token user in data.data', async () => {
    const token = await signIn(mock, MOBILES.kyc1);
    const res = await mock.http().get('/user-auth/profile').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(userSchema.parse(res.body.data)).toBeTruthy();
    expect(res.body.data).toMatchObject({ id: userIdOf(mock, MOBILES.kyc1), mobile: MOBILES.kyc1, name: 'علی رضایی' });
    expect(res.body.data).not.toHaveProperty('passwordHash');
  });

  it('needs a token', async () => {
    const res = await mock.http().get('/user-auth/profile');
    expect(res.status).toBe(401);
    expectErrorEnvelope(res.body, 'UNAUTHORIZED');
    const notBearer = await mock.http().get('/user-auth/profile').set('Authorization', 'Basic abc');
    expect(notBearer.status).toBe(401);
  });

  it('refuses a token after 12 hours', async () => {
    const token = await signIn(mock, MOBILES.kyc1);
    mock.clock.advance(11 * 3600_000);
    expect((await mock.http().get('/user-auth/profile').set('Authorization', `Bearer ${token}`)).status).toBe(200);
    mock.clock.advance(2 * 3600_000);
    const res = await mock.http().get('/user-auth/profile').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(401);
    expectErrorEnvelope(res.body, 'UNAUTHORIZED');
  });

  it('refuses the token of a user that no longer exists', async () => {
    await register();
    const verified = await post('/user-auth/verify-otp', { mobile: NEW_MOBILE, otp: await readOtp(mock, NEW_MOBILE) });
    const token = verified.body.data.accessToken as string;
    expect((await mock.http().post('/__mock/reset').send({})).status).toBe(200);
    const res = await mock.http().get('/user-auth/profile').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(401);
    expectErrorEnvelope(res.body, 'UNAUTHORIZED');
  });

  it('updates the e-mail', async () => {
    const token = await signIn(mock, MOBILES.kyc1);
    const res = await mock.http().patch('/user-auth/profile').set('Authorization', `Bearer ${token}`).send({ email: 'ali@example.ir' });
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe('ali@example.ir');
    const profile = await mock.http().get('/user-auth/profile').set('Authorization', `Bearer ${token}`);
    expect(profile.body.data.email).toBe('ali@example.ir');
    // Only the token's own user changed.
    expect(userOf(mock, MOBILES.kyc1).email).toBe('ali@example.ir');
    expect(userOf(mock, MOBILES.kyc0).email).toBeNull();
  });

  it.each([
    ['an invalid e-mail', { email: 'not-an-email' }],
    ['an extra key', { email: 'ali@example.ir', name: 'هکر' }],
    ['no e-mail', {}],
  ])('refuses %s with 400', async (_label, body) => {
    const token = await signIn(mock, MOBILES.kyc1);
    const res = await mock.http().patch('/user-auth/profile').set('Authorization', `Bearer ${token}`).send(body);
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
    expect(userOf(mock, MOBILES.kyc1)).toMatchObject({ email: null, name: 'علی رضایی' });
  });

  it('needs a token to update', async () => {
    const res = await mock.http().patch('/user-auth/profile').send({ email: 'ali@example.ir' });
    expect(res.status).toBe(401);
    expectErrorEnvelope(res.body, 'UNAUTHORIZED');
  });
});

describe('/users/me/fcm-token', () => {
  it('adds tokens without duplicates and DELETE clears them', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const add = (t: string) => mock.http().post('/users/me/fcm-token').set('Authorization', `Bearer ${token}`).send({ token: t });

    expect((await add('device-a')).body.data.fcmTokens).toEqual(['device-a']);
    expect((await add('device-a')).body.data.fcmTokens).toEqual(['device-a']);
    const res = await add('device-b');
    expect(res.status).toBe(200);
    expect(res.body.data.fcmTokens).toEqual(['device-a', 'device-b']);
    const profile = await mock.http().get('/user-auth/profile').set('Authorization', `Bearer ${token}`);
    expect(profile.body.data.fcmTokens).toEqual(['device-a', 'device-b']);
    expect(userOf(mock, MOBILES.kyc2).fcmTokens).toEqual(['device-a', 'device-b']);
    expect(userOf(mock, MOBILES.kyc1).fcmTokens).toEqual([]);

    const cleared = await mock.http().delete('/users/me/fcm-token').set('Authorization', `Bearer ${token}`);
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.fcmTokens).toEqual([]);
    expect(userOf(mock, MOBILES.kyc2).fcmTokens).toEqual([]);
  });

  it('refuses an empty token and extra keys', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    for (const body of [{ token: '' }, {}, { token: 'x', userId: 'someone' }]) {
      const res = await mock.http().post('/users/me/fcm-token').set('Authorization', `Bearer ${token}`).send(body);
      expect(res.status).toBe(400);
      expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
    }
  });

  it('needs a token for both methods', async () => {
    const add = await mock.http().post('/users/me/fcm-token').send({ token: 'device-a' });
    expect(add.status).toBe(401);
    expectErrorEnvelope(add.body, 'UNAUTHORIZED');
    const clear = await mock.http().delete('/users/me/fcm-token');
    expect(clear.status).toBe(401);
    expectErrorEnvelope(clear.body, 'UNAUTHORIZED');
  });
});

describe('app', () => {
  it('answers /healthz and sends the helmet headers', async () => {
    const res = await mock.http().get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // No JavaScript eval: only WebAssembly may compile (the PDF statement's layout engine).
    expect(res.headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(res.headers).not.toHaveProperty('x-powered-by');
  });
});

describe('errors', () => {
  it('answers 404 ROUTE_NOT_FOUND as the envelope for an unknown path', async () => {
    const res = await mock.http().get('/user-auth/nothing-here');
    expect(res.status).toBe(404);
    expectErrorEnvelope(res.body, 'ROUTE_NOT_FOUND');
  });

  it('never answers 500 to bad input on any endpoint', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const endpoints = [
      ['post', '/user-auth/login'],
      ['post', '/user-auth/register'],
      ['post', '/user-auth/verify-otp'],
      ['post', '/user-auth/request-otp'],
      ['post', '/user-auth/forgot-password'],
      ['post', '/user-auth/reset-password'],
      ['post', '/user-auth/change-password'],
      ['patch', '/user-auth/profile'],
      ['post', '/users/me/fcm-token'],
    ] as const;
    const bodies = [
      '[]',
      '1',
      '"text"',
      'null',
      '{"__proto__":{"isAdmin":true}}',
      '{"mobile":{"$ne":""},"password":{"$ne":""}}',
      '{"mobile":"۰۹۱۲۰۰۰۰۰۰۱","otp":"١٢٣٤٥٦","password":null}',
      `{"mobile":"${'9'.repeat(5000)}","name":"${'ن'.repeat(5000)}"}`,
      '{"currentPassword":"","newPassword":"","email":"","token":""}',
    ];
    for (const [method, path] of endpoints) {
      // A fresh rate-limit window per endpoint, so every body reaches the handler instead of a 429.
      mock.clock.advance(60_000);
      for (const body of bodies) {
        const res = await mock.http()[method](path).set('Authorization', `Bearer ${token}`).set('Content-Type', 'application/json').send(body);
        expect(res.status, `${method} ${path} ${body.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${path} ${body.slice(0, 40)}`).toBeLessThan(500);
        expect(Object.keys(res.body)).toContain('errorCode');
        expect(res.status, `${method} ${path} ${body.slice(0, 40)}`).not.toBe(429);
      }
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('answers 400 INVALID_JSON to an unsupported charset', async () => {
    const res = await mock.http().post('/user-auth/login').set('Content-Type', 'application/json; charset=latin1').send('{}');
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'INVALID_JSON');
  });

  it('hides a server fault behind 500 INTERNAL_ERROR without a stack trace', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const write = vi.spyOn(mock.db, 'write').mockImplementation(() => {
      throw new Error('disk on fire at /secret/path.ts:12');
    });
    const res = await mock.http().post('/users/me/fcm-token').set('Authorization', `Bearer ${token}`).send({ token: 'x' });
    expect(write).toHaveBeenCalled();
    expect(res.status).toBe(500);
    expectErrorEnvelope(res.body, 'INTERNAL_ERROR');
    expect(JSON.stringify(res.body)).not.toContain('disk on fire');
  });
});

describe('sessions end when the account or password changes', () => {
  const profile = (token: string) => mock.http().get('/user-auth/profile').set('Authorization', `Bearer ${token}`);
  const changePassword = (token: string, currentPassword: string, newPassword: string) =>
    post('/user-auth/change-password', { currentPassword, newPassword }, token);

  it('a deactivated account may read its profile but do nothing else (403, not 401)', async () => {
    const token = await signIn(mock, MOBILES.kyc1);
    expect((await mock.http().patch('/__mock/users/09120000002').send({ isActive: false })).status).toBe(200);
    const read = await profile(token);
    expect(read.status).toBe(200);
    expect(read.body.data.isActive).toBe(false);
    const act = await changePassword(token, DEMO_PASSWORD, NEW_PASSWORD);
    expect(act.status).toBe(403);
    expectErrorEnvelope(act.body, 'ACCOUNT_INACTIVE');

    await mock.http().patch('/__mock/users/09120000002').send({ isActive: true, restricted: true });
    const restricted = await changePassword(token, DEMO_PASSWORD, NEW_PASSWORD);
    expect(restricted.status).toBe(403);
    expectErrorEnvelope(restricted.body, 'ACCOUNT_RESTRICTED');
  });

  it('a password reset ends every earlier session', async () => {
    const token = await signIn(mock, MOBILES.kyc1);
    expect((await post('/user-auth/forgot-password', { mobile: MOBILES.kyc1 })).status).toBe(200);
    const otp = await readOtp(mock, MOBILES.kyc1);
    expect((await post('/user-auth/reset-password', { mobile: MOBILES.kyc1, otp, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect((await profile(token)).status).toBe(401);
    expect((await profile(await signIn(mock, MOBILES.kyc1, NEW_PASSWORD))).status).toBe(200);
  });

  it('a password change answers fresh tokens and ends the other sessions', async () => {
    const here = await signIn(mock, MOBILES.kyc1);
    const elsewhere = await signIn(mock, MOBILES.kyc1);
    const res = await changePassword(here, DEMO_PASSWORD, NEW_PASSWORD);
    expect(res.status).toBe(200);
    expect((await profile(res.body.data.accessToken)).status).toBe(200);
    expect((await profile(here)).status).toBe(401);
    expect((await profile(elsewhere)).status).toBe(401);
  });
});
