import { formatDigits } from '../../shared/lib/format';

/** Spec 2 sections 2, 5 and 8 for the notifications page and the header bell, in Persian. */
export const NOTIFICATIONS_TEXT = {
  pageTitle: 'اعلان‌ها',
  loading: 'در حال بارگذاری اعلان‌ها',
  error: 'دریافت اعلان‌ها ممکن نشد',
  retry: 'تلاش دوباره',

  // The bell
  recent: 'اعلان‌های اخیر',
  none: 'اعلانی وجود ندارد',
  viewAll: 'مشاهده همه',
  unread: (count: number) => `${formatDigits(count)} اعلان خوانده‌نشده`,

  // A notification
  untitled: 'اعلان',
  newBadge: 'جدید',
  noTitle: 'بدون عنوان',
  delete: (title: string) => `حذف اعلان: ${title}`,

  // The page
  stats: { all: 'کل اعلان‌ها', unread: 'خوانده‌نشده', transaction: 'تراکنش‌ها', ticket: 'تیکت‌ها' },
  search: 'جستجو در اعلان‌ها',
  searchPlaceholder: 'عنوان یا متن اعلان',
  refresh: 'بارگذاری مجدد',
  markAll: 'خواندن همه',
  tabsLabel: 'دسته‌بندی اعلان‌ها',
  listLabel: 'فهرست اعلان‌ها',
  empty: 'اعلانی یافت نشد',
  more: 'نمایش موارد بیشتر',
  moreError: 'دریافت موارد بیشتر ممکن نشد',
} as const;
