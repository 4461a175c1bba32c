import { formatPersianNumber } from '@gold/contracts/rules/persian-number';
import { formatDigits, withSignFirst } from '../../shared/lib/format';

/** +۱۲٬۳۰۰ or −۴۵۰: a change in Toman with its sign, which a Persian line reads first (withSignFirst). */
export const formatSignedToman = (toman: number) =>
  withSignFirst(formatPersianNumber(toman, { maximumFractionDigits: 0, signDisplay: 'exceptZero' }));
/** Basis points as a signed percentage: 125 -> +۱٫۲۵٪ */
export const formatSignedPercent = (basisPoints: number) =>
  withSignFirst(
    formatPersianNumber(basisPoints / 10_000, { percent: true, maximumFractionDigits: 2, signDisplay: 'exceptZero' }),
  );
/** A share, 0..1, as a whole percentage. */
export const formatShare = (share: number) => formatPersianNumber(share, { percent: true });

export const DASHBOARD_TEXT = {
  pageTitle: 'داشبورد',
  welcome: (name: string) => `${name}، خوش آمدید`,
  welcomeAnonymous: 'خوش آمدید',
  toman: 'تومان',
  tomanPerGram: 'تومان / گرم',
  grams: 'گرم',
  portfolio: {
    title: 'ارزش دارایی',
    loading: 'در حال بارگذاری ارزش دارایی',
    walletsFailed: 'دریافت موجودی کیف پول‌ها ممکن نشد.',
    priceFailed: 'دریافت قیمت طلا ممکن نشد.',
    empty: 'هنوز کیف پولی برای شما ساخته نشده است.',
    emptyAction: 'رفتن به کیف پول',
    total: 'ارزش کل به قیمت فروش لحظه‌ای',
    tomanPart: 'موجودی تومانی',
    goldPart: (grams: string) => `طلا (${grams} گرم)`,
    split: 'سهم طلا و تومان از دارایی',
    shares: (gold: string, toman: string) => `طلا ${gold}، تومان ${toman}`,
    change: 'تغییر نسبت به پایانی دیروز',
    changeUnknown: 'نامشخص',
    changeNone: 'بدون تغییر',
    changeLoading: 'در حال محاسبه تغییر نسبت به دیروز',
    sparklineTitle: 'قیمت فروش هر گرم، امروز',
    sparkline: (first: string, last: string) => `روند قیمت فروش امروز: از ${first} تا ${last} تومان`,
  },
  chart: {
    title: 'نمودار قیمت طلا',
    loading: 'در حال بارگذاری نمودار قیمت',
    rangesLabel: 'بازه نمودار',
    ranges: { '1d': 'یک روز', '1w': 'یک هفته', '1m': 'یک ماه', '1y': 'یک سال' },
    buy: 'قیمت خرید',
    sell: 'قیمت فروش',
    empty: 'برای این بازه هنوز قیمتی ثبت نشده است.',
    noTicks: 'هنوز قیمتی دریافت نشده است.',
    // Isolated right to left: the label sits in the chart's left-to-right drawing.
    current: (side: string, price: string) => `\u2067${side} اکنون: ${price}\u2069`,
    unavailable: 'تاریخچه قیمت در این سرویس در دسترس نیست؛ نمودار قیمت‌های دریافتی از زمان باز شدن این صفحه را نشان می‌دهد.',
    failed: 'دریافت تاریخچه قیمت ممکن نشد؛ نمودار قیمت‌های دریافتی از زمان باز شدن این صفحه را نشان می‌دهد.',
    summary: (range: string, side: string, latest: string, high: string, low: string) =>
      `${side} طلا در بازه ${range}: آخرین ${latest} تومان، بیشترین ${high} تومان و کمترین ${low} تومان.`,
  },
  profit: {
    title: 'سود و زیان',
    loading: 'در حال محاسبه سود و زیان',
    failed: 'دریافت تاریخچه معاملات ممکن نشد.',
    priceFailed: 'دریافت قیمت طلا ممکن نشد.',
    empty: 'هنوز طلایی از راه معامله نخریده‌اید که سود و زیانش حساب شود.',
    held: (grams: string) => `${grams} گرم طلای خریده‌شده در دست`,
    averageCost: 'میانگین بهای هر گرم',
    cost: 'بهای تمام‌شده',
    worth: 'ارزش به قیمت فروش امروز',
    partial: (count: string) => `تاریخچه معاملات شما طولانی است؛ این محاسبه فقط بر پایه ${count} معامله آخر است.`,
    method: 'به روش میانگین بهای خرید، از معاملات انجام‌شده.',
    notFromTrades: (grams: string, partial: boolean) =>
      `${grams} گرم از طلای کیف پول شما از راه ${partial ? 'معاملاتی که اینجا خوانده شده' : 'معاملات'} خریده نشده است (مثلاً واریز یا انتقال${partial ? '، یا معاملات قدیمی‌تر' : ''})؛ سود و زیان فقط برای طلای خریده‌شده با معامله حساب می‌شود.`,
    notHeld: (grams: string) =>
      `${grams} گرم از طلای خریده‌شده با معامله دیگر در کیف پول شما نیست (مثلاً برداشت یا انتقال)؛ سود و زیان بر پایه همه طلای خریده‌شده حساب شده است.`,
  },
  today: {
    title: 'معاملات امروز',
    loading: 'در حال بارگذاری معاملات امروز',
    failed: 'دریافت معاملات امروز ممکن نشد.',
    empty: 'امروز معامله‌ای انجام نداده‌اید.',
    count: 'تعداد معاملات انجام‌شده',
    bought: 'طلای خریده‌شده',
    sold: 'طلای فروخته‌شده',
  },
  recent: {
    title: 'آخرین معاملات',
    list: 'پنج معامله آخر',
    loading: 'در حال بارگذاری آخرین معاملات',
    failed: 'دریافت آخرین معاملات ممکن نشد.',
    empty: 'هنوز معامله‌ای ثبت نکرده‌اید.',
    all: 'همه معاملات',
    side: { buy: 'خرید', sell: 'فروش' },
    status: { completed: 'انجام‌شده', pending: 'در انتظار', cancelled: 'لغوشده' },
  },
  account: {
    title: 'وضعیت حساب',
    loading: 'در حال بارگذاری وضعیت حساب',
    failed: 'دریافت وضعیت احراز هویت ممکن نشد.',
    level: (level: number) => `احراز هویت: سطح ${formatDigits(level)} از ${formatDigits(2)}`,
    progress: 'پیشرفت احراز هویت تا سطح ۲',
    complete: 'احراز هویت شما کامل است.',
    missing: 'برای رسیدن به سطح ۲ باقی مانده:',
    steps: { nationalId: 'تأیید کد ملی', birthdate: 'تأیید تاریخ تولد', bank: 'تأیید دست‌کم یک حساب بانکی' },
    finish: 'تکمیل احراز هویت',
    joined: 'تاریخ عضویت',
    joinedUnknown: 'نامشخص',
  },
  actions: {
    title: 'دسترسی سریع',
    buy: 'خرید طلا',
    sell: 'فروش طلا',
    deposit: 'واریز',
    withdraw: 'برداشت',
  },
} as const;
