import { z } from 'zod/mini';
import { PRICE_ALERTS_MAX, TICKET_TEXT_MAX, TICKET_TITLE_MAX } from './constants';
import { toPersianInteger } from './rules/digits';

type ErrorSpec = { status: number; message: string } | { status: number; message: (params: never) => string };

/**
 * Every error code the API answers, once, with its HTTP status and Persian text. The mock throws
 * `new DomainError(code)` and takes both from here; the web's catalogues start from the same words.
 * A text that names a value (seconds to wait, the kind of a request) is a function of it.
 */
export const ERRORS = {
  // Any endpoint
  VALIDATION_ERROR: { status: 400, message: 'اطلاعات ارسال‌شده نامعتبر است' },
  INVALID_JSON: { status: 400, message: 'بدنه درخواست JSON معتبر نیست' },
  INVALID_URL: { status: 400, message: 'نشانی درخواست نامعتبر است' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'حجم درخواست بیش از حد مجاز است' },
  UNAUTHORIZED: { status: 401, message: 'نشست شما معتبر نیست، لطفاً دوباره وارد شوید' },
  FORBIDDEN: { status: 403, message: 'اجازه انجام این کار را ندارید' },
  // The mock's control API and console, when MOCK_CONTROL_TOKEN is set.
  CONTROL_TOKEN_REQUIRED: { status: 401, message: 'برای کنسول نمایشی، رمز دسترسی آن لازم است' },
  // The mock's sandboxes: one world per demo (mock-server/src/sandboxes).
  SANDBOX_LIMIT: {
    status: 409,
    message: (p: { max?: number }) =>
      `ظرفیت محیط‌های نمایشی پر است${p.max === undefined ? '' : ` (${p.max.toLocaleString('fa-IR')} محیط)`}؛ یکی را حذف کنید یا صبر کنید تا محیط‌های بی‌استفاده خودشان حذف شوند`,
  },
  NOT_FOUND: { status: 404, message: (p: { what?: string }) => `${p.what ?? 'مورد درخواستی'} یافت نشد` },
  ROUTE_NOT_FOUND: { status: 404, message: 'مسیر درخواستی یافت نشد' },
  RATE_LIMITED: { status: 429, message: 'تعداد درخواست‌ها بیش از حد مجاز است، لطفاً کمی بعد دوباره تلاش کنید' },
  INTERNAL_ERROR: { status: 500, message: 'خطای داخلی سرور، لطفاً بعداً تلاش کنید' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'سرویس موقتاً در دسترس نیست، لطفاً بعداً تلاش کنید' },
  // Idempotency-Key (IETF draft-ietf-httpapi-idempotency-key-header, as Stripe does it)
  INVALID_IDEMPOTENCY_KEY: { status: 400, message: 'کلید یکتایی درخواست (Idempotency-Key) نامعتبر است' },
  IDEMPOTENCY_KEY_IN_USE: {
    status: 409,
    message: 'درخواستی با همین کلید یکتایی در حال انجام است، لطفاً کمی بعد دوباره تلاش کنید',
  },
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: 'این کلید یکتایی قبلاً برای درخواست دیگری به کار رفته است' },

  // Accounts (spec 1 section 8)
  INVALID_CREDENTIALS: { status: 401, message: 'شماره موبایل یا رمز عبور اشتباه است' },
  ACCOUNT_INACTIVE: { status: 403, message: 'حساب کاربری شما غیرفعال است، لطفاً با پشتیبانی تماس بگیرید' },
  ACCOUNT_RESTRICTED: { status: 403, message: 'حساب کاربری شما محدود شده است، لطفاً با پشتیبانی تماس بگیرید' },
  ACCOUNT_NOT_VERIFIED: { status: 403, message: 'حساب کاربری شما تأیید نشده است، لطفاً کد تأیید را وارد کنید' },
  ACCOUNT_ALREADY_VERIFIED: {
    status: 400,
    message: 'این حساب کاربری قبلاً تأیید شده است؛ لطفاً با رمز عبور وارد شوید',
  },
  MOBILE_ALREADY_REGISTERED: { status: 409, message: 'این شماره موبایل قبلاً ثبت شده است' },
  SAME_MOBILE: { status: 400, message: 'شماره جدید با شماره فعلی یکسان است' },
  USER_NOT_FOUND: { status: 401, message: 'شماره موبایل یافت نشد' },
  INVALID_OTP: { status: 400, message: 'کد تأیید اشتباه است' },
  OTP_EXPIRED: { status: 410, message: 'کد تأیید منقضی شده است' },
  OTP_COOLDOWN: {
    status: 429,
    message: (p: { seconds: number }) => `لطفاً ${toPersianInteger(p.seconds)} ثانیه دیگر برای ارسال دوباره کد صبر کنید`,
  },
  WRONG_PASSWORD: { status: 400, message: 'رمز عبور فعلی اشتباه است' },
  WEAK_PASSWORD: { status: 400, message: 'رمز عبور باید حداقل ۸ کاراکتر و دست‌کم متوسط باشد' },
  SAME_PASSWORD: { status: 400, message: 'رمز عبور جدید باید با رمز عبور فعلی فرق داشته باشد' },

  // Settings
  CHANGE_REQUEST_PENDING: {
    status: 409,
    message: (p: { label: string }) =>
      `یک درخواست تغییر ${p.label} در انتظار بررسی دارید؛ ابتدا آن را لغو کنید یا منتظر نتیجه بمانید`,
  },
  BANK_ACCOUNT_LIMIT: {
    status: 400,
    message: (p: { max: number }) => `حداکثر ${toPersianInteger(p.max)} حساب بانکی می‌توانید ثبت کنید`,
  },
  UNKNOWN_BANK: { status: 400, message: 'بانک انتخاب‌شده در فهرست بانک‌ها نیست' },
  INVALID_IBAN: { status: 400, message: 'شماره شبا معتبر نیست' },
  IBAN_BANK_MISMATCH: {
    status: 400,
    message: (p: { bank: string }) => `این شماره شبا متعلق به ${p.bank} نیست؛ بانک یا شماره شبا را اصلاح کنید`,
  },
  DUPLICATE_BANK_ACCOUNT: { status: 409, message: 'حسابی با این شماره شبا قبلاً ثبت کرده‌اید' },
  INVALID_CARD_NUMBER: { status: 400, message: 'شماره کارت معتبر نیست' },
  INVALID_NATIONAL_ID: { status: 400, message: 'کد ملی معتبر نیست' },
  ALREADY_DECIDED: { status: 409, message: 'این درخواست قبلاً بررسی شده است' },

  // Trading and wallets (spec 2)
  INVALID_REQUEST_DATA: { status: 400, message: 'اطلاعات درخواست نامعتبر است' },
  KYC_LEVEL_REQUIRED: {
    status: 403,
    message: (p: { required: number }) => `برای این کار احراز هویت سطح ${toPersianInteger(p.required)} لازم است`,
  },
  MARKET_CLOSED: { status: 409, message: 'بازار بسته است و اکنون نمی‌توان درخواست معامله ثبت کرد' },
  INSUFFICIENT_BALANCE: { status: 400, message: 'موجودی تومانی کافی نیست' },
  INSUFFICIENT_GOLD: { status: 400, message: 'موجودی طلای شما کافی نیست' },
  AMOUNT_TOO_LARGE: { status: 400, message: 'این مبلغ از سقف حساب بیشتر است' },
  OFFER_NOT_FOUND: { status: 404, message: 'پیشنهاد مورد نظر یافت نشد یا منقضی شده است' },
  TRADE_REQUESTS_OPEN_LIMIT: {
    status: 429,
    message: (p: { most: number }) =>
      `بیش از ${toPersianInteger(p.most)} درخواست معامله نمی‌تواند هم‌زمان باز باشد؛ پیش از درخواست تازه، یکی را اجرا یا لغو کنید`,
  },
  PRICE_MOVED: {
    status: 409,
    message: (p: { percent: number }) =>
      `قیمت بیش از ${p.percent.toLocaleString('fa-IR')}٪ با قیمت لحظه‌ای بازار فاصله دارد؛ لطفاً با قیمت جدید دوباره درخواست دهید`,
  },
  TRADE_REQUEST_EXPIRED: { status: 410, message: 'مهلت این درخواست معامله به پایان رسیده است؛ لطفاً دوباره درخواست دهید' },
  TRADE_REQUEST_CANCELLED: { status: 409, message: 'این درخواست معامله لغو شده است' },
  TRADE_ALREADY_EXECUTED: { status: 409, message: 'این معامله قبلاً انجام شده است' },
  BANK_ACCOUNT_NOT_VERIFIED: { status: 400, message: 'حساب بانکی مقصد تأیید نشده است' },
  BANK_ACCOUNT_NOT_FOUND: { status: 400, message: 'حساب بانکی انتخاب‌شده یافت نشد' },
  WALLET_NOT_CHARGEABLE: { status: 400, message: 'واریز به این کیف پول ممکن نیست' },
  GATEWAY_PAYMENT_LIMIT: {
    status: 400,
    message: (p: { max: number }) =>
      `هر پرداخت از درگاه حداکثر ${toPersianInteger(p.max)} تومان است؛ مبلغ بیشتر را در چند پرداخت یا با رسید بانکی واریز کنید`,
  },
  GATEWAY_DAILY_LIMIT: {
    status: 400,
    message: (p: { max: number; left: number }) =>
      p.left > 0
        ? `سقف واریز روزانه از درگاه ${toPersianInteger(p.max)} تومان است؛ امروز تا ${toPersianInteger(p.left)} تومان دیگر می‌توانید از درگاه واریز کنید`
        : `سقف واریز روزانه از درگاه (${toPersianInteger(p.max)} تومان) برای امروز پر شده است؛ فردا دوباره تلاش کنید یا با رسید بانکی واریز کنید`,
  },
  WALLET_NOT_WITHDRAWABLE: { status: 400, message: 'برداشت از این کیف پول ممکن نیست' },
  WALLET_EXISTS: { status: 409, message: 'کیف پولی با این ارز دارید' },
  WALLET_NOT_EMPTY: { status: 409, message: 'کیف پولی که موجودی، مبلغ نگه‌داشته یا واریز در انتظار دارد حذف نمی‌شود' },
  WALLET_CLOSED: {
    status: 409,
    message: (p: { wallet: string }) =>
      `${p.wallet} بسته است و در معامله به کار نمی‌رود؛ برای باز کردن دوباره آن با پشتیبانی تماس بگیرید`,
  },
  WALLET_NOT_EDITABLE: { status: 403, message: 'کیف پول از پنل ویرایش نمی‌شود؛ برای تغییر با پشتیبانی تماس بگیرید' },
  INVALID_RECEIPT: { status: 400, message: 'رسید واریز یافت نشد؛ لطفاً رسید را دوباره بارگذاری کنید' },
  NO_FILE: { status: 400, message: 'فایلی برای بارگذاری انتخاب نشده است' },
  INVALID_UPLOAD: { status: 400, message: 'فایل به‌درستی ارسال نشد؛ لطفاً یک فایل را دوباره بارگذاری کنید' },
  RECEIPT_ALREADY_USED: { status: 409, message: 'این رسید قبلاً برای درخواست واریز دیگری ثبت شده است' },
  UNSUPPORTED_FILE_TYPE: { status: 415, message: 'فقط فایل JPG، PNG یا PDF پذیرفته می‌شود' },
  FILE_TOO_LARGE: { status: 413, message: 'حجم فایل نباید بیش از ۱۰ مگابایت باشد' },
  RECEIPT_QUOTA_EXCEEDED: {
    status: 429,
    message:
      'رسیدهای بارگذاری‌شده‌ای که هنوز درخواست واریزی ندارند به سقف رسیده‌اند؛ لطفاً با یکی از آن‌ها درخواست واریز ثبت کنید یا فردا دوباره تلاش کنید',
  },

  // Tickets
  TICKET_FIELDS_REQUIRED: { status: 400, message: 'لطفاً همه فیلدهای الزامی را پر کنید' },
  TICKET_TITLE_TOO_LONG: { status: 400, message: `عنوان تیکت حداکثر ${toPersianInteger(TICKET_TITLE_MAX)} نویسه است` },
  TICKET_DESCRIPTION_TOO_LONG: { status: 400, message: `شرح تیکت حداکثر ${toPersianInteger(TICKET_TEXT_MAX)} نویسه است` },
  INVALID_TICKET_CATEGORY: { status: 400, message: 'دسته‌بندی تیکت نامعتبر است' },
  INVALID_TICKET_PRIORITY: { status: 400, message: 'اولویت تیکت نامعتبر است' },
  TICKET_MESSAGE_EMPTY: { status: 400, message: 'متن پیام نمی‌تواند خالی باشد' },
  NO_VISIBLE_TEXT: {
    status: 400,
    message: 'متن باید دست‌کم یک حرف یا رقم داشته باشد؛ فاصله و نویسه‌های نامرئی شمرده نمی‌شوند',
  },
  TICKET_MESSAGE_TOO_LONG: { status: 400, message: `متن پیام حداکثر ${toPersianInteger(TICKET_TEXT_MAX)} نویسه است` },
  TICKET_UPDATE_NOT_ALLOWED: { status: 400, message: 'از پنل فقط می‌توانید تیکت را ببندید' },
  TICKET_CLOSED: { status: 409, message: 'این تیکت بسته شده است و پیام جدید نمی‌پذیرد' },

  // Price alerts (the mock's extension)
  PRICE_ALERT_LIMIT: {
    status: 400,
    message: `حداکثر ${toPersianInteger(PRICE_ALERTS_MAX)} هشدار قیمت فعال می‌توانید داشته باشید؛ برای هشدار تازه، یکی از هشدارهای فعال را حذف کنید`,
  },
  PRICE_ALERT_REACHED: {
    status: 409,
    message: (p: { side: 'buy' | 'sell' }) =>
      `قیمت ${p.side === 'buy' ? 'خرید' : 'فروش'} همین حالا به این مبلغ رسیده است؛ مبلغی بنویسید که قیمت هنوز به آن نرسیده باشد`,
  },
  PRICE_ALERT_DUPLICATE: { status: 409, message: 'همین هشدار قیمت را پیش‌تر گذاشته‌اید' },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];
export const errorCodeSchema = z.lazy(() => z.enum(ERROR_CODES));

type MessageOf<C extends ErrorCode> = (typeof ERRORS)[C]['message'];
/** The values a code's text names: none for a fixed text. */
export type ErrorParams<C extends ErrorCode> = MessageOf<C> extends (params: infer P) => string ? [params: P] : [];

/** A code whose text names no value. */
export type PlainErrorCode = { [C in ErrorCode]: ErrorParams<C> extends [] ? C : never }[ErrorCode];

export const errorStatus = (code: ErrorCode): number => ERRORS[code].status;

/** The Persian text of `code`, filled with its values. */
export function errorMessage<C extends ErrorCode>(code: C, ...params: ErrorParams<C>): string {
  const message = ERRORS[code].message as string | ((p: object) => string);
  return typeof message === 'function' ? message(params[0] ?? {}) : message;
}
