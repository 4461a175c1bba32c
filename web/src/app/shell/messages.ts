/** The shell's words around every page (navigation, header menus, the push invitation), in Persian. */
export const SHELL_TEXT = {
  // Navigation
  nav: {
    dashboard: 'داشبورد',
    trading: 'معاملات طلا',
    wallets: 'کیف پول',
    tickets: 'تیکت‌های پشتیبانی',
    notifications: 'اعلان‌ها',
    reports: 'گزارش‌ها',
    settings: 'تنظیمات',
  },
  mainNav: 'منوی اصلی',
  /** The phone drawer's name: a dialog that holds the main navigation. */
  drawer: 'منوی ناوبری',
  openMenu: 'باز کردن منو',
  collapseMenu: 'جمع کردن منو',
  version: (version: string) => `نسخه ${version}`,
  skipLink: 'پرش به محتوای اصلی',

  // The theme menu
  theme: 'پوسته',
  chooseTheme: 'انتخاب پوسته',
  themes: { light: 'روشن', dark: 'تیره', system: 'هماهنگ با سیستم' },

  // The user menu
  userMenu: 'منوی کاربر',
  /** The avatar's letter when the name has none. */
  unknownInitial: '؟',
  profile: 'پروفایل',
  changePassword: 'تغییر رمز عبور',
  signOut: 'خروج',

  // The button names avoid 'اعلان‌ها': the header bell's name, which e2e tests look up as a substring.
  pushInvite: {
    title: 'از رویدادهای حساب خود فوراً باخبر شوید',
    body: 'با فعال‌سازی اعلان‌های مرورگر، نتیجه تراکنش‌ها، احراز هویت و پاسخ تیکت‌ها را بی‌درنگ دریافت می‌کنید.',
    enable: 'فعال‌سازی',
    dismiss: 'بعداً',
  },
} as const;
