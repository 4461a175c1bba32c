import { errorMessage } from '@gold/contracts/errors';
import type { WalletsTab } from '../../shared/config/paths';
import type { ErrorCatalogue } from '../../shared/api/errors';

/** The side of the open trade request that holds a frozen amount. */
const TRADE_SIDE = { buy: 'خرید', sell: 'فروش' } as const;

/** Spec 2 sections 2, 5 and 8 for the wallets screen, in Persian. */
export const WALLETS_TEXT = {
  pageTitle: 'کیف پول',
  hideBalances: 'پنهان کردن موجودی‌ها',
  hidden: '••••••',
  hiddenForReaders: 'پنهان',
  tabsLabel: 'بخش‌های کیف پول',
  tabs: {
    wallets: 'کیف‌پول‌ها',
    transactions: 'تراکنش‌ها',
    'deposit-requests': 'درخواست‌های واریز',
    'withdraw-requests': 'درخواست‌های برداشت',
  } satisfies Record<WalletsTab, string>,
  retry: 'تلاش دوباره',
  reload: 'بارگذاری دوباره',
  cancel: 'انصراف',
  close: 'بستن',
  toman: 'تومان',

  // Wallet cards
  walletsLoading: 'در حال بارگذاری کیف پول‌ها',
  walletsEmpty: 'هنوز کیف پولی ندارید',
  walletsEmptyHint: 'کیف پول‌های شما پس از فعال شدن حساب، اینجا نمایش داده می‌شوند.',
  walletsUnavailable: 'اطلاعات کیف پول در دسترس نیست، لطفاً بعداً تلاش کنید',
  walletsFailed: 'خطا در بارگذاری کیف پول‌ها، لطفاً صفحه را دوباره بارگذاری کنید',
  active: 'فعال',
  inactive: 'غیرفعال',
  balance: 'موجودی کل',
  available: 'موجودی قابل استفاده',
  frozen: 'موجودی مسدودشده',
  credit: 'اعتبار',
  deposit: 'واریز',
  withdraw: 'برداشت',
  depositTo: (wallet: string) => `واریز به کیف پول ${wallet}`,
  withdrawFrom: (wallet: string) => `برداشت از کیف پول ${wallet}`,
  /** What a frozen amount is for, in the customer's words. */
  frozenFor: {
    trade: (amount: string, side: 'buy' | 'sell') => `${amount} برای درخواست ${TRADE_SIDE[side]} در انتظار تأیید بلوکه شده است.`,
    tradePart: (amount: string, side: 'buy' | 'sell') =>
      `${amount} از آن برای درخواست ${TRADE_SIDE[side]} در انتظار تأیید و بقیه برای درخواست‌های در جریان دیگر، مانند برداشت، بلوکه شده است.`,
    tradeHidden: (side: 'buy' | 'sell') => `مبلغ مسدودشده برای درخواست ${TRADE_SIDE[side]} در انتظار تأیید بلوکه شده است.`,
    resume: 'ادامه درخواست معامله',
    other: 'این مبلغ تا پایان درخواست‌های در جریان، مانند برداشت در انتظار بررسی، بلوکه می‌ماند.',
  },

  // Lists
  listLabel: {
    transactions: 'فهرست تراکنش‌ها',
    'deposit-requests': 'فهرست درخواست‌های واریز',
    'withdraw-requests': 'فهرست درخواست‌های برداشت',
  },
  pagination: {
    transactions: 'صفحه‌بندی تراکنش‌ها',
    'deposit-requests': 'صفحه‌بندی درخواست‌های واریز',
    'withdraw-requests': 'صفحه‌بندی درخواست‌های برداشت',
  },
  loading: {
    transactions: 'در حال بارگذاری تراکنش‌ها',
    'deposit-requests': 'در حال بارگذاری درخواست‌های واریز',
    'withdraw-requests': 'در حال بارگذاری درخواست‌های برداشت',
  },
  empty: {
    transactions: 'هنوز تراکنشی ندارید',
    'deposit-requests': 'هنوز درخواست واریزی ثبت نکرده‌اید',
    'withdraw-requests': 'هنوز درخواست برداشتی ثبت نکرده‌اید',
  },
  failed: {
    transactions: 'خطا در دریافت تراکنش‌ها',
    'deposit-requests': 'خطا در دریافت درخواست‌های واریز',
    'withdraw-requests': 'خطا در دریافت درخواست‌های برداشت',
  },
  transactionType: {
    deposit: 'واریز',
    withdraw: 'برداشت',
    buy: 'خرید طلا',
    sell: 'فروش طلا',
  } as Record<string, string>,
  otherTransaction: 'تراکنش',
  releasedHold: 'بازگشت مبلغ بلوکه‌شده',
  transactionStatus: { completed: 'انجام‌شده', pending: 'در انتظار', failed: 'ناموفق', released: 'آزادشده' },
  depositStatus: { pending: 'در انتظار تأیید', approved: 'تأییدشده', rejected: 'ردشده' },
  withdrawStatus: { pending: 'در انتظار بررسی', approved: 'تأییدشده', completed: 'پرداخت‌شده', rejected: 'ردشده' },
  depositMethod: { receipt: 'رسید بانکی', gateway: 'درگاه پرداخت' },
  unknownMethod: 'روش نامشخص',
  referenceLabel: 'شناسه واریز',
  viewReceipt: 'مشاهده رسید',
  receiptOpenFailed: 'خطا در دریافت فایل رسید',
  destination: 'حساب مقصد',
  accountHolder: 'صاحب حساب',
  adminNote: 'یادداشت پشتیبانی',
  grams: 'گرم',

  // Deposit dialog
  depositIdTitle: 'شناسه واریز شما',
  depositIdHint: 'این شناسه را در توضیحات واریز بانکی خود بنویسید تا واریز شما سریع‌تر شناسایی شود.',
  copyDepositId: 'کپی شناسه',
  copied: 'کپی شد',
  copiedAnnouncement: 'شناسه واریز کپی شد',
  copyFailed: 'خطا در کپی کردن متن',
  amount: 'مبلغ',
  amountInUnit: (unit: string) => `مبلغ (${unit})`,
  quickAmounts: 'مبلغ‌های پیشنهادی',
  thousand: 'هزار',
  million: 'میلیون',
  amountInvalid: 'لطفاً مبلغ معتبری وارد کنید',
  method: 'روش واریز',
  methodReceipt: 'بارگذاری رسید واریز',
  methodReceiptHint:
    'مبلغ را به حساب ما واریز کنید و تصویر رسید را بارگذاری کنید؛ پس از تأیید کارشناسان، موجودی شما افزایش می‌یابد.',
  methodGateway: 'پرداخت از درگاه بانکی',
  methodGatewayHint: 'پرداخت آنلاین با کارت بانکی؛ مبلغ بلافاصله به موجودی شما افزوده می‌شود.',
  receipt: 'رسید واریز',
  chooseReceipt: 'انتخاب فایل رسید',
  replaceReceipt: 'انتخاب فایل دیگر',
  removeReceipt: 'حذف رسید',
  receiptHint: 'فایل JPG، PNG یا PDF، حداکثر ۱۰ مگابایت',
  receiptRequired: 'لطفاً رسید واریز را بارگذاری کنید',
  receiptType: errorMessage('UNSUPPORTED_FILE_TYPE'),
  receiptSize: errorMessage('FILE_TOO_LARGE'),
  percent: (value: string) => `${value}٪`,
  uploading: (percent: string) => `در حال بارگذاری رسید… ${percent}`,
  uploadProgress: 'پیشرفت بارگذاری رسید',
  uploaded: (name: string) => `رسید بارگذاری شد: ${name}`,
  uploadFailed: 'خطا در آپلود رسید',
  waitForUpload: 'لطفاً تا پایان بارگذاری رسید صبر کنید',
  description: 'توضیحات (اختیاری)',
  submitReceipt: 'ثبت درخواست واریز',
  submitGateway: 'پرداخت آنلاین',
  gatewayDone: 'واریز انجام شد و موجودی شما افزایش یافت',
  receiptDone: 'درخواست واریز ثبت شد و در انتظار تأیید است',
  depositFailed: 'خطا در ثبت درخواست واریز',

  // Withdraw dialog
  kycLoading: 'در حال بررسی سطح احراز هویت',
  kycFailed: 'خطا در دریافت اطلاعات احراز هویت',
  kycRequiredTitle: 'برای برداشت، احراز هویت سطح ۲ لازم است',
  kycRequiredBody: 'سطح ۲ با ثبت دست‌کم یک حساب بانکی به نام خودتان و تأیید آن به دست می‌آید.',
  kycCurrent: (level: string) => `سطح فعلی شما: ${level}`,
  kycNeeded: (level: string) => `سطح لازم: ${level}`,
  kycComplete: 'تکمیل احراز هویت',
  withdrawable: 'موجودی قابل برداشت',
  refreshBalance: 'به‌روزرسانی موجودی',
  balanceFailed: 'موجودی دریافت نشد',
  destinationAccount: 'حساب بانکی مقصد',
  accountsLoading: 'در حال بارگذاری حساب‌های بانکی',
  accountsFailed: 'خطا در بارگذاری حساب‌های بانکی',
  noVerifiedAccount:
    'هنوز حساب بانکی تأییدشده‌ای ندارید. برای برداشت، یک حساب بانکی به نام خودتان ثبت کنید و منتظر تأیید آن بمانید.',
  addAccount: 'افزودن حساب بانکی',
  amountPositive: 'مبلغ باید بیشتر از صفر باشد',
  chooseAccount: 'لطفاً حساب بانکی مقصد را انتخاب کنید',
  amountTooLarge: (max: string, unit: string) => `مبلغ درخواستی نمی‌تواند بیشتر از ${max} ${unit} باشد`,
  accountNotFound: errorMessage('BANK_ACCOUNT_NOT_FOUND'),
  submitWithdraw: 'ثبت درخواست برداشت',
  withdrawDone: 'درخواست برداشت ثبت شد',
  withdrawDoneDetail: (amount: string, bank: string) => `مبلغ ${amount} پس از بررسی کارشناسان به حساب ${bank} شما واریز می‌شود.`,
  withdrawFailed: 'خطا در ایجاد درخواست برداشت',
} as const;

/** Failures read from the server's own words when it gives them (spec 2 section 8); these are the fallbacks. */
export const WALLETS_ERRORS = {
  deposit: { fallback: WALLETS_TEXT.depositFailed, server: WALLETS_TEXT.depositFailed },
  withdraw: { fallback: WALLETS_TEXT.withdrawFailed, server: WALLETS_TEXT.withdrawFailed },
  upload: {
    byCode: {
      UNSUPPORTED_FILE_TYPE: `${WALLETS_TEXT.uploadFailed}: ${errorMessage('UNSUPPORTED_FILE_TYPE')}`,
      FILE_TOO_LARGE: `${WALLETS_TEXT.uploadFailed}: ${errorMessage('FILE_TOO_LARGE')}`,
      RECEIPT_QUOTA_EXCEEDED: `${WALLETS_TEXT.uploadFailed}: ${errorMessage('RECEIPT_QUOTA_EXCEEDED')}`,
    },
    fallback: WALLETS_TEXT.uploadFailed,
    server: WALLETS_TEXT.uploadFailed,
    network: WALLETS_TEXT.uploadFailed,
  },
} as const satisfies Record<string, ErrorCatalogue>;
