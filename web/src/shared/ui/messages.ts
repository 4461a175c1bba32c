import { formatToman } from '../lib/format';

/** The shared components' own words, in Persian: a screen passes its own where it has them. */
export const UI_TEXT = {
  appName: 'پنل طلا',
  close: 'بستن',
  closeToast: 'بستن پیام',
  retry: 'تلاش دوباره',
  loading: 'در حال بارگذاری…',
  underDevelopment: 'در حال توسعه',
  /** A new version of the panel is installed and waits for the customer (shared/pwa/update-prompt.tsx). */
  update: { ready: 'نسخه جدید آماده است', reload: 'بارگذاری دوباره' },
  /** The mock serves the panel (shared/ui/demo-badge.tsx): a demo, never the dealer's real panel. */
  demo: { badge: 'نسخه نمایشی', explained: 'این نسخهٔ نمایشی پنل است؛ داده‌ها آزمایشی‌اند و هیچ پول یا طلای واقعی جابه‌جا نمی‌شود.' },
  /** The Persian comma, between the parts of a line. */
  comma: '،',

  // Pagination
  pagination: {
    previous: 'صفحه قبل',
    next: 'صفحه بعد',
    page: (page: number) => `صفحه ${formatToman(page)}`,
    range: (from: number, to: number, total: number) =>
      `نمایش ${formatToman(from)} تا ${formatToman(to)} از ${formatToman(total)} مورد`,
  },

  // Passwords
  newPassword: 'رمز عبور جدید',
  repeatNewPassword: 'تکرار رمز عبور جدید',
  hidePassword: 'پنهان کردن رمز عبور',
  showPassword: 'نمایش رمز عبور',
  passwordStrength: 'قدرت رمز عبور',
  passwordStrengthIs: (level: string) => `قدرت رمز عبور: ${level}`,
  strength: { weak: 'ضعیف', medium: 'متوسط', strong: 'قوی' },

  // One-time codes and mobiles
  codeIntro: ['کد ۶ رقمی ارسال‌شده به شماره', 'را وارد کنید.'],
  code: 'کد تأیید',
  resend: 'ارسال مجدد کد',
  resendIn: (countdown: string) => `ارسال مجدد کد (${countdown})`,
  resendReady: 'اکنون می‌توانید کد را دوباره دریافت کنید',
  mobilePlaceholder: '۰۹۱۲۳۴۵۶۷۸۹',

  /** A masked IBAN as a person says it, by its last four digits. */
  maskedIban: (lastFour: string) => `شبای مختوم به ${lastFour}`,
} as const;
