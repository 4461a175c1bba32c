import type { Request, Response } from 'express';
import type { z } from 'zod';
import { DomainError } from '../domain/errors';

export class ValidationError extends DomainError {
  constructor(readonly issues: { path: string; message: string }[]) {
    super(400, 'VALIDATION_ERROR', 'اطلاعات ارسال‌شده نامعتبر است');
  }
}

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new ValidationError(
      result.error.issues.map((issue) => ({ path: issue.path.join('.') || '(root)', message: issue.message })),
    );
  }
  return result.data;
}

export const parseBody = <S extends z.ZodType>(req: Request, schema: S) => parse(schema, req.body ?? {});
export const parseQuery = <S extends z.ZodType>(req: Request, schema: S) => parse(schema, req.query);

/**
 * Answers `body` with `status`. In development and tests the answer is checked against its contract
 * first, so the mock cannot drift from what the web expects.
 */
export function send<S extends z.ZodType>(res: Response, schema: S, body: z.input<S>, status = 200): void {
  if (res.app.locals.validateResponses) {
    const result = schema.safeParse(body);
    if (!result.success) {
      throw new Error(`answer for ${res.req.method} ${res.req.path} breaks its contract: ${result.error.message}`);
    }
  }
  res.status(status).json(body);
}
