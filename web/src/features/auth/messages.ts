import { errorMessage } from '@gold/contracts/errors';
import type { ErrorCatalogue } from '../../shared/api/errors';

/** The field, and the first step of recovery. */
const MOBILE = 'شماره موبایل';

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

  // The screens
  mobile: MOBILE,
  password: 'رمز عبور',
  backToSignIn: 'بازگشت به صفحه ورود',
  signIn: {
    title: 'ورود به حساب کاربری',
    subtitle: 'برای ورود، شماره موبایل و رمز عبور خود را وارد کنید.',
    form: 'فرم ورود',
    forgotPassword: 'رمز عبور را فراموش کرده‌اید؟',
    submit: 'ورود',
    noAccount: 'حساب کاربری ندارید؟',
    register: 'ثبت‌نام کنید',
  },
  register: {
    title: 'ایجاد حساب کاربری',
    subtitle: 'با شماره موبایل خود ثبت‌نام کنید؛ کد تأیید برایتان پیامک می‌شود.',
    form: 'فرم ثبت‌نام',
    name: 'نام و نام خانوادگی',
    repeatPassword: 'تکرار رمز عبور',
    submit: 'ثبت‌نام',
    haveAccount: 'قبلاً ثبت‌نام کرده‌اید؟',
    signIn: 'وارد شوید',
  },
  forgot: {
    title: 'بازیابی رمز عبور',
    steps: [MOBILE, 'کد تأیید و رمز جدید', 'رمز عبور تغییر کرد'],
    mobileForm: 'فرم دریافت کد بازیابی',
    mobileIntro: 'شماره موبایل حساب خود را وارد کنید تا کد بازیابی برایتان ارسال شود.',
    sendCode: 'ارسال کد بازیابی',
    codeIntro: ['کد ارسال‌شده به', 'و رمز عبور جدید را وارد کنید.'],
    resetForm: 'فرم تعیین رمز عبور جدید',
    submit: 'تغییر رمز عبور',
  },
  verify: {
    title: 'تأیید شماره موبایل',
    noMobile: 'شماره‌ای برای تأیید پیدا نشد. لطفاً دوباره وارد شوید یا ثبت‌نام کنید.',
    form: 'فرم تأیید کد',
    submit: 'تأیید',
  },
  restricted: {
    title: 'دسترسی به حساب محدود شده است',
    reason: 'حساب کاربری شما غیرفعال یا محدود شده است. برای پیگیری با پشتیبانی تماس بگیرید.',
    contact: 'راه‌های ارتباط با پشتیبانی',
    phone: 'تلفن',
    email: 'ایمیل',
    messenger: 'پیام‌رسان',
    signOut: 'خروج از حساب',
  },
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
