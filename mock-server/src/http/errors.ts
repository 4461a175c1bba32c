import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { ErrorEnvelope } from '@gold/contracts/common';
import { errorMessage, errorStatus, type ErrorCode, type PlainErrorCode } from '@gold/contracts/errors';
import { DomainError } from '../errors';
import type { Logger } from '../logger';
import { ValidationError } from './validation';

export function sendError(res: Response, status: number, code: ErrorCode, message: string, details?: ErrorEnvelope['details']) {
  const body: ErrorEnvelope = { success: false, error: message, message, errorCode: code, ...(details ? { details } : {}) };
  res.status(status).json(body);
}

export const sendCode = (res: Response, code: PlainErrorCode) => sendError(res, errorStatus(code), code, errorMessage(code));

export const notFoundHandler: RequestHandler = (_req, res) => {
  sendCode(res, 'ROUTE_NOT_FOUND');
};

/** body-parser's refusals of a body: bad JSON, a claimed encoding that is not what arrived, an unknown charset. */
const BAD_BODY = new Set(['entity.parse.failed', 'encoding.unsupported', 'charset.unsupported', 'request.aborted', 'entity.verify.failed']);

/** Every failure becomes the JSON envelope; a fault never leaks a stack trace, and bad input never answers 5xx. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (res.headersSent) return;
    if (err instanceof ValidationError) return sendError(res, err.status, err.code, err.message, err.issues);
    if (err instanceof DomainError) {
      res.set(err.headers);
      return sendError(res, err.status, err.code, err.message);
    }
    // A malformed %-escape in a path parameter (`/__mock/otp/%E0`): the router cannot decode it.
    if (err instanceof URIError) return sendCode(res, 'INVALID_URL');
    const { type, status } = err as { type?: string; status?: number };
    if (type === 'entity.too.large') return sendCode(res, 'PAYLOAD_TOO_LARGE');
    if (type && BAD_BODY.has(type)) return sendCode(res, 'INVALID_JSON');
    // A body that claims gzip or deflate but is not: zlib's error reaches here with the 400 body-parser gave it.
    if (typeof status === 'number' && status >= 400 && status < 500 && (err as { expose?: boolean }).expose) {
      return sendCode(res, 'INVALID_JSON');
    }
    logger.error('unhandled', { method: req.method, path: req.path, error: err instanceof Error ? err.message : String(err) });
    sendCode(res, 'INTERNAL_ERROR');
  };
}
