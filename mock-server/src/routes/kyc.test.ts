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
import {
  buildMock,
  DEMO_PASSWORD,
  expectErrorEnvelope,
  MOBILES,
  readOtp,
  signIn,
  userIdOf,
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
    expect(mock.store.state.changeRequests.filter((r) => r.kind === kind)).toHaveLength(1);
  });

  it('lets the user cancel the pending request once, then file a new one', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const { id } = (await call('post', requestPath, token, body)).body.data;
    const cancelled = await call('post', cancelPath(id), token);
    expect(cancelled.status).toBe(200);
    expect(okMessageSchema.parse(cancelled.body)).toBeTruthy();
    expect((await call('get', pendingPath, token)).body.data).toBeNull();
    expect(mock.store.state.changeRequests.find((r) => r.id === id)?.status).toBe('cancelled');

    const twice = await call('post', cancelPath(id), token);
    expect(twice.status).toBe(404);
    expectErrorEnvelope(twice.body, 'NOT_FOUND');
    expect((await call('post', requestPath, token, body)).status).toBe(201);
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
    expect(mock.store.state.changeRequests.find((r) => r.id === id)?.status).toBe('pending');

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
    expect(mock.store.state.changeRequests).toEqual([]);
  });
});

describe('change request validation', () => {
  it.each([
    ['a one-letter name', 'name', { name: 'س' }],
    ['a name with an extra key', 'name', { name: 'سارا محمدی', admin: true }],
    ['no name', 'name', {}],
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
    expect(mock.store.state.changeRequests).toEqual([]);
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

describe('mobile change', () => {
  it('sends a code to the new mobile and moves the account there on confirmation', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const sent = await call('post', '/user-auth/request-phone-change', token, { newMobile: '09127654321' });
    expect(sent.status).toBe(200);
    expect(phoneChangeResponseSchema.parse(sent.body)).toBeTruthy();
    expect(sent.body.data.mobile).toBe(NEW_MOBILE);
    const otp = mock.store.state.otps.findLast((o) => o.mobile === NEW_MOBILE);
    expect(otp).toMatchObject({ purpose: 'phone-change', userId: userIdOf(mock, MOBILES.kyc2) });
    expect(sent.body.data.expiresAt).toBe(otp?.expiresAt);

    const code = await readOtp(mock, NEW_MOBILE);
    const confirmed = await call('post', '/user-auth/confirm-phone-change', token, { otp: code, newMobile: NEW_MOBILE });
    expect(confirmed.status).toBe(200);
    expect(confirmPhoneChangeResponseSchema.parse(confirmed.body)).toBeTruthy();
    expect(confirmed.body.data).toMatchObject({ id: userIdOf(mock, NEW_MOBILE), mobile: NEW_MOBILE, name: 'سارا محمدی' });

    // The session goes on; sign-in works with the new mobile only.
    expect((await call('get', '/user-auth/profile', token)).body.data.mobile).toBe(NEW_MOBILE);
    expect(await signIn(mock, NEW_MOBILE)).toBeTruthy();
    const old = await mock.http().post('/user-auth/login').send({ mobile: MOBILES.kyc2, password: DEMO_PASSWORD });
    expect(old.status).toBe(401);
    expectErrorEnvelope(old.body, 'INVALID_CREDENTIALS');

    // The code is single-use.
    const replay = await call('post', '/user-auth/confirm-phone-change', token, { otp: code, newMobile: NEW_MOBILE });
    expect(replay.status).toBe(400);
    expectErrorEnvelope(replay.body, 'INVALID_OTP');
  });

  it('refuses a mobile that is registered, including the current one, with 409', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    for (const newMobile of [MOBILES.kyc1, '09120000001']) {
      const res = await call('post', '/user-auth/request-phone-change', token, { newMobile });
      expect(res.status, newMobile).toBe(409);
      expectErrorEnvelope(res.body, 'MOBILE_ALREADY_REGISTERED');
    }
    expect(mock.store.state.otps).toEqual([]);
  });

  it('refuses a resend within 60 s with 429 and allows it after', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    expect((await call('post', '/user-auth/request-phone-change', token, { newMobile: NEW_MOBILE })).status).toBe(200);
    mock.clock.advance(59_000);
    const early = await call('post', '/user-auth/request-phone-change', token, { newMobile: NEW_MOBILE });
    expect(early.status).toBe(429);
    expectErrorEnvelope(early.body, 'OTP_COOLDOWN');
    mock.clock.advance(1_000);
    expect((await call('post', '/user-auth/request-phone-change', token, { newMobile: NEW_MOBILE })).status).toBe(200);
  });

  it('refuses a wrong code with 400 and an expired one with 410, keeping the mobile', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    await call('post', '/user-auth/request-phone-change', token, { newMobile: NEW_MOBILE });
    const code = await readOtp(mock, NEW_MOBILE);
    const wrong = await call('post', '/user-auth/confirm-phone-change', token, { otp: wrongCode(code), newMobile: NEW_MOBILE });
    expect(wrong.status).toBe(400);
    expectErrorEnvelope(wrong.body, 'INVALID_OTP');

    mock.clock.advance(2 * 60_000);
    const expired = await call('post', '/user-auth/confirm-phone-change', token, { otp: code, newMobile: NEW_MOBILE });
    expect(expired.status).toBe(410);
    expectErrorEnvelope(expired.body, 'OTP_EXPIRED');
    expect(mock.store.state.users.find((u) => u.mobile === MOBILES.kyc2)).toBeDefined();
    expect(mock.store.state.users.find((u) => u.mobile === NEW_MOBILE)).toBeUndefined();
  });

  it("does not let a user spend a code sent for someone else's change", async () => {
    const first = await signIn(mock, MOBILES.kyc2);
    const second = await signIn(mock, MOBILES.kyc1);
    await call('post', '/user-auth/request-phone-change', first, { newMobile: NEW_MOBILE });
    mock.clock.advance(60_000);
    await call('post', '/user-auth/request-phone-change', second, { newMobile: NEW_MOBILE });
    const code = await readOtp(mock, NEW_MOBILE);

    const stolen = await call('post', '/user-auth/confirm-phone-change', first, { otp: code, newMobile: NEW_MOBILE });
    expect(stolen.status).toBe(400);
    expectErrorEnvelope(stolen.body, 'INVALID_OTP');
    const own = await call('post', '/user-auth/confirm-phone-change', second, { otp: code, newMobile: NEW_MOBILE });
    expect(own.status).toBe(200);
    expect(own.body.data.id).toBe(userIdOf(mock, NEW_MOBILE));
    expect(own.body.data.id).not.toBe(userIdOf(mock, MOBILES.kyc2));
  });

  it('refuses the change when the mobile was registered after the code was sent', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    await call('post', '/user-auth/request-phone-change', token, { newMobile: NEW_MOBILE });
    const code = await readOtp(mock, NEW_MOBILE);
    await mock.http().post('/__mock/users').send({ mobile: NEW_MOBILE, name: 'دیگری', password: OTHER_PASSWORD });
    const res = await call('post', '/user-auth/confirm-phone-change', token, { otp: code, newMobile: NEW_MOBILE });
    expect(res.status).toBe(409);
    expectErrorEnvelope(res.body, 'MOBILE_ALREADY_REGISTERED');
    expect(mock.store.state.users.find((u) => u.id === userIdOf(mock, MOBILES.kyc2))?.mobile).toBe(MOBILES.kyc2);
  });

  it.each([
    ['request with a landline', '/user-auth/request-phone-change', { newMobile: '02112345678' }],
    ['request without a mobile', '/user-auth/request-phone-change', {}],
    ['confirm with a 5-digit code', '/user-auth/confirm-phone-change', { otp: '12345', newMobile: NEW_MOBILE }],
    ['confirm without the mobile', '/user-auth/confirm-phone-change', { otp: '123456' }],
  ])('refuses a %s with 400', async (_label, path, body) => {
    const token = await signIn(mock, MOBILES.kyc2);
    const res = await call('post', path, token, body);
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
  });

  it('answers 401 without a token', async () => {
    for (const path of ['/user-auth/request-phone-change', '/user-auth/confirm-phone-change']) {
      const res = await call('post', path, undefined, { newMobile: NEW_MOBILE, otp: '123456' });
      expect(res.status, path).toBe(401);
      expectErrorEnvelope(res.body, 'UNAUTHORIZED');
    }
    expect(mock.store.state.otps).toEqual([]);
  });
});
