/** The panel's own pages and labels outside any screen (not found, a failed page, the toasts), in Persian. */
export const APP_TEXT = {
  /** The toasts' region, with the key that reaches it. */
  toasts: 'پیام‌ها (Alt+T)',

  notFound: {
    code: '۴۰۴',
    title: 'صفحه مورد نظر یافت نشد',
    body: 'ممکن است نشانی را اشتباه وارد کرده باشید یا این صفحه حذف شده باشد.',
    home: 'بازگشت به صفحه اصلی',
  },

  routeError: {
    title: 'مشکلی پیش آمد',
    body: 'بارگذاری این صفحه ممکن نشد. لطفاً صفحه را دوباره بارگذاری کنید.',
    reload: 'بارگذاری دوباره',
    offlineTitle: 'اتصال اینترنت برقرار نیست',
    offlineBody: 'این صفحه بدون اینترنت باز نمی‌شود. با برقراری اتصال، خودبه‌خود بارگذاری می‌شود.',
    retry: 'تلاش دوباره',
  },
} as const;
