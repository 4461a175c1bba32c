import type { ControlCreateUserRequest, ControlUpdateUserRequest } from '@gold/contracts/control';
import type { Notification, NotificationType, Priority } from '@gold/contracts/notifications';
import type { User } from '@gold/contracts/profile';
import { normalizePhone } from '@gold/contracts/rules/phone';
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../store/password-hash';
import { createFaker, depositReferenceFor, makeCardNumber, makeIban, makeNationalId, newWallet } from '../store/seed';
import type { State, UserRecord, WalletCode } from '../store/state';
import { IRANIAN_BANKS } from './banks';
import type { DomainContext } from './context';
import { DomainError, notFound } from './errors';
import { createNotification } from './notifications';
import { findUserByMobile, toPublicUser } from './users';

/** Sets the verifications behind a KYC level: the level itself is always derived from them. */
function applyKycLevel(ctx: DomainContext, draft: State, user: UserRecord, level: 0 | 1 | 2): void {
  const faker = createFaker(Math.floor(ctx.random.next() * 2 ** 31));
  const identity = level >= 1;
  if (identity) {
    user.nationalId ??= makeNationalId(faker);
    user.birthdate ??= '1370/06/15';
  }
  user.nationalIdVerified = identity;
  user.birthdateVerified = identity;
  const accounts = draft.bankAccounts.filter((a) => a.userId === user.id);
  if (level < 2) {
    for (const a of accounts) if (a.status === 'verified') a.status = 'pending';
  } else if (!accounts.some((a) => a.status === 'verified')) {
    const bank = IRANIAN_BANKS[1];
    const now = ctx.clock.now().toISOString();
    draft.bankAccounts.push({
      id: randomUUID(),
      userId: user.id,
      bankName: bank.name,
      bankCode: bank.code,
      accountNumber: faker.string.numeric({ length: 13, allowLeadingZeros: false }),
      iban: makeIban(faker, bank.code),
      cardNumber: makeCardNumber(faker, bank.cardPrefix),
      ownerName: user.name,
      status: 'verified',
      verifiedBy: 'admin',
      verifiedAt: now,
      createdAt: now,
    });
  }
}

export function createUser(ctx: DomainContext, input: ControlCreateUserRequest): User {
  return ctx.store.mutate((draft) => {
    const mobile = normalizePhone(input.mobile);
    if (findUserByMobile(draft, mobile))
      throw new DomainError(409, 'MOBILE_ALREADY_REGISTERED', 'این شماره موبایل قبلاً ثبت شده است');
    const id = randomUUID();
    const user: UserRecord = {
      id,
      mobile,
      name: input.name,
      passwordHash: hashPassword(input.password),
      nationalId: null,
      nationalIdVerified: false,
      birthdate: null,
      birthdateVerified: false,
      isActive: input.isActive ?? true,
      isVerified: input.isVerified ?? true,
      restricted: input.restricted ?? false,
      email: input.email ?? null,
      depositReferenceId: depositReferenceFor(id),
      fcmTokens: [],
      createdAt: ctx.clock.now().toISOString(),
    };
    draft.users.push(user);
    draft.wallets.push(
      newWallet(randomUUID(), id, 'TOMAN', input.balances?.toman ?? 0),
      newWallet(randomUUID(), id, 'GOLD_18K', input.balances?.gold ?? 0),
    );
    applyKycLevel(ctx, draft, user, input.kycLevel ?? 0);
    return toPublicUser(user);
  });
}

export function updateUser(ctx: DomainContext, mobile: string, input: ControlUpdateUserRequest): User {
  return ctx.store.mutate((draft) => {
    const user = findUserByMobile(draft, mobile);
    if (!user) throw notFound('کاربر');
    if (input.isActive !== undefined) user.isActive = input.isActive;
    if (input.isVerified !== undefined) user.isVerified = input.isVerified;
    if (input.restricted !== undefined) user.restricted = input.restricted;
    if (input.kycLevel !== undefined) applyKycLevel(ctx, draft, user, input.kycLevel);
    return toPublicUser(user);
  });
}

export function creditWallet(ctx: DomainContext, mobile: string, code: WalletCode, amount: number) {
  return ctx.store.mutate((draft) => {
    const user = findUserByMobile(draft, mobile);
    if (!user) throw notFound('کاربر');
    const wallet = draft.wallets.find((w) => w.userId === user.id && w.code === code);
    if (!wallet) throw notFound('کیف پول');
    wallet.balance =
      code === 'GOLD_18K' ? Math.round((wallet.balance + amount) * 1000) / 1000 : wallet.balance + Math.round(amount);
    return { ...wallet };
  });
}

/** A notification from the control API: stored, then pushed to the user's room. */
export function notifyUser(
  ctx: DomainContext,
  mobile: string,
  input: { type: NotificationType; title: string; message: string; priority?: Priority },
): Notification {
  return ctx.store.mutate((draft) => {
    const user = findUserByMobile(draft, mobile);
    if (!user) throw notFound('کاربر');
    return createNotification(ctx, draft, user.id, { ...input, priority: input.priority ?? 'medium' });
  });
}
