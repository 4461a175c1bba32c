/** Spec 2 section 5 for the header's prices, connection and market status, in Persian. */
export const PRICES_TEXT = {
  // The prices
  livePrices: 'قیمت لحظه‌ای طلای ۱۸ عیار (تومان برای هر گرم)',
  unit: '(تومان/گرم)',
  buy: 'خرید',
  sell: 'فروش',
  refresh: 'به‌روزرسانی قیمت‌ها',

  // The connection
  connection: (state: string) => `اتصال قیمت لحظه‌ای: ${state}`,
  online: 'آنلاین',
  offline: 'آفلاین',

  // The market
  market: {
    open: 'بازار باز است',
    closed: 'بازار بسته است',
    loading: 'در حال دریافت وضعیت بازار',
    unknown: 'وضعیت بازار نامشخص',
    testActive: 'حالت تست فعال',
  },
  workingHoursButton: 'ساعات کاری',
  /** Tehran working hours as the dropdown lists them. */
  workingHours: [
    { days: 'شنبه تا چهارشنبه', hours: '۸:۰۰ تا ۱۷:۰۰' },
    { days: 'پنجشنبه', hours: '۸:۰۰ تا ۱۳:۰۰' },
    { days: 'جمعه', hours: 'تعطیل' },
  ],
  tehranTime: 'به وقت تهران',
} as const;
