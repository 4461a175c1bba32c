import { errorMessage } from '@gold/contracts/errors';
import { TRADE_MIN_KYC_LEVEL, TRADE_PRICE_TOLERANCE_PERCENT } from '@gold/contracts/constants';
import type { ErrorCatalogue } from '../../shared/api/errors';

/** A trade that is done, and a step toward trading that is. */
const DONE = 'انجام شده';

/** Spec 2 sections 2, 5 and 8 for the trading screen, in Persian. */
export const TRADING_TEXT = {
  pageTitle: 'معاملات طلا',
  buy: 'خرید',
  sell: 'فروش',
  side: 'نوع معامله',
  symbol: 'طلای ۱۸ عیار',

  // The price card
  livePrice: 'قیمت لحظه‌ای طلای ۱۸ عیار',
  buyPrice: 'قیمت خرید',
  sellPrice: 'قیمت فروش',
  perGram: 'تومان / گرم',
  fallbackPrice: 'قیمت‌های پیش‌فرض؛ قیمت لحظه‌ای در دسترس نیست',

  // The form
  formTitle: 'درخواست معامله',
  amountGrams: 'مقدار (گرم)',
  amountToman: 'مبلغ (تومان)',
  byToman: 'ورود مبلغ به تومان',
  gramsEquivalent: (grams: string) => `معادل ${grams} گرم (به پایین گرد شده تا یک میلی‌گرم)`,
  price: 'قیمت هر گرم (تومان)',
  priceHelp: 'با قیمت لحظه‌ای بازار به‌روز می‌شود',
  total: 'مبلغ کل',
  available: 'موجودی قابل استفاده',
  sellNote: 'برای فروش، موجودی طلای کافی در کیف پول لازم است.',
  submitBuy: 'ثبت درخواست خرید',
  submitSell: 'ثبت درخواست فروش',
  toman: 'تومان',
  grams: 'گرم',

  // Section 5
  amountPositive: 'مقدار باید بیشتر از صفر باشد',
  tomanTooSmall: 'این مبلغ برای خرید حتی یک میلی‌گرم طلا کافی نیست',
  priceLoading: 'قیمت در حال بارگذاری است، لطفاً صبر کنید',
  marketClosed:
    'بازار بسته است و اکنون نمی‌توان درخواست معامله ثبت کرد. ساعات کاری: شنبه تا چهارشنبه ۸:۰۰ تا ۱۷:۰۰ و پنجشنبه ۸:۰۰ تا ۱۳:۰۰ (به وقت تهران)؛ جمعه تعطیل است.',
  walletsLoading: 'در حال دریافت موجودی کیف پول‌ها، لطفاً صبر کنید',
  walletsFailed: 'خطا در دریافت موجودی کیف پول‌ها',
  noMoneyWallet: 'کیف پول تومانی یافت نشد',
  noGoldWallet: 'کیف پول طلا یافت نشد',
  insufficientToman: (current: string, required: string) =>
    `موجودی تومانی کافی نیست. موجودی فعلی: ${current} تومان، مبلغ مورد نیاز: ${required} تومان`,
  insufficientGold: (current: string, required: string) =>
    `موجودی طلای کافی نیست. موجودی فعلی: ${current} گرم، مقدار مورد نیاز: ${required} گرم`,

  // The KYC card
  kycTitle: 'برای معامله، احراز هویت لازم است',
  kycIntro: 'خرید و فروش طلا از سطح ۱ احراز هویت ممکن است. این مراحل را در تنظیمات کامل کنید:',
  kycCurrentLevel: (level: string) => `سطح فعلی شما: ${level}`,
  kycStepNationalId: 'تأیید کد ملی',
  kycStepBirthdate: 'تأیید تاریخ تولد',
  kycStepBank: 'افزودن حساب بانکی (برای برداشت، سطح ۲)',
  kycStepDone: DONE,
  kycStepNotDone: 'انجام نشده',
  kycRefresh: 'بررسی دوباره وضعیت',
  kycComplete: 'تکمیل احراز هویت',
  backHome: 'بازگشت به داشبورد',
  kycLoadFailed: 'خطا در دریافت اطلاعات احراز هویت',
  kycRefreshFailed: 'خطا در بروزرسانی اطلاعات احراز هویت',
  kycLoading: 'در حال دریافت وضعیت احراز هویت',
  retry: 'تلاش دوباره',

  // The confirmation dialog
  dialogTitle: (side: string) => `تأیید ${side} طلا`,
  creating: 'در حال ثبت درخواست معامله',
  // On a buy the dealers sell to the customer; on a sell they buy from them.
  loadingOffers: { buy: 'در حال دریافت پیشنهاد فروشندگان', sell: 'در حال دریافت پیشنهاد خریداران' },
  offersTitle: { buy: 'پیشنهاد فروشندگان', sell: 'پیشنهاد خریداران' },
  offerNumber: (n: string) => `پیشنهاد ${n}`,
  bestOffer: 'بهترین پیشنهاد',
  noOffers: 'هیچ پیشنهادی در محدودهٔ قیمت درخواستی شما نرسید؛ می‌توانید درخواست را لغو کنید و با قیمت لحظه‌ای دوباره ثبت کنید.',
  summaryAmount: 'مقدار',
  summaryLimit: 'قیمت درخواستی هر گرم',
  summaryTotal: 'مبلغ کل با پیشنهاد انتخاب‌شده',
  countdownLabel: 'زمان باقی‌مانده برای تأیید',
  secondsLeft: (seconds: string) => `${seconds} ثانیه تا پایان مهلت تأیید`,
  autoExecuteWarning: 'کمتر از ۱۰ ثانیه مانده است؛ در پایان زمان، پیشنهاد انتخاب‌شده خودکار اجرا می‌شود.',
  autoExecuteSoon: (seconds: string, offer: string) => `${seconds} ثانیه تا اجرای خودکار پیشنهاد ${offer} مانده است`,
  offerSpoken: (dealer: string, price: string) => `${dealer} به قیمت هر گرم ${price} تومان`,
  resumed: 'این درخواست را پیش‌تر ثبت کرده‌اید؛ تا پایان مهلت می‌توانید آن را اجرا یا لغو کنید.',
  endedElsewhere: {
    expired: 'مهلت این درخواست معامله به پایان رسید و مبلغ بلوکه‌شده آزاد شد',
    cancelled: 'این درخواست معامله در جای دیگری لغو شد و مبلغ بلوکه‌شده آزاد شد',
    completed: 'این درخواست معامله در صفحه یا دستگاه دیگری اجرا شد',
  },
  notOpenAnyMore: 'این درخواست دیگر باز نیست',
  timeUp: 'مهلت تأیید به پایان رسید',
  timeUpNoOffer: 'مهلت تأیید به پایان رسید و پیشنهادی برای اجرا نبود.',
  execute: 'اجرای معامله',
  executing: 'در حال اجرای معامله',
  cancel: 'لغو معامله',
  cancelled: 'لغو شد',
  close: 'بستن',

  // Section 4 and 8
  executed: 'معامله با موفقیت انجام شد',
  trackingCode: (code: string) => `کد پیگیری: ${code}`,
  requestCancelled: 'درخواست معامله لغو شد و مبلغ نگه‌داشته‌شده آزاد شد',
  alreadyCancelled: 'معامله قبلاً لغو شده',
  createFailed: 'خطا در ایجاد درخواست معامله',
  invalidReply: 'خطا در ایجاد درخواست معامله - پاسخ نامعتبر',
  invalidRequestId: 'شناسه درخواست نامعتبر است',
  offersFailed: 'خطا در دریافت پیشنهادات',
  executeFailed: 'خطا در اجرای معامله',
  cancelFailed: 'خطا در لغو معامله',

  // History
  historyTitle: 'تاریخچه معاملات',
  historyFailed: 'خطا در دریافت تاریخچه معاملات',
  historyEmpty: 'هنوز معامله‌ای ثبت نکرده‌اید',
  historyLoading: 'در حال دریافت تاریخچه معاملات',
  refresh: 'بارگذاری مجدد',
  loadMore: 'نمایش موارد بیشتر',
  status: { completed: DONE, pending: 'در حال انجام', cancelled: 'لغو شده' },
  dealer: { buy: (name: string) => `فروشنده: ${name}`, sell: (name: string) => `خریدار: ${name}` },
  resume: 'ادامه',
  resumeLabel: (side: string) => `ادامه درخواست ${side} در انتظار تأیید`,
} as const;

export const TRADING_ERRORS = {
  create: {
    preferServerMessage: true,
    server: TRADING_TEXT.createFailed,
    invalidResponse: TRADING_TEXT.invalidReply,
    fallback: TRADING_TEXT.createFailed,
  },
  execute: {
    byCode: {
      TRADE_REQUEST_EXPIRED: errorMessage('TRADE_REQUEST_EXPIRED'),
      PRICE_MOVED: errorMessage('PRICE_MOVED', { percent: TRADE_PRICE_TOLERANCE_PERCENT }),
      TRADE_ALREADY_EXECUTED: errorMessage('TRADE_ALREADY_EXECUTED'),
      TRADE_REQUEST_CANCELLED: errorMessage('TRADE_REQUEST_CANCELLED'),
      OFFER_NOT_FOUND: errorMessage('OFFER_NOT_FOUND'),
      // What changed since the request was made: the request stays open, and a cancel gives its money back.
      MARKET_CLOSED: 'بازار بسته شده است و معامله اکنون اجرا نمی‌شود؛ با لغو درخواست، مبلغ بلوکه‌شده آزاد می‌شود',
      KYC_LEVEL_REQUIRED: errorMessage('KYC_LEVEL_REQUIRED', { required: TRADE_MIN_KYC_LEVEL }),
      WALLET_CLOSED: 'کیف پولی که در این معامله به کار می‌رود بسته است؛ برای باز کردن دوباره آن با پشتیبانی تماس بگیرید',
    },
    server: TRADING_TEXT.executeFailed,
    fallback: TRADING_TEXT.executeFailed,
  },
  cancel: { server: TRADING_TEXT.cancelFailed, fallback: TRADING_TEXT.cancelFailed },
} as const satisfies Record<string, ErrorCatalogue>;
