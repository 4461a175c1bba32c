import { describe, expect, it, vi } from 'vitest';
import { ibanFromBban } from '@gold/contracts/rules/iban';
import { manualClock, seededRandom } from '../clock';
import { testConfig } from '../config';
import { seedState } from '../store/seed';
import { Store } from '../store/store';
import { autoApprove, decide, listPending } from './approvals';
import { createBankAccount, updateBankAccount } from './bank-accounts';
import { silentRealtime, type DomainContext } from './context';
import { requestChange } from './kyc';
import { kycLevelOf } from './users';

const MINUTE = 60_000;

function context(autoApproveMs: number) {
  const clock = manualClock();
  const toUser = vi.fn();
  const ctx: DomainContext = {
    store: new Store(seedState(1, clock.now())),
    clock,
    random: seededRandom(1),
    config: testConfig({ autoApproveMs }),
    realtime: { ...silentRealtime, toUser },
  };
  // Demo account 3: KYC level 0, no bank account.
  const user = ctx.store.state.users[2];
  return { ctx, clock, toUser, userId: user.id, mobile: user.mobile };
}

const account = (bankCode = '012', bankName = 'بانک ملت') => ({
  accountNumber: '1234567890',
  iban: ibanFromBban(`${bankCode}0000000001234567890`),
  ownerName: 'هر نامی',
  bankName,
  bankCode,
});

const userOf = (ctx: DomainContext, id: string) => ctx.store.state.users.find((u) => u.id === id)!;

describe('listPending', () => {
  it('lists pending bank accounts and change requests oldest first, with the mobile and a Persian summary', () => {
    const { ctx, clock, userId, mobile } = context(0);
    const name = requestChange(ctx, userId, 'name', 'مریم احمدی‌نژاد');
    clock.advance(MINUTE);
    const bank = createBankAccount(ctx, userId, account());
    clock.advance(MINUTE);
    const birthdate = requestChange(ctx, userId, 'birthdate', '1370/1/5');
    expect(listPending(ctx.store.state)).toEqual([
      {
        kind: 'name-change',
        id: name.id,
        mobile,
        summary: 'مریم احمدی: تغییر نام به «مریم احمدی‌نژاد»',
        createdAt: name.createdAt,
      },
      {
        kind: 'bank-account',
        id: bank.id,
        mobile,
        summary: `مریم احمدی: حساب بانک ملت با شبای ${bank.iban}`,
        createdAt: bank.createdAt,
      },
      {
        kind: 'birthdate-change',
        id: birthdate.id,
        mobile,
        summary: 'مریم احمدی: تغییر تاریخ تولد به «1370/01/05»',
        createdAt: birthdate.createdAt,
      },
    ]);
    decide(ctx, 'name-change', name.id, 'reject');
    expect(listPending(ctx.store.state).map((i) => i.id)).toEqual([bank.id, birthdate.id]);
  });
});

describe('decide', () => {
  it('raises the derived KYC level as the verifications are approved', () => {
    const { ctx, userId } = context(0);
    const level = () => kycLevelOf(ctx.store.state, userOf(ctx, userId));
    decide(ctx, 'national-id-change', requestChange(ctx, userId, 'national-id', '0013542419').id, 'approve');
    expect(level()).toBe(0);
    decide(ctx, 'birthdate-change', requestChange(ctx, userId, 'birthdate', '1369/11/22').id, 'approve');
    expect(level()).toBe(1);
    decide(ctx, 'bank-account', createBankAccount(ctx, userId, account()).id, 'approve');
    expect(level()).toBe(2);
    expect(userOf(ctx, userId)).toMatchObject({ nationalId: '0013542419', birthdate: '1369/11/22' });
  });

  it('notifies each decision as kyc: approved high, rejected medium with the note', () => {
    const { ctx, toUser, userId } = context(0);
    decide(ctx, 'name-change', requestChange(ctx, userId, 'name', 'نام تازه').id, 'approve');
    decide(ctx, 'bank-account', createBankAccount(ctx, userId, account()).id, 'reject', 'نام صاحب حساب همخوان نیست');
    const pushed = toUser.mock.calls.map(([id, event, n]) => ({
      id,
      event,
      type: n.type,
      priority: n.priority,
      title: n.title,
      message: n.message,
    }));
    expect(pushed).toEqual([
      {
        id: userId,
        event: 'notification',
        type: 'kyc',
        priority: 'high',
        title: 'تغییر نام تأیید شد',
        message: 'نام شما به «نام تازه» تغییر کرد.',
      },
      {
        id: userId,
        event: 'notification',
        type: 'kyc',
        priority: 'medium',
        title: 'حساب بانکی شما تأیید نشد',
        message: expect.stringContaining('توضیح: نام صاحب حساب همخوان نیست'),
      },
    ]);
  });

  it('refuses an unknown kind or id with 404 and a second decision with 409, changing nothing', () => {
    const { ctx, userId } = context(0);
    const request = requestChange(ctx, userId, 'name', 'نام تازه');
    for (const [kind, id] of [
      ['salary', request.id],
      ['deposit', request.id],
      ['national-id-change', request.id],
      ['name-change', 'missing'],
    ]) {
      expect(() => decide(ctx, kind, id, 'approve'), kind).toThrow(expect.objectContaining({ status: 404, code: 'NOT_FOUND' }));
    }
    decide(ctx, 'name-change', request.id, 'reject');
    const before = ctx.store.state;
    expect(() => decide(ctx, 'name-change', request.id, 'approve')).toThrow(expect.objectContaining({ status: 409 }));
    expect(ctx.store.state).toBe(before);
    expect(userOf(ctx, userId).name).toBe('مریم احمدی');
  });
});

describe('autoApprove', () => {
  it('approves what has waited at least MOCK_AUTO_APPROVE_MS, on the injected clock', () => {
    const { ctx, clock, toUser, userId } = context(5 * MINUTE);
    const name = requestChange(ctx, userId, 'name', 'نام تازه');
    clock.advance(MINUTE);
    const bank = createBankAccount(ctx, userId, account());

    clock.advance(4 * MINUTE - 1);
    expect(autoApprove(ctx)).toBe(0);
    expect(listPending(ctx.store.state)).toHaveLength(2);

    clock.advance(1);
    expect(autoApprove(ctx)).toBe(1);
    expect(userOf(ctx, userId).name).toBe('نام تازه');
    expect(listPending(ctx.store.state).map((i) => i.id)).toEqual([bank.id]);

    clock.advance(MINUTE);
    expect(autoApprove(ctx)).toBe(1);
    expect(ctx.store.state.bankAccounts.find((a) => a.id === bank.id)).toMatchObject({ status: 'verified', verifiedBy: 'admin' });
    expect(ctx.store.state.changeRequests.find((r) => r.id === name.id)?.status).toBe('approved');
    expect(toUser).toHaveBeenCalledTimes(2);
    expect(autoApprove(ctx)).toBe(0);
  });

  it('lets an edited bank account wait again from its edit', () => {
    const { ctx, clock, userId } = context(5 * MINUTE);
    const bank = createBankAccount(ctx, userId, account());
    clock.advance(4 * MINUTE);
    updateBankAccount(ctx, userId, bank.id, account('056', 'بانک سامان'));
    clock.advance(2 * MINUTE);
    expect(autoApprove(ctx)).toBe(0);
    clock.advance(3 * MINUTE);
    expect(autoApprove(ctx)).toBe(1);
  });

  it('does nothing with the setting at 0', () => {
    const { ctx, clock, userId } = context(0);
    requestChange(ctx, userId, 'name', 'نام تازه');
    clock.advance(365 * 24 * 60 * MINUTE);
    expect(autoApprove(ctx)).toBe(0);
    expect(listPending(ctx.store.state)).toHaveLength(1);
  });
});
