import { Router, type RequestHandler } from 'express';
import { pageQuerySchema } from '@gold/contracts/common';
import { WALLET_LIST_PAGE_SIZE } from '@gold/contracts/constants';
import { transactionListResponseSchema, walletListResponseSchema, walletResponseSchema } from '@gold/contracts/wallets';
import type { DomainContext } from '../domain/context';
import * as wallets from '../domain/wallets';
import { userIdOf } from '../http/auth';
import { parseQuery, send } from '../http/validation';

const pageQuery = pageQuerySchema(WALLET_LIST_PAGE_SIZE);

/** The wallets' read side (spec 2 sections 3 and 7), served from the ledger. */
export function walletRoutes(ctx: DomainContext, requireAuth: RequestHandler): Router {
  const r = Router();

  r.get('/wallets/me', requireAuth, (req, res) => {
    send(res, walletListResponseSchema, { success: true, data: wallets.listWallets(ctx.db, userIdOf(req)) });
  });

  // Before '/wallets/me/:id', which would take 'transactions' for a wallet id.
  r.get('/wallets/me/transactions', requireAuth, (req, res) => {
    const data = wallets.listTransactions(ctx.db, userIdOf(req), null, parseQuery(req, pageQuery));
    send(res, transactionListResponseSchema, { success: true, data });
  });

  r.get('/wallets/me/:id', requireAuth, (req, res) => {
    const wallet = wallets.toPublicWallet(wallets.ownWallet(ctx.db, userIdOf(req), String(req.params.id)));
    send(res, walletResponseSchema, { success: true, data: wallet });
  });

  r.get('/wallets/me/:id/transactions', requireAuth, (req, res) => {
    const data = wallets.listTransactions(ctx.db, userIdOf(req), String(req.params.id), parseQuery(req, pageQuery));
    send(res, transactionListResponseSchema, { success: true, data });
  });

  return r;
}
