import { describe, expect, it } from 'vitest';
import { draftFromRealtime, notificationFromRealtime, type RealtimeSource } from './creation-rules';
import { isLocalNotification } from './notification-cache';

const wallet = (extra: { type?: string; amount?: number; status?: string }) =>
  ({ kind: 'wallet-update', event: { walletId: 'w1', balance: 1, availableBalance: 1, frozenAmount: 0, currency: 'Toman', ...extra } }) as const;

describe('draftFromRealtime (spec 1 section 4)', () => {
  it('a completed wallet transaction: تراکنش جدید, medium', () => {
    expect(draftFromRealtime(wallet({ type: 'transaction', amount: 500_000, status: 'completed' }))).toEqual({
      type: 'transaction',
      title: 'تراکنش جدید',
      message: 'مبلغ ۵۰۰٬۰۰۰ تومان، انجام شد',
      priority: 'medium',
    });
  });

  it.each(['pending', 'rejected', undefined])('a wallet transaction %s: low', (status) => {
    const draft = draftFromRealtime(wallet({ type: 'transaction', amount: -20_000, status }));
    expect(draft).toMatchObject({ type: 'transaction', title: 'تراکنش جدید', priority: 'low' });
    expect(draft?.message).toContain('۲۰٬۰۰۰ تومان');
  });

  it('a wallet transaction without amount or status still says something', () => {
    expect(draftFromRealtime(wallet({ type: 'transaction' }))?.message).toBe('کیف پول شما به‌روزرسانی شد');
  });

  it('an unknown transaction status is shown as sent', () => {
    expect(draftFromRealtime(wallet({ type: 'transaction', status: 'on_hold' }))?.message).toBe('on_hold');
  });

  it.each([undefined, 'balance', 'deposit'])('a wallet update of type %s makes none', (type) => {
    expect(draftFromRealtime(wallet({ type, status: 'completed' }))).toBeNull();
  });

  it('a price update: بروزرسانی قیمت, system, low', () => {
    expect(draftFromRealtime({ kind: 'price-update', event: { local: 3_100_000 } })).toEqual({
      type: 'system',
      title: 'بروزرسانی قیمت',
      message: 'قیمت خرید هر گرم طلا: ۳٬۱۰۰٬۰۰۰ تومان',
      priority: 'low',
    });
  });

  it.each([
    [{ kind: 'kyc', status: 'approved' }, 'kyc', 'high'],
    [{ kind: 'kyc', status: 'rejected' }, 'kyc', 'medium'],
    [{ kind: 'kyc', status: 'pending' }, 'kyc', 'medium'],
    [{ kind: 'ticket', status: 'open' }, 'ticket', 'medium'],
    [{ kind: 'ticket', status: 'in_progress' }, 'ticket', 'low'],
    [{ kind: 'ticket', status: 'closed' }, 'ticket', 'low'],
    [{ kind: 'trade-execution', status: 'completed' }, 'trade_execution', 'high'],
    [{ kind: 'trade-execution', status: 'pending' }, 'trade_execution', 'medium'],
    [{ kind: 'trade-execution', status: 'cancelled' }, 'trade_execution', 'medium'],
  ] as [RealtimeSource, string, string][])('%o gives %s with priority %s', (source, type, priority) => {
    expect(draftFromRealtime(source)).toMatchObject({ type, priority });
  });

  it('a trade that is not completed reads as in progress; a message sent along wins', () => {
    expect(draftFromRealtime({ kind: 'trade-execution', status: 'pending' })?.message).toBe('معامله شما در حال انجام است');
    expect(draftFromRealtime({ kind: 'ticket', status: 'open', message: 'پاسخ جدید' })?.message).toBe('پاسخ جدید');
  });
});

describe('notificationFromRealtime', () => {
  const now = new Date('2025-02-01T08:00:00.000Z');

  it('makes an unread local notification dated now', () => {
    const n = notificationFromRealtime(wallet({ type: 'transaction', status: 'completed' }), now);
    expect(n).toMatchObject({ type: 'transaction', read: false, createdAt: '2025-02-01T08:00:00.000Z', data: null });
    expect(isLocalNotification(n!.id)).toBe(true);
  });

  it('gives each one its own id', () => {
    const a = notificationFromRealtime({ kind: 'kyc', status: 'approved' }, now);
    const b = notificationFromRealtime({ kind: 'kyc', status: 'approved' }, now);
    expect(a!.id).not.toBe(b!.id);
  });

  it('makes none where the rules make none', () => {
    expect(notificationFromRealtime(wallet({}), now)).toBeNull();
  });
});
