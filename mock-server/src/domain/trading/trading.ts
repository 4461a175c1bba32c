import { randomUUID } from 'node:crypto';
import type { PageQuery } from '@gold/contracts/common';
import {
  GOLD_SYMBOL,
  TRADE_CONFIRM_WINDOW_S,
  TRADE_EXECUTE_GRACE_S,
  TRADE_MIN_KYC_LEVEL,
  TRADE_PRICE_TOLERANCE_PERCENT,
} from '@gold/contracts/constants';
import { gramsToMg, mgToGrams } from '@gold/contracts/money';
import { dealerQuote, priceForSide, tradeTotal, withinLimit, withinTolerance } from '@gold/contracts/rules/trading';
import type {
  CreateTradeRequest,
  OpenTradeRequest,
  TradeHistoryItem,
  TradeOffer,
  TradeRequestUpdateEvent,
  TradeSide,
  TradeStatus,
} from '@gold/contracts/trading';
import type { Reader, Row } from '../../db/database';
import type { Tx } from '../../db/tx';
import { DomainError, notFound } from '../../errors';
import { houseAccount, walletOf } from '../../ledger/accounts';
import { hold, postHold, transfer, voidHold } from '../../ledger/transfers';
import type { DomainContext } from '../shared/context';
import { createNotification } from '../notifications/notifications';
import { faNumber } from '../shared/persian-text';
import { currentPrice, marketMode, marketStatus } from '../prices/prices';
import { kycLevelOf, requireUser } from '../auth/users';

/** The dealers who answer a request: a few Tehran gold houses. */
export const DEALERS = [
  'گالری طلای نفیس',
  'زرگری امین',
  'طلا و جواهر آفتاب',
  'صرافی زرین',
  'طلای پارسیان',
  'گالری الماس شرق',
  'زرگری مهر',
] as const;

const WINDOW_MS = TRADE_CONFIRM_WINDOW_S * 1000;
const GRACE_MS = TRADE_EXECUTE_GRACE_S * 1000;

type StoredStatus = TradeStatus | 'expired';

export type TradeRequestRecord = {
  id: string;
  userId: string;
  type: TradeSide;
  symbol: string;
  amountMg: number;
  limitPrice: number;
  status: StoredStatus;
  holdId: string;
  createdAt: string;
  expiresAt: string;
  closedAt: string | null;
  offerId: string | null;
  executedPrice: number | null;
  totalToman: number | null;
};

type RequestRow = Row & {
  id: string;
  user_id: string;
  type: TradeSide;
  symbol: string;
  amount_mg: number;
  limit_price: number;
  status: StoredStatus;
  hold_id: string;
  created_at: string;
  expires_at: string;
  closed_at: string | null;
  offer_id: string | null;
  executed_price: number | null;
  total_toman: number | null;
};

const fromRow = (r: RequestRow): TradeRequestRecord => ({
  id: r.id,
  userId: r.user_id,
  type: r.type,
  symbol: r.symbol,
  amountMg: r.amount_mg,
  limitPrice: r.limit_price,
  status: r.status,
  holdId: r.hold_id,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  closedAt: r.closed_at,
  offerId: r.offer_id,
  executedPrice: r.executed_price,
  totalToman: r.total_toman,
});

export type OfferRecord = { id: string; dealerName: string; price: number };

const gramsText = (mg: number) => `${faNumber(mgToGrams(mg))} گرم طلای ۱۸ عیار`;
const sideText = (type: TradeSide) => (type === 'buy' ? 'خرید' : 'فروش');

function findRequest(db: Reader, id: string): TradeRequestRecord | undefined {
  const row = db.get<RequestRow>('SELECT * FROM trade_requests WHERE id = ?', id);
  return row && fromRow(row);
}

/** The customer's own request; another customer's id is 404, never a hint that it exists. */
export function ownRequest(db: Reader, userId: string, id: string): TradeRequestRecord {
  const request = findRequest(db, id);
  if (!request || request.userId !== userId) throw notFound('درخواست معامله');
  return request;
}

export function offersOf(db: Reader, requestId: string): OfferRecord[] {
  return db
    .all<{ id: string; dealer_name: string; price: number }>(
      'SELECT id, dealer_name, price FROM trade_offers WHERE request_id = ? ORDER BY seq',
      requestId,
    )
    .map((o) => ({ id: o.id, dealerName: o.dealer_name, price: o.price }));
}

/**
 * Three to five dealers each quote from the live price (`dealerQuote`), whatever the customer sent; those whose
 * quote lies beyond the customer's limit make no offer. Every quote is at or better than the live price, so a
 * request at the live price is answered by all of them.
 */
export function quoteOffers(
  random: () => number,
  type: TradeSide,
  live: { buyPrice: number; sellPrice: number },
  limit: number,
): Omit<OfferRecord, 'id'>[] {
  const count = 3 + Math.floor(random() * 3);
  const dealers = [...DEALERS];
  const quotes = Array.from({ length: count }, () => {
    const dealerName = dealers.splice(Math.floor(random() * dealers.length), 1)[0];
    return { dealerName, price: dealerQuote(type, live, random()) };
  });
  return quotes.filter((quote) => withinLimit(type, quote.price, limit));
}

const WALLET_NAMES = { TOMAN: 'کیف پول تومانی شما', GOLD_18K: 'کیف پول طلای شما' } as const;

/**
 * What a trade needs at its request and again at its execution: KYC level 1, an open market, and both wallets open
 * (a closed one neither pays nor receives).
 */
function requireTradable(ctx: DomainContext, tx: Tx, userId: string): void {
  const user = requireUser(tx, userId);
  if (kycLevelOf(tx, user) < TRADE_MIN_KYC_LEVEL) throw new DomainError('KYC_LEVEL_REQUIRED', { required: TRADE_MIN_KYC_LEVEL });
  if (!marketStatus(marketMode(tx), ctx.clock.now()).isOpen) throw new DomainError('MARKET_CLOSED');
  for (const currency of ['TOMAN', 'GOLD_18K'] as const) {
    if (!walletOf(tx, userId, currency).active) throw new DomainError('WALLET_CLOSED', { wallet: WALLET_NAMES[currency] });
  }
}

/** Holds what a request may spend: the Toman at the limit for a buy, the gold for a sell. */
function holdFor(tx: Tx, userId: string, type: TradeSide, mg: number, limit: number, requestId: string, at: string): string {
  const currency = type === 'buy' ? 'TOMAN' : 'GOLD_18K';
  return hold(tx, {
    from: walletOf(tx, userId, currency).id,
    to: houseAccount('inventory', currency),
    currency,
    amount: type === 'buy' ? tradeTotal(mg, limit) : mg,
    type,
    description: `${sideText(type)} ${gramsText(mg)}`,
    reference: requestId,
    at,
  });
}

function insertRequest(tx: Tx, r: Omit<TradeRequestRecord, 'closedAt' | 'offerId' | 'executedPrice' | 'totalToman'>): void {
  tx.run(
    `INSERT INTO trade_requests (id, user_id, type, symbol, amount_mg, limit_price, status, hold_id, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    r.id,
    r.userId,
    r.type,
    r.symbol,
    r.amountMg,
    r.limitPrice,
    r.status,
    r.holdId,
    r.createdAt,
    r.expiresAt,
  );
}

function insertOffers(tx: Tx, requestId: string, offers: Omit<OfferRecord, 'id'>[]): OfferRecord[] {
  return offers.map((offer) => {
    const id = randomUUID();
    tx.run(
      'INSERT INTO trade_offers (id, request_id, dealer_name, price) VALUES (?, ?, ?, ?)',
      id,
      requestId,
      offer.dealerName,
      offer.price,
    );
    return { id, ...offer };
  });
}

/**
 * POST /api/trade-requests: KYC level 1, an open market, both wallets open, a price within 2 % of the live one, and
 * the balance at that price (the ledger refuses an overdraft). The amount is held, and the dealers answer at once.
 */
export function createTradeRequest(
  ctx: DomainContext,
  tx: Tx,
  userId: string,
  input: CreateTradeRequest,
): { requestId: string; expiresAt: string } {
  // Holds of requests left open release first, so they never stand in the way of a new one.
  expireOverdue(ctx, tx);
  requireTradable(ctx, tx, userId);
  // Each open request holds money and asks every dealer: a customer floods neither the ledger nor the dealers.
  const open = tx.get<{ n: number }>(
    "SELECT COUNT(*) AS n FROM trade_requests WHERE user_id = ? AND status = 'pending'",
    userId,
  )!.n;
  const most = ctx.config.customerLimits.openTradeRequests;
  if (open >= most) throw new DomainError('TRADE_REQUESTS_OPEN_LIMIT', { most });
  const now = ctx.clock.now();
  const livePrice = currentPrice(tx);
  const live = priceForSide(input.type, livePrice);
  if (!withinTolerance(input.price, live)) throw new DomainError('PRICE_MOVED', { percent: TRADE_PRICE_TOLERANCE_PERCENT });
  const mg = gramsToMg(input.amount);
  const id = randomUUID();
  const at = now.toISOString();
  const holdId = holdFor(tx, userId, input.type, mg, input.price, id, at);
  const expiresAt = new Date(now.getTime() + WINDOW_MS).toISOString();
  insertRequest(tx, {
    id,
    userId,
    type: input.type,
    symbol: input.symbol,
    amountMg: mg,
    limitPrice: input.price,
    status: 'pending',
    holdId,
    createdAt: at,
    expiresAt,
  });
  // A quiet dealer is drawn as before and stays silent, so the others quote what they would have.
  insertOffers(
    tx,
    id,
    quoteOffers(() => ctx.random.next(), input.type, livePrice, input.price).filter((o) => !ctx.quietDealers?.has(o.dealerName)),
  );
  return { requestId: id, expiresAt };
}

/** GET /api/trade-requests/{id}/offers: each is valid until the request's window closes. */
export function listOffers(db: Reader, userId: string, requestId: string): TradeOffer[] {
  const request = ownRequest(db, userId, requestId);
  return offersOf(db, request.id).map((o) => ({
    id: o.id,
    price: o.price,
    dealerName: o.dealerName,
    expiresAt: request.expiresAt,
  }));
}

/** Past its window and the grace a panel's countdown needs to execute at its own zero. */
const isOverdue = (request: TradeRequestRecord, now: Date) => now.getTime() > Date.parse(request.expiresAt) + GRACE_MS;

/**
 * Tells the owner's panels, after the commit, that a request is no longer open: a confirmation showing it in another
 * tab, or still counting down after the console or the sweep ended it, closes.
 */
function announceClosed(tx: Tx, request: TradeRequestRecord, status: TradeRequestUpdateEvent['status']): void {
  const payload = { requestId: request.id, status };
  tx.afterCommit((realtime) => realtime.toUser(request.userId, 'trade-request-update', payload));
}

function close(tx: Tx, request: TradeRequestRecord, status: Exclude<StoredStatus, 'pending' | 'completed'>, at: string): void {
  tx.run("UPDATE trade_requests SET status = ?, closed_at = ? WHERE id = ? AND status = 'pending'", status, at, request.id);
  announceClosed(tx, request, status);
}

/**
 * Posts the trade at `offer`: the customer pays the Toman (from the hold, the rest released) and receives the gold
 * on a buy; gives the gold (the whole hold) and receives the Toman on a sell. Both legs are with the dealer's
 * inventory, in the caller's transaction: all or nothing.
 */
function settle(tx: Tx, request: TradeRequestRecord, offer: OfferRecord, at: string): number {
  const total = tradeTotal(request.amountMg, offer.price);
  const description = `${sideText(request.type)} ${gramsText(request.amountMg)} از ${offer.dealerName}`;
  const reference = request.id;
  if (request.type === 'buy') {
    postHold(tx, request.holdId, at, description, total);
    transfer(tx, {
      from: houseAccount('inventory', 'GOLD_18K'),
      to: walletOf(tx, request.userId, 'GOLD_18K').id,
      currency: 'GOLD_18K',
      amount: request.amountMg,
      type: 'buy',
      description,
      reference,
      at,
    });
  } else {
    postHold(tx, request.holdId, at, description);
    transfer(tx, {
      from: houseAccount('inventory', 'TOMAN'),
      to: walletOf(tx, request.userId, 'TOMAN').id,
      currency: 'TOMAN',
      amount: total,
      type: 'sell',
      description,
      reference,
      at,
    });
  }
  tx.run(
    "UPDATE trade_requests SET status = 'completed', closed_at = ?, offer_id = ?, executed_price = ?, total_toman = ? WHERE id = ?",
    at,
    offer.id,
    offer.price,
    total,
    request.id,
  );
  announceClosed(tx, request, 'completed');
  return total;
}

/**
 * POST /api/trade-requests/{id}/execute: an offer of the request, while the request is open and the offer within
 * 2 % of the live price. A request executes once: the first execute closes it, and any other is refused. The
 * market, KYC and the wallets are checked again, as they may have changed since the request; a refusal leaves the
 * request open with its hold, which a cancel or the window's end releases.
 */
export function executeTrade(
  ctx: DomainContext,
  tx: Tx,
  userId: string,
  requestId: string,
  offerId: string,
): { tradeId: string; price: number; total: number } {
  const request = ownRequest(tx, userId, requestId);
  const now = ctx.clock.now();
  if (request.status === 'completed') throw new DomainError('TRADE_ALREADY_EXECUTED');
  if (request.status === 'cancelled') throw new DomainError('TRADE_REQUEST_CANCELLED');
  if (request.status === 'expired' || isOverdue(request, now)) throw new DomainError('TRADE_REQUEST_EXPIRED');
  requireTradable(ctx, tx, userId);
  const offer = offersOf(tx, request.id).find((o) => o.id === offerId);
  if (!offer) throw new DomainError('OFFER_NOT_FOUND');
  const live = priceForSide(request.type, currentPrice(tx));
  if (!withinTolerance(offer.price, live)) throw new DomainError('PRICE_MOVED', { percent: TRADE_PRICE_TOLERANCE_PERCENT });
  const at = now.toISOString();
  const total = settle(tx, request, offer, at);
  createNotification(
    tx,
    userId,
    {
      type: 'trade_execution',
      priority: 'high',
      title: 'معامله انجام شد',
      message: `${sideText(request.type)} ${gramsText(request.amountMg)} به قیمت هر گرم ${faNumber(offer.price)} تومان (جمعاً ${faNumber(total)} تومان) انجام شد.`,
      data: {
        requestId: request.id,
        tradeId: request.id,
        type: request.type,
        symbol: request.symbol,
        amount: mgToGrams(request.amountMg),
        price: offer.price,
        total,
        status: 'completed',
      },
    },
    at,
  );
  return { tradeId: request.id, price: offer.price, total };
}

/**
 * POST /api/trade-requests/{id}/cancel: releases the hold. A request no longer open answers as the spec describes:
 * cancelled or expired is 400 INVALID_REQUEST_DATA (the panel reads it as already cancelled); executed is refused.
 */
export function cancelTradeRequest(ctx: DomainContext, tx: Tx, userId: string, requestId: string): void {
  const request = ownRequest(tx, userId, requestId);
  const now = ctx.clock.now();
  if (request.status === 'completed') throw new DomainError('TRADE_ALREADY_EXECUTED');
  // Past its window, it is expired whether or not the sweep has run yet, as execute sees it.
  if (request.status !== 'pending' || isOverdue(request, now)) throw new DomainError('INVALID_REQUEST_DATA');
  const at = now.toISOString();
  voidHold(tx, request.holdId, at, `لغو درخواست ${sideText(request.type)} ${gramsText(request.amountMg)}`);
  close(tx, request, 'cancelled', at);
}

/** Ends an open request's window: the hold is released and it can no longer execute. */
export function expireRequest(tx: Tx, request: TradeRequestRecord, at: string): void {
  voidHold(tx, request.holdId, at, `پایان مهلت درخواست ${sideText(request.type)} ${gramsText(request.amountMg)}`);
  close(tx, request, 'expired', at);
}

/** POST /__mock/trade-requests/:id/expire: as if the window had passed, now. */
export function expireNow(ctx: DomainContext, tx: Tx, requestId: string): void {
  const request = findRequest(tx, requestId);
  if (!request) throw notFound('درخواست معامله');
  if (request.status !== 'pending') throw new DomainError('ALREADY_DECIDED');
  expireRequest(tx, request, ctx.clock.now().toISOString());
}

/** Every open request past its window (and the grace) expires; answers how many did. */
export function expireOverdue(ctx: DomainContext, tx: Tx): number {
  const now = ctx.clock.now();
  const due = tx
    .all<RequestRow>(
      "SELECT * FROM trade_requests WHERE status = 'pending' AND expires_at < ?",
      new Date(now.getTime() - GRACE_MS).toISOString(),
    )
    .map(fromRow);
  for (const request of due) expireRequest(tx, request, now.toISOString());
  return due.length;
}

/**
 * An expired request reads as cancelled: its hold went back, as a cancel's does (the spec has three statuses). One
 * past its window reads so before the sweep has run.
 */
const publicStatus = (request: TradeRequestRecord, now: Date): TradeStatus =>
  request.status === 'expired' || (request.status === 'pending' && isOverdue(request, now)) ? 'cancelled' : request.status;

/**
 * GET /api/trade-requests/history: newest first, by when each request was made, which is the `timestamp` shown. The
 * price is the executed one, or the requested limit.
 */
export function tradeHistory(
  db: Reader,
  userId: string,
  { page, limit }: PageQuery,
  now: Date,
): { requests: TradeHistoryItem[]; pagination: { page: number; totalPages: number; total: number } } {
  const total = db.get<{ n: number }>('SELECT count(*) AS n FROM trade_requests WHERE user_id = ?', userId)?.n ?? 0;
  const rows = db.all<RequestRow & { dealer_name: string | null }>(
    `SELECT r.*, o.dealer_name FROM trade_requests AS r LEFT JOIN trade_offers AS o ON o.id = r.offer_id
     WHERE r.user_id = ? ORDER BY r.seq DESC LIMIT ? OFFSET ?`,
    userId,
    limit,
    (page - 1) * limit,
  );
  const requests = rows.map((row) => {
    const r = fromRow(row);
    return {
      id: r.id,
      type: r.type,
      symbol: r.symbol,
      status: publicStatus(r, now),
      amount: mgToGrams(r.amountMg),
      price: r.executedPrice ?? r.limitPrice,
      timestamp: r.createdAt,
      total: r.totalToman,
      dealerName: row.dealer_name,
      // Only a request still open has a deadline to show.
      ...(r.status === 'pending' && !isOverdue(r, now) ? { expiresAt: r.expiresAt } : {}),
    };
  });
  return { requests, pagination: { page, totalPages: Math.ceil(total / limit), total } };
}

/**
 * GET /api/trade-requests/open: the customer's newest request still inside its window, or null. One in the grace
 * after its window is no longer offered: only an execute already on its way may use the grace.
 */
export function openRequestOf(db: Reader, userId: string, now: Date): OpenTradeRequest | null {
  const row = db.get<RequestRow>(
    "SELECT * FROM trade_requests WHERE user_id = ? AND status = 'pending' AND expires_at > ? ORDER BY seq DESC LIMIT 1",
    userId,
    now.toISOString(),
  );
  if (!row) return null;
  const r = fromRow(row);
  const msLeft = Date.parse(r.expiresAt) - now.getTime();
  // Milliseconds short of a second still leave a second to show: rounded up, as the panel's countdown rounds.
  const secondsLeft = Math.ceil(msLeft / 1000);
  if (secondsLeft <= 0) return null;
  return {
    requestId: r.id,
    type: r.type,
    symbol: r.symbol,
    amount: mgToGrams(r.amountMg),
    price: r.limitPrice,
    createdAt: r.createdAt,
    expiresAt: r.expiresAt,
    secondsLeft,
  };
}

/** The demo console's view: open requests, oldest first, with their offers; one past its window is not open. */
export function openRequests(db: Reader, now: Date) {
  return db
    .all<RequestRow & { mobile: string; name: string }>(
      `SELECT r.*, u.mobile, u.name FROM trade_requests AS r JOIN users AS u ON u.id = r.user_id
       WHERE r.status = 'pending' AND r.expires_at >= ? ORDER BY r.seq`,
      new Date(now.getTime() - GRACE_MS).toISOString(),
    )
    .map((row) => {
      const r = fromRow(row);
      return {
        id: r.id,
        mobile: row.mobile,
        name: row.name,
        type: r.type,
        amount: mgToGrams(r.amountMg),
        price: r.limitPrice,
        createdAt: r.createdAt,
        expiresAt: r.expiresAt,
        offers: offersOf(db, r.id),
      };
    });
}

export type SeedTrade = { type: TradeSide; grams: number; price: number; dealer: string; at: string; cancelled?: boolean };

/**
 * A past trade for the seed, through the same hold and settlement as a live one, without the live checks (the
 * market then, the price then).
 */
export function recordPastTrade(tx: Tx, userId: string, trade: SeedTrade): void {
  const mg = gramsToMg(trade.grams);
  const id = randomUUID();
  const holdId = holdFor(tx, userId, trade.type, mg, trade.price, id, trade.at);
  insertRequest(tx, {
    id,
    userId,
    type: trade.type,
    symbol: GOLD_SYMBOL,
    amountMg: mg,
    limitPrice: trade.price,
    status: 'pending',
    holdId,
    createdAt: trade.at,
    expiresAt: new Date(Date.parse(trade.at) + WINDOW_MS).toISOString(),
  });
  const [offer] = insertOffers(tx, id, [{ dealerName: trade.dealer, price: trade.price }]);
  const closedAt = new Date(Date.parse(trade.at) + 20_000).toISOString();
  const request = findRequest(tx, id)!;
  if (trade.cancelled) {
    voidHold(tx, holdId, closedAt, `لغو درخواست ${sideText(trade.type)} ${gramsText(mg)}`);
    close(tx, request, 'cancelled', closedAt);
  } else {
    settle(tx, request, offer, closedAt);
  }
}
