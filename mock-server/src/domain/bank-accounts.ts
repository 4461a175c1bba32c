import type { Bank, BankAccount } from '@gold/contracts/bank-accounts';
import { MAX_BANK_ACCOUNTS } from '@gold/contracts/constants';
import { randomUUID } from 'node:crypto';
import type { BankAccountRecord, State } from '../store/state';
import { IRANIAN_BANKS } from './banks';
import type { DomainContext } from './context';
import { DomainError, notFound } from './errors';
import { requireUser } from './users';

/** What POST and PATCH /bank-accounts carry, after the contract's parsing. */
export type BankAccountFields = {
  accountNumber: string;
  iban: string;
  ownerName: string;
  bankName: string;
  bankCode: string;
  cardNumber?: string | null;
};

export const toPublicBankAccount = (a: BankAccountRecord): BankAccount => ({
  id: a.id,
  bankName: a.bankName,
  bankCode: a.bankCode,
  accountNumber: a.accountNumber,
  iban: a.iban,
  cardNumber: a.cardNumber,
  ownerName: a.ownerName,
  status: a.status,
  verifiedBy: a.verifiedBy,
  verifiedAt: a.verifiedAt,
  createdAt: a.createdAt,
});

export const listBanks = (): Bank[] => IRANIAN_BANKS.map(({ code, name, englishName }) => ({ code, name, englishName }));

export const listBankAccounts = (state: Readonly<State>, userId: string): BankAccount[] =>
  state.bankAccounts.filter((a) => a.userId === userId).map(toPublicBankAccount);

/** The bank must be in the catalogue, named by its Persian or English name; the catalogue's Persian name is kept. */
function catalogueBank(fields: BankAccountFields) {
  const bank = IRANIAN_BANKS.find((b) => b.code === fields.bankCode);
  if (!bank || (fields.bankName !== bank.name && fields.bankName !== bank.englishName)) {
    throw new DomainError(400, 'VALIDATION_ERROR', 'بانک انتخاب‌شده در فهرست بانک‌ها نیست');
  }
  return bank;
}

/** The stored fields for a create or an edit: (back) to pending, since every change needs a fresh approval. */
function fieldsFor(fields: BankAccountFields, ownerName: string) {
  const bank = catalogueBank(fields);
  return {
    bankName: bank.name,
    bankCode: bank.code,
    accountNumber: fields.accountNumber,
    iban: fields.iban,
    cardNumber: fields.cardNumber ? fields.cardNumber.replace(/\D/g, '') : null,
    // Accounts must be in the customer's own name, whatever the form sent.
    ownerName,
    status: 'pending',
    verifiedBy: null,
    verifiedAt: null,
  } satisfies Partial<BankAccountRecord>;
}

export function createBankAccount(ctx: DomainContext, userId: string, fields: BankAccountFields): BankAccount {
  return ctx.store.mutate((draft) => {
    const user = requireUser(draft, userId);
    if (draft.bankAccounts.filter((a) => a.userId === userId).length >= MAX_BANK_ACCOUNTS) {
      throw new DomainError(
        400,
        'BANK_ACCOUNT_LIMIT',
        `حداکثر ${MAX_BANK_ACCOUNTS.toLocaleString('fa-IR')} حساب بانکی می‌توانید ثبت کنید`,
      );
    }
    const account: BankAccountRecord = {
      id: randomUUID(),
      userId,
      ...fieldsFor(fields, user.name),
      createdAt: ctx.clock.now().toISOString(),
    };
    draft.bankAccounts.push(account);
    return toPublicBankAccount(account);
  });
}

export function updateBankAccount(ctx: DomainContext, userId: string, id: string, fields: BankAccountFields): BankAccount {
  return ctx.store.mutate((draft) => {
    const user = requireUser(draft, userId);
    const account = draft.bankAccounts.find((a) => a.id === id && a.userId === userId);
    if (!account) throw notFound('حساب بانکی');
    Object.assign(account, fieldsFor(fields, user.name), { updatedAt: ctx.clock.now().toISOString() });
    return toPublicBankAccount(account);
  });
}

export function deleteBankAccount(ctx: DomainContext, userId: string, id: string): void {
  ctx.store.mutate((draft) => {
    const index = draft.bankAccounts.findIndex((a) => a.id === id && a.userId === userId);
    if (index < 0) throw notFound('حساب بانکی');
    draft.bankAccounts.splice(index, 1);
  });
}
