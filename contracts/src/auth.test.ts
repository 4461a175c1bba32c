import { describe, expect, it } from 'vitest';
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  mobileSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyOtpRequestSchema,
} from './auth';

const MOBILE = '+989121234567';

describe('mobileSchema', () => {
  it.each(['09121234567', '۰۹۱۲۱۲۳۴۵۶۷', '9121234567', '989121234567', '+989121234567', '0912 123 4567'])(
    'normalises %j to +989121234567',
    (input) => {
      expect(mobileSchema.parse(input)).toBe(MOBILE);
    },
  );

  it.each(['abc', '', '0912123456', '+982112345678', '+14155550100'])('rejects %j', (input) => {
    expect(mobileSchema.safeParse(input).success).toBe(false);
  });

  it('rejects overly long input before normalising', () => {
    expect(mobileSchema.safeParse(`0912123456${'7'.repeat(30)}`).success).toBe(false);
  });
});

describe('loginRequestSchema', () => {
  it('normalises 09121234567', () => {
    expect(loginRequestSchema.parse({ mobile: '09121234567', password: 'secret' })).toEqual({
      mobile: MOBILE,
      password: 'secret',
    });
  });

  it('normalises Persian digits', () => {
    expect(loginRequestSchema.parse({ mobile: '۰۹۱۲۱۲۳۴۵۶۷', password: 'secret' }).mobile).toBe(MOBILE);
  });

  it('rejects a non-phone mobile, reporting the mobile field', () => {
    const result = loginRequestSchema.safeParse({ mobile: 'abc', password: 'secret' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toEqual([['mobile']]);
  });

  it('rejects unknown extra keys', () => {
    const result = loginRequestSchema.safeParse({ mobile: '09121234567', password: 'secret', remember: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('requires a password', () => {
    expect(loginRequestSchema.safeParse({ mobile: '09121234567', password: '' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ mobile: '09121234567' }).success).toBe(false);
  });

  it('does not apply strength rules at sign-in', () => {
    expect(loginRequestSchema.safeParse({ mobile: '09121234567', password: 'a' }).success).toBe(true);
  });
});

describe('registerRequestSchema', () => {
  const valid = { mobile: '09121234567', name: '  علی رضایی ', password: 'Abcdef12' };

  it('accepts a medium or strong password and trims the name', () => {
    expect(registerRequestSchema.parse(valid)).toEqual({ mobile: MOBILE, name: 'علی رضایی', password: 'Abcdef12' });
    expect(registerRequestSchema.safeParse({ ...valid, password: 'abcdefg1' }).success).toBe(true);
  });

  it.each(['abcdefgh', '12345678', 'ABCDEFGH'])('rejects the weak password %j', (password) => {
    const result = registerRequestSchema.safeParse({ ...valid, password });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toEqual([['password']]);
  });

  it('rejects a strong but short password', () => {
    expect(registerRequestSchema.safeParse({ ...valid, password: 'aB1!xyz' }).success).toBe(false);
  });

  it('rejects a too-short name and unknown keys', () => {
    expect(registerRequestSchema.safeParse({ ...valid, name: ' ع ' }).success).toBe(false);
    expect(registerRequestSchema.safeParse({ ...valid, confirmPassword: 'Abcdef12' }).success).toBe(false);
  });
});

describe('verifyOtpRequestSchema', () => {
  it('accepts six ASCII digits', () => {
    expect(verifyOtpRequestSchema.parse({ mobile: '09121234567', otp: '123456' })).toEqual({ mobile: MOBILE, otp: '123456' });
  });

  it('accepts Persian digits and converts them', () => {
    expect(verifyOtpRequestSchema.parse({ mobile: '09121234567', otp: '۱۲۳۴۵۶' }).otp).toBe('123456');
  });

  it.each(['12345', '1234567', '12a456', '', '۱۲۳۴۵'])('rejects otp %j', (otp) => {
    const result = verifyOtpRequestSchema.safeParse({ mobile: '09121234567', otp });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toEqual([['otp']]);
  });
});

describe('password reset and change', () => {
  it('resetPasswordRequestSchema requires an acceptable new password and a 6-digit code', () => {
    const ok = { mobile: '09121234567', otp: '123456', newPassword: 'Abcdef12' };
    expect(resetPasswordRequestSchema.safeParse(ok).success).toBe(true);
    expect(resetPasswordRequestSchema.safeParse({ ...ok, newPassword: 'abcdefgh' }).success).toBe(false);
    expect(resetPasswordRequestSchema.safeParse({ ...ok, otp: '12345' }).success).toBe(false);
  });

  it('changePasswordRequestSchema checks only the new password strength', () => {
    expect(changePasswordRequestSchema.safeParse({ currentPassword: 'x', newPassword: 'Abcdef12' }).success).toBe(true);
    expect(changePasswordRequestSchema.safeParse({ currentPassword: 'x', newPassword: 'abcdefgh' }).success).toBe(false);
    expect(changePasswordRequestSchema.safeParse({ currentPassword: '', newPassword: 'Abcdef12' }).success).toBe(false);
  });
});
