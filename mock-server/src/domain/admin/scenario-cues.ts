import type { TradeSide } from '@gold/contracts/trading';
import type { AlertDirection, AlertSide } from '@gold/contracts/rules/price-alerts';
import type { Reader, Row } from '../../db/database';

/**
 * What a demo scenario waits for: the things a customer does, read as they stand. Each reader takes either the story's
 * customer (`userId`), or, before the story knows its customer, the moment it began (`since`): then the first
 * customer to act after it is the one found.
 */
export type CueScope = { userId: string } | { userId: null; since: string };

export type CueCustomer = { id: string; mobile: string; name: string };

/** The first customer to complete a sign-up (registered and verified) at or after `since`. */
export function firstSignupSince(db: Reader, since: string): CueCustomer | undefined {
  return db.get<CueCustomer & Row>(
    'SELECT id, mobile, name FROM users WHERE is_verified = 1 AND created_at >= ? ORDER BY created_at, rowid LIMIT 1',
    since,
  );
}

/** A receipt deposit's or a withdrawal's amount in Toman, for the Persian line that tells it. */
export function walletRequestAmount(db: Reader, kind: 'deposit' | 'withdraw', id: string): number | undefined {
  const table = kind === 'deposit' ? 'deposit_requests' : 'withdraw_requests';
  return db.get<{ amount: number }>(`SELECT amount FROM ${table} WHERE id = ?`, id)?.amount;
}

export type StoryTicket = { id: string; ticketNumber: string; title: string; userId: string };

/**
 * A ticket, not closed, that its customer opened or wrote in since `since`: the story's customer's most recently
 * active one, or, scoped by time alone, the first customer's to act.
 */
export function ticketActiveSince(db: Reader, scope: CueScope, since: string): StoryTicket | undefined {
  const row = db.get<{ id: string; ticket_number: string; title: string; user_id: string }>(
    `SELECT id, ticket_number, title, user_id FROM (
       SELECT t.id, t.ticket_number, t.title, t.user_id, max(t.created_at, coalesce(
         (SELECT max(m.created_at) FROM ticket_messages AS m WHERE m.ticket_id = t.id AND m.type = 'user'), '')) AS active_at
       FROM tickets AS t WHERE t.status <> 'closed' AND (? IS NULL OR t.user_id = ?))
     WHERE active_at >= ? ORDER BY active_at ${scope.userId !== null ? 'DESC' : 'ASC'} LIMIT 1`,
    scope.userId,
    scope.userId,
    since,
  );
  return row && { id: row.id, ticketNumber: row.ticket_number, title: row.title, userId: row.user_id };
}

export type StoryTrade = { userId: string; type: TradeSide; amountMg: number; price: number };

/** A trade executed since `since`: the story's customer's, or the first customer's. */
export function tradeSince(db: Reader, scope: CueScope, since: string): StoryTrade | undefined {
  const row = db.get<{ user_id: string; type: TradeSide; amount_mg: number; executed_price: number }>(
    `SELECT user_id, type, amount_mg, executed_price FROM trade_requests
     WHERE status = 'completed' AND closed_at >= ? AND (? IS NULL OR user_id = ?) ORDER BY closed_at, seq LIMIT 1`,
    since,
    scope.userId,
    scope.userId,
  );
  return row && { userId: row.user_id, type: row.type, amountMg: row.amount_mg, price: row.executed_price };
}

export type StoryAlert = { userId: string; side: AlertSide; direction: AlertDirection; targetPrice: number };

/** A price alert still waiting: any of the story's customer's, or the first set since the story began. */
export function waitingAlert(db: Reader, scope: CueScope): StoryAlert | undefined {
  const row =
    scope.userId !== null
      ? db.get<AlertRow>(
          'SELECT * FROM price_alerts WHERE fired_at IS NULL AND user_id = ? ORDER BY seq DESC LIMIT 1',
          scope.userId,
        )
      : db.get<AlertRow>(
          'SELECT * FROM price_alerts WHERE fired_at IS NULL AND created_at >= ? ORDER BY seq LIMIT 1',
          scope.since,
        );
  return row && { userId: row.user_id, side: row.side, direction: row.direction, targetPrice: row.target_price };
}

type AlertRow = { user_id: string; side: AlertSide; direction: AlertDirection; target_price: number };
