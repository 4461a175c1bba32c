import type { Request } from 'express';
import { API, errorsOf, routePath, type Operation } from '@gold/contracts/api';
import type { ErrorCode } from '@gold/contracts/errors';

/** Each route of the table as Express names it: `GET /wallets/me/:id`. */
const BY_ROUTE = new Map<string, { id: string; op: Operation; errors: ReadonlySet<ErrorCode> }>(
  Object.entries(API).map(([id, op]: [string, Operation]) => [
    `${op.method.toUpperCase()} ${routePath(op.path)}`,
    { id, op, errors: new Set(errorsOf(op)) },
  ]),
);

/** The route Express matched for `req`, if one did (the router sets `req.route`). */
const routeOf = (req: Request): string | null => {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? `${req.method === 'HEAD' ? 'GET' : req.method} ${path}` : null;
};

/**
 * Holds an answer to its operation's row in contracts/src/api.ts: the status and the contract it was checked against,
 * or, for an error, a code the row names. A route the table lacks is a failure too, so the table and the mock cannot
 * drift apart. Answers outside a route (a body Express could not parse, a path no route takes) are not an operation's.
 */
export function checkAgainstTable(
  req: Request,
  answer: { status: number; schema: unknown } | { status: number; code: ErrorCode },
): void {
  const route = routeOf(req);
  // The control API (under /__mock) is the mock's own, not the provider's; a path no route took is no operation's.
  if (!route || req.originalUrl.toLowerCase().startsWith('/__mock') || ('code' in answer && answer.code === 'ROUTE_NOT_FOUND')) {
    return;
  }
  const row = BY_ROUTE.get(route);
  if (!row) throw new Error(`${route} is not in the API table (contracts/src/api.ts)`);
  if ('code' in answer) {
    if (!row.errors.has(answer.code))
      throw new Error(`${route} answered ${answer.code}, which its row (${row.id}) does not name`);
    return;
  }
  if (answer.status !== row.op.status)
    throw new Error(`${route} answered ${answer.status}, its row (${row.id}) says ${row.op.status}`);
  if (answer.schema !== row.op.response) throw new Error(`${route} answered another contract than its row's (${row.id})`);
}
