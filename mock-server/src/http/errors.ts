import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { ErrorEnvelope } from '@gold/contracts/common';
import { errorMessage, errorStatus, type ErrorCode, type PlainErrorCode } from '@gold/contracts/errors';
import { DomainError } from '../errors';
import { checkAgainstTable } from './api-table';
import type { Logger } from '../logger';
import { ValidationError } from './validation';

export function sendError(res: Response, status: number, code: ErrorCode, message: string, details?: ErrorEnvelope['details']) {
  if (res.app.locals.validateResponses) checkAgainstTable(res.req, { status, code });
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
    // A body that claims gzip, deflate or brotli but is not: zlib's error, with the 400 body-parser gave it.
    const { code, expose } = err as { code?: unknown; expose?: boolean };
    if (status === 400 && typeof code === 'string' && /^(Z_|ERR_)/.test(code) && 'errno' in err) return sendCode(res, 'INVALID_JSON');
    // The static files' own refusals: a file gone since the start, a range past the end.
    if (status === 404) return sendCode(res, 'ROUTE_NOT_FOUND');
    if (typeof status === 'number' && status >= 400 && status < 500 && expose) {
      return sendError(res, status, 'INVALID_REQUEST_DATA', errorMessage('INVALID_REQUEST_DATA'));
    }
    logger.error('unhandled', { method: req.method, path: req.path, error: err instanceof Error ? err.message : String(err) });
    sendCode(res, 'INTERNAL_ERROR');
  };
}
