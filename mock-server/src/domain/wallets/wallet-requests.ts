import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { PageQuery } from '@gold/contracts/common';
import { WITHDRAW_MIN_KYC_LEVEL } from '@gold/contracts/constants';
import { tehranDay, tehranDayStart } from '@gold/contracts/rules/jalali';
import type { CreateDepositRequest, CreateWithdrawRequest, DepositRequest, WithdrawRequest } from '@gold/contracts/wallets';
import { DEFAULT_RECEIPT_LIMITS, type ReceiptLimits } from '../../config';
import type { Reader, Row } from '../../db/database';
import type { Tx } from '../../db/tx';
import { DomainError, notFound } from '../../errors';
import { houseAccount } from '../../ledger/accounts';
import { hold, postHold, transfer, voidHold } from '../../ledger/transfers';
import { bankAccountsOf, type BankAccountRecord } from '../bank-accounts/bank-accounts';
import type { DomainContext } from '../shared/context';
import { createNotification } from '../notifications/notifications';
import { faNumber, withNote } from '../shared/persian-text';
import { kycLevelOf, requireUser } from '../auth/users';
import { CURRENCY_INFO, ownWallet } from './wallets';

export type ReceiptMime = 'image/jpeg' | 'image/png' | 'application/pdf';
const EXTENSIONS: Record<ReceiptMime, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };
/** Where a receipt is served back to its owner; the console reads it under the control API. */
export const RECEIPT_PATH = '/uploads/receipts/';

/** Stores a receipt whose type was read from its leading bytes, under a random name; answers where it is served. */
export function storeReceipt(tx: Tx, userId: string, file: { mime: ReceiptMime; data: Buffer }, at: string) {
  const name = `${randomBytes(16).toString('hex')}.${EXTENSIONS[file.mime]}`;
  tx.run(
    'INSERT INTO receipts (name, user_id, mime, size, data, created_at, sha256) VALUES (?, ?, ?, ?, ?, ?, ?)',
    name,
    userId,
    file.mime,
    file.data.length,
    file.data,
    at,
    createHash('sha256').update(file.data).digest('hex'),
  );
  return { fileUrl: `${RECEIPT_PATH}${name}`, fileName: name };
}

export const receiptLimitsOf = (ctx: Pick<DomainContext, 'config'>): ReceiptLimits =>
  ctx.config.receipts ?? DEFAULT_RECEIPT_LIMITS;

const UNATTACHED =
  'FROM receipts r WHERE r.user_id = ? AND NOT EXISTS (SELECT 1 FROM deposit_requests d WHERE d.receipt_name = r.name)';

/**
 * Refuses an upload that would take the customer's receipts backing no deposit past the limits: before the body is
 * read (`size` 0, so a customer already at the limit costs no memory), and again with the file's size in the write.
 */
export function checkReceiptQuota(db: Reader, limits: ReceiptLimits, userId: string, size: number): void {
  const held = db.get<{ n: number; bytes: number }>(
    `SELECT count(*) AS n, coalesce(sum(r.size), 0) AS bytes ${UNATTACHED}`,
    userId,
  )!;
  if (held.n >= limits.maxUnattached || held.bytes + Math.max(size, 1) > limits.maxUnattachedBytes) {
    throw new DomainError('RECEIPT_QUOTA_EXCEEDED');
  }
}

/** Deletes the receipts that backed no deposit within the limits' lifetime; answers how many went. */
export function sweepOrphanReceipts(ctx: Pick<DomainContext, 'config' | 'clock'>, tx: Tx): number {
  const before = new Date(ctx.clock.now().getTime() - receiptLimitsOf(ctx).orphanTtlMs).toISOString();
  return tx.run(
    'DELETE FROM receipts WHERE created_at < ? AND NOT EXISTS (SELECT 1 FROM deposit_requests d WHERE d.receipt_name = receipts.name)',
    before,
  ).changes;
}

/** A receipt by its name: for its owner only (`userId`), or for the control API (null). */
export function readReceipt(db: Reader, name: string, userId: string | null): { mime: string; data: Buffer } {
  const row = db.get<{ user_id: string; mime: string; data: Buffer }>(
    'SELECT user_id, mime, data FROM receipts WHERE name = ?',
    name,
  );
  if (!row || (userId !== null && row.user_id !== userId)) throw notFound('رسید');
  return { mime: row.mime, data: Buffer.from(row.data) };
}

/** The receipt a deposit names by its URL (with or without the API host before it): the customer's own, or none. */
function ownReceipt(db: Reader, userId: string, url: string): string {
  const name = url.slice(url.lastIndexOf('/') + 1);
  const row = db.get<{ user_id: string; sha256: string | null }>('SELECT user_id, sha256 FROM receipts WHERE name = ?', name);
  if (!row || row.user_id !== userId || !url.includes(RECEIPT_PATH)) throw new DomainError('INVALID_RECEIPT');
  // A receipt proves one bank transfer: a second deposit on it, or on the same bytes uploaded again by anyone under
  // any name, would credit the same money twice.
  const used = row.sha256
    ? db.get('SELECT 1 AS used FROM receipts r JOIN deposit_requests d ON d.receipt_name = r.name WHERE r.sha256 = ?', row.sha256)
    : db.get('SELECT 1 AS used FROM deposit_requests WHERE receipt_name = ?', name);
  if (used) throw new DomainError('RECEIPT_ALREADY_USED');
  return name;
}

type DepositRow = Row & {
  id: string;
  user_id: string;
  wallet_id: string;
  method: 'receipt' | 'gateway';
  amount: number;
  status: DepositRequest['status'];
  description: string;
  deposit_reference_id: string;
  receipt_name: string | null;
  admin_note: string | null;
  created_at: string;
};

const toDeposit = (r: DepositRow): DepositRequest => ({
  id: r.id,
  method: r.method,
  amount: r.amount,
  status: r.status,
  createdAt: r.created_at,
  description: r.description,
  depositReferenceId: r.deposit_reference_id,
  receiptUrl: r.receipt_name ? `${RECEIPT_PATH}${r.receipt_name}` : null,
});

function chargeableWallet(db: Reader, userId: string, walletId: string) {
  const wallet = ownWallet(db, userId, walletId);
  if (!wallet.active || !CURRENCY_INFO[wallet.currency].isChargeable) throw new DomainError('WALLET_NOT_CHARGEABLE');
  return wallet;
}

/** Credits an approved deposit from where its money came: the bank (a receipt) or the payment gateway. */
function creditDeposit(tx: Tx, r: DepositRow, at: string, notify = true): void {
  const transferId = transfer(tx, {
    from: houseAccount(r.method === 'receipt' ? 'bank_clearing' : 'gateway', 'TOMAN'),
    to: r.wallet_id,
    currency: 'TOMAN',
    amount: r.amount,
    type: 'deposit',
    description: r.method === 'receipt' ? 'واریز با رسید بانکی' : 'واریز از درگاه پرداخت',
    reference: r.id,
    at,
  });
  tx.run("UPDATE deposit_requests SET status = 'approved', transfer_id = ?, decided_at = ? WHERE id = ?", transferId, at, r.id);
  if (!notify) return;
  createNotification(
    tx,
    r.user_id,
    {
      type: 'transaction',
      priority: 'medium',
      title: 'واریز انجام شد',
      message: `مبلغ ${faNumber(r.amount)} تومان به کیف پول شما واریز شد.`,
      data: { kind: 'deposit', depositId: r.id, walletId: r.wallet_id, amount: r.amount, status: 'completed' },
    },
    at,
  );
}

type NewDeposit = {
  userId: string;
  walletId: string;
  method: 'receipt' | 'gateway';
  amount: number;
  description: string;
  depositReferenceId: string;
  receipt: string | null;
  gateway: string | null;
  at: string;
};

/** A deposit request, pending; answers its id. The live request and the seed's past one both start here. */
function insertDeposit(tx: Tx, d: NewDeposit): string {
  const id = randomUUID();
  tx.run(
    `INSERT INTO deposit_requests (id, user_id, wallet_id, method, amount, status, description, deposit_reference_id, receipt_name, gateway, created_at)
     VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?)`,
    id,
    d.userId,
    d.walletId,
    d.method,
    d.amount,
    d.description,
    d.depositReferenceId,
    d.receipt,
    d.gateway,
    d.at,
  );
  return id;
}

/**
 * A gateway payment is at most the configured amount, and a customer's gateway payments of one Tehran day together
 * at most the daily amount: as a bank's card limits, and so that no customer can run the house's gateway account
 * up to the ledger's bound for everyone. A receipt deposit waits for a person, who is its limit.
 */
function withinGatewayLimits(ctx: DomainContext, tx: Tx, userId: string, amount: number): void {
  const { perPayment, perDay } = ctx.config.gatewayDeposit;
  if (amount > perPayment) throw new DomainError('GATEWAY_PAYMENT_LIMIT', { max: perPayment });
  const since = tehranDayStart(tehranDay(ctx.clock.now())).toISOString();
  const today =
    tx.get<{ paid: number }>(
      "SELECT coalesce(sum(amount), 0) AS paid FROM deposit_requests WHERE user_id = ? AND method = 'gateway' AND status = 'approved' AND created_at >= ?",
      userId,
      since,
    )?.paid ?? 0;
  if (today + amount > perDay) throw new DomainError('GATEWAY_DAILY_LIMIT', { max: perDay, left: Math.max(0, perDay - today) });
}

/**
 * POST /wallets/me/{id}/deposit-request: a receipt deposit waits for an administrator; a gateway deposit (the mock's
 * gateway always pays) is credited at once.
 */
export function createDeposit(
  ctx: DomainContext,
  tx: Tx,
  userId: string,
  walletId: string,
  input: CreateDepositRequest,
): DepositRequest {
  const user = requireUser(tx, userId);
  const wallet = chargeableWallet(tx, userId, walletId);
  const { paymentInfo } = input;
  const receipt = paymentInfo.method === 'receipt' ? ownReceipt(tx, userId, paymentInfo.receiptUrl) : null;
  const at = ctx.clock.now().toISOString();
  if (paymentInfo.method === 'gateway') withinGatewayLimits(ctx, tx, userId, input.amount);
  const id = insertDeposit(tx, {
    userId,
    walletId: wallet.id,
    method: paymentInfo.method,
    amount: input.amount,
    description: input.description ?? '',
    depositReferenceId: user.depositReferenceId,
    receipt,
    gateway: paymentInfo.method === 'gateway' ? paymentInfo.gateway : null,
    at,
  });
  if (paymentInfo.method === 'gateway') creditDeposit(tx, depositRow(tx, id)!, at);
  return toDeposit(depositRow(tx, id)!);
}

const depositRow = (db: Reader, id: string) => db.get<DepositRow>('SELECT * FROM deposit_requests WHERE id = ?', id);

/** An administrator's decision on a receipt deposit: approval credits it once; rejection moves nothing. */
export function decideDeposit(ctx: DomainContext, tx: Tx, id: string, approve: boolean, note?: string): void {
  const r = depositRow(tx, id);
  if (!r) throw notFound('درخواست واریز');
  if (r.status !== 'pending') throw new DomainError('ALREADY_DECIDED');
  const at = ctx.clock.now().toISOString();
  if (approve) {
    creditDeposit(tx, r, at);
    if (note) tx.run('UPDATE deposit_requests SET admin_note = ? WHERE id = ?', note, id);
    return;
  }
  tx.run("UPDATE deposit_requests SET status = 'rejected', admin_note = ?, decided_at = ? WHERE id = ?", note ?? null, at, id);
  createNotification(
    tx,
    r.user_id,
    {
      type: 'transaction',
      priority: 'low',
      title: 'درخواست واریز رد شد',
      message: withNote(`درخواست واریز ${faNumber(r.amount)} تومانی شما تأیید نشد.`, note),
      data: { kind: 'deposit', depositId: r.id, amount: r.amount, status: 'rejected' },
    },
    at,
  );
}

type WithdrawRow = Row & {
  id: string;
  user_id: string;
  wallet_id: string;
  amount: number;
  status: WithdrawRequest['status'];
  bank_name: string;
  account_number: string;
  account_holder: string;
  iban: string;
  bank_code: string;
  hold_id: string;
  admin_note: string | null;
  created_at: string;
};

const toWithdraw = (r: WithdrawRow): WithdrawRequest => ({
  id: r.id,
  amount: r.amount,
  status: r.status,
  createdAt: r.created_at,
  destinationInfo: {
    bankName: r.bank_name,
    accountNumber: r.account_number,
    accountHolder: r.account_holder,
    iban: r.iban,
    bankCode: r.bank_code,
  },
  adminNote: r.admin_note,
});

const withdrawRow = (db: Reader, id: string) => db.get<WithdrawRow>('SELECT * FROM withdraw_requests WHERE id = ?', id);

/**
 * A withdrawal request, pending, with its amount held from the wallet for the bank: answers its id. The destination
 * copies the account, its owner as the holder, since the customer may delete the account later. The live request and
 * the seed's past one both start here.
 */
function openWithdraw(
  tx: Tx,
  w: { userId: string; walletId: string; amount: number; account: BankAccountRecord; at: string },
): string {
  const id = randomUUID();
  const { account } = w;
  const holdId = hold(tx, {
    from: w.walletId,
    to: houseAccount('bank_clearing', 'TOMAN'),
    currency: 'TOMAN',
    amount: w.amount,
    type: 'withdraw',
    description: `برداشت به حساب ${account.bankName}`,
    reference: id,
    at: w.at,
  });
  tx.run(
    `INSERT INTO withdraw_requests (id, user_id, wallet_id, amount, status, bank_account_id, bank_name, account_number, account_holder, iban, bank_code, hold_id, created_at)
     VALUES (?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?)`,
    id,
    w.userId,
    w.walletId,
    w.amount,
    account.id,
    account.bankName,
    account.accountNumber,
    account.ownerName,
    account.iban,
    account.bankCode,
    holdId,
    w.at,
  );
  return id;
}

/** Settles a pending withdrawal: approval posts the held amount to the bank; rejection releases it. */
function settleWithdraw(tx: Tx, r: WithdrawRow, approve: boolean, note: string | null | undefined, at: string): void {
  if (approve) postHold(tx, r.hold_id, at, `برداشت به حساب ${r.bank_name}`);
  else voidHold(tx, r.hold_id, at, 'رد درخواست برداشت و آزادسازی مبلغ');
  tx.run(
    'UPDATE withdraw_requests SET status = ?, admin_note = ?, decided_at = ? WHERE id = ?',
    approve ? 'approved' : 'rejected',
    note ?? null,
    at,
    r.id,
  );
}

/**
 * POST /wallets/me/{id}/withdraw-request: KYC level 2, a verified bank account of the customer's own matching the
 * destination, and an amount within the usable balance (the ledger refuses more). The amount is held until an
 * administrator decides.
 */
export function createWithdraw(
  ctx: DomainContext,
  tx: Tx,
  userId: string,
  walletId: string,
  input: CreateWithdrawRequest,
): WithdrawRequest {
  const user = requireUser(tx, userId);
  if (kycLevelOf(tx, user) < WITHDRAW_MIN_KYC_LEVEL)
    throw new DomainError('KYC_LEVEL_REQUIRED', { required: WITHDRAW_MIN_KYC_LEVEL });
  const wallet = ownWallet(tx, userId, walletId);
  if (!wallet.active || !CURRENCY_INFO[wallet.currency].isWithdrawable) throw new DomainError('WALLET_NOT_WITHDRAWABLE');
  const destination = input.destinationInfo;
  const iban = destination.iban.replace(/\s/g, '').toUpperCase();
  const account = bankAccountsOf(tx, userId).find((a) => a.iban === iban && a.accountNumber === destination.accountNumber);
  if (!account) throw new DomainError('BANK_ACCOUNT_NOT_FOUND');
  if (account.status !== 'verified') throw new DomainError('BANK_ACCOUNT_NOT_VERIFIED');
  const at = ctx.clock.now().toISOString();
  const id = openWithdraw(tx, { userId, walletId: wallet.id, amount: input.amount, account, at });
  createNotification(
    tx,
    userId,
    {
      type: 'transaction',
      priority: 'low',
      title: 'درخواست برداشت ثبت شد',
      message: `مبلغ ${faNumber(input.amount)} تومان تا بررسی درخواست برداشت نگه داشته شد.`,
      data: { kind: 'withdraw', withdrawId: id, amount: input.amount, status: 'pending' },
    },
    at,
  );
  return toWithdraw(withdrawRow(tx, id)!);
}

/** An administrator's decision on a withdrawal: approval posts the held amount to the bank; rejection releases it. */
export function decideWithdraw(ctx: DomainContext, tx: Tx, id: string, approve: boolean, note?: string): void {
  const r = withdrawRow(tx, id);
  if (!r) throw notFound('درخواست برداشت');
  if (r.status !== 'pending') throw new DomainError('ALREADY_DECIDED');
  const at = ctx.clock.now().toISOString();
  settleWithdraw(tx, r, approve, note, at);
  createNotification(
    tx,
    r.user_id,
    {
      type: 'transaction',
      priority: approve ? 'medium' : 'low',
      title: approve ? 'برداشت انجام شد' : 'درخواست برداشت رد شد',
      message: withNote(
        approve
          ? `مبلغ ${faNumber(r.amount)} تومان به حساب ${r.bank_name} شما واریز می‌شود.`
          : `درخواست برداشت ${faNumber(r.amount)} تومانی شما تأیید نشد و مبلغ آزاد شد.`,
        note,
      ),
      data: { kind: 'withdraw', withdrawId: r.id, amount: r.amount, status: approve ? 'completed' : 'rejected' },
    },
    at,
  );
}

type Page<T> = { requests: T[]; page: number; totalPages: number; total: number };

function pageOf<R extends Row, T>(
  db: Reader,
  table: 'deposit_requests' | 'withdraw_requests',
  userId: string,
  { page, limit }: PageQuery,
  map: (r: R) => T,
): Page<T> {
  const total = db.get<{ n: number }>(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?`, userId)?.n ?? 0;
  const rows = db.all<R>(
    `SELECT * FROM ${table} WHERE user_id = ? ORDER BY seq DESC LIMIT ? OFFSET ?`,
    userId,
    limit,
    (page - 1) * limit,
  );
  return { requests: rows.map(map), page, totalPages: Math.ceil(total / limit), total };
}

/** GET /wallets/me/deposit-requests: newest first. */
export const listDeposits = (db: Reader, userId: string, query: PageQuery) =>
  pageOf<DepositRow, DepositRequest>(db, 'deposit_requests', userId, query, toDeposit);
/** GET /wallets/me/withdraw-requests: newest first. */
export const listWithdrawals = (db: Reader, userId: string, query: PageQuery) =>
  pageOf<WithdrawRow, WithdrawRequest>(db, 'withdraw_requests', userId, query, toWithdraw);

/** What waits for an administrator among the wallets' requests, for the approvals list. */
export function pendingWalletRequests(db: Reader) {
  const deposits = db.all<{ id: string; mobile: string; name: string; amount: number; receipt_name: string; created_at: string }>(
    `SELECT d.id, u.mobile, u.name, d.amount, d.receipt_name, d.created_at
     FROM deposit_requests AS d JOIN users AS u ON u.id = d.user_id WHERE d.status = 'pending'`,
  );
  const withdrawals = db.all<{
    id: string;
    mobile: string;
    name: string;
    amount: number;
    bank_name: string;
    iban: string;
    created_at: string;
  }>(
    `SELECT w.id, u.mobile, u.name, w.amount, w.bank_name, w.iban, w.created_at
     FROM withdraw_requests AS w JOIN users AS u ON u.id = w.user_id WHERE w.status = 'pending'`,
  );
  return [
    ...deposits.map((d) => ({
      kind: 'deposit' as const,
      id: d.id,
      mobile: d.mobile,
      summary: `${d.name}: واریز ${faNumber(d.amount)} تومان با رسید`,
      createdAt: d.created_at,
      receiptUrl: `/__mock/receipts/${d.receipt_name}`,
    })),
    ...withdrawals.map((w) => ({
      kind: 'withdraw' as const,
      id: w.id,
      mobile: w.mobile,
      summary: `${w.name}: برداشت ${faNumber(w.amount)} تومان به ${w.bank_name} (${w.iban})`,
      createdAt: w.created_at,
    })),
  ];
}

/** A past deposit or withdrawal for the seed, through the same ledger movements as a live one, without notifications. */
export type SeedWalletMove =
  | { kind: 'deposit'; method: 'receipt' | 'gateway'; amount: number; status: 'approved' | 'rejected'; at: string; note?: string }
  | { kind: 'withdraw'; amount: number; status: 'approved' | 'rejected'; at: string; note?: string };

/** A tiny PNG: the seeded receipt deposits point at a receipt that exists. */
const SEED_RECEIPT = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/** Each seeded receipt is a transfer of its own, so its bytes differ: a note past the image's end, which viewers skip. */
const seedReceipt = (userId: string, move: SeedWalletMove) =>
  Buffer.concat([SEED_RECEIPT, Buffer.from(`${userId} ${move.at} ${move.amount}`)]);

export function recordPastWalletMove(tx: Tx, userId: string, walletId: string, move: SeedWalletMove): void {
  const user = requireUser(tx, userId);
  const decidedAt = new Date(Date.parse(move.at) + 3_600_000).toISOString();
  if (move.kind === 'deposit') {
    const receipt =
      move.method === 'receipt'
        ? storeReceipt(tx, userId, { mime: 'image/png', data: seedReceipt(userId, move) }, move.at).fileName
        : null;
    const id = insertDeposit(tx, {
      userId,
      walletId,
      method: move.method,
      amount: move.amount,
      description: move.method === 'receipt' ? 'واریز از حساب بانکی' : '',
      depositReferenceId: user.depositReferenceId,
      receipt,
      gateway: move.method === 'gateway' ? 'mock' : null,
      at: move.at,
    });
    if (move.status === 'approved')
      creditDeposit(tx, depositRow(tx, id)!, move.method === 'gateway' ? move.at : decidedAt, false);
    else
      tx.run(
        "UPDATE deposit_requests SET status = 'rejected', admin_note = ?, decided_at = ? WHERE id = ?",
        move.note ?? null,
        decidedAt,
        id,
      );
    return;
  }
  const account = bankAccountsOf(tx, userId).find((a) => a.status === 'verified');
  if (!account) throw new Error(`seeded withdrawal for ${userId} needs a verified bank account`);
  const id = openWithdraw(tx, { userId, walletId, amount: move.amount, account, at: move.at });
  settleWithdraw(tx, withdrawRow(tx, id)!, move.status === 'approved', move.note, decidedAt);
}
