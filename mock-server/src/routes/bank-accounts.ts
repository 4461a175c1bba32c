import { Router, type RequestHandler } from 'express';
import {
  bankAccountInputSchema,
  bankAccountListResponseSchema,
  bankAccountMutationResponseSchema,
  bankListResponseSchema,
} from '@gold/contracts/bank-accounts';
import { okMessageSchema } from '@gold/contracts/common';
import * as banks from '../domain/bank-accounts/bank-accounts';
import type { DomainContext } from '../domain/shared/context';
import { userIdOf } from '../http/auth';
import { commit, parseBody, send } from '../http/validation';

export function bankAccountRoutes(ctx: DomainContext, requireAuth: RequestHandler): Router {
  const r = Router();

  // The catalogue holds no customer data: the form may load it before anything else.
  r.get('/bank-accounts/iranian-banks', (_req, res) => {
    send(res, bankListResponseSchema, { success: true, data: banks.listBanks() });
  });

  r.get('/bank-accounts/me', requireAuth, (req, res) => {
    send(res, bankAccountListResponseSchema, { success: true, data: banks.listBankAccounts(ctx.db, userIdOf(req)) });
  });

  r.post('/bank-accounts', requireAuth, (req, res) => {
    const fields = parseBody(req, bankAccountInputSchema);
    commit(
      ctx,
      res,
      bankAccountMutationResponseSchema,
      201,
    )((tx) => ({
      success: true,
      message: 'حساب بانکی ثبت شد و در انتظار تأیید است',
      data: { result: banks.createBankAccount(ctx, tx, userIdOf(req), fields) },
    }));
  });

  r.patch('/bank-accounts/:id', requireAuth, (req, res) => {
    const fields = parseBody(req, bankAccountInputSchema);
    commit(
      ctx,
      res,
      bankAccountMutationResponseSchema,
    )((tx) => ({
      success: true,
      message: 'حساب بانکی ویرایش شد و دوباره در انتظار تأیید است',
      data: { result: banks.updateBankAccount(ctx, tx, userIdOf(req), String(req.params.id), fields) },
    }));
  });

  r.delete('/bank-accounts/:id', requireAuth, (req, res) => {
    commit(
      ctx,
      res,
      okMessageSchema,
    )((tx) => {
      banks.deleteBankAccount(tx, userIdOf(req), String(req.params.id));
      return { success: true, message: 'حساب بانکی حذف شد' };
    });
  });

  return r;
}
