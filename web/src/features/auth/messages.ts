import { errorMessage } from '@gold/contracts/errors';
import type { ErrorCatalogue } from '../../shared/api/errors';

/** Spec 1 section 8, in Persian; the texts of error codes come from the error table in contracts. */
export const AUTH_TEXT = {
  accountInactive: errorMessage('ACCOUNT_INACTIVE'),
  accountRestricted: errorMessage('ACCOUNT_RESTRICTED'),
  accountNotVerified: errorMessage('ACCOUNT_NOT_VERIFIED'),
  registered: 'ثبت‌نام انجام شد. کد تأیید برای شما پیامک شد',
  verified: 'حساب کاربری شما با موفقیت تأیید شد',
  codeResent: 'کد تأیید دوباره ارسال شد',
  codeSent: 'کد تأیید برای شما ارسال شد',
  passwordReset: 'رمز عبور با موفقیت تغییر کرد. اکنون وارد شوید',
} as const;

export const signInErrors: ErrorCatalogue = {
  byCode: {
    ACCOUNT_INACTIVE: AUTH_TEXT.accountInactive,
    ACCOUNT_RESTRICTED: AUTH_TEXT.accountRestricted,
    ACCOUNT_NOT_VERIFIED: AUTH_TEXT.accountNotVerified,
  },
  byStatus: {
    401: errorMessage('INVALID_CREDENTIALS'),
    400: 'اطلاعات وارد شده نامعتبر است',
    429: 'تعداد تلاش‌ها زیاد است، لطفاً یک دقیقه دیگر دوباره تلاش کنید',
  },
  fallback: 'خطا در ورود به حساب کاربری، لطفاً دوباره تلاش کنید',
};

export const registerErrors: ErrorCatalogue = {
  byStatus: {
    409: errorMessage('MOBILE_ALREADY_REGISTERED'),
    400: 'اطلاعات وارد شده نامعتبر است',
    429: 'تعداد تلاش‌ها زیاد است، لطفاً یک دقیقه دیگر دوباره تلاش کنید',
  },
  fallback: 'خطا در ثبت‌نام، لطفاً دوباره تلاش کنید',
};

export const verifyErrors: ErrorCatalogue = {
  byCode: { ACCOUNT_INACTIVE: AUTH_TEXT.accountInactive, ACCOUNT_RESTRICTED: AUTH_TEXT.accountRestricted },
  byStatus: {
    400: 'کد تأیید نامعتبر است',
    410: 'کد تأیید منقضی شده است، لطفاً کد جدید دریافت کنید',
    429: 'تعداد تلاش‌ها زیاد است، لطفاً یک دقیقه دیگر دوباره تلاش کنید',
  },
  fallback: 'خطا در تأیید کد، لطفاً دوباره تلاش کنید',
};

/** A failed resend: 5xx and connection errors are named; anything else is a plain 'try again'. */
export const resendErrors: ErrorCatalogue = { fallback: 'خطا در ارسال کد، لطفاً دوباره تلاش کنید' };

export const forgotErrors: ErrorCatalogue = {
  byStatus: {
    401: errorMessage('USER_NOT_FOUND'),
    404: errorMessage('USER_NOT_FOUND'),
    400: 'شماره موبایل نامعتبر است',
    429: 'لطفاً تا پایان شمارش معکوس صبر کنید و دوباره تلاش کنید',
  },
  fallback: 'خطا در ارسال کد بازیابی، لطفاً دوباره تلاش کنید',
};

export const resetErrors: ErrorCatalogue = {
  byCode: { INVALID_OTP: errorMessage('INVALID_OTP'), OTP_EXPIRED: errorMessage('OTP_EXPIRED') },
  byStatus: { 401: errorMessage('USER_NOT_FOUND'), 400: 'اطلاعات وارد شده نامعتبر است' },
  fallback: 'خطا در تغییر رمز عبور، لطفاً دوباره تلاش کنید',
};
