import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bankAccountListResponseSchema, type BankAccount } from '@gold/contracts/bank-accounts';
import { RECEIPT_MAX_BYTES, WITHDRAW_MIN_KYC_LEVEL } from '@gold/contracts/constants';
import { controlApprovalsResponseSchema, controlLedgerResponseSchema, type ApprovalItem } from '@gold/contracts/control';
import { errorMessage, type ErrorCode } from '@gold/contracts/errors';
import { notificationListResponseSchema, type Notification } from '@gold/contracts/notifications';
import { ibanFromBban } from '@gold/contracts/rules/iban';
import {
  createDepositResponseSchema,
  createWithdrawResponseSchema,
  depositRequestListResponseSchema,
  uploadReceiptResponseSchema,
  walletListResponseSchema,
  walletResponseSchema,
  withdrawRequestListResponseSchema,
} from '@gold/contracts/wallets';
import { DEFAULT_RECEIPT_LIMITS } from '../config';
import { sweepOrphanReceipts } from '../domain/wallets/wallet-requests';
import { houseAccount, walletOf, type Currency } from '../ledger/accounts';
import { checkLedger } from '../ledger/check';
import {
  buildMock,
  callAs,
  expectErrorEnvelope,
  MOBILES,
  signIn,
  userIdOf,
  type CallOptions,
  type Method,
  type Mock,
} from '../test-utils';

/** Saturday 2026-11-21, 09:30 in Tehran. */
const START = new Date('2026-11-21T09:30:00+03:30');
const FRESH = { mobile: '+989121234567', password: 'Fresh@12345', name: 'کاربر تازه' };
const OTHER = { mobile: '+989121234568', password: 'Other@12345', name: 'کاربر دیگر' };

let mock: Mock;
/** The KYC 2 customer: 250,000,000 Toman and 12.5 g of gold, a verified bank account, seeded deposits and withdrawals. */
let token: string;

/** Whether the control API serves GET /__mock/ledger for the check after each test. */
let controlOn: boolean;

beforeEach(async () => {
  controlOn = true;
  mock = buildMock({}, START);
  token = await signIn(mock, MOBILES.kyc2);
});
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  // Every test, whatever moved, leaves the ledger balanced, recounted from its transfers, and no customer below zero:
  // as GET /__mock/ledger answers it, or with the control API off, as it reads the database.
  try {
    let ledger = checkLedger(mock.db);
    if (controlOn) {
      const res = await mock.http().get('/__mock/ledger');
      expect(res.status).toBe(200);
      ledger = controlLedgerResponseSchema.parse(res.body);
    }
    expect(ledger.balanced).toBe(true);
    expect(ledger.negativeAccounts).toEqual([]);
    expect(ledger.mismatchedAccounts).toEqual([]);
    expect(ledger.currencies.TOMAN.debits).toBe(ledger.currencies.TOMAN.credits);
  } finally {
    await mock.close();
  }
});

// ---------------------------------------------------------------------------------------------------------------
// Files, built from their leading bytes.

/** A 1×1 PNG. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
/** A JPEG's start of image and JFIF header, then its end of image. */
const JPEG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(32, 0x11),
  Buffer.from('ffd9', 'hex'),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
/** A Windows program: the MZ header and the PE offset. */
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x40, 0, 0, 0]),
  Buffer.from('PE\0\0'),
  Buffer.alloc(64),
]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>');
const GIF = Buffer.concat([
  Buffer.from('GIF89a'),
  Buffer.from('01000100800000ffffff00000021f90401000000002c00000000010001000002024401003b', 'hex'),
]);
const TEXT = Buffer.from('رسید واریز: ۱۰۰۰۰۰۰ تومان\n');

/** A file of exactly `size` bytes that reads as a PNG. */
const pngOfSize = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length, 0)]);

// ---------------------------------------------------------------------------------------------------------------
// Calls.

const api = (method: Method, path: string, { as = token, body, key }: CallOptions = {}) =>
  callAs(mock, method, path, as, body, key);

function expectError(res: { status: number; body: unknown }, status: number, code: ErrorCode, message?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expectErrorEnvelope(res.body, code);
  const text = (res.body as { message: string }).message;
  expect(text).toBe(message ?? (errorMessage as (code: ErrorCode) => string)(code));
  expect(text).toMatch(/[\u0600-\u06FF]/);
}

/** Uploads `file` as the multipart field `file` (a visitor with `as: ''`). */
function upload(file: Buffer, filename: string, as = token, contentType?: string) {
  const req = mock.http().post('/wallets/me/upload-receipt');
  if (as) req.set('Authorization', `Bearer ${as}`);
  return req.attach('file', file, contentType ? { filename, contentType } : filename);
}

/** A PNG receipt of its own bytes (a note past the image's end): each stands for another bank transfer. */
let serial = 0;
let lastReceipt = PNG;
const pngReceipt = () => (lastReceipt = Buffer.concat([PNG, Buffer.from(`transfer ${++serial}`)]));

/** Uploads a PNG receipt of its own bytes that must be accepted; answers its fileUrl. */
async function receipt(as = token, file = pngReceipt()): Promise<string> {
  const res = await upload(file, 'receipt.png', as);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return uploadReceiptResponseSchema.parse(res.body).data.fileUrl;
}

const receiptPayment = (receiptUrl: string) => ({ method: 'receipt', receiptFile: 'receipt.png', receiptUrl });
const GATEWAY = { method: 'gateway', gateway: 'mock', redirectUrl: 'https://panel.example.ir/wallets' };

const depositRaw = (walletId: string, body: object, opts: Omit<CallOptions, 'body'> = {}) =>
  api('post', `/wallets/me/${walletId}/deposit-request`, { ...opts, body });
const withdrawRaw = (walletId: string, body: object, opts: Omit<CallOptions, 'body'> = {}) =>
  api('post', `/wallets/me/${walletId}/withdraw-request`, { ...opts, body });

/** A receipt deposit that must be accepted: answers the request. */
async function receiptDeposit(amount: number, as = token, walletId = walletIdOf(MOBILES.kyc2)) {
  const res = await depositRaw(
    walletId,
    { amount, description: 'کارت به کارت', paymentInfo: receiptPayment(await receipt(as)) },
    { as },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return createDepositResponseSchema.parse(res.body).data;
}

/** A withdrawal to the customer's verified account that must be accepted: answers the request. */
async function withdrawal(amount: number, as = token, walletId = walletIdOf(MOBILES.kyc2)) {
  const res = await withdrawRaw(walletId, { amount, destinationInfo: destinationOf(await verifiedAccount(as)) }, { as });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return createWithdrawResponseSchema.parse(res.body).data;
}

const decide = (kind: 'deposit' | 'withdraw', id: string, body: object = { decision: 'approve' }) =>
  mock.http().post(`/__mock/approvals/${kind}/${id}`).send(body);

const walletIdOf = (mobile: string, currency: Currency = 'TOMAN') => walletOf(mock.db, userIdOf(mock, mobile), currency).id;

/** A wallet as its owner reads it, through the API. */
async function walletState(walletId = walletIdOf(MOBILES.kyc2), as = token) {
  const res = await api('get', `/wallets/me/${walletId}`, { as });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const w = walletResponseSchema.parse(res.body).data;
  return { balance: Number(w.balance), available: Number(w.availableBalance), frozen: Number(w.frozenAmount) };
}

const transferCount = () => mock.db.get<{ n: number }>('SELECT count(*) AS n FROM transfers')!.n;
/** A request's movements, by the reference they carry. */
const movementsOf = (id: string) =>
  mock.db.all<{ from: string; to: string; amount: number; type: string; phase: string }>(
    `SELECT debit_account_id AS "from", credit_account_id AS "to", amount, type, phase FROM transfers WHERE reference = ? ORDER BY seq`,
    id,
  );

async function deposits(query = '', as = token) {
  const res = await api('get', `/wallets/me/deposit-requests${query}`, { as });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return depositRequestListResponseSchema.parse(res.body).data;
}
async function withdrawals(query = '', as = token) {
  const res = await api('get', `/wallets/me/withdraw-requests${query}`, { as });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return withdrawRequestListResponseSchema.parse(res.body).data;
}

async function approvals(): Promise<ApprovalItem[]> {
  const res = await mock.http().get('/__mock/approvals');
  expect(res.status).toBe(200);
  return controlApprovalsResponseSchema.parse(res.body).items;
}

async function bankAccounts(as = token): Promise<BankAccount[]> {
  const res = await api('get', '/bank-accounts/me', { as });
  expect(res.status).toBe(200);
  return bankAccountListResponseSchema.parse(res.body).data;
}
async function verifiedAccount(as = token): Promise<BankAccount> {
  const account = (await bankAccounts(as)).find((a) => a.status === 'verified');
  expect(account).toBeDefined();
  return account!;
}
const destinationOf = (a: BankAccount) => ({
  bankName: a.bankName,
  accountNumber: a.accountNumber,
  accountHolder: a.ownerName,
  iban: a.iban,
  bankCode: a.bankCode,
});

/** A customer of their own, created through the control API; answers the token. */
async function customer(who: typeof FRESH, fields: { kycLevel?: 0 | 1 | 2; balances?: { toman?: number; gold?: number } } = {}) {
  const res = await mock
    .http()
    .post('/__mock/users')
    .send({ mobile: who.mobile, name: who.name, password: who.password, ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return signIn(mock, who.mobile, who.password);
}

async function notificationsOf(as = token): Promise<Notification[]> {
  const res = await api('get', '/notifications/me?limit=100', { as });
  expect(res.status).toBe(200);
  return notificationListResponseSchema.parse(res.body).data.notifications;
}
/** The notifications added since `before` (ids), newest first, as type, priority and what their data says. */
async function newNotifications(before: Set<string>, as = token) {
  return (await notificationsOf(as))
    .filter((n) => !before.has(n.id))
    .map((n) => ({ type: n.type, priority: n.priority, title: n.title, message: n.message, data: n.data }));
}
const idsOf = async (as = token) => new Set((await notificationsOf(as)).map((n) => n.id));

/** Reads a response body as raw bytes, whatever its type. */
const bytes = (res: NodeJS.ReadableStream, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
const fetchReceipt = (path: string, as?: string) => {
  const req = mock.http().get(path);
  if (as) req.set('Authorization', `Bearer ${as}`);
  return req.buffer(true).parse(bytes as never);
};

const fa = (n: number) => n.toLocaleString('fa-IR');

// ---------------------------------------------------------------------------------------------------------------

describe('GET /wallets/me/deposit-requests and /withdraw-requests', () => {
  it('pages deposits newest first, ten by default, with the spec fields', async () => {
    const fresh = await customer(FRESH, { balances: { toman: 1_000 } });
    const wallet = walletIdOf(FRESH.mobile);
    expect(await deposits('', fresh)).toEqual({ requests: [], page: 1, totalPages: 0, total: 0 });
    const ids: string[] = [];
    for (let i = 1; i <= 12; i++) {
      mock.clock.advance(60_000);
      const res = await depositRaw(wallet, { amount: i * 1_000, paymentInfo: GATEWAY }, { as: fresh });
      expect(res.status).toBe(201);
      ids.push(res.body.data.id);
    }
    const first = await deposits('', fresh);
    expect([first.page, first.totalPages, first.total, first.requests.length]).toEqual([1, 2, 12, 10]);
    expect(first.requests.map((r) => r.amount)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => n * 1_000));
    const createdAt = first.requests.map((r) => Date.parse(r.createdAt));
    expect(createdAt).toEqual([...createdAt].sort((a, b) => b - a));
    const second = await deposits('?page=2', fresh);
    expect([second.page, second.totalPages, second.total]).toEqual([2, 2, 12]);
    expect(second.requests.map((r) => r.id)).toEqual([ids[1], ids[0]]);
    expect([...first.requests, ...second.requests].map((r) => r.id)).toEqual([...ids].reverse());
    const small = await deposits('?page=3&limit=5', fresh);
    expect([small.requests.map((r) => r.id), small.totalPages]).toEqual([[ids[1], ids[0]], 3]);
    expect((await deposits('?page=9', fresh)).requests).toEqual([]);
  });

  it('pages withdrawals newest first, ten by default, with the destination and the note', async () => {
    const fresh = await customer(FRESH, { kycLevel: 2, balances: { toman: 1_000_000 } });
    const wallet = walletIdOf(FRESH.mobile);
    expect(await withdrawals('', fresh)).toEqual({ requests: [], page: 1, totalPages: 0, total: 0 });
    const account = await verifiedAccount(fresh);
    const ids: string[] = [];
    for (let i = 1; i <= 11; i++) {
      mock.clock.advance(60_000);
      ids.push((await withdrawal(i * 1_000, fresh, wallet)).id);
    }
    const first = await withdrawals('', fresh);
    expect([first.page, first.totalPages, first.total, first.requests.length]).toEqual([1, 2, 11, 10]);
    expect(first.requests.map((r) => r.id)).toEqual(ids.slice(1).reverse());
    expect(first.requests[0]).toEqual({
      id: ids[10],
      amount: 11_000,
      status: 'pending',
      createdAt: mock.clock.now().toISOString(),
      destinationInfo: destinationOf(account),
      adminNote: null,
    });
    expect((await withdrawals('?page=2', fresh)).requests.map((r) => r.id)).toEqual([ids[0]]);
  });

  it('answers 400 for a bad page or limit, and 401 to a visitor', async () => {
    for (const path of ['/wallets/me/deposit-requests', '/wallets/me/withdraw-requests']) {
      for (const query of ['page=0', 'page=abc', 'page=1.5', 'limit=0', 'limit=101', 'limit=-1']) {
        const res = await api('get', `${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(400);
        expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
      }
      expectError(await api('get', path, { as: '' }), 401, 'UNAUTHORIZED');
    }
  });

  it("never lists another customer's requests", async () => {
    const mine = { deposits: await deposits(), withdrawals: await withdrawals() };
    const kyc1 = await signIn(mock, MOBILES.kyc1);
    const before = await deposits('', kyc1);
    const theirs = await receiptDeposit(1_000_000, kyc1, walletIdOf(MOBILES.kyc1));
    const other = await customer(OTHER, { kycLevel: 2, balances: { toman: 5_000_000 } });
    const theirWithdrawal = await withdrawal(1_000_000, other, walletIdOf(OTHER.mobile));

    expect(await deposits()).toEqual(mine.deposits);
    expect(await withdrawals()).toEqual(mine.withdrawals);
    const listed = await deposits('', kyc1);
    expect(listed.total).toBe(before.total + 1);
    expect(listed.requests[0].id).toBe(theirs.id);
    expect((await withdrawals('', other)).requests.map((r) => r.id)).toEqual([theirWithdrawal.id]);
    expect((await deposits('', other)).total).toBe(0);
    expect(JSON.stringify(await deposits('?limit=100'))).not.toContain(theirs.id);
    expect(JSON.stringify(await withdrawals('?limit=100'))).not.toContain(theirWithdrawal.id);
  });
});

describe('POST /wallets/me/upload-receipt', () => {
  it.each([
    ['PNG', PNG, 'my receipt.png', 'image/png', 'png'],
    ['JPEG', JPEG, 'رسید بانک.jpg', 'image/jpeg', 'jpg'],
    ['PDF', PDF, 'statement-secret.pdf', 'application/pdf', 'pdf'],
  ])('accepts a %s under a random name and serves it back to its owner only', async (_kind, file, filename, mime, ext) => {
    const res = await upload(file, filename);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { data } = uploadReceiptResponseSchema.parse(res.body);
    expect(res.body).toEqual({ success: true, data: { fileUrl: `/uploads/receipts/${data.fileName}`, fileName: data.fileName } });
    expect(data.fileName).toMatch(new RegExp(`^[0-9a-f]{32}\\.${ext}$`));
    for (const part of filename.split(/[\s.-]+/)) expect(data.fileName).not.toContain(part === ext ? `${part}.` : part);

    const own = await fetchReceipt(data.fileUrl, token);
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe(mime);
    expect(Buffer.compare(own.body as Buffer, file)).toBe(0);
    // A private document: kept by no browser or proxy, and never sniffed as another type.
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.headers['x-content-type-options']).toBe('nosniff');

    const control = await fetchReceipt(`/__mock/receipts/${data.fileName}`);
    expect(control.status).toBe(200);
    expect(control.headers['content-type']).toBe(mime);
    expect(Buffer.compare(control.body as Buffer, file)).toBe(0);

    const other = await fetchReceipt(data.fileUrl, await signIn(mock, MOBILES.kyc1));
    expect(other.status).toBe(404);
    expectErrorEnvelope(JSON.parse((other.body as Buffer).toString()), 'NOT_FOUND');
    expect((other.body as Buffer).includes(file.subarray(0, 8))).toBe(false);
    const visitor = await fetchReceipt(data.fileUrl);
    expect(visitor.status).toBe(401);
    expectErrorEnvelope(JSON.parse((visitor.body as Buffer).toString()), 'UNAUTHORIZED');
  });

  it("reads the type from the bytes, never from the name or the browser's type", async () => {
    const res = await upload(JPEG, 'receipt.pdf', token, 'application/pdf');
    expect(res.status).toBe(201);
    expect(res.body.data.fileName).toMatch(/^[0-9a-f]{32}\.jpg$/);
    const own = await fetchReceipt(res.body.data.fileUrl, token);
    expect(own.headers['content-type']).toBe('image/jpeg');
    // Each upload is a name of its own, even of the same bytes.
    const again = await upload(JPEG, 'receipt.pdf', token, 'application/pdf');
    expect(again.body.data.fileName).not.toBe(res.body.data.fileName);
  });

  it.each([
    ['a program renamed .pdf', EXE, 'receipt.pdf', 'application/pdf'],
    ['an SVG', SVG, 'receipt.svg', 'image/svg+xml'],
    ['an SVG named .png', SVG, 'receipt.png', 'image/png'],
    ['a GIF', GIF, 'receipt.gif', 'image/gif'],
    ['a GIF named .jpg', GIF, 'receipt.jpg', 'image/jpeg'],
    ['plain text', TEXT, 'receipt.txt', 'text/plain'],
    ['plain text named .pdf', TEXT, 'receipt.pdf', 'application/pdf'],
  ])('refuses %s with 415 UNSUPPORTED_FILE_TYPE, storing nothing', async (_kind, file, filename, contentType) => {
    const stored = mock.db.get<{ n: number }>('SELECT count(*) AS n FROM receipts')!.n;
    expectError(await upload(file, filename, token, contentType), 415, 'UNSUPPORTED_FILE_TYPE');
    expect(mock.db.get<{ n: number }>('SELECT count(*) AS n FROM receipts')!.n).toBe(stored);
  });

  it('accepts a file of exactly 10 MB and refuses one byte more with 413 FILE_TOO_LARGE', async () => {
    const stored = () => mock.db.get<{ n: number }>('SELECT count(*) AS n FROM receipts')!.n;
    const before = stored();
    expectError(await upload(pngOfSize(RECEIPT_MAX_BYTES + 1), 'big.png'), 413, 'FILE_TOO_LARGE');
    expect(stored()).toBe(before);
    const max = await upload(pngOfSize(RECEIPT_MAX_BYTES), 'max.png');
    expect(max.status).toBe(201);
    expect(mock.db.get('SELECT size FROM receipts WHERE name = ?', max.body.data.fileName)).toEqual({ size: RECEIPT_MAX_BYTES });
  });

  it('answers 400 NO_FILE without a file, INVALID_UPLOAD for a file in another field, and 401 to a visitor', async () => {
    const auth = { Authorization: `Bearer ${token}` };
    expectError(await mock.http().post('/wallets/me/upload-receipt').set(auth).field('note', 'رسید'), 400, 'NO_FILE');
    expectError(await mock.http().post('/wallets/me/upload-receipt').set(auth).send({ file: 'receipt.png' }), 400, 'NO_FILE');
    // A file under another field name is a malformed upload.
    expectError(
      await mock.http().post('/wallets/me/upload-receipt').set(auth).attach('receipt', PNG, 'receipt.png'),
      400,
      'INVALID_UPLOAD',
    );
    expectError(await upload(PNG, 'receipt.png', ''), 401, 'UNAUTHORIZED');
    expect(mock.db.get('SELECT count(*) AS n FROM receipts WHERE user_id = ?', userIdOf(mock, MOBILES.kyc2))).toEqual({ n: 2 });
  });

  it.each([
    ['without a boundary', 'multipart/form-data', 'garbage'],
    [
      'cut short',
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    ],
  ])('answers 400, not 500, to a multipart body %s', async (_kind, contentType, body) => {
    const res = await mock
      .http()
      .post('/wallets/me/upload-receipt')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', contentType)
      .send(body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expectErrorEnvelope(res.body, res.body.errorCode);
    expect(res.body.errorCode).toBe('INVALID_UPLOAD');
  });

  it('refuses an empty file with 415 and more than one file with 400', async () => {
    expectError(await upload(Buffer.alloc(0), 'empty.png'), 415, 'UNSUPPORTED_FILE_TYPE');
    const twice = mock.http().post('/wallets/me/upload-receipt').set('Authorization', `Bearer ${token}`);
    expectError(await twice.attach('file', PNG, 'a.png').attach('file', PDF, 'b.pdf'), 400, 'INVALID_UPLOAD');
    expect(mock.db.get('SELECT count(*) AS n FROM receipts WHERE user_id = ?', userIdOf(mock, MOBILES.kyc2))).toEqual({ n: 2 });
  });

  it('serves no receipt under /__mock with the control API off', async () => {
    await mock.close();
    controlOn = false;
    mock = buildMock({ control: false }, START);
    token = await signIn(mock, MOBILES.kyc2);
    const fileUrl = await receipt();
    const res = await fetchReceipt(`/__mock/receipts/${fileUrl.split('/').pop()}`);
    expect(res.status).toBe(404);
    expectErrorEnvelope(JSON.parse((res.body as Buffer).toString()), 'ROUTE_NOT_FOUND');
    expect((await fetchReceipt(fileUrl, token)).status).toBe(200);
  });

  it('answers 404 for a receipt that does not exist', async () => {
    const res = await fetchReceipt(`/uploads/receipts/${'0'.repeat(32)}.png`, token);
    expect(res.status).toBe(404);
    expect((await fetchReceipt(`/__mock/receipts/${'0'.repeat(32)}.png`)).status).toBe(404);
  });
});

describe('receipts that back no deposit', () => {
  const unattached = (mobile = MOBILES.kyc2) =>
    mock.db.get<{ n: number }>(
      'SELECT count(*) AS n FROM receipts r WHERE user_id = ? AND NOT EXISTS (SELECT 1 FROM deposit_requests d WHERE d.receipt_name = r.name)',
      userIdOf(mock, mobile),
    )!.n;
  /** The database's size, as its pages take it. */
  const dbBytes = () => {
    const { page_count } = mock.db.get<{ page_count: number }>('PRAGMA page_count')!;
    const { page_size } = mock.db.get<{ page_size: number }>('PRAGMA page_size')!;
    return page_count * page_size;
  };

  it('are five at most per customer: the sixth is 429 RECEIPT_QUOTA_EXCEEDED, until a deposit takes one', async () => {
    const urls = [];
    for (let i = 0; i < DEFAULT_RECEIPT_LIMITS.maxUnattached; i++) urls.push(await receipt());
    expectError(await upload(pngReceipt(), 'receipt.png'), 429, 'RECEIPT_QUOTA_EXCEEDED');
    expect(unattached()).toBe(DEFAULT_RECEIPT_LIMITS.maxUnattached);
    // Another customer has a quota of their own.
    await receipt(await signIn(mock, MOBILES.kyc1));

    expect(
      (await depositRaw(walletIdOf(MOBILES.kyc2), { amount: 1_000_000, paymentInfo: receiptPayment(urls[0]!) })).status,
    ).toBe(201);
    await receipt();
    expectError(await upload(pngReceipt(), 'receipt.png'), 429, 'RECEIPT_QUOTA_EXCEEDED');
  });

  it('take 30 MB at most: uploading until refused grows the database by no more than that', async () => {
    const before = dbBytes();
    let accepted = 0;
    for (let i = 0; i < 6; i++) {
      const res = await upload(
        Buffer.concat([pngOfSize(RECEIPT_MAX_BYTES - 16), Buffer.from(`big ${String(i).padStart(8)}`)]),
        'big.png',
      );
      if (res.status === 429) {
        expectError(res, 429, 'RECEIPT_QUOTA_EXCEEDED');
        break;
      }
      expect(res.status).toBe(201);
      accepted++;
    }
    expect(dbBytes() - before).toBeLessThanOrEqual(DEFAULT_RECEIPT_LIMITS.maxUnattachedBytes + 1024 * 1024);
    expect(accepted).toBe(3);
    // Full by bytes, even for a small file.
    expectError(await upload(pngReceipt(), 'receipt.png'), 429, 'RECEIPT_QUOTA_EXCEEDED');
  });

  it('are deleted after a day, while a receipt that backs a deposit stays', async () => {
    const kept = await receipt();
    expect((await depositRaw(walletIdOf(MOBILES.kyc2), { amount: 1_000_000, paymentInfo: receiptPayment(kept) })).status).toBe(
      201,
    );
    const orphans = [];
    for (let i = 1; i < DEFAULT_RECEIPT_LIMITS.maxUnattached; i++) orphans.push(await receipt());
    const stored = mock.db.get<{ n: number }>('SELECT count(*) AS n FROM receipts')!.n;

    mock.clock.advance(DEFAULT_RECEIPT_LIMITS.orphanTtlMs - 60_000);
    token = await signIn(mock, MOBILES.kyc2);
    // Not a day old yet: all kept.
    await receipt();
    expect(unattached()).toBe(DEFAULT_RECEIPT_LIMITS.maxUnattached);
    expect((await fetchReceipt(orphans[0]!, token)).status).toBe(200);

    mock.clock.advance(2 * 60_000);
    token = await signIn(mock, MOBILES.kyc2);
    expect(mock.db.write((tx) => sweepOrphanReceipts(mock.ctx, tx))).toBe(orphans.length);
    for (const url of orphans) expect((await fetchReceipt(url, token)).status).toBe(404);
    expect((await fetchReceipt(kept, token)).status).toBe(200);
    expect(mock.db.get<{ n: number }>('SELECT count(*) AS n FROM receipts')!.n).toBe(stored + 1 - orphans.length);
    expect(unattached()).toBe(1);
  });

  it('swept on upload, free their places without waiting for the timer', async () => {
    for (let i = 0; i < DEFAULT_RECEIPT_LIMITS.maxUnattached; i++) await receipt();
    expectError(await upload(pngReceipt(), 'receipt.png'), 429, 'RECEIPT_QUOTA_EXCEEDED');
    mock.clock.advance(DEFAULT_RECEIPT_LIMITS.orphanTtlMs + 1000);
    token = await signIn(mock, MOBILES.kyc2);
    await receipt();
    expect(unattached()).toBe(1);
  });

  it('are swept by a timer every minute once the server starts', async () => {
    const orphan = await receipt();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    mock.start();
    mock.clock.advance(DEFAULT_RECEIPT_LIMITS.orphanTtlMs + 1000);
    vi.advanceTimersByTime(60_000);
    expect(mock.db.get('SELECT 1 AS kept FROM receipts WHERE name = ?', orphan.split('/').pop()!)).toBeUndefined();
  });

  it('follow the limits the configuration sets', async () => {
    await mock.close();
    mock = buildMock({ receipts: { maxUnattached: 1, maxUnattachedBytes: 1024, orphanTtlMs: 60_000 } }, START);
    token = await signIn(mock, MOBILES.kyc2);
    await receipt();
    expectError(await upload(pngReceipt(), 'receipt.png'), 429, 'RECEIPT_QUOTA_EXCEEDED');
    mock.clock.advance(61_000);
    await receipt();
  });
});

describe('POST /wallets/me/{id}/deposit-request', () => {
  it('registers a receipt deposit as pending and credits nothing until it is approved, from bank clearing, once', async () => {
    const wallet = walletIdOf(MOBILES.kyc2);
    const before = await walletState();
    const transfers = transferCount();
    const fileUrl = await receipt();
    const profile = (await api('get', '/user-auth/profile')).body.data;

    const res = await depositRaw(wallet, {
      amount: 3_500_000,
      description: 'کارت به کارت',
      paymentInfo: receiptPayment(fileUrl),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { data } = createDepositResponseSchema.parse(res.body);
    expect(res.body).toEqual({
      success: true,
      data: {
        id: data.id,
        method: 'receipt',
        amount: 3_500_000,
        status: 'pending',
        createdAt: mock.clock.now().toISOString(),
        description: 'کارت به کارت',
        depositReferenceId: profile.depositReferenceId,
        receiptUrl: fileUrl,
      },
    });
    expect(profile.depositReferenceId).toMatch(/^PARZ-[0-9A-F]{8}$/);
    expect(await walletState()).toEqual(before);
    expect(transferCount()).toBe(transfers);
    expect((await deposits()).requests[0]).toEqual(data);

    mock.clock.advance(60_000);
    const approved = await decide('deposit', data.id);
    expect(approved.status).toBe(200);
    expect(await walletState()).toEqual({
      balance: before.balance + 3_500_000,
      available: before.available + 3_500_000,
      frozen: 0,
    });
    expect(movementsOf(data.id)).toEqual([
      { from: houseAccount('bank_clearing', 'TOMAN'), to: wallet, amount: 3_500_000, type: 'deposit', phase: 'posted' },
    ]);
    expect((await deposits()).requests[0]).toEqual({ ...data, status: 'approved' });

    // A repeated approval, or a rejection after it, is 409 and moves nothing.
    expectError(await decide('deposit', data.id), 409, 'ALREADY_DECIDED');
    expectError(await decide('deposit', data.id, { decision: 'reject' }), 409, 'ALREADY_DECIDED');
    expect((await walletState()).balance).toBe(before.balance + 3_500_000);
    expect(transferCount()).toBe(transfers + 1);
  });

  it('credits a receipt deposit once when many approvals race', async () => {
    const before = await walletState();
    const { id } = await receiptDeposit(2_000_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => decide('deposit', id)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.status !== 200)) expectError(r, 409, 'ALREADY_DECIDED');
    expect((await walletState()).balance).toBe(before.balance + 2_000_000);
    expect(movementsOf(id)).toHaveLength(1);
  });

  it('knows a receipt by its bytes: the same file uploaded again, by anyone, under any name, backs no second deposit', async () => {
    const file = pngReceipt();
    const first = await receipt(token, file);
    expect((await depositRaw(walletIdOf(MOBILES.kyc2), { amount: 1_000_000, paymentInfo: receiptPayment(first) })).status).toBe(
      201,
    );
    const pending = () => mock.db.get("SELECT count(*) AS n FROM deposit_requests WHERE status = 'pending'");
    expect(pending()).toEqual({ n: 1 });

    // Uploaded again, the same bytes get a name of their own, and still prove the transfer already claimed.
    const again = await upload(file, 'رسید دوم.jpg', token, 'image/jpeg');
    expect(again.status).toBe(201);
    expect(again.body.data.fileUrl).not.toBe(first);
    expectError(
      await depositRaw(walletIdOf(MOBILES.kyc2), { amount: 1_000_000, paymentInfo: receiptPayment(again.body.data.fileUrl) }),
      409,
      'RECEIPT_ALREADY_USED',
    );
    const kyc1 = await signIn(mock, MOBILES.kyc1);
    expectError(
      await depositRaw(
        walletIdOf(MOBILES.kyc1),
        { amount: 1_000_000, paymentInfo: receiptPayment(await receipt(kyc1, file)) },
        { as: kyc1 },
      ),
      409,
      'RECEIPT_ALREADY_USED',
    );
    expect(pending()).toEqual({ n: 1 });
    // Other bytes are another transfer.
    expect(
      (await depositRaw(walletIdOf(MOBILES.kyc2), { amount: 1_000_000, paymentInfo: receiptPayment(await receipt()) })).status,
    ).toBe(201);
  });

  it('takes one receipt for one deposit only: a second deposit on it is 409 RECEIPT_ALREADY_USED', async () => {
    const url = await receipt();
    const body = { amount: 1_000_000, paymentInfo: receiptPayment(url) };
    expect((await depositRaw(walletIdOf(MOBILES.kyc2), body)).status).toBe(201);
    expectError(await depositRaw(walletIdOf(MOBILES.kyc2), { ...body, amount: 2_000_000 }), 409, 'RECEIPT_ALREADY_USED');
    expect(mock.db.get("SELECT count(*) AS n FROM deposit_requests WHERE status = 'pending'")).toEqual({ n: 1 });
  });

  it('moves nothing when a receipt deposit is rejected, and cannot approve it afterwards', async () => {
    const before = await walletState();
    const transfers = transferCount();
    const { id } = await receiptDeposit(4_000_000);
    expect((await decide('deposit', id, { decision: 'reject', note: 'مبلغ رسید خوانا نیست' })).status).toBe(200);
    expect(await walletState()).toEqual(before);
    expect(transferCount()).toBe(transfers);
    expect((await deposits()).requests[0]).toMatchObject({ id, status: 'rejected' });
    expectError(await decide('deposit', id), 409, 'ALREADY_DECIDED');
    expect(await walletState()).toEqual(before);
  });

  it('answers 404 for a decision on an unknown deposit', async () => {
    expectError(
      await decide('deposit', 'no-such-deposit'),
      404,
      'NOT_FOUND',
      errorMessage('NOT_FOUND', { what: 'درخواست واریز' }),
    );
  });

  it('credits a gateway deposit at once, from the gateway account, and it needs no decision', async () => {
    const wallet = walletIdOf(MOBILES.kyc2);
    const before = await walletState();
    const res = await depositRaw(wallet, { amount: 5_000_000, paymentInfo: GATEWAY });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { data } = createDepositResponseSchema.parse(res.body);
    expect(data).toMatchObject({ method: 'gateway', amount: 5_000_000, status: 'approved', description: '', receiptUrl: null });
    expect(await walletState()).toEqual({
      balance: before.balance + 5_000_000,
      available: before.available + 5_000_000,
      frozen: 0,
    });
    expect(movementsOf(data.id)).toEqual([
      { from: houseAccount('gateway', 'TOMAN'), to: wallet, amount: 5_000_000, type: 'deposit', phase: 'posted' },
    ]);
    expect((await approvals()).map((i) => i.id)).not.toContain(data.id);
    expectError(await decide('deposit', data.id), 409, 'ALREADY_DECIDED');
    expect((await walletState()).balance).toBe(before.balance + 5_000_000);
  });

  it('accepts the fileUrl with the API host before it, as the panel sends it', async () => {
    const fileUrl = await receipt();
    const res = await depositRaw(walletIdOf(MOBILES.kyc2), {
      amount: 1_000_000,
      paymentInfo: receiptPayment(`http://localhost:4000${fileUrl}`),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.receiptUrl).toBe(fileUrl);
  });

  it("refuses another customer's receipt, or none, with 400 INVALID_RECEIPT, recording nothing", async () => {
    const wallet = walletIdOf(MOBILES.kyc2);
    const theirs = await receipt(await signIn(mock, MOBILES.kyc1));
    const mine = await receipt();
    const total = (await deposits()).total;
    for (const url of [
      theirs,
      `/uploads/receipts/${'0'.repeat(32)}.png`,
      'https://example.com/receipt.png',
      mine.replace('/uploads/receipts/', '/__mock/receipts/'),
      `${mine}x`,
    ]) {
      expectError(await depositRaw(wallet, { amount: 1_000_000, paymentInfo: receiptPayment(url) }), 400, 'INVALID_RECEIPT');
    }
    expect((await deposits()).total).toBe(total);
  });

  it("refuses the gold wallet with WALLET_NOT_CHARGEABLE and another customer's wallet with 404", async () => {
    const fileUrl = await receipt();
    const gold = walletIdOf(MOBILES.kyc2, 'GOLD_18K');
    const transfers = transferCount();
    expectError(
      await depositRaw(gold, { amount: 1_000_000, paymentInfo: receiptPayment(fileUrl) }),
      400,
      'WALLET_NOT_CHARGEABLE',
    );
    expectError(await depositRaw(gold, { amount: 1_000_000, paymentInfo: GATEWAY }), 400, 'WALLET_NOT_CHARGEABLE');
    for (const id of [walletIdOf(MOBILES.kyc1), 'no-such-wallet', houseAccount('gateway', 'TOMAN')]) {
      const res = await depositRaw(encodeURIComponent(id), { amount: 1_000_000, paymentInfo: GATEWAY });
      expectError(res, 404, 'NOT_FOUND', errorMessage('NOT_FOUND', { what: 'کیف پول' }));
    }
    expect(transferCount()).toBe(transfers);
    expect((await walletState(walletIdOf(MOBILES.kyc1), await signIn(mock, MOBILES.kyc1))).balance).toBe(80_000_000);
  });

  it('refuses bad input with 400 VALIDATION_ERROR, recording nothing', async () => {
    const wallet = walletIdOf(MOBILES.kyc2);
    const fileUrl = await receipt();
    const total = (await deposits()).total;
    for (const body of [
      { amount: 0, paymentInfo: GATEWAY },
      { amount: -1_000, paymentInfo: GATEWAY },
      { amount: 1_000.5, paymentInfo: GATEWAY },
      { amount: '1000000', paymentInfo: GATEWAY },
      { amount: 1_000_000 },
      { amount: 1_000_000, paymentInfo: { method: 'card', cardNumber: '6037991234567890' } },
      { amount: 1_000_000, paymentInfo: { method: 'receipt', receiptUrl: fileUrl } },
      { amount: 1_000_000, paymentInfo: { method: 'gateway' } },
      { amount: 1_000_000, paymentInfo: GATEWAY, extra: true },
      { amount: 1_000_000, paymentInfo: GATEWAY, description: 'ت'.repeat(501) },
    ]) {
      const res = await depositRaw(wallet, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
    }
    expect((await deposits()).total).toBe(total);
    expectError(await depositRaw(wallet, { amount: 1_000_000, paymentInfo: GATEWAY }, { as: '' }), 401, 'UNAUTHORIZED');
  });

  it('replays a repeated deposit with the same Idempotency-Key and body, crediting once; another body is 422', async () => {
    const wallet = walletIdOf(MOBILES.kyc2);
    const before = await walletState();
    const total = (await deposits()).total;
    const body = { amount: 2_500_000, paymentInfo: GATEWAY };
    const first = await depositRaw(wallet, body, { key: 'deposit-1' });
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await depositRaw(wallet, { paymentInfo: GATEWAY, amount: 2_500_000 }, { key: 'deposit-1' });
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await walletState()).balance).toBe(before.balance + 2_500_000);
    expect((await deposits()).total).toBe(total + 1);

    expectError(await depositRaw(wallet, { ...body, amount: 2_600_000 }, { key: 'deposit-1' }), 422, 'IDEMPOTENCY_KEY_REUSED');
    expect((await walletState()).balance).toBe(before.balance + 2_500_000);
    expect((await deposits()).total).toBe(total + 1);

    // Concurrent repeats of a new key credit once too: each answer is the first one, a replay of it, or 409 while it runs.
    const racing = await Promise.all(Array.from({ length: 10 }, () => depositRaw(wallet, body, { key: 'deposit-race' })));
    const created = racing.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.body.data.id)).size).toBe(1);
    for (const r of racing.filter((a) => a.status !== 201)) expectError(r, 409, 'IDEMPOTENCY_KEY_IN_USE');
    expect((await walletState()).balance).toBe(before.balance + 5_000_000);
    expect((await deposits()).total).toBe(total + 2);

    // A receipt deposit replays too: one request waits.
    const receiptBody = { amount: 1_000_000, paymentInfo: receiptPayment(await receipt()) };
    const pending = await depositRaw(wallet, receiptBody, { key: 'deposit-2' });
    const replay = await depositRaw(wallet, receiptBody, { key: 'deposit-2' });
    expect(replay.body).toEqual(pending.body);
    expect((await approvals()).filter((i) => i.kind === 'deposit').map((i) => i.id)).toEqual([pending.body.data.id]);
  });
});

describe('POST /wallets/me/{id}/withdraw-request', () => {
  it(`needs KYC level ${WITHDRAW_MIN_KYC_LEVEL}: the KYC 1 customer gets 403 KYC_LEVEL_REQUIRED`, async () => {
    const kyc1 = await signIn(mock, MOBILES.kyc1);
    const wallet = walletIdOf(MOBILES.kyc1);
    const before = await walletState(wallet, kyc1);
    const destination = destinationOf(await verifiedAccount());
    const res = await withdrawRaw(wallet, { amount: 1_000_000, destinationInfo: destination }, { as: kyc1 });
    expectError(res, 403, 'KYC_LEVEL_REQUIRED', errorMessage('KYC_LEVEL_REQUIRED', { required: 2 }));
    expect(await walletState(wallet, kyc1)).toEqual(before);
  });

  it("refuses a destination that is none of the customer's accounts, or not verified, with 400", async () => {
    const wallet = walletIdOf(MOBILES.kyc2);
    const own = destinationOf(await verifiedAccount());
    // An account of the customer's own that waits for verification.
    const created = await api('post', '/bank-accounts', {
      body: {
        accountNumber: '1234567890',
        iban: ibanFromBban('0120000000001234567890'),
        ownerName: 'سارا محمدی',
        bankName: 'بانک ملت',
        bankCode: '012',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const pending = (await bankAccounts()).find((a) => a.id === created.body.data.result.id)!;
    expect(pending.status).toBe('pending');
    // Another customer's verified account.
    const other = await customer(OTHER, { kycLevel: 2 });
    const theirs = destinationOf(await verifiedAccount(other));
    const before = await walletState();
    const transfers = transferCount();

    const cases: [object, ErrorCode][] = [
      [{ ...own, iban: ibanFromBban('0170000000000000000001') }, 'BANK_ACCOUNT_NOT_FOUND'],
      [{ ...own, accountNumber: `${own.accountNumber}9` }, 'BANK_ACCOUNT_NOT_FOUND'],
      [{ ...own, iban: theirs.iban }, 'BANK_ACCOUNT_NOT_FOUND'],
      [theirs, 'BANK_ACCOUNT_NOT_FOUND'],
      [destinationOf(pending), 'BANK_ACCOUNT_NOT_VERIFIED'],
    ];
    for (const [destinationInfo, code] of cases) {
      expectError(await withdrawRaw(wallet, { amount: 1_000_000, destinationInfo }), 400, code);
    }
    expect(await walletState()).toEqual(before);
    expect(transferCount()).toBe(transfers);
    expect((await approvals()).filter((i) => i.kind === 'withdraw')).toEqual([]);
  });

  it('accepts the IBAN with spaces and in lower case', async () => {
    const own = destinationOf(await verifiedAccount());
    const spaced = own.iban.toLowerCase().replace(/(.{4})/g, '$1 ');
    const res = await withdrawRaw(walletIdOf(MOBILES.kyc2), { amount: 1_000, destinationInfo: { ...own, iban: spaced } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.destinationInfo.iban).toBe(own.iban);
  });

  it('refuses more than the usable balance with 400 INSUFFICIENT_BALANCE, holding nothing', async () => {
    await withdrawal(200_000_000);
    const before = await walletState();
    expect(before).toEqual({ balance: 250_000_000, available: 50_000_000, frozen: 200_000_000 });
    const transfers = transferCount();
    const destinationInfo = destinationOf(await verifiedAccount());
    expectError(
      await withdrawRaw(walletIdOf(MOBILES.kyc2), { amount: 50_000_001, destinationInfo }),
      400,
      'INSUFFICIENT_BALANCE',
    );
    expect(await walletState()).toEqual(before);
    expect(transferCount()).toBe(transfers);
    // Exactly what is usable is accepted.
    await withdrawal(50_000_000);
    expect(await walletState()).toEqual({ balance: 250_000_000, available: 0, frozen: 250_000_000 });
  });

  it('holds the amount until it is approved, then posts it to bank clearing', async () => {
    const wallet = walletIdOf(MOBILES.kyc2);
    const account = await verifiedAccount();
    const before = await walletState();
    const res = await withdrawRaw(wallet, { amount: 30_000_000, destinationInfo: destinationOf(account) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { data } = createWithdrawResponseSchema.parse(res.body);
    expect(res.body).toEqual({
      success: true,
      data: {
        id: data.id,
        amount: 30_000_000,
        status: 'pending',
        createdAt: mock.clock.now().toISOString(),
        destinationInfo: destinationOf(account),
        adminNote: null,
      },
    });
    expect(await walletState()).toEqual({
      balance: before.balance,
      available: before.available - 30_000_000,
      frozen: 30_000_000,
    });
    const held = { from: wallet, to: houseAccount('bank_clearing', 'TOMAN'), amount: 30_000_000, type: 'withdraw' };
    expect(movementsOf(data.id)).toEqual([{ ...held, phase: 'pending' }]);
    expect((await withdrawals()).requests[0]).toEqual(data);

    expect((await decide('withdraw', data.id)).status).toBe(200);
    expect(await walletState()).toEqual({
      balance: before.balance - 30_000_000,
      available: before.available - 30_000_000,
      frozen: 0,
    });
    expect(movementsOf(data.id)).toEqual([
      { ...held, phase: 'pending' },
      { ...held, phase: 'post_pending' },
    ]);
    expect((await withdrawals()).requests[0]).toEqual({ ...data, status: 'approved' });
    expectError(await decide('withdraw', data.id), 409, 'ALREADY_DECIDED');
    expectError(await decide('withdraw', data.id, { decision: 'reject' }), 409, 'ALREADY_DECIDED');
    expect((await walletState()).balance).toBe(before.balance - 30_000_000);
  });

  it('releases the amount when it is rejected, and the list shows the note', async () => {
    const before = await walletState();
    const { id } = await withdrawal(12_000_000);
    expect((await walletState()).frozen).toBe(12_000_000);
    const note = 'نام صاحب حساب با نام شما یکی نیست';
    expect((await decide('withdraw', id, { decision: 'reject', note })).status).toBe(200);
    expect(await walletState()).toEqual(before);
    expect(movementsOf(id).map((m) => m.phase)).toEqual(['pending', 'void_pending']);
    expect((await withdrawals()).requests[0]).toMatchObject({ id, status: 'rejected', adminNote: note });
    expectError(await decide('withdraw', id), 409, 'ALREADY_DECIDED');
    expect(await walletState()).toEqual(before);
    expectError(
      await decide('withdraw', 'no-such-withdrawal'),
      404,
      'NOT_FOUND',
      errorMessage('NOT_FOUND', { what: 'درخواست برداشت' }),
    );
  });

  it("refuses the gold wallet with WALLET_NOT_WITHDRAWABLE and another customer's wallet with 404", async () => {
    const destinationInfo = destinationOf(await verifiedAccount());
    const transfers = transferCount();
    expectError(
      await withdrawRaw(walletIdOf(MOBILES.kyc2, 'GOLD_18K'), { amount: 1, destinationInfo }),
      400,
      'WALLET_NOT_WITHDRAWABLE',
    );
    expectError(
      await withdrawRaw(walletIdOf(MOBILES.kyc1), { amount: 1_000, destinationInfo }),
      404,
      'NOT_FOUND',
      errorMessage('NOT_FOUND', { what: 'کیف پول' }),
    );
    expect(transferCount()).toBe(transfers);
  });

  it('refuses bad input with 400 VALIDATION_ERROR', async () => {
    const wallet = walletIdOf(MOBILES.kyc2);
    const destinationInfo = destinationOf(await verifiedAccount());
    for (const body of [
      { amount: 0, destinationInfo },
      { amount: 1.5, destinationInfo },
      { amount: 1_000 },
      { amount: 1_000, destinationInfo: { iban: destinationInfo.iban } },
      { amount: 1_000, destinationInfo, extra: 1 },
    ]) {
      const res = await withdrawRaw(wallet, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
    }
    expect((await walletState()).frozen).toBe(0);
  });

  it('holds once for twenty concurrent withdrawals of 60 % of the balance; the other 19 get INSUFFICIENT_BALANCE', async () => {
    const wallet = walletIdOf(MOBILES.kyc2);
    const before = await walletState();
    const amount = before.balance * 0.6;
    const destinationInfo = destinationOf(await verifiedAccount());
    const total = (await withdrawals()).total;
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdrawRaw(wallet, { amount, destinationInfo })));
    const ok = answers.filter((r) => r.status === 201);
    expect(ok).toHaveLength(1);
    const refused = answers.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(19);
    for (const r of refused) expectError(r, 400, 'INSUFFICIENT_BALANCE');
    expect(await walletState()).toEqual({ balance: before.balance, available: before.balance - amount, frozen: amount });
    expect((await withdrawals()).total).toBe(total + 1);
    expect((await approvals()).filter((i) => i.kind === 'withdraw').map((i) => i.id)).toEqual([ok[0].body.data.id]);
  });

  it('replays a repeated withdrawal with the same Idempotency-Key and body, holding once; another body is 422', async () => {
    const wallet = walletIdOf(MOBILES.kyc2);
    const destinationInfo = destinationOf(await verifiedAccount());
    const first = await withdrawRaw(wallet, { amount: 7_000_000, destinationInfo }, { key: 'withdraw-1' });
    expect(first.status).toBe(201);
    const again = await withdrawRaw(wallet, { destinationInfo, amount: 7_000_000 }, { key: 'withdraw-1' });
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await walletState()).frozen).toBe(7_000_000);
    expectError(
      await withdrawRaw(wallet, { amount: 8_000_000, destinationInfo }, { key: 'withdraw-1' }),
      422,
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect((await walletState()).frozen).toBe(7_000_000);
    expect((await withdrawals()).requests.filter((r) => r.status === 'pending').map((r) => r.id)).toEqual([first.body.data.id]);
  });
});

describe('notifications and wallet-update', () => {
  it('notifies each credit of a deposit (medium) and its rejection (low), and pushes the new balance to the owner', async () => {
    const userId = userIdOf(mock, MOBILES.kyc2);
    const wallet = walletIdOf(MOBILES.kyc2);
    const before = await walletState();
    const seen = await idsOf();
    const toUser = vi.spyOn(mock.realtime.realtime, 'toUser');

    const approved = await receiptDeposit(1_200_000);
    const rejected = await receiptDeposit(800_000);
    // A receipt deposit waiting for a decision moved nothing: no notification, no wallet update.
    expect(await newNotifications(seen)).toEqual([]);
    expect(toUser).not.toHaveBeenCalled();

    const pushes = (event: string) => toUser.mock.calls.filter(([, e]) => e === event).map(([id, , payload]) => [id, payload]);
    const balanceAfter = (added: number) => ({
      walletId: wallet,
      balance: before.balance + added,
      availableBalance: before.available + added,
      frozenAmount: 0,
      currency: 'TOMAN',
    });

    await decide('deposit', approved.id);
    expect(pushes('wallet-update')).toEqual([[userId, balanceAfter(1_200_000)]]);
    // A rejection moves nothing, so it tells no new balance.
    await decide('deposit', rejected.id, { decision: 'reject', note: 'رسید تکراری است' });
    expect(pushes('wallet-update')).toHaveLength(1);
    const gateway = createDepositResponseSchema.parse(
      (await depositRaw(wallet, { amount: 300_000, paymentInfo: GATEWAY })).body,
    ).data;
    expect(pushes('wallet-update')).toEqual([
      [userId, balanceAfter(1_200_000)],
      [userId, balanceAfter(1_500_000)],
    ]);

    const added = await newNotifications(seen);
    expect(added).toEqual([
      {
        type: 'transaction',
        priority: 'medium',
        title: 'واریز انجام شد',
        message: `مبلغ ${fa(300_000)} تومان به کیف پول شما واریز شد.`,
        data: { kind: 'deposit', depositId: gateway.id, walletId: wallet, amount: 300_000, status: 'completed' },
      },
      {
        type: 'transaction',
        priority: 'low',
        title: 'درخواست واریز رد شد',
        message: expect.stringContaining('رسید تکراری است'),
        data: { kind: 'deposit', depositId: rejected.id, amount: 800_000, status: 'rejected' },
      },
      {
        type: 'transaction',
        priority: 'medium',
        title: 'واریز انجام شد',
        message: `مبلغ ${fa(1_200_000)} تومان به کیف پول شما واریز شد.`,
        data: { kind: 'deposit', depositId: approved.id, walletId: wallet, amount: 1_200_000, status: 'completed' },
      },
    ]);
    // Each is pushed to the owner's room as well, oldest first.
    expect(pushes('notification').map(([id, n]) => [id, (n as Notification).data])).toEqual(
      [...added].reverse().map((n) => [userId, n.data]),
    );
  });

  it('notifies a withdrawal when it is held (low), approved (medium) and rejected (low), and pushes each balance change', async () => {
    const userId = userIdOf(mock, MOBILES.kyc2);
    const wallet = walletIdOf(MOBILES.kyc2);
    const before = await walletState();
    const seen = await idsOf();
    const toUser = vi.spyOn(mock.realtime.realtime, 'toUser');
    const walletUpdates = () =>
      toUser.mock.calls.filter(([, event]) => event === 'wallet-update').map(([id, , payload]) => [id, payload]);

    const approved = await withdrawal(10_000_000);
    expect(walletUpdates()).toEqual([
      [
        userId,
        {
          walletId: wallet,
          balance: before.balance,
          availableBalance: before.available - 10_000_000,
          frozenAmount: 10_000_000,
          currency: 'TOMAN',
        },
      ],
    ]);
    const rejected = await withdrawal(5_000_000);
    toUser.mockClear();
    await decide('withdraw', approved.id);
    expect(walletUpdates()).toEqual([
      [
        userId,
        {
          walletId: wallet,
          balance: before.balance - 10_000_000,
          availableBalance: before.available - 15_000_000,
          frozenAmount: 5_000_000,
          currency: 'TOMAN',
        },
      ],
    ]);
    toUser.mockClear();
    await decide('withdraw', rejected.id, { decision: 'reject', note: 'شبا نامعتبر' });
    expect(walletUpdates()).toEqual([
      [
        userId,
        {
          walletId: wallet,
          balance: before.balance - 10_000_000,
          availableBalance: before.balance - 10_000_000,
          frozenAmount: 0,
          currency: 'TOMAN',
        },
      ],
    ]);

    const added = await newNotifications(seen);
    expect(added.map(({ type, priority, data }) => ({ type, priority, data }))).toEqual([
      {
        type: 'transaction',
        priority: 'low',
        data: { kind: 'withdraw', withdrawId: rejected.id, amount: 5_000_000, status: 'rejected' },
      },
      {
        type: 'transaction',
        priority: 'medium',
        data: { kind: 'withdraw', withdrawId: approved.id, amount: 10_000_000, status: 'completed' },
      },
      {
        type: 'transaction',
        priority: 'low',
        data: { kind: 'withdraw', withdrawId: rejected.id, amount: 5_000_000, status: 'pending' },
      },
      {
        type: 'transaction',
        priority: 'low',
        data: { kind: 'withdraw', withdrawId: approved.id, amount: 10_000_000, status: 'pending' },
      },
    ]);
    expect(added[0].message).toContain('شبا نامعتبر');
    // A refused withdrawal notifies nothing.
    const destinationInfo = destinationOf(await verifiedAccount());
    expect((await withdrawRaw(wallet, { amount: 10 ** 10, destinationInfo })).status).toBe(400);
    expect(await newNotifications(seen)).toHaveLength(4);
  });
});

describe('GET /__mock/approvals and MOCK_AUTO_APPROVE_MS', () => {
  it('lists pending receipt deposits with their receipt and pending withdrawals, oldest first', async () => {
    expect(await approvals()).toEqual([]);
    const deposit = await receiptDeposit(1_500_000);
    mock.clock.advance(1_000);
    const withdraw = await withdrawal(2_000_000);
    const account = await verifiedAccount();
    const fileName = deposit.receiptUrl!.split('/').pop();
    expect(await approvals()).toEqual([
      {
        kind: 'deposit',
        id: deposit.id,
        mobile: MOBILES.kyc2,
        summary: `سارا محمدی: واریز ${fa(1_500_000)} تومان با رسید`,
        createdAt: deposit.createdAt,
        receiptUrl: `/__mock/receipts/${fileName}`,
      },
      {
        kind: 'withdraw',
        id: withdraw.id,
        mobile: MOBILES.kyc2,
        summary: `سارا محمدی: برداشت ${fa(2_000_000)} تومان به ${account.bankName} (${account.iban})`,
        createdAt: withdraw.createdAt,
      },
    ]);
    const served = await fetchReceipt(`/__mock/receipts/${fileName}`);
    expect([served.status, served.headers['content-type'], Buffer.compare(served.body as Buffer, lastReceipt)]).toEqual([
      200,
      'image/png',
      0,
    ]);

    await decide('deposit', deposit.id, { decision: 'reject' });
    expect((await approvals()).map((i) => i.id)).toEqual([withdraw.id]);
    await decide('withdraw', withdraw.id);
    expect(await approvals()).toEqual([]);
  });

  it('approves a receipt deposit and a withdrawal once they have waited MOCK_AUTO_APPROVE_MS', async () => {
    await mock.close();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    mock = buildMock({ autoApproveMs: 5000 }, START);
    mock.start();
    token = await signIn(mock, MOBILES.kyc2);
    const before = await walletState();
    const deposit = await receiptDeposit(1_000_000);
    const withdraw = await withdrawal(4_000_000);

    mock.clock.advance(4_000);
    vi.advanceTimersByTime(1_000);
    expect([(await deposits()).requests[0].status, (await withdrawals()).requests[0].status]).toEqual(['pending', 'pending']);
    expect(await walletState()).toEqual({ balance: before.balance, available: before.available - 4_000_000, frozen: 4_000_000 });

    mock.clock.advance(1_000);
    vi.advanceTimersByTime(1_000);
    expect((await deposits()).requests[0]).toMatchObject({ id: deposit.id, status: 'approved' });
    expect((await withdrawals()).requests[0]).toMatchObject({ id: withdraw.id, status: 'approved' });
    expect(await walletState()).toEqual({
      balance: before.balance + 1_000_000 - 4_000_000,
      available: before.balance + 1_000_000 - 4_000_000,
      frozen: 0,
    });
    expect(await approvals()).toEqual([]);
    // Nothing is approved twice.
    mock.clock.advance(10_000);
    vi.advanceTimersByTime(5_000);
    expect((await walletState()).balance).toBe(before.balance - 3_000_000);
  });
});

describe('POST, PATCH and DELETE of a wallet', () => {
  it('answers 409 WALLET_EXISTS for an open wallet, and 400 for an unknown currency', async () => {
    for (const currencyId of ['TOMAN', 'GOLD_18K'])
      expectError(await api('post', '/wallets', { body: { currencyId } }), 409, 'WALLET_EXISTS');
    for (const body of [{ currencyId: 'USD' }, {}, { currencyId: 'TOMAN', extra: 1 }]) {
      const res = await api('post', '/wallets', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
    }
    expectError(await api('post', '/wallets', { as: '', body: { currencyId: 'TOMAN' } }), 401, 'UNAUTHORIZED');
  });

  it('refuses to close a wallet with a balance or a hold (409 WALLET_NOT_EMPTY); closes an empty one, which then takes no deposit until reopened', async () => {
    const fresh = await customer(FRESH, { kycLevel: 2, balances: { toman: 1_000 } });
    const toman = walletIdOf(FRESH.mobile);
    const gold = walletIdOf(FRESH.mobile, 'GOLD_18K');
    const list = async () =>
      walletListResponseSchema
        .parse((await api('get', '/wallets/me', { as: fresh })).body)
        .data.map((w) => [w.currencyId, w.status, w.balance]);

    // A balance, then all of it held by a withdrawal: neither closes.
    expectError(await api('delete', `/wallets/me/${toman}`, { as: fresh }), 409, 'WALLET_NOT_EMPTY');
    const { id } = await withdrawal(1_000, fresh, toman);
    expect(await walletState(toman, fresh)).toEqual({ balance: 1_000, available: 0, frozen: 1_000 });
    expectError(await api('delete', `/wallets/me/${toman}`, { as: fresh }), 409, 'WALLET_NOT_EMPTY');
    expect(await list()).toEqual([
      ['TOMAN', true, 1_000],
      ['GOLD_18K', true, 0],
    ]);
    // Once the withdrawal is paid out the wallet is empty and closes; so does the empty gold wallet.
    expect((await decide('withdraw', id)).status).toBe(200);
    for (const wallet of [toman, gold]) {
      const closed = await api('delete', `/wallets/me/${wallet}`, { as: fresh });
      expect(closed.status, JSON.stringify(closed.body)).toBe(200);
      expect(closed.body.success).toBe(true);
    }
    expect(await list()).toEqual([
      ['TOMAN', false, 0],
      ['GOLD_18K', false, 0],
    ]);

    // A closed wallet takes no deposit and gives no withdrawal.
    expectError(await depositRaw(toman, { amount: 1_000, paymentInfo: GATEWAY }, { as: fresh }), 400, 'WALLET_NOT_CHARGEABLE');
    const fileUrl = await receipt(fresh);
    expectError(
      await depositRaw(toman, { amount: 1_000, paymentInfo: receiptPayment(fileUrl) }, { as: fresh }),
      400,
      'WALLET_NOT_CHARGEABLE',
    );
    const destinationInfo = destinationOf(await verifiedAccount(fresh));
    expectError(await withdrawRaw(toman, { amount: 1, destinationInfo }, { as: fresh }), 400, 'WALLET_NOT_WITHDRAWABLE');
    expect((await deposits('', fresh)).total).toBe(0);

    // POST /wallets opens it again: the same wallet, which takes deposits.
    const reopened = await api('post', '/wallets', { as: fresh, body: { currencyId: 'TOMAN' } });
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(201);
    expect(walletResponseSchema.parse(reopened.body).data).toMatchObject({
      id: toman,
      currencyId: 'TOMAN',
      status: true,
      balance: 0,
    });
    expect(await list()).toEqual([
      ['TOMAN', true, 0],
      ['GOLD_18K', false, 0],
    ]);
    expect((await depositRaw(toman, { amount: 2_000, paymentInfo: GATEWAY }, { as: fresh })).status).toBe(201);
    expect((await walletState(toman, fresh)).balance).toBe(2_000);
    expectError(await api('post', '/wallets', { as: fresh, body: { currencyId: 'TOMAN' } }), 409, 'WALLET_EXISTS');
  });

  it('never leaves money in a closed wallet: a receipt deposit waiting for a decision keeps it open or is refused', async () => {
    const fresh = await customer(FRESH);
    const toman = walletIdOf(FRESH.mobile);
    const { id } = await receiptDeposit(1_000, fresh, toman);
    await api('delete', `/wallets/me/${toman}`, { as: fresh });
    await decide('deposit', id);
    const wallets = walletListResponseSchema.parse((await api('get', '/wallets/me', { as: fresh })).body).data;
    expect(wallets.filter((w) => !w.status).map((w) => [w.currencyId, w.balance])).toEqual(
      wallets.filter((w) => !w.status).map((w) => [w.currencyId, 0]),
    );
  });

  it("answers 404 for closing another customer's wallet, changing nothing", async () => {
    const other = walletIdOf(MOBILES.kyc0, 'GOLD_18K');
    expectError(await api('delete', `/wallets/me/${other}`), 404, 'NOT_FOUND', errorMessage('NOT_FOUND', { what: 'کیف پول' }));
    const kyc0 = await signIn(mock, MOBILES.kyc0);
    const gold = walletListResponseSchema
      .parse((await api('get', '/wallets/me', { as: kyc0 })).body)
      .data.find((w) => w.id === other);
    expect(gold).toMatchObject({ status: true, balance: 0 });
  });

  it("answers 403 WALLET_NOT_EDITABLE to PATCH of the customer's own wallet, and 404 for another customer's", async () => {
    const before = await walletState();
    expectError(
      await api('patch', `/wallets/me/${walletIdOf(MOBILES.kyc2)}`, { body: { status: false, balance: 1 } }),
      403,
      'WALLET_NOT_EDITABLE',
    );
    expectError(
      await api('patch', `/wallets/me/${walletIdOf(MOBILES.kyc1)}`, { body: { status: false } }),
      404,
      'NOT_FOUND',
      errorMessage('NOT_FOUND', { what: 'کیف پول' }),
    );
    expectError(
      await api('patch', '/wallets/me/no-such-wallet', { body: {} }),
      404,
      'NOT_FOUND',
      errorMessage('NOT_FOUND', { what: 'کیف پول' }),
    );
    expect(await walletState()).toEqual(before);
  });
});
