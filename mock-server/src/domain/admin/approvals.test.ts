import { afterEach, describe, expect, it } from 'vitest';
import { ibanFromBban } from '@gold/contracts/rules/iban';
import type { Db } from '../../db/tx';
import { domainContext, MOBILES } from '../../test-utils';
import { autoApprove, decide, listPending, type Decision } from './approvals';
import { createBankAccount, findBankAccount, updateBankAccount, type BankAccountFields } from '../bank-accounts/bank-accounts';
import type { DomainContext } from '../shared/context';
import { requestChange } from '../kyc/kyc';
import { findUserByMobile, kycLevelOf, requireUser } from '../auth/users';

const MINUTE = 60_000;

let open: Db | null = null;
afterEach(() => open?.close());

function context(autoApproveMs: number) {
  const { ctx, db, clock, realtime } = domainContext({ autoApproveMs });
  open = db;
  // Demo account 3: KYC level 0, no bank account.
  const user = findUserByMobile(db, MOBILES.kyc0)!;
  return {
    ctx,
    clock,
    toUser: realtime.toUser,
    userId: user.id,
    mobile: user.mobile,
    change: (kind: 'name' | 'national-id' | 'birthdate', value: string) => db.write((tx) => requestChange(ctx, tx, user.id, kind, value)),
    bank: (fields: BankAccountFields) => db.write((tx) => createBankAccount(ctx, tx, user.id, fields)),
    decide: (kind: string, id: string, decision: Decision, note?: string) =>
      db.write((tx) => decide(ctx, tx, kind, id, decision, note)),
  };
}

const account = (bankCode = '012', bankName = 'بانک ملت') => ({
  accountNumber: '1234567890',
  iban: ibanFromBban(`${bankCode}0000000001234567890`),
  ownerName: 'هر نامی',
  bankName,
  bankCode,
});

const userOf = (ctx: DomainContext, id: string) => requireUser(ctx.db, id);

describe('listPending', () => {
  it('lists pending bank accounts and change requests oldest first, with the mobile and a Persian summary', () => {
    const { ctx, clock, mobile, change, bank: addBank, decide } = context(0);
    const name = change('name', 'مریم احمدی‌نژاد');
    clock.advance(MINUTE);
    const bank = addBank(account());
    clock.advance(MINUTE);
    const birthdate = change('birthdate', '1370/1/5');
    expect(listPending(ctx.db)).toEqual([
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
    decide('name-change', name.id, 'reject');
    expect(listPending(ctx.db).map((i) => i.id)).toEqual([bank.id, birthdate.id]);
  });
});

describe('decide', () => {
  it('raises the derived KYC level as the verifications are approved', () => {
    const { ctx, userId, change, bank, decide } = context(0);
    const level = () => kycLevelOf(ctx.db, userOf(ctx, userId));
    decide('national-id-change', change('national-id', '0013542419').id, 'approve');
    expect(level()).toBe(0);
    decide('birthdate-change', change('birthdate', '1369/11/22').id, 'approve');
    expect(level()).toBe(1);
    decide('bank-account', bank(account()).id, 'approve');
    expect(level()).toBe(2);
    expect(userOf(ctx, userId)).toMatchObject({ nationalId: '0013542419', birthdate: '1369/11/22' });
  });

  it('notifies each decision as kyc: approved high, rejected medium with the note', () => {
    const { toUser, userId, change, bank, decide } = context(0);
    decide('name-change', change('name', 'نام تازه').id, 'approve');
    decide('bank-account', bank(account()).id, 'reject', 'نام صاحب حساب همخوان نیست');
    const pushed = toUser.mock.calls.map(([id, event, payload]) => ({ id, event, n: payload as Record<string, unknown> })).map(({ id, event, n }) => ({
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
    const { ctx, userId, change, decide } = context(0);
    const request = change('name', 'نام تازه');
    for (const [kind, id] of [
      ['salary', request.id],
      ['deposit', request.id],
      ['national-id-change', request.id],
      ['name-change', 'missing'],
    ]) {
      expect(() => decide(kind, id, 'approve'), kind).toThrow(expect.objectContaining({ status: 404, code: 'NOT_FOUND' }));
    }
    decide('name-change', request.id, 'reject');
    const notifications = () => ctx.db.get<{ n: number }>('SELECT count(*) AS n FROM notifications')!.n;
    const before = notifications();
    expect(() => decide('name-change', request.id, 'approve')).toThrow(
      expect.objectContaining({ status: 409, code: 'ALREADY_DECIDED' }),
    );
    expect(notifications()).toBe(before);
    expect(userOf(ctx, userId).name).toBe('مریم احمدی');
  });
});

describe('autoApprove', () => {
  it('approves what has waited at least MOCK_AUTO_APPROVE_MS, on the injected clock', () => {
    const { ctx, clock, toUser, userId, change, bank: addBank } = context(5 * MINUTE);
    const name = change('name', 'نام تازه');
    clock.advance(MINUTE);
    const bank = addBank(account());

    clock.advance(4 * MINUTE - 1);
    expect(autoApprove(ctx)).toBe(0);
    expect(listPending(ctx.db)).toHaveLength(2);

    clock.advance(1);
    expect(autoApprove(ctx)).toBe(1);
    expect(userOf(ctx, userId).name).toBe('نام تازه');
    expect(listPending(ctx.db).map((i) => i.id)).toEqual([bank.id]);

    clock.advance(MINUTE);
    expect(autoApprove(ctx)).toBe(1);
    expect(findBankAccount(ctx.db, bank.id)).toMatchObject({ status: 'verified', verifiedBy: 'admin' });
    expect(ctx.db.get('SELECT status FROM change_requests WHERE id = ?', name.id)).toEqual({ status: 'approved' });
    expect(toUser).toHaveBeenCalledTimes(2);
    expect(autoApprove(ctx)).toBe(0);
  });

  it('lets an edited bank account wait again from its edit', () => {
    const { ctx, clock, userId, bank: addBank } = context(5 * MINUTE);
    const bank = addBank(account());
    clock.advance(4 * MINUTE);
    ctx.db.write((tx) => updateBankAccount(ctx, tx, userId, bank.id, account('056', 'بانک سامان')));
    clock.advance(2 * MINUTE);
    expect(autoApprove(ctx)).toBe(0);
    clock.advance(3 * MINUTE);
    expect(autoApprove(ctx)).toBe(1);
  });

  it('does nothing with the setting at 0', () => {
    const { ctx, clock, change } = context(0);
    change('name', 'نام تازه');
    clock.advance(365 * 24 * 60 * MINUTE);
    expect(autoApprove(ctx)).toBe(0);
    expect(listPending(ctx.db)).toHaveLength(1);
  });
});
