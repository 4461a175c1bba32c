import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { fileTypeFromBuffer } from 'file-type';
import { okMessageSchema, pageQuerySchema } from '@gold/contracts/common';
import { RECEIPT_MAX_BYTES, RECEIPT_MIME_TYPES, WALLET_LIST_PAGE_SIZE } from '@gold/contracts/constants';
import {
  createDepositRequestSchema,
  createDepositResponseSchema,
  createWalletRequestSchema,
  createWithdrawRequestSchema,
  createWithdrawResponseSchema,
  depositRequestListResponseSchema,
  transactionListResponseSchema,
  uploadReceiptResponseSchema,
  walletListResponseSchema,
  walletResponseSchema,
  withdrawRequestListResponseSchema,
} from '@gold/contracts/wallets';
import type { DomainContext } from '../domain/shared/context';
import * as requests from '../domain/wallets/wallet-requests';
import * as wallets from '../domain/wallets/wallets';
import { DomainError } from '../errors';
import { userIdOf } from '../http/auth';
import { idempotency } from '../http/idempotency';
import { commit, parseBody, parseQuery, send } from '../http/validation';

const pageQuery = pageQuerySchema(WALLET_LIST_PAGE_SIZE);

/** One file, kept in memory, refused past 10 MB before it is all read. */
const receiptUpload = multer({ storage: multer.memoryStorage(), limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 5 } }).single('file');

/**
 * multer's refusals as the API's errors: a file too large is 413; any other malformed upload (more than one file, a
 * body cut short, no boundary) is 400.
 */
const uploadReceipt: RequestHandler = (req, res, next) =>
  receiptUpload(req, res, (error: unknown) => {
    if (!error) return next();
    const tooLarge = error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE';
    next(new DomainError(tooLarge ? 'FILE_TOO_LARGE' : 'INVALID_UPLOAD'));
  });

/** JPG, PNG or PDF, read from the leading bytes: the name and the browser's type say nothing. */
async function receiptType(data: Buffer): Promise<requests.ReceiptMime> {
  const detected = await fileTypeFromBuffer(data);
  const mime = detected?.mime as string | undefined;
  if (!mime || !(RECEIPT_MIME_TYPES as readonly string[]).includes(mime)) throw new DomainError('UNSUPPORTED_FILE_TYPE');
  return mime as requests.ReceiptMime;
}

/** The wallets (spec 2 sections 3, 4 and 7), served from the ledger: cards, movements, deposits and withdrawals. */
export function walletRoutes(ctx: DomainContext, requireAuth: RequestHandler): Router {
  const r = Router();
  const once = idempotency(ctx.db, ctx.clock, 'user');

  r.get('/wallets/me', requireAuth, (req, res) => {
    send(res, walletListResponseSchema, { success: true, data: wallets.listWallets(ctx.db, userIdOf(req)) });
  });

  // Before '/wallets/me/:id', which would take these names for a wallet id.
  r.get('/wallets/me/transactions', requireAuth, (req, res) => {
    const data = wallets.listTransactions(ctx.db, userIdOf(req), null, parseQuery(req, pageQuery));
    send(res, transactionListResponseSchema, { success: true, data });
  });

  r.get('/wallets/me/deposit-requests', requireAuth, (req, res) => {
    send(res, depositRequestListResponseSchema, { success: true, data: requests.listDeposits(ctx.db, userIdOf(req), parseQuery(req, pageQuery)) });
  });

  r.get('/wallets/me/withdraw-requests', requireAuth, (req, res) => {
    send(res, withdrawRequestListResponseSchema, {
      success: true,
      data: requests.listWithdrawals(ctx.db, userIdOf(req), parseQuery(req, pageQuery)),
    });
  });

  // A customer at the limit of receipts backing no deposit is refused before the file is read.
  const withinQuota: RequestHandler = (req, _res, next) => {
    ctx.db.write((tx) => requests.sweepOrphanReceipts(ctx, tx));
    requests.checkReceiptQuota(ctx.db, requests.receiptLimitsOf(ctx), userIdOf(req), 0);
    next();
  };

  r.post('/wallets/me/upload-receipt', requireAuth, withinQuota, uploadReceipt, async (req, res) => {
    if (!req.file) throw new DomainError('NO_FILE');
    const data = req.file.buffer;
    const mime = await receiptType(data);
    commit(
      ctx,
      res,
      uploadReceiptResponseSchema,
      201,
    )((tx) => {
      requests.checkReceiptQuota(tx, requests.receiptLimitsOf(ctx), userIdOf(req), data.length);
      return { success: true, data: requests.storeReceipt(tx, userIdOf(req), { mime, data }, ctx.clock.now().toISOString()) };
    });
  });

  // The receipt itself, to its owner only.
  r.get(`${requests.RECEIPT_PATH}:name`, requireAuth, (req, res) => {
    const receipt = requests.readReceipt(ctx.db, String(req.params.name), userIdOf(req));
    res.type(receipt.mime).set('Content-Disposition', 'inline').send(receipt.data);
  });

  r.get('/wallets/me/:id', requireAuth, (req, res) => {
    const wallet = wallets.toPublicWallet(wallets.ownWallet(ctx.db, userIdOf(req), String(req.params.id)));
    send(res, walletResponseSchema, { success: true, data: wallet });
  });

  r.get('/wallets/me/:id/transactions', requireAuth, (req, res) => {
    const data = wallets.listTransactions(ctx.db, userIdOf(req), String(req.params.id), parseQuery(req, pageQuery));
    send(res, transactionListResponseSchema, { success: true, data });
  });

  r.post('/wallets/me/:id/deposit-request', requireAuth, once, (req, res) => {
    const input = parseBody(req, createDepositRequestSchema);
    commit(
      ctx,
      res,
      createDepositResponseSchema,
      201,
    )((tx) => ({ success: true, data: requests.createDeposit(ctx, tx, userIdOf(req), String(req.params.id), input) }));
  });

  r.post('/wallets/me/:id/withdraw-request', requireAuth, once, (req, res) => {
    const input = parseBody(req, createWithdrawRequestSchema);
    commit(
      ctx,
      res,
      createWithdrawResponseSchema,
      201,
    )((tx) => ({ success: true, data: requests.createWithdraw(ctx, tx, userIdOf(req), String(req.params.id), input) }));
  });

  // Spec: "not shown". A customer has one wallet per currency: POST opens a closed one again, DELETE closes an empty
  // one, and nothing else about a wallet is the customer's to change.
  r.post('/wallets', requireAuth, (req, res) => {
    const { currencyId } = parseBody(req, createWalletRequestSchema);
    commit(ctx, res, walletResponseSchema, 201)((tx) => ({ success: true, data: wallets.reopenWallet(tx, userIdOf(req), currencyId) }));
  });

  r.patch('/wallets/me/:id', requireAuth, (req) => {
    wallets.ownWallet(ctx.db, userIdOf(req), String(req.params.id));
    throw new DomainError('WALLET_NOT_EDITABLE');
  });

  r.delete('/wallets/me/:id', requireAuth, (req, res) => {
    commit(
      ctx,
      res,
      okMessageSchema,
    )((tx) => {
      wallets.closeWallet(tx, userIdOf(req), String(req.params.id));
      return { success: true, message: 'کیف پول بسته شد' };
    });
  });

  return r;
}
