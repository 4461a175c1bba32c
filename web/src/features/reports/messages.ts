import type { JalaliPeriod } from '@gold/contracts/rules/jalali';

/** The reports screen (issue 11), in Persian. */
export const REPORTS_TEXT = {
  pageTitle: 'گزارش‌ها',
  periodLabel: 'دوره گزارش',
  presets: {
    'this-month': 'این ماه',
    'last-month': 'ماه گذشته',
    'this-quarter': 'این فصل',
    'this-year': 'امسال',
  } satisfies Record<JalaliPeriod, string>,
  custom: 'بازه دلخواه',
  periodHeading: (from: string, to: string) => `از ${from} تا ${to}`,
  loading: 'در حال دریافت گزارش',
  loadFailed: 'خطا در دریافت گزارش',
  empty: 'در این دوره هیچ معامله، واریز یا برداشتی ثبت نشده است',
  emptyHint: 'دوره دیگری را انتخاب کنید.',

  // The summary
  summary: 'خلاصه دوره',
  bought: 'طلای خریداری‌شده',
  sold: 'طلای فروخته‌شده',
  trades: (count: string) => `${count} معامله`,
  averagePrice: (price: string) => `میانگین هر گرم ${price} تومان`,
  deposits: 'واریز',
  withdrawals: 'برداشت',
  wallets: { TOMAN: 'کیف پول تومان', GOLD_18K: 'کیف پول طلا' },
  opening: 'مانده ابتدای دوره',
  closing: 'مانده پایان دوره',
  net: 'تغییر',
  toman: 'تومان',
  grams: 'گرم',

  // The tables
  months: 'به تفکیک ماه',
  month: 'ماه',
  boughtGrams: 'خرید (گرم)',
  soldGrams: 'فروش (گرم)',
  depositsToman: 'واریز (تومان)',
  withdrawalsToman: 'برداشت (تومان)',
  movements: 'گردش حساب',
  date: 'تاریخ',
  description: 'شرح',
  wallet: 'کیف پول',
  amount: 'مبلغ',
  balanceAfter: 'مانده',
  pagination: 'صفحه‌بندی گردش حساب',

  // Downloads
  csv: 'دریافت فایل CSV',
  csvFailed: 'خطا در تهیه فایل CSV',
  csvName: (from: string, to: string) => `gozaresh-${from}-${to}.csv`,
} as const;
