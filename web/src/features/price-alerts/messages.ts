import { errorMessage } from '@gold/contracts/errors';
import type { AlertDirection, AlertSide } from '@gold/contracts/rules/price-alerts';
import type { ErrorCatalogue } from '../../shared/api/errors';

const SIDE = { buy: 'خرید', sell: 'فروش' } as const satisfies Record<AlertSide, string>;
const OR = { above: 'یا بیشتر', below: 'یا کمتر' } as const satisfies Record<AlertDirection, string>;

/** Price alerts, in Persian: "tell me when the buy price reaches …". */
export const PRICE_ALERTS_TEXT = {
  title: 'هشدارهای قیمت',
  open: 'هشدار قیمت',
  add: 'هشدار تازه',

  // The dialog
  dialogTitle: 'هشدار قیمت',
  intro: 'وقتی قیمت طلا به مبلغ دلخواه شما رسید، با اعلان خبرتان می‌کنیم؛ هر هشدار یک بار اعلام می‌شود.',
  side: 'کدام قیمت',
  sideName: { buy: 'قیمت خرید', sell: 'قیمت فروش' } as const satisfies Record<AlertSide, string>,
  target: 'قیمت هدف هر گرم',
  toman: 'تومان',
  currentPrice: (side: AlertSide, price: string) => `قیمت ${SIDE[side]} فعلی: ${price} تومان`,
  priceLoading: 'در حال دریافت قیمت لحظه‌ای',
  direction: 'خبرم کن وقتی قیمت',
  directionName: { above: 'به این مبلغ یا بیشتر رسید', below: 'به این مبلغ یا کمتر رسید' } as const satisfies Record<
    AlertDirection,
    string
  >,
  /** The whole alert as one sentence, read back before it is set. */
  sentence: (side: AlertSide, direction: AlertDirection, price: string) =>
    `وقتی قیمت ${SIDE[side]} به ${price} تومان ${OR[direction]} رسید خبرتان می‌کنیم.`,
  submit: 'ثبت هشدار',
  cancel: 'انصراف',
  created: 'هشدار قیمت ثبت شد',

  // The form's checks
  targetRequired: 'قیمت هدف را بنویسید',
  targetPositive: 'قیمت هدف باید بیشتر از صفر باشد',
  targetTooLarge: 'این قیمت بیش از حد بزرگ است',
  atCurrentPrice: 'این همان قیمت فعلی است؛ مبلغی بالاتر یا پایین‌تر بنویسید',
  alreadyReached: (side: AlertSide, direction: AlertDirection, price: string) =>
    `قیمت ${SIDE[side]} همین حالا ${price} تومان است؛ برای «${OR[direction]}» مبلغی ${direction === 'above' ? 'بالاتر' : 'پایین‌تر'} از آن بنویسید`,
  limit: errorMessage('PRICE_ALERT_LIMIT'),

  // The list
  listLabel: 'فهرست هشدارهای قیمت',
  loading: 'در حال دریافت هشدارهای قیمت',
  loadFailed: 'خطا در دریافت هشدارهای قیمت',
  empty: 'هنوز هشدار قیمتی نگذاشته‌اید؛ وقتی قیمت به مبلغ دلخواهتان برسد، با اعلان خبرتان می‌کنیم.',
  activeCount: (count: string, max: string) => `${count} از ${max} هشدار در انتظار`,
  condition: (side: AlertSide, direction: AlertDirection, price: string) => `${SIDE[side]}: ${price} تومان ${OR[direction]}`,
  status: { active: 'در انتظار', fired: 'اعلام شد' },
  setAt: (when: string) => `ثبت: ${when}`,
  firedAt: (when: string, price: string) => `${when} با قیمت ${price} تومان اعلام شد`,
  remove: (condition: string) => `حذف هشدار ${condition}`,
  removed: 'هشدار قیمت حذف شد',

  createFailed: 'خطا در ثبت هشدار قیمت',
  removeFailed: 'خطا در حذف هشدار قیمت',
} as const;

export const PRICE_ALERTS_ERRORS = {
  remove: {
    byCode: { NOT_FOUND: 'این هشدار پیش‌تر حذف شده است' },
    server: PRICE_ALERTS_TEXT.removeFailed,
    fallback: PRICE_ALERTS_TEXT.removeFailed,
  },
} as const satisfies Record<string, ErrorCatalogue>;
