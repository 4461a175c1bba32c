import type { Bank, BankAccount } from '@gold/contracts/bank-accounts';
import { MAX_BANK_ACCOUNTS } from '@gold/contracts/constants';
import { ibanBankCode } from '@gold/contracts/rules/iban';
import { randomUUID } from 'node:crypto';
import type { Reader, Row } from '../../db/database';
import type { Tx } from '../../db/tx';
import { DomainError, notFound } from '../../errors';
import { IRANIAN_BANKS } from './banks';
import type { DomainContext } from '../shared/context';
import { requireUser } from '../auth/users';

/** What POST and PATCH /bank-accounts carry, after the contract's parsing. */
export type BankAccountFields = {
  accountNumber: string;
  iban: string;
  ownerName: string;
  bankName: string;
  bankCode: string;
  cardNumber?: string | null;
};

export type BankAccountRecord = {
  id: string;
  userId: string;
  bankName: string;
  bankCode: string;
  accountNumber: string;
  iban: string;
  cardNumber: string | null;
  ownerName: string;
  status: 'pending' | 'verified' | 'rejected';
  verifiedBy: string | null;
  verifiedAt: string | null;
  createdAt: string;
  /** Set by an edit, which sends the account back to pending: approval waits from here. */
  updatedAt: string | null;
};

type BankAccountRow = Row & {
  id: string;
  user_id: string;
  bank_name: string;
  bank_code: string;
  account_number: string;
  iban: string;
  card_number: string | null;
  owner_name: string;
  status: BankAccountRecord['status'];
  verified_by: string | null;
  verified_at: string | null;
  created_at: string;
  updated_at: string | null;
};

export const bankAccountFromRow = (r: BankAccountRow): BankAccountRecord => ({
  id: r.id,
  userId: r.user_id,
  bankName: r.bank_name,
  bankCode: r.bank_code,
  accountNumber: r.account_number,
  iban: r.iban,
  cardNumber: r.card_number,
  ownerName: r.owner_name,
  status: r.status,
  verifiedBy: r.verified_by,
  verifiedAt: r.verified_at,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

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

export function bankAccountsOf(db: Reader, userId: string): BankAccountRecord[] {
  return db.all<BankAccountRow>('SELECT * FROM bank_accounts WHERE user_id = ? ORDER BY created_at, rowid', userId).map(bankAccountFromRow);
}

export const listBankAccounts = (db: Reader, userId: string): BankAccount[] => bankAccountsOf(db, userId).map(toPublicBankAccount);

export function findBankAccount(db: Reader, id: string): BankAccountRecord | undefined {
  const row = db.get<BankAccountRow>('SELECT * FROM bank_accounts WHERE id = ?', id);
  return row && bankAccountFromRow(row);
}

/**
 * The bank must be in the catalogue, named by its Persian or English name, and the IBAN must belong to it: its
 * bank code follows the check digits. The catalogue's Persian name is kept.
 */
function catalogueBank(fields: BankAccountFields) {
  const bank = IRANIAN_BANKS.find((b) => b.code === fields.bankCode);
  if (!bank || (fields.bankName !== bank.name && fields.bankName !== bank.englishName)) throw new DomainError('UNKNOWN_BANK');
  if (ibanBankCode(fields.iban) !== bank.code) throw new DomainError('IBAN_BANK_MISMATCH', { bank: bank.name });
  return bank;
}

/** The same IBAN twice is the same account: refused, on create and on an edit to another account's IBAN. */
function assertNewIban(db: Reader, userId: string, iban: string, exceptId: string | null): void {
  const other = db.get<{ id: string }>('SELECT id FROM bank_accounts WHERE user_id = ? AND iban = ?', userId, iban);
  if (other && other.id !== exceptId) throw new DomainError('DUPLICATE_BANK_ACCOUNT');
}

/** The stored fields for a create or an edit: (back) to pending, since every change needs a fresh approval. */
function storedFields(fields: BankAccountFields, ownerName: string) {
  const bank = catalogueBank(fields);
  return {
    bankName: bank.name,
    bankCode: bank.code,
    accountNumber: fields.accountNumber,
    iban: fields.iban,
    cardNumber: fields.cardNumber ? fields.cardNumber.replace(/\D/g, '') : null,
    // Accounts must be in the customer's own name, whatever the form sent.
    ownerName,
  };
}

/**
 * The one place a bank account is stored: a customer's request (pending), or an account already verified (the seed,
 * and the control API's KYC level 2).
 */
export function insertBankAccount(tx: Tx, account: Omit<BankAccountRecord, 'updatedAt'>): BankAccount {
  tx.run(
    `INSERT INTO bank_accounts (id, user_id, bank_name, bank_code, account_number, iban, card_number, owner_name, status,
       verified_by, verified_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    account.id,
    account.userId,
    account.bankName,
    account.bankCode,
    account.accountNumber,
    account.iban,
    account.cardNumber,
    account.ownerName,
    account.status,
    account.verifiedBy,
    account.verifiedAt,
    account.createdAt,
  );
  return toPublicBankAccount(findBankAccount(tx, account.id)!);
}

export function createBankAccount(ctx: DomainContext, tx: Tx, userId: string, fields: BankAccountFields): BankAccount {
  const user = requireUser(tx, userId);
  const count = tx.get<{ n: number }>('SELECT count(*) AS n FROM bank_accounts WHERE user_id = ?', userId)?.n ?? 0;
  if (count >= MAX_BANK_ACCOUNTS) throw new DomainError('BANK_ACCOUNT_LIMIT', { max: MAX_BANK_ACCOUNTS });
  const stored = storedFields(fields, user.name);
  assertNewIban(tx, userId, stored.iban, null);
  return insertBankAccount(tx, {
    id: randomUUID(),
    userId,
    ...stored,
    status: 'pending',
    verifiedBy: null,
    verifiedAt: null,
    createdAt: ctx.clock.now().toISOString(),
  });
}

export function updateBankAccount(ctx: DomainContext, tx: Tx, userId: string, id: string, fields: BankAccountFields): BankAccount {
  const user = requireUser(tx, userId);
  const account = findBankAccount(tx, id);
  if (!account || account.userId !== userId) throw notFound('حساب بانکی');
  const stored = storedFields(fields, user.name);
  assertNewIban(tx, userId, stored.iban, id);
  tx.run(
    `UPDATE bank_accounts SET bank_name = ?, bank_code = ?, account_number = ?, iban = ?, card_number = ?, owner_name = ?,
       status = 'pending', verified_by = NULL, verified_at = NULL, updated_at = ?
     WHERE id = ?`,
    stored.bankName,
    stored.bankCode,
    stored.accountNumber,
    stored.iban,
    stored.cardNumber,
    stored.ownerName,
    ctx.clock.now().toISOString(),
    id,
  );
  return toPublicBankAccount(findBankAccount(tx, id)!);
}

export function deleteBankAccount(tx: Tx, userId: string, id: string): void {
  const { changes } = tx.run('DELETE FROM bank_accounts WHERE id = ? AND user_id = ?', id, userId);
  if (changes === 0) throw notFound('حساب بانکی');
}
