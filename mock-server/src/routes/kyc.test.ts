import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { okMessageSchema } from '@gold/contracts/common';
import {
  changeRequestResponseSchema,
  confirmPhoneChangeResponseSchema,
  kycResponseSchema,
  pendingChangeRequestResponseSchema,
  phoneChangeResponseSchema,
} from '@gold/contracts/kyc';
import { ibanFromBban } from '@gold/contracts/rules/iban';
import { latestOtp } from '../domain/auth/otp';
import { findUser, findUserByMobile } from '../domain/auth/users';
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
  callAs,
  type Method,
  type Mock,
} from '../test-utils';

const OTHER_MOBILE = '+989121111111';
const OTHER_PASSWORD = 'Other@1234';
const NEW_MOBILE = '+989127654321';

let mock: Mock;
beforeEach(() => {
  mock = buildMock();
});
afterEach(async () => {
  await mock.close();
});

const call = (method: Method, path: string, token?: string, body?: object) => callAs(mock, method, path, token, body);

/** The change requests in the database, oldest first. */
const changeRequests = () =>
  mock.db.all<{ id: string; kind: string; value: string; status: string }>(
    'SELECT id, kind, value, status FROM change_requests ORDER BY created_at, rowid',
  );
const statusOf = (id: string) => changeRequests().find((r) => r.id === id)?.status;
const otpCount = () => mock.db.get<{ n: number }>('SELECT count(*) AS n FROM otps')!.n;

/** A second customer, created through the control API. */
async function otherUser(kycLevel: 0 | 1 | 2 = 0): Promise<string> {
  const res = await mock
    .http()
    .post('/__mock/users')
    .send({ mobile: OTHER_MOBILE, name: 'کاربر دوم', password: OTHER_PASSWORD, kycLevel });
  expect(res.status).toBe(201);
  return signIn(mock, OTHER_MOBILE, OTHER_PASSWORD);
}

const KINDS = [
  { kind: 'name', body: { name: 'سارا محمدی‌پور' }, stored: 'سارا محمدی‌پور' },
  { kind: 'national-id', body: { nationalId: '۰۰۱۳۵۴۲۴۱۹' }, stored: '0013542419' },
  { kind: 'birthdate', body: { birthdate: '1370/6/5' }, stored: '1370/06/05' },
] as const;

const approve = (kind: string, id: string) => mock.http().post(`/__mock/approvals/${kind}/${id}`).send({ decision: 'approve' });
const kycOf = async (token: string) => {
  const res = await call('get', '/kyc/me', token);
  expect(res.status).toBe(200);
  expect(kycResponseSchema.parse(res.body)).toBeTruthy();
  return res.body.data;
};

describe.each(KINDS)('$kind change requests', ({ kind, body, stored }) => {
  const requestPath = `/user-auth/request-${kind}-change`;
  const pendingPath = `/user-auth/pending-${kind}-change-request`;
  const cancelPath = (id: string) => `/user-auth/cancel-${kind}-change-request/${id}`;

  it('files a pending request that the pending read answers, and refuses a second with 409', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const none = await call('get', pendingPath, token);
    expect(none.status).toBe(200);
    expect(pendingChangeRequestResponseSchema.parse(none.body)).toBeTruthy();
    expect(none.body.data).toBeNull();

    const res = await call('post', requestPath, token, body);
    expect(res.status).toBe(201);
    expect(changeRequestResponseSchema.parse(res.body)).toBeTruthy();
    expect(res.body.data).toMatchObject({ requestedName: stored, status: 'pending', createdAt: mock.clock.now().toISOString() });

    const pending = await call('get', pendingPath, token);
    expect(pending.body.data).toEqual(res.body.data);

    const again = await call('post', requestPath, token, body);
    expect(again.status).toBe(409);
    expectErrorEnvelope(again.body, 'CHANGE_REQUEST_PENDING');
    expect(changeRequests().filter((r) => r.kind === kind)).toHaveLength(1);
  });

  it('lets the user cancel the pending request once, then file a new one', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const { id } = (await call('post', requestPath, token, body)).body.data;
    const cancelled = await call('post', cancelPath(id), token);
    expect(cancelled.status).toBe(200);
    expect(okMessageSchema.parse(cancelled.body)).toBeTruthy();
    expect((await call('get', pendingPath, token)).body.data).toBeNull();
    expect(statusOf(id)).toBe('cancelled');

    const twice = await call('post', cancelPath(id), token);
    expect(twice.status).toBe(404);
    expectErrorEnvelope(twice.body, 'NOT_FOUND');
    expect((await call('post', requestPath, token, body)).status).toBe(201);
  });

  it('answers 400 INVALID_URL to a malformed escape in the request id', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const res = await call('post', cancelPath('%E0%A4%A'), token);
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'INVALID_URL');
  });

  it("answers 404 for another user's request, an unknown id and a decided request", async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const other = await otherUser();
    const { id } = (await call('post', requestPath, token, body)).body.data;

    for (const [who, path] of [
      [other, cancelPath(id)],
      [token, cancelPath('no-such-request')],
    ] as const) {
      const res = await call('post', path, who);
      expect(res.status, path).toBe(404);
      expectErrorEnvelope(res.body, 'NOT_FOUND');
    }
    // The other user sees no pending request of theirs.
    expect((await call('get', pendingPath, other)).body.data).toBeNull();
    expect(statusOf(id)).toBe('pending');

    expect((await approve(`${kind}-change`, id)).status).toBe(200);
    expect((await call('post', cancelPath(id), token)).status).toBe(404);
  });

  it('keeps the one-pending rule per kind and per user', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const other = await otherUser();
    expect((await call('post', requestPath, token, body)).status).toBe(201);
    expect((await call('post', requestPath, other, body)).status).toBe(201);
    for (const k of KINDS.filter((x) => x.kind !== kind)) {
      expect((await call('post', `/user-auth/request-${k.kind}-change`, token, k.body)).status, k.kind).toBe(201);
    }
  });

  it('answers 401 without a token', async () => {
    for (const [method, path] of [
      ['post', requestPath],
      ['get', pendingPath],
      ['post', cancelPath('x')],
    ] as const) {
      const res = await call(method, path, undefined, body);
      expect(res.status, path).toBe(401);
      expectErrorEnvelope(res.body, 'UNAUTHORIZED');
    }
    expect(changeRequests()).toEqual([]);
  });
});

describe('change request validation', () => {
  it.each([
    ['a one-letter name', 'name', { name: 'س' }],
    ['a name with an extra key', 'name', { name: 'سارا محمدی', admin: true }],
    ['no name', 'name', {}],
    ['a name of 101 characters', 'name', { name: 'ن'.repeat(101) }],
    ['a name of one letter once trimmed', 'name', { name: '  س  ' }],
    ['a national ID failing its check digit', 'national-id', { nationalId: '0013542410' }],
    ['a 9-digit national ID', 'national-id', { nationalId: '001354241' }],
    ['ten identical digits', 'national-id', { nationalId: '1111111111' }],
    ['a birth year before 1300', 'birthdate', { birthdate: '1299/01/01' }],
    ['month 13', 'birthdate', { birthdate: '1370/13/01' }],
    ['day 31 in Mehr', 'birthdate', { birthdate: '1370/07/31' }],
    ['a Gregorian date', 'birthdate', { birthdate: '1990-05-01' }],
    ['a number', 'birthdate', { birthdate: 13700101 }],
  ])('refuses %s with 400', async (_label, kind, body) => {
    const token = await signIn(mock, MOBILES.kyc2);
    const res = await call('post', `/user-auth/request-${kind}-change`, token, body);
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
    expect(changeRequests()).toEqual([]);
  });

  it('trims the requested name and collapses its inner spaces', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const res = await call('post', '/user-auth/request-name-change', token, { name: ' \t سارا   محمدی‌پور\u00a0 ' });
    expect(res.status).toBe(201);
    expect(res.body.data.requestedName).toBe('سارا محمدی‌پور');
    expect(changeRequests()).toMatchObject([{ kind: 'name', value: 'سارا محمدی‌پور', status: 'pending' }]);
  });

  it('accepts a name of 100 characters once its spaces are collapsed', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const name = `${'ن'.repeat(50)} ${'ن'.repeat(49)}`;
    expect(name).toHaveLength(100);
    const res = await call('post', '/user-auth/request-name-change', token, { name: `  ${name.replace(' ', '      ')}  ` });
    expect(res.status).toBe(201);
    expect(res.body.data.requestedName).toBe(name);
  });

  it('refuses a restricted account with 403', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    await mock.http().patch('/__mock/users/09120000001').send({ restricted: true });
    const res = await call('post', '/user-auth/request-name-change', token, { name: 'سارا محمدی‌پور' });
    expect(res.status).toBe(403);
    expectErrorEnvelope(res.body, 'ACCOUNT_RESTRICTED');
  });
});

describe('GET /kyc/me', () => {
  it('answers the seeded levels', async () => {
    expect(await kycOf(await signIn(mock, MOBILES.kyc2))).toMatchObject({
      kycLevel: 2,
      nationalIdVerified: true,
      birthdateVerified: true,
      bankVerified: true,
    });
    expect(await kycOf(await signIn(mock, MOBILES.kyc1))).toMatchObject({ kycLevel: 1, bankVerified: false });
    expect(await kycOf(await signIn(mock, MOBILES.kyc0))).toEqual({
      kycLevel: 0,
      nationalId: null,
      nationalIdVerified: false,
      birthdate: null,
      birthdateVerified: false,
      bankVerified: false,
    });
  });

  it('rises to 1 and then 2 as the control API approves the verifications', async () => {
    const token = await otherUser(0);
    const nationalId = (await call('post', '/user-auth/request-national-id-change', token, { nationalId: '0013542419' })).body
      .data.id;
    const birthdate = (await call('post', '/user-auth/request-birthdate-change', token, { birthdate: '1369/11/22' })).body.data
      .id;
    expect((await kycOf(token)).kycLevel).toBe(0);

    expect((await approve('national-id-change', nationalId)).status).toBe(200);
    expect(await kycOf(token)).toMatchObject({
      kycLevel: 0,
      nationalId: '0013542419',
      nationalIdVerified: true,
      birthdateVerified: false,
    });
    expect((await approve('birthdate-change', birthdate)).status).toBe(200);
    expect(await kycOf(token)).toMatchObject({
      kycLevel: 1,
      birthdate: '1369/11/22',
      birthdateVerified: true,
      bankVerified: false,
    });

    const account = await call('post', '/bank-accounts', token, {
      accountNumber: '123-456-789-0',
      iban: ibanFromBban('0120000000001234567890'),
      ownerName: 'کاربر دوم',
      bankName: 'بانک ملت',
      bankCode: '012',
    });
    expect(account.status).toBe(201);
    expect((await kycOf(token)).kycLevel).toBe(1);
    expect((await approve('bank-account', account.body.data.result.id)).status).toBe(200);
    expect(await kycOf(token)).toMatchObject({ kycLevel: 2, bankVerified: true });
  });

  it('sets the name on approval and keeps it on rejection', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const first = (await call('post', '/user-auth/request-name-change', token, { name: 'سارا محمدی‌پور' })).body.data.id;
    await mock.http().post(`/__mock/approvals/name-change/${first}`).send({ decision: 'reject', note: 'مدرک کافی نیست' });
    expect((await call('get', '/user-auth/profile', token)).body.data.name).toBe('سارا محمدی');
    const second = (await call('post', '/user-auth/request-name-change', token, { name: 'سارا محمدی‌پور' })).body.data.id;
    await approve('name-change', second);
    expect((await call('get', '/user-auth/profile', token)).body.data.name).toBe('سارا محمدی‌پور');
  });

  it('answers 401 without a token', async () => {
    const res = await call('get', '/kyc/me');
    expect(res.status).toBe(401);
    expectErrorEnvelope(res.body, 'UNAUTHORIZED');
  });
});

describe('an account made unverified through the control API', () => {
  it('gets 403 ACCOUNT_NOT_VERIFIED on /kyc/me and on a change request, but may still read its profile', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    expect((await call('get', '/kyc/me', token)).status).toBe(200);
    const changed = await mock.http().patch('/__mock/users/09120000001').send({ isVerified: false });
    expect(changed.status).toBe(200);
    expect(changed.body.user.isVerified).toBe(false);

    const kyc = await call('get', '/kyc/me', token);
    expect(kyc.status).toBe(403);
    expectErrorEnvelope(kyc.body, 'ACCOUNT_NOT_VERIFIED');
    const request = await call('post', '/user-auth/request-name-change', token, { name: 'سارا محمدی‌پور' });
    expect(request.status).toBe(403);
    expectErrorEnvelope(request.body, 'ACCOUNT_NOT_VERIFIED');
    expect(changeRequests()).toEqual([]);

    const profile = await call('get', '/user-auth/profile', token);
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ mobile: MOBILES.kyc2, isVerified: false });

    // 403, not 401: the session was not ended, and verified again it acts again.
    expect((await mock.http().patch('/__mock/users/09120000001').send({ isVerified: true })).status).toBe(200);
    expect((await call('get', '/kyc/me', token)).status).toBe(200);
  });
});

describe('mobile change', () => {
  const requestChange = (token: string | undefined, newMobile: string, currentPassword = DEMO_PASSWORD) =>
    call('post', '/user-auth/request-phone-change', token, { newMobile, currentPassword });
  const confirmChange = (token: string | undefined, otp: string, newMobile: string = NEW_MOBILE) =>
    call('post', '/user-auth/confirm-phone-change', token, { otp, newMobile });
  const profile = (token: string) => call('get', '/user-auth/profile', token);

  it('sends a code to the new mobile and moves the account there on confirmation', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const id = userIdOf(mock, MOBILES.kyc2);
    const sent = await requestChange(token, '09127654321');
    expect(sent.status).toBe(200);
    expect(phoneChangeResponseSchema.parse(sent.body)).toBeTruthy();
    expect(sent.body.data.mobile).toBe(NEW_MOBILE);
    const otp = latestOtp(mock.db, NEW_MOBILE);
    expect(otp).toMatchObject({ purpose: 'phone-change', userId: id, used: false });
    expect(sent.body.data.expiresAt).toBe(otp?.expiresAt);

    const code = await readOtp(mock, NEW_MOBILE);
    const confirmed = await confirmChange(token, code);
    expect(confirmed.status).toBe(200);
    expect(confirmPhoneChangeResponseSchema.parse(confirmed.body)).toBeTruthy();
    const { accessToken, user } = confirmed.body.data;
    expect(user).toMatchObject({ id, mobile: NEW_MOBILE, name: 'سارا محمدی' });
    expect(userIdOf(mock, NEW_MOBILE)).toBe(id);

    // The session goes on with the answered token; sign-in works with the new mobile only.
    expect((await profile(accessToken)).body.data.mobile).toBe(NEW_MOBILE);
    expect(await signIn(mock, NEW_MOBILE)).toBeTruthy();
    const old = await mock.http().post('/user-auth/login').send({ mobile: MOBILES.kyc2, password: DEMO_PASSWORD });
    expect(old.status).toBe(401);
    expectErrorEnvelope(old.body, 'INVALID_CREDENTIALS');

    // The code is single-use.
    const replay = await confirmChange(accessToken, code);
    expect(replay.status).toBe(400);
    expectErrorEnvelope(replay.body, 'INVALID_OTP');
  });

  it.each([
    ['Persian', 0x06f0],
    ['Arabic-Indic', 0x0660],
  ])('accepts the code in %s digits', async (_label, zero) => {
    const token = await signIn(mock, MOBILES.kyc2);
    expect((await requestChange(token, NEW_MOBILE)).status).toBe(200);
    const code = await readOtp(mock, NEW_MOBILE);
    const typed = code.replace(/\d/g, (d) => String.fromCharCode(zero + Number(d)));
    expect(typed).not.toMatch(/\d/);
    const res = await confirmChange(token, typed);
    expect(res.status).toBe(200);
    expect(res.body.data.user.mobile).toBe(NEW_MOBILE);
    expect(userOf(mock, NEW_MOBILE).id).toBe(res.body.data.user.id);
  });

  it('ends every other session: tokens issued before the change get 401, the answered one works', async () => {
    const here = await signIn(mock, MOBILES.kyc2);
    const elsewhere = await signIn(mock, MOBILES.kyc2);
    const someoneElse = await signIn(mock, MOBILES.kyc1);
    expect((await requestChange(here, NEW_MOBILE)).status).toBe(200);
    // A third session, opened after the code was sent but before the change.
    const third = await signIn(mock, MOBILES.kyc2);
    const versionBefore = userOf(mock, MOBILES.kyc2).sessionVersion;

    const res = await confirmChange(here, await readOtp(mock, NEW_MOBILE));
    expect(res.status).toBe(200);
    expect(userOf(mock, NEW_MOBILE).sessionVersion).toBe(versionBefore + 1);

    for (const [label, token] of [
      ['the token that confirmed', here],
      ['another earlier session', elsewhere],
      ['the third session', third],
    ] as const) {
      const refused = await profile(token);
      expect(refused.status, label).toBe(401);
      expectErrorEnvelope(refused.body, 'UNAUTHORIZED');
    }
    const fresh = await profile(res.body.data.accessToken);
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.mobile).toBe(NEW_MOBILE);
    expect((await call('get', '/kyc/me', res.body.data.accessToken)).status).toBe(200);
    // Another customer's session is not touched.
    expect((await profile(someoneElse)).status).toBe(200);
  });

  it('needs the current password: a wrong one is 400 WRONG_PASSWORD and sends no code', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const wrong = await requestChange(token, NEW_MOBILE, 'Wrong@1234');
    expect(wrong.status).toBe(400);
    expectErrorEnvelope(wrong.body, 'WRONG_PASSWORD');
    expect(otpCount()).toBe(0);
    expect((await mock.http().get(`/__mock/otp/${encodeURIComponent(NEW_MOBILE)}`)).status).toBe(404);
    // 400, not 401: the session goes on, and the right password then sends the code.
    expect((await profile(token)).status).toBe(200);
    expect((await requestChange(token, NEW_MOBILE)).status).toBe(200);
    expect(latestOtp(mock.db, NEW_MOBILE)).toMatchObject({ purpose: 'phone-change', userId: userIdOf(mock, MOBILES.kyc2) });
  });

  it('stops a token holder guessing the password: 10 checks per customer in 15 minutes, then 429', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    for (let i = 0; i < 10; i++) expect((await requestChange(token, NEW_MOBILE, `Guess@${i}xx`)).status).toBe(400);
    const limited = await requestChange(token, NEW_MOBILE);
    expect(limited.status).toBe(429);
    expectErrorEnvelope(limited.body, 'RATE_LIMITED');
    expect(otpCount()).toBe(0);
    // The count is this customer's: another one, from the same address, is not held back.
    expect((await requestChange(await signIn(mock, MOBILES.kyc1), '+989127654321')).status).toBe(200);
    // Nor does it outlast its window.
    mock.clock.advance(15 * 60_000);
    expect((await requestChange(token, NEW_MOBILE)).status).toBe(200);
  });

  it('refuses a mobile registered to someone else with 409 and the current one with 400 SAME_MOBILE', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    for (const newMobile of [MOBILES.kyc1, '09120000002']) {
      const res = await requestChange(token, newMobile);
      expect(res.status, newMobile).toBe(409);
      expectErrorEnvelope(res.body, 'MOBILE_ALREADY_REGISTERED');
    }
    for (const newMobile of [MOBILES.kyc2, '09120000001', '۰۹۱۲۰۰۰۰۰۰۱']) {
      const res = await requestChange(token, newMobile);
      expect(res.status, newMobile).toBe(400);
      expectErrorEnvelope(res.body, 'SAME_MOBILE');
    }
    expect(otpCount()).toBe(0);
  });

  it('refuses a resend within 60 s with 429 and allows it after', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    expect((await requestChange(token, NEW_MOBILE)).status).toBe(200);
    mock.clock.advance(59_000);
    const early = await requestChange(token, NEW_MOBILE);
    expect(early.status).toBe(429);
    expectErrorEnvelope(early.body, 'OTP_COOLDOWN');
    expect(early.headers['retry-after']).toBe('1');
    expect(early.body.message).toBe('لطفاً ۱ ثانیه دیگر برای ارسال دوباره کد صبر کنید');
    mock.clock.advance(1_000);
    expect((await requestChange(token, NEW_MOBILE)).status).toBe(200);
  });

  it('refuses a wrong code with 400 and an expired one with 410, keeping the mobile and the session', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    await requestChange(token, NEW_MOBILE);
    const code = await readOtp(mock, NEW_MOBILE);
    const wrong = await confirmChange(token, wrongCode(code));
    expect(wrong.status).toBe(400);
    expectErrorEnvelope(wrong.body, 'INVALID_OTP');

    mock.clock.advance(2 * 60_000);
    const expired = await confirmChange(token, code);
    expect(expired.status).toBe(410);
    expectErrorEnvelope(expired.body, 'OTP_EXPIRED');
    expect(findUserByMobile(mock.db, MOBILES.kyc2)).toBeDefined();
    expect(findUserByMobile(mock.db, NEW_MOBILE)).toBeUndefined();
    expect((await profile(token)).body.data.mobile).toBe(MOBILES.kyc2);
  });

  it("does not let a user spend a code sent for someone else's change", async () => {
    const first = await signIn(mock, MOBILES.kyc2);
    const second = await signIn(mock, MOBILES.kyc1);
    await requestChange(first, NEW_MOBILE);
    mock.clock.advance(60_000);
    await requestChange(second, NEW_MOBILE);
    const code = await readOtp(mock, NEW_MOBILE);

    const stolen = await confirmChange(first, code);
    expect(stolen.status).toBe(400);
    expectErrorEnvelope(stolen.body, 'INVALID_OTP');
    const own = await confirmChange(second, code);
    expect(own.status).toBe(200);
    expect(own.body.data.user.id).toBe(userIdOf(mock, NEW_MOBILE));
    expect(own.body.data.user.id).not.toBe(userIdOf(mock, MOBILES.kyc2));
  });

  it('refuses the change when the mobile was registered after the code was sent', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const id = userIdOf(mock, MOBILES.kyc2);
    await requestChange(token, NEW_MOBILE);
    const code = await readOtp(mock, NEW_MOBILE);
    const created = await mock.http().post('/__mock/users').send({ mobile: NEW_MOBILE, name: 'دیگری', password: OTHER_PASSWORD });
    expect(created.status).toBe(201);
    const res = await confirmChange(token, code);
    expect(res.status).toBe(409);
    expectErrorEnvelope(res.body, 'MOBILE_ALREADY_REGISTERED');
    expect(findUser(mock.db, id)?.mobile).toBe(MOBILES.kyc2);
    expect(userIdOf(mock, NEW_MOBILE)).not.toBe(id);
    expect((await profile(token)).status).toBe(200);
  });

  it.each([
    [
      'request with a landline',
      '/user-auth/request-phone-change',
      { newMobile: '02112345678', currentPassword: DEMO_PASSWORD },
      'newMobile',
    ],
    ['request without a mobile', '/user-auth/request-phone-change', { currentPassword: DEMO_PASSWORD }, 'newMobile'],
    ['request without the current password', '/user-auth/request-phone-change', { newMobile: NEW_MOBILE }, 'currentPassword'],
    [
      'request with an empty current password',
      '/user-auth/request-phone-change',
      { newMobile: NEW_MOBILE, currentPassword: '' },
      'currentPassword',
    ],
    ['confirm with a 5-digit code', '/user-auth/confirm-phone-change', { otp: '12345', newMobile: NEW_MOBILE }, 'otp'],
    ['confirm without the mobile', '/user-auth/confirm-phone-change', { otp: '123456' }, 'newMobile'],
  ])('refuses a %s with 400', async (_label, path, body, field) => {
    const token = await signIn(mock, MOBILES.kyc2);
    const res = await call('post', path, token, body);
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
    expect(res.body.details.map((d: { path: string }) => d.path)).toEqual([field]);
    expect(otpCount()).toBe(0);
  });

  it('answers 401 without a token', async () => {
    for (const path of ['/user-auth/request-phone-change', '/user-auth/confirm-phone-change']) {
      const res = await call('post', path, undefined, { newMobile: NEW_MOBILE, currentPassword: DEMO_PASSWORD, otp: '123456' });
      expect(res.status, path).toBe(401);
      expectErrorEnvelope(res.body, 'UNAUTHORIZED');
    }
    expect(otpCount()).toBe(0);
  });
});
