import type { Notification, NotificationType, Priority } from '@gold/contracts/notifications';
import type { PriceUpdateEvent } from '@gold/contracts/prices';
import type { WalletUpdateEvent } from '@gold/contracts/wallets';
import { formatToman } from '../../../shared/lib/format';
import { LOCAL_ID_PREFIX } from './notification-cache';

/**
 * Spec 1 section 4, "Realtime notification creation": which notification a realtime event makes in the
 * browser. Only wallet-update is wired (use-notifications-realtime.ts); the server already sends KYC,
 * ticket and trade notifications as `notification` events, and a price tick every few seconds would
 * flood the list, so those rules are kept here, tested, for a provider that sends such events.
 */
export type RealtimeSource =
  | { kind: 'wallet-update'; event: WalletUpdateEvent }
  | { kind: 'price-update'; event: PriceUpdateEvent }
  | { kind: 'kyc'; status: string; message?: string }
  | { kind: 'ticket'; status: string; message?: string }
  | { kind: 'trade-execution'; status: string; message?: string };

type Draft = { type: NotificationType; title: string; message: string; priority: Priority };

const TRANSACTION_STATUS: Record<string, string> = {
  completed: 'انجام شد',
  pending: 'در انتظار بررسی',
  approved: 'تأیید شد',
  rejected: 'رد شد',
  failed: 'ناموفق بود',
};

function amountText(amount: number | string | undefined): string | null {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return typeof value === 'number' && Number.isFinite(value) ? `${formatToman(Math.abs(value))} تومان` : null;
}

/** The notification a realtime event stands for, or null when the rules make none. */
export function draftFromRealtime(source: RealtimeSource): Draft | null {
  switch (source.kind) {
    case 'wallet-update': {
      const { type, amount, status } = source.event;
      if (type !== 'transaction') return null;
      const money = amountText(amount);
      const parts = [money && `مبلغ ${money}`, status && (TRANSACTION_STATUS[status] ?? status)].filter(Boolean);
      return {
        type: 'transaction',
        title: 'تراکنش جدید',
        message: parts.length ? parts.join('، ') : 'کیف پول شما به‌روزرسانی شد',
        priority: status === 'completed' ? 'medium' : 'low',
      };
    }
    case 'price-update':
      return {
        type: 'system',
        title: 'بروزرسانی قیمت',
        message: `قیمت خرید هر گرم طلا: ${formatToman(source.event.local)} تومان`,
        priority: 'low',
      };
    case 'kyc':
      return {
        type: 'kyc',
        title: 'وضعیت احراز هویت',
        message: source.message ?? (source.status === 'approved' ? 'احراز هویت شما تأیید شد' : 'وضعیت احراز هویت شما تغییر کرد'),
        priority: source.status === 'approved' ? 'high' : 'medium',
      };
    case 'ticket':
      return {
        type: 'ticket',
        title: 'به‌روزرسانی تیکت',
        message: source.message ?? (source.status === 'open' ? 'تیکت شما باز است' : 'وضعیت تیکت شما تغییر کرد'),
        priority: source.status === 'open' ? 'medium' : 'low',
      };
    case 'trade-execution':
      return {
        type: 'trade_execution',
        title: 'اجرای معامله',
        // Anything but completed shows as in progress (spec 2).
        message: source.message ?? (source.status === 'completed' ? 'معامله شما انجام شد' : 'معامله شما در حال انجام است'),
        priority: source.status === 'completed' ? 'high' : 'medium',
      };
  }
}

let sequence = 0;

/** The draft as an unread notification that lives in the browser only. */
export function notificationFromRealtime(source: RealtimeSource, now: Date = new Date()): Notification | null {
  const draft = draftFromRealtime(source);
  if (!draft) return null;
  sequence += 1;
  return { ...draft, id: `${LOCAL_ID_PREFIX}${now.getTime()}-${sequence}`, data: null, read: false, createdAt: now.toISOString() };
}
