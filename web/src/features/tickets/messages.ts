import { errorMessage } from '@gold/contracts/errors';
import { TICKET_TEXT_MAX } from '@gold/contracts/constants';
import type { TicketCategory, TicketMessageType, TicketPriority, TicketStatus } from '@gold/contracts/tickets';
import { formatToman } from '../../shared/lib/format';

/** Spec 2 sections 2, 5 and 8 for the support screen, in Persian. */
export const TICKETS_TEXT = {
  pageTitle: 'پشتیبانی',
  refresh: 'بروزرسانی',
  newTicket: 'تیکت جدید',
  retry: 'تلاش دوباره',
  cancel: 'انصراف',

  // Stats and the filter
  statsLabel: 'خلاصه تیکت‌ها',
  status: { open: 'باز', in_progress: 'در حال بررسی', resolved: 'حل‌شده', closed: 'بسته‌شده' } satisfies Record<
    TicketStatus,
    string
  >,
  filterLabel: 'نمایش تیکت‌ها بر اساس وضعیت',
  all: 'همه',

  // The list
  listLabel: 'فهرست تیکت‌ها',
  pagination: 'صفحه‌بندی تیکت‌ها',
  loading: 'در حال دریافت تیکت‌ها',
  loadFailed: 'خطا در دریافت تیکت‌ها',
  empty: 'هنوز تیکتی ثبت نکرده‌اید',
  emptyHint: 'اگر پرسشی دارید یا به مشکلی برخوردید، یک تیکت ثبت کنید؛ کارشناسان پشتیبانی در اولین فرصت پاسخ می‌دهند.',
  emptyFiltered: (status: string) => `تیکتی با وضعیت «${status}» ندارید`,
  showAll: 'نمایش همه تیکت‌ها',

  // A ticket
  ticketNumber: 'شماره تیکت',
  priority: { low: 'کم', medium: 'متوسط', high: 'زیاد', urgent: 'فوری' } satisfies Record<TicketPriority, string>,
  priorityBadge: (priority: string) => `اولویت ${priority}`,
  category: {
    general: 'عمومی',
    technical: 'فنی',
    billing: 'مالی',
    trading: 'معاملات',
    wallet: 'کیف پول',
    kyc: 'احراز هویت',
  } satisfies Record<TicketCategory, string>,
  categoryLabel: 'دسته‌بندی',
  createdAt: 'تاریخ ثبت',
  updatedAt: 'آخرین به‌روزرسانی',
  messageCount: (count: number) => (count === 0 ? 'بدون پیام' : `${formatToman(count)} پیام`),
  viewDetails: 'مشاهده جزئیات',

  // The create dialog
  createTitle: 'ثبت تیکت جدید',
  title: 'عنوان',
  description: 'شرح درخواست',
  descriptionHint: 'مشکل یا پرسش خود را با جزئیات بنویسید.',
  priorityField: 'اولویت',
  submit: 'ثبت تیکت',
  fillRequired: errorMessage('TICKET_FIELDS_REQUIRED'),
  created: 'تیکت شما ثبت شد',
  createFailed: 'خطا در ایجاد تیکت',

  // The detail dialog
  detailTitle: 'جزئیات تیکت',
  detailLoading: 'در حال دریافت تیکت',
  detailFailed: 'خطا در دریافت تیکت',
  conversation: 'گفتگو',
  author: { user: 'شما', admin: 'کارشناس پشتیبانی', system: 'پیام سیستم' } satisfies Record<TicketMessageType, string>,
  reply: 'پاسخ شما',
  replyHint: 'برای ارسال، Ctrl+Enter را هم می‌توانید بزنید.',
  send: 'ارسال پیام',
  sendFailed: 'خطا در ارسال پیام',
  closedNote: errorMessage('TICKET_CLOSED'),
  closeTicket: 'بستن تیکت',
  closeConfirmTitle: 'این تیکت بسته شود؟',
  closeConfirmText:
    'پس از بستن، دیگر نمی‌توانید در این تیکت پیامی بفرستید. اگر باز هم به کمک نیاز داشتید، یک تیکت تازه ثبت کنید.',
  closeConfirm: 'بله، بسته شود',
  closed: 'تیکت بسته شد',
  closeFailed: 'خطا در بستن تیکت',

  // Counters
  counter: (length: number, max: number) => `${formatToman(length)} / ${formatToman(max)}`,
  nearLimit: (left: number) => `کمتر از ${formatToman(left)} نویسه تا سقف مجاز مانده است`,
  atLimit: (max: number) => `به سقف ${formatToman(max)} نویسه رسیدید`,
} as const;

/** The text counters speak only here: within this many characters of the limit, and at it. */
export const COUNTER_WARNING = 100;
export const REPLY_MAX = TICKET_TEXT_MAX;
