import { MAX_BANK_ACCOUNTS } from '@gold/contracts/constants';
import { errorMessage } from '@gold/contracts/errors';
import type { ErrorCatalogue } from '../../shared/api/errors';

/** Spec 1 sections 2, 5 and 8 for the settings screen, in Persian. */
export const SETTINGS_TEXT = {
  pageTitle: 'تنظیمات',
  notDefined: 'تعریف نشده',
  retry: 'تلاش دوباره',
  cancel: 'انصراف',

  // KYC
  kycTitle: 'احراز هویت',
  kycRefreshFailed: 'خطا در به‌روزرسانی وضعیت احراز هویت',
  kycLoadFailed: 'خطا در دریافت وضعیت احراز هویت',

  // Profile
  profileTitle: 'اطلاعات کاربری',
  emailBanner: 'برای دریافت اطلاع‌رسانی‌های مهم، ایمیل خود را ثبت کنید.',
  emailUpdated: 'ایمیل با موفقیت به‌روزرسانی شد',
  requestSent: 'درخواست شما برای تأیید به مدیر ارسال شد',
  requestCancelled: 'درخواست لغو شد',
  pendingStatus: 'در انتظار تأیید مدیر',
  pendingLoadFailed: 'خطا در دریافت وضعیت درخواست‌های تغییر',
  verified: 'تأیید شده',
  notVerified: 'تأیید نشده',
  codeSent: 'کد تأیید به شماره جدید ارسال شد',
  mobileChanged: 'شماره موبایل با موفقیت تغییر کرد',
  mobileChangeCancelled: 'تغییر شماره موبایل لغو شد',
  sameMobile: errorMessage('SAME_MOBILE'),

  // Bank accounts
  bankTitle: 'حساب‌های بانکی',
  bankAdded: 'حساب بانکی اضافه شد و در انتظار تأیید است',
  bankEdited: 'حساب بانکی ویرایش شد و دوباره در انتظار تأیید است',
  bankDeleted: 'حساب بانکی حذف شد',
  bankLoadFailed: 'خطا در بارگذاری حساب‌های بانکی',
  banksLoadFailed: 'خطا در دریافت فهرست بانک‌ها',
  invalidResponse: 'پاسخ نامعتبر از سرور',
  copied: 'کپی شد',
  copyFailed: 'خطا در کپی کردن متن',
  bankLimit: errorMessage('BANK_ACCOUNT_LIMIT', { max: MAX_BANK_ACCOUNTS }),

  // Security
  securityTitle: 'امنیت و رمز عبور',
  passwordChanged: 'رمز عبور با موفقیت تغییر کرد',
  wrongPassword: errorMessage('WRONG_PASSWORD'),
} as const;

/** Form messages (spec 1 section 5). */
export const FIELD_TEXT = {
  nameRequired: 'لطفاً نام و نام خانوادگی را وارد کنید',
  emailRequired: 'لطفاً ایمیل را وارد کنید',
  nationalIdRequired: 'لطفاً کد ملی را وارد کنید',
  nationalIdLength: 'کد ملی باید ۱۰ رقم باشد',
  nationalIdInvalid: errorMessage('INVALID_NATIONAL_ID'),
  birthdateRequired: 'لطفاً سال، ماه و روز تولد را وارد کنید',
  birthdateYear: 'سال باید ۴ رقم و بین ۱۳۰۰ تا ۱۴۱۰ باشد',
  birthdateMonth: 'ماه باید بین ۱ تا ۱۲ باشد',
  birthdateDay: 'روز باید بین ۱ تا ۳۱ باشد',
  birthdateDay30: 'ماه‌های مهر تا اسفند حداکثر ۳۰ روز دارند',
  bankRequired: 'لطفاً بانک را از فهرست انتخاب کنید',
  accountNumberRequired: 'لطفاً شماره حساب را وارد کنید',
  accountNumberInvalid: 'شماره حساب معتبر نیست',
  ibanRequired: 'لطفاً شماره شبا را وارد کنید',
  ibanLength: 'شماره شبا باید IR و ۲۴ رقم باشد',
  ibanInvalid: errorMessage('INVALID_IBAN'),
  cardInvalid: errorMessage('INVALID_CARD_NUMBER'),
} as const;

const settingsCatalogue = (fallback: string): ErrorCatalogue => ({ preferServerMessage: true, fallback });

/** Settings toasts show the server's message, or these fallbacks (spec 1 section 8). */
export const SETTINGS_ERRORS = {
  codeSend: settingsCatalogue('خطا در ارسال کد تأیید، لطفاً دوباره تلاش کنید'),
  confirmCode: settingsCatalogue(errorMessage('INVALID_OTP')),
  name: settingsCatalogue('خطا در ثبت درخواست تغییر نام'),
  nationalId: settingsCatalogue('خطا در ثبت درخواست تغییر کد ملی'),
  birthdate: settingsCatalogue('خطا در ثبت درخواست تغییر تاریخ تولد'),
  email: settingsCatalogue('خطا در به‌روزرسانی ایمیل'),
  cancel: settingsCatalogue('خطا در لغو درخواست'),
  password: { ...settingsCatalogue('خطا در تغییر رمز عبور'), byCode: { WRONG_PASSWORD: SETTINGS_TEXT.wrongPassword } },
  bankAdd: { ...settingsCatalogue('خطا در افزودن حساب بانکی'), invalidResponse: SETTINGS_TEXT.invalidResponse },
  bankEdit: settingsCatalogue('خطا در ویرایش حساب بانکی'),
  bankDelete: settingsCatalogue('خطا در حذف حساب بانکی'),
} satisfies Record<string, ErrorCatalogue>;
