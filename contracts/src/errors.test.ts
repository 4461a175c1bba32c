import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERRORS, errorMessage, errorStatus, type ErrorCode } from './errors';

const PERSIAN = /[\u0600-\u06FF]/;
const SAMPLE_PARAMS: Partial<Record<ErrorCode, object>> = {
  NOT_FOUND: { what: 'اعلان' },
  OTP_COOLDOWN: { seconds: 42 },
  CHANGE_REQUEST_PENDING: { label: 'نام' },
  BANK_ACCOUNT_LIMIT: { max: 5 },
  IBAN_BANK_MISMATCH: { bank: 'بانک ملی ایران' },
  KYC_LEVEL_REQUIRED: { required: 2 },
  PRICE_MOVED: { percent: 2 },
  TRADE_REQUESTS_OPEN_LIMIT: { most: 3 },
  GATEWAY_PAYMENT_LIMIT: { max: 200_000_000 },
  GATEWAY_DAILY_LIMIT: { max: 1_000_000_000, left: 0 },
  PRICE_ALERT_REACHED: { side: 'buy' },
};

describe('the error table', () => {
  it.each(ERROR_CODES)('%s has an HTTP error status and a Persian text', (code) => {
    const status = errorStatus(code);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(600);
    const text = (errorMessage as (c: ErrorCode, p?: object) => string)(code, SAMPLE_PARAMS[code]);
    expect(text).toMatch(PERSIAN);
    // Customer-facing numbers are Persian digits.
    expect(text.replace(/Idempotency-Key|JPG|PNG|PDF|JSON/g, '')).not.toMatch(/[0-9]/);
  });

  it('lists each code once, in UPPER_SNAKE', () => {
    expect(new Set(ERROR_CODES).size).toBe(Object.keys(ERRORS).length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });

  it('fills a text with its values', () => {
    expect(errorMessage('OTP_COOLDOWN', { seconds: 42 })).toBe('لطفاً ۴۲ ثانیه دیگر برای ارسال دوباره کد صبر کنید');
    expect(errorMessage('NOT_FOUND', { what: 'اعلان' })).toBe('اعلان یافت نشد');
    expect(errorMessage('NOT_FOUND', {})).toBe('مورد درخواستی یافت نشد');
    expect(errorMessage('INVALID_OTP')).toBe('کد تأیید اشتباه است');
    expect(errorMessage('PRICE_MOVED', { percent: 2 })).toBe(
      'قیمت بیش از ۲٪ با قیمت لحظه‌ای بازار فاصله دارد؛ لطفاً با قیمت جدید دوباره درخواست دهید',
    );
  });

  it('keeps the statuses the spec names', () => {
    expect(errorStatus('USER_NOT_FOUND')).toBe(401);
    expect(errorStatus('OTP_EXPIRED')).toBe(410);
    expect(errorStatus('INVALID_REQUEST_DATA')).toBe(400);
    expect(errorStatus('IDEMPOTENCY_KEY_REUSED')).toBe(422);
  });
});
