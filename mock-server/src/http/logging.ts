import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from '../logger';

/** Logs one line for the answer once it is sent: method, path, status and time; never headers, bodies or tokens. */
export function logWhenSent(logger: Logger, req: IncomingMessage, res: ServerResponse, path: () => string): void {
  const start = process.hrtime.bigint();
  res.on('finish', () => {
    logger.info('request', {
      method: req.method,
      path: path(),
      status: res.statusCode,
      ms: Number((process.hrtime.bigint() - start) / 1_000_000n),
    });
  });
}

export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    logWhenSent(logger, req, res, () => req.baseUrl + req.path);
    next();
  };
}
