import type { ControlCreateUserRequest, ControlCreditRequest, ControlUpdateUserRequest } from '@gold/contracts/control';
import { gramsToMg } from '@gold/contracts/money';
import type { Notification, NotificationType, Priority } from '@gold/contracts/notifications';
import type { User } from '@gold/contracts/profile';
import { normalizePhone } from '@gold/contracts/rules/phone';
import { randomUUID } from 'node:crypto';
import type { Reader } from '../../db/database';
import type { Tx } from '../../db/tx';
import { notFound } from '../../errors';
import { walletOf, type AccountRecord } from '../../ledger/accounts';
import { fundFromOpening } from '../../ledger/transfers';
import { bankAccountsOf, insertBankAccount } from '../bank-accounts/bank-accounts';
import { IRANIAN_BANKS } from '../bank-accounts/banks';
import type { DomainContext } from '../shared/context';
import { createFaker, makeCardNumber, makeIban, makeNationalId } from '../shared/fake-data';
import { createNotification } from '../notifications/notifications';
import { hashPassword } from '../auth/password-hash';
import { createCustomer, dropSockets, findUserByMobile, mayListen, requireUser, toPublicUser, updateUser, type UserRecord } from '../auth/users';

/** Sets the verifications behind a KYC level: the level itself is always derived from them. */
export function applyKycLevel(ctx: DomainContext, tx: Tx, user: UserRecord, level: 0 | 1 | 2): void {
  const faker = createFaker(Math.floor(ctx.random.next() * 2 ** 31));
  const identity = level >= 1;
  updateUser(tx, user.id, {
    nationalId: identity ? (user.nationalId ?? makeNationalId(faker)) : user.nationalId,
    birthdate: identity ? (user.birthdate ?? '1370/06/15') : user.birthdate,
    nationalIdVerified: identity,
    birthdateVerified: identity,
  });
  const accounts = bankAccountsOf(tx, user.id);
  if (level < 2) {
    tx.run("UPDATE bank_accounts SET status = 'pending', verified_by = NULL, verified_at = NULL WHERE user_id = ? AND status = 'verified'", user.id);
  } else if (!accounts.some((a) => a.status === 'verified')) {
    const bank = IRANIAN_BANKS[1];
    const now = ctx.clock.now().toISOString();
    insertBankAccount(tx, {
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

/** A control-API credit: Toman whole, gold in grams. Answers the wallet with its new balance. */
export function credit(ctx: DomainContext, tx: Tx, user: UserRecord, request: ControlCreditRequest): AccountRecord {
  fundFromOpening(tx, {
    userId: user.id,
    currency: request.currency,
    amount: request.currency === 'TOMAN' ? request.amount : gramsToMg(request.amount),
    description: request.currency === 'TOMAN' ? 'واریز از کنسول نمایشی' : 'واریز طلا از کنسول نمایشی',
    at: ctx.clock.now().toISOString(),
  });
  return walletOf(tx, user.id, request.currency);
}

export async function createUser(ctx: DomainContext, input: ControlCreateUserRequest): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  return ctx.db.write((tx) => {
    const user = createCustomer(tx, {
      id: randomUUID(),
      mobile: normalizePhone(input.mobile),
      name: input.name,
      passwordHash,
      isActive: input.isActive,
      isVerified: input.isVerified,
      restricted: input.restricted,
      email: input.email ?? null,
      createdAt: ctx.clock.now().toISOString(),
    });
    applyKycLevel(ctx, tx, user, input.kycLevel ?? 0);
    if (input.balances?.toman) credit(ctx, tx, user, { currency: 'TOMAN', amount: input.balances.toman });
    if (input.balances?.gold) credit(ctx, tx, user, { currency: 'GOLD_18K', amount: input.balances.gold });
    return toPublicUser(requireUser(tx, user.id));
  });
}

export function requireUserByMobile(db: Reader, mobile: string): UserRecord {
  const user = findUserByMobile(db, mobile);
  if (!user) throw notFound('کاربر');
  return user;
}

/**
 * Changes an account's state. An account that may no longer listen (deactivated, restricted, unverified) loses its
 * live sockets once this commits; its tokens are then refused at every handshake and request.
 */
export function changeUser(ctx: DomainContext, tx: Tx, mobile: string, input: ControlUpdateUserRequest): User {
  const user = requireUserByMobile(tx, mobile);
  const updated = updateUser(tx, user.id, { isActive: input.isActive, isVerified: input.isVerified, restricted: input.restricted });
  if (input.kycLevel !== undefined) applyKycLevel(ctx, tx, updated, input.kycLevel);
  if (!mayListen(updated)) dropSockets(tx, user.id);
  return toPublicUser(requireUser(tx, user.id));
}

/** A notification from the control API: stored, then pushed to the user's room. */
export function notifyUser(
  ctx: DomainContext,
  tx: Tx,
  mobile: string,
  input: { type: NotificationType; title: string; message: string; priority?: Priority },
): Notification {
  const user = requireUserByMobile(tx, mobile);
  return createNotification(tx, user.id, { ...input, priority: input.priority ?? 'medium' }, ctx.clock.now().toISOString());
}

const GROW_BATCH = 2000;

/**
 * Adds history to one customer in bulk, through the same domain functions as single writes: `notifications` system
 * notifications and `transfers` small Toman credits. Committed in batches, yielding between them, so the server
 * keeps answering other requests.
 */
export async function grow(ctx: DomainContext, mobile: string, counts: { notifications?: number; transfers?: number }) {
  const done = { notifications: 0, transfers: 0 };
  const at = () => ctx.clock.now().toISOString();
  while (done.notifications < (counts.notifications ?? 0) || done.transfers < (counts.transfers ?? 0)) {
    ctx.db.write((tx) => {
      // Found again in each batch: a reset between batches replaced the customer.
      const user = requireUserByMobile(tx, mobile);
      for (let i = 0; i < GROW_BATCH && done.notifications < (counts.notifications ?? 0); i++, done.notifications++) {
        createNotification(
          tx,
          user.id,
          { type: 'system', priority: 'low', title: 'پیام آزمایشی', message: `پیام شماره ${(done.notifications + 1).toLocaleString('fa-IR')}` },
          at(),
        );
      }
      for (let i = 0; i < GROW_BATCH && done.transfers < (counts.transfers ?? 0); i++, done.transfers++) {
        fundFromOpening(tx, { userId: user.id, currency: 'TOMAN', amount: 1000, description: 'واریز آزمایشی', at: at() });
      }
    });
    await new Promise((resolve) => setImmediate(resolve));
  }
  return done;
}
