import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { ErrorCode, ErrorEnvelope } from '@gold/contracts/common';
import { DomainError } from '../domain/errors';
import { ValidationError } from './validation';
import type { Logger } from './logging';

export function sendError(res: Response, status: number, code: ErrorCode, message: string, details?: ErrorEnvelope['details']) {
  const body: ErrorEnvelope = { success: false, error: message, message, errorCode: code, ...(details ? { details } : {}) };
  res.status(status).json(body);
}

export const notFoundHandler: RequestHandler = (_req, res) => {
  sendError(res, 404, 'NOT_FOUND', 'مسیر درخواستی یافت نشد');
};

/** Every failure becomes the JSON envelope; a fault never leaks a stack trace. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (res.headersSent) return;
    if (err instanceof ValidationError) return sendError(res, 400, err.code, err.message, err.issues);
    if (err instanceof DomainError) {
      res.set(err.headers);
      return sendError(res, err.status, err.code, err.message);
    }
    // A malformed %-escape in a path parameter (`/__mock/otp/%E0`): the router cannot decode it.
    if (err instanceof URIError) return sendError(res, 400, 'VALIDATION_ERROR', 'نشانی درخواست نامعتبر است');
    const type = (err as { type?: string }).type;
    if (type === 'entity.parse.failed') return sendError(res, 400, 'INVALID_JSON', 'بدنه درخواست JSON معتبر نیست');
    if (type === 'entity.too.large') return sendError(res, 413, 'PAYLOAD_TOO_LARGE', 'حجم درخواست بیش از حد مجاز است');
    if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
      return sendError(res, 400, 'INVALID_JSON', 'کدگذاری درخواست پشتیبانی نمی‌شود');
    }
    logger.error('unhandled', { method: req.method, path: req.path, error: err instanceof Error ? err.message : String(err) });
    sendError(res, 500, 'INTERNAL_ERROR', 'خطای داخلی سرور، لطفاً بعداً تلاش کنید');
  };
}
