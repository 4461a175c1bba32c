/** Business constants from section 9 of both spec documents. */

// spec 1
export const OTP_LENGTH = 6;
export const OTP_RESEND_COUNTDOWN_S = 60;
export const OTP_TTL_MS = 2 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const PHONE_PREFIX = '+98';
export const PHONE_MAX_LENGTH = 14;
export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const NATIONAL_ID_LENGTH = 10;
export const BIRTH_YEAR_MIN = 1300;
export const BIRTH_YEAR_MAX = 1410;
export const IBAN_COUNTRY = 'IR';
export const IBAN_DIGITS = 24;
export const CARD_NUMBER_MAX_LENGTH = 19;
export const MAX_BANK_ACCOUNTS = 5;
export const BANK_VERIFICATION_DAYS = { min: 1, max: 3 } as const;
export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_DROPDOWN_SIZE = 10;
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  refreshToken: 'refresh_token',
  userData: 'user_data',
  pendingPhone: 'pending_phone',
  theme: 'theme',
} as const;
export const SOCKET_NAMESPACE = '/notifications';
export const SOCKET_OPTIONS = {
  transports: ['websocket', 'polling'],
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
  timeout: 20_000,
} as const;
export const NOTIFICATION_TYPES = ['transaction', 'kyc', 'ticket', 'trade_execution', 'system', 'other'] as const;
export const PRIORITIES = ['low', 'medium', 'high'] as const;
export const MOBILE_BREAKPOINT_PX = 1024;
export const TOAST_DURATION_MS = 5000;
export const PUSH_TOKEN_REFRESH_MS = 7 * 24 * 60 * 60_000;
export const PRICE_CONNECTION_CHECK_MS = 5000;
export const APP_VERSION = '1.0.0';
/** The id of index.html's JSON script element with the panel's runtime configuration, where the server writes it. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/** Paths of the provider API. Page routes such as /wallets and /notifications share a first segment, so the slashes matter. */
export const API_PATH_PREFIXES = [
  '/user-auth/',
  '/users/',
  '/kyc/',
  '/bank-accounts',
  '/notifications/',
  '/gold-price',
  '/market-status',
  '/wallets/',
  '/api/',
  '/accounting/',
  '/uploads/',
  '/__mock',
  '/healthz',
  '/socket.io',
] as const;
/** Support contacts shown on /restricted until config.json says otherwise. */
export const DEFAULT_SUPPORT = { phone: '021-91001234', email: 'support@example.ir', telegram: '@gold_support' } as const;
export const KYC_MAX_LEVEL = 2;

// spec 2
export const TRADE_CONFIRM_WINDOW_S = 60;
export const COUNTDOWN_GREEN_ABOVE_S = 30;
export const COUNTDOWN_RED_AT_OR_BELOW_S = 10;
export const MARKET_RECALC_MS = 60_000;
export const TRADE_HISTORY_PAGE_SIZE = 10;
export const WALLET_LIST_PAGE_SIZE = 10;
export const WALLET_POLL_MS = 30_000;
export const FALLBACK_PRICES = { buyPrice: 2_500_000, sellPrice: 2_480_000 } as const;
export const TRADE_MIN_KYC_LEVEL = 1;
export const WITHDRAW_MIN_KYC_LEVEL = 2;
export const QUICK_DEPOSIT_AMOUNTS = [100_000, 500_000, 1_000_000, 5_000_000, 10_000_000] as const;
export const DEPOSIT_REFERENCE_PREFIX = 'PARZ-';
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
export const RECEIPT_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const COPY_CONFIRMATION_MS = 2000;
export const WITHDRAW_SUCCESS_VIEW_MS = 2000;
export const GATEWAY_DEPOSIT_CLOSE_MS = 1000;
export const PAGINATION_WINDOW = 2;
export const TICKET_TITLE_MAX = 200;
export const TICKET_TEXT_MAX = 2000;
export const TICKET_CATEGORIES = ['general', 'technical', 'billing', 'trading', 'wallet', 'kyc'] as const;
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
/** Tickets a page (the mock's; the spec names none). */
export const TICKET_PAGE_SIZE = 10;
/** Ticket numbers read `TK-1405-00042`: the prefix, the Jalali year it was opened, a five-digit series. */
export const TICKET_NUMBER_PREFIX = 'TK';
export const GOLD_SYMBOL = 'GOLD_18K';
export const TRADE_SIDES = ['buy', 'sell'] as const;
/** The largest trade one request may ask for, in grams (the mock's; the spec names none). */
export const TRADE_MAX_GRAMS = 10_000;
/** A requested price further than this from the live price is refused: the mock's rule; the spec names none. */
export const TRADE_PRICE_TOLERANCE_PERCENT = 2;
/**
 * How long after the 60-second window the mock still executes: the panel's countdown starts when the offers arrive,
 * a round trip after the server's window opened, and executes at its own zero.
 */
export const TRADE_EXECUTE_GRACE_S = 5;
export const MONEY_CURRENCY_CODES = ['Toman', 'RIAL', 'IRR', 'TOMAN'] as const;
export const GOLD_CURRENCY_CODES = ['GOLD_18K', 'GOLD_18k', 'Gold', 'GOLD'] as const;

// Price alerts (the mock's extension; neither spec names them)
/** Alerts a customer may have waiting at once; fired ones are kept apart (PRICE_ALERTS_FIRED_KEPT). */
export const PRICE_ALERTS_MAX = 10;
/** Fired alerts kept listed per customer: the oldest goes when another fires. */
export const PRICE_ALERTS_FIRED_KEPT = 10;
/** `above`: at or above the target; `below`: at or below it. */
export const PRICE_ALERT_DIRECTIONS = ['above', 'below'] as const;
/** The highest target, in Toman per gram: far above any price, and a typo of a few extra zeros is refused. */
export const PRICE_ALERT_TARGET_MAX = 999_999_999_999;
