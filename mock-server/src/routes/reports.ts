import { Router, type RequestHandler } from 'express';
import { reportQuerySchema, reportResponseSchema } from '@gold/contracts/reports';
import type { DomainContext } from '../domain/shared/context';
import { accountingReport } from '../domain/reports/reports';
import { userIdOf } from '../http/auth';
import { parseQuery, send } from '../http/validation';

/**
 * Reports (spec 2 section 7, "not shown"): `GET /accounting/reports?from&to&page&limit`, a period of Tehran days
 * summed from the customer's own ledger, in `data`. A query that is not a valid period is 400 VALIDATION_ERROR.
 */
export function reportRoutes(ctx: DomainContext, requireAuth: RequestHandler): Router {
  const r = Router();

  r.get('/accounting/reports', requireAuth, (req, res) => {
    const query = parseQuery(req, reportQuerySchema);
    send(res, reportResponseSchema, { success: true, data: accountingReport(ctx.db, userIdOf(req), query) });
  });

  return r;
}
