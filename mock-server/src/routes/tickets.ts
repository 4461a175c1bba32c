import { Router, type RequestHandler } from 'express';
import {
  addTicketMessageRequestSchema,
  createTicketRequestSchema,
  ticketListQuerySchema,
  ticketListResponseSchema,
  ticketMessageResponseSchema,
  ticketResponseSchema,
  ticketStatsResponseSchema,
  updateTicketRequestSchema,
} from '@gold/contracts/tickets';
import type { DomainContext } from '../domain/shared/context';
import * as tickets from '../domain/tickets/tickets';
import { userIdOf } from '../http/auth';
import type { RateLimiter } from '../http/rate-limit';
import { idempotency } from '../http/idempotency';
import { commit, parseBody, parseQuery, send } from '../http/validation';

/** Support tickets (spec 2 sections 2 to 9), in the canonical envelope `{ success, data, message? }`. */
export function ticketRoutes(ctx: DomainContext, requireAuth: RequestHandler, limits: RateLimiter): Router {
  const r = Router();
  const once = idempotency(ctx.db, ctx.clock, 'user');
  // Per customer, so that one customer's script neither buries support nor keeps the simulated agent busy.
  const { ticketsPerHour, ticketMessagesPerMinute } = ctx.config.customerLimits;
  const ticketLimit = limits.middleware('tickets', ticketsPerHour, 3_600_000, 'user');
  const messageLimit = limits.middleware('ticket-messages', ticketMessagesPerMinute, 60_000, 'user');

  r.get('/api/tickets', requireAuth, (req, res) => {
    send(res, ticketListResponseSchema, {
      success: true,
      data: tickets.listTickets(ctx.db, userIdOf(req), parseQuery(req, ticketListQuerySchema)),
    });
  });

  // Before '/api/tickets/:id', which would take 'stats' for an id.
  r.get('/api/tickets/stats', requireAuth, (req, res) => {
    send(res, ticketStatsResponseSchema, { success: true, data: tickets.ticketStats(ctx.db, userIdOf(req)) });
  });

  r.post('/api/tickets', requireAuth, ticketLimit, once, (req, res) => {
    const input = parseBody(req, createTicketRequestSchema);
    commit(
      ctx,
      res,
      ticketResponseSchema,
      201,
    )((tx) => ({ success: true, message: 'تیکت شما ثبت شد', data: tickets.createTicket(ctx, tx, userIdOf(req), input) }));
  });

  r.get('/api/tickets/:id', requireAuth, (req, res) => {
    send(res, ticketResponseSchema, { success: true, data: tickets.getTicket(ctx.db, userIdOf(req), String(req.params.id)) });
  });

  r.patch('/api/tickets/:id', requireAuth, once, (req, res) => {
    const { status } = parseBody(req, updateTicketRequestSchema);
    commit(
      ctx,
      res,
      ticketResponseSchema,
    )((tx) => ({
      success: true,
      message: 'تیکت بسته شد',
      data: tickets.updateTicketByCustomer(ctx, tx, userIdOf(req), String(req.params.id), status),
    }));
  });

  r.post('/api/tickets/:id/messages', requireAuth, messageLimit, once, (req, res) => {
    const { content } = parseBody(req, addTicketMessageRequestSchema);
    commit(
      ctx,
      res,
      ticketMessageResponseSchema,
      201,
    )((tx) => ({
      success: true,
      message: 'پیام شما ارسال شد',
      data: tickets.addCustomerMessage(ctx, tx, userIdOf(req), String(req.params.id), content),
    }));
  });

  return r;
}
