import type { Request, Response } from 'express';
import { z } from 'zod';
import type { Tx } from '../db/tx';
import type { DomainContext } from '../domain/shared/context';
import { DomainError } from '../errors';
import { checkAgainstTable } from './api-table';
import { remember } from './idempotency';

export class ValidationError extends DomainError {
  constructor(readonly issues: { path: string; message: string }[]) {
    super('VALIDATION_ERROR');
  }
}

/** Any zod schema, classic or mini (the contracts the sign-in page reaches are written with zod/mini). */
function parse<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) {
    throw new ValidationError(
      result.error.issues.map((issue) => ({ path: issue.path.join('.') || '(root)', message: issue.message })),
    );
  }
  return result.data;
}

export const parseBody = <S extends z.core.$ZodType>(req: Request, schema: S) => parse(schema, req.body ?? {});
export const parseQuery = <S extends z.core.$ZodType>(req: Request, schema: S) => parse(schema, req.query);

/** In development and tests every answer is checked against its contract, so the mock cannot drift from the web. */
function checkContract<S extends z.core.$ZodType>(res: Response, schema: S, body: z.input<S>, status: number): void {
  if (!res.app.locals.validateResponses) return;
  checkAgainstTable(res.req, { status, schema });
  const result = z.safeParse(schema, body);
  if (!result.success) throw new Error(`answer for ${res.req.method} ${res.req.path} breaks its contract: ${result.error.message}`);
}

/** Answers `body` with `status`, after checking it against its contract. */
export function send<S extends z.core.$ZodType>(res: Response, schema: S, body: z.input<S>, status = 200): void {
  checkContract(res, schema, body, status);
  res.status(status).json(body);
}

/**
 * A write: `work` runs in one transaction, and its answer (checked against its contract, and kept for the request's
 * Idempotency-Key, if any) is sent only after the commit. Curried so the schema fixes the answer's type first:
 * `commit(ctx, res, schema, 201)((tx) => ({ success: true, data: ... }))`.
 */
export const commit =
  <S extends z.core.$ZodType>(ctx: DomainContext, res: Response, schema: S, status = 200) =>
  (work: (tx: Tx) => z.input<S>): void => {
    const body = ctx.db.write((tx) => {
      const answer = work(tx);
      checkContract(res, schema, answer, status);
      remember(tx, res, ctx.clock, status, answer);
      return answer;
    });
    res.status(status).json(body);
  };
