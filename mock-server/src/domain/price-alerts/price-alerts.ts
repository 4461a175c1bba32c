import { randomUUID } from 'node:crypto';
import { PRICE_ALERTS_FIRED_KEPT, PRICE_ALERTS_MAX } from '@gold/contracts/constants';
import type { CreatePriceAlertRequest, PriceAlert, PriceAlertNotificationData } from '@gold/contracts/price-alerts';
import { toPersianInteger } from '@gold/contracts/rules/digits';
import { isReached, priceOnSide, type AlertDirection, type AlertSide, type SidePrices } from '@gold/contracts/rules/price-alerts';
import type { Reader, Row } from '../../db/database';
import type { Tx } from '../../db/tx';
import { DomainError, notFound } from '../../errors';
import { createNotification } from '../notifications/notifications';

type AlertRow = Row & {
  seq: number;
  id: string;
  user_id: string;
  side: AlertSide;
  direction: AlertDirection;
  target_price: number;
  created_at: string;
  fired_at: string | null;
  fired_price: number | null;
};

const ALERT = 'هشدار قیمت';
const SIDE_TEXT: Record<AlertSide, string> = { buy: 'خرید', sell: 'فروش' };
const DIRECTION_TEXT: Record<AlertDirection, string> = { above: 'یا بیشتر', below: 'یا کمتر' };

const toAlert = (r: AlertRow): PriceAlert => ({
  id: r.id,
  side: r.side,
  direction: r.direction,
  targetPrice: r.target_price,
  status: r.fired_at === null ? 'active' : 'fired',
  createdAt: r.created_at,
  firedAt: r.fired_at,
  firedPrice: r.fired_price,
});

/** The customer's alerts: those still waiting first, then the fired ones; the newest first within each. */
export function listPriceAlerts(db: Reader, userId: string): PriceAlert[] {
  return db
    .all<AlertRow>(
      'SELECT * FROM price_alerts WHERE user_id = ? ORDER BY fired_at IS NOT NULL, coalesce(fired_at, created_at) DESC, seq DESC',
      userId,
    )
    .map(toAlert);
}

/**
 * A new alert, refused when the customer already has `PRICE_ALERTS_MAX` waiting, the same one waiting, or when the
 * price now has reached it already: an alert is news of a move still to come, so it never fires on the next tick for
 * a price that was there when it was set.
 */
export function createPriceAlert(
  tx: Tx,
  userId: string,
  input: CreatePriceAlertRequest,
  price: SidePrices,
  at: string,
): PriceAlert {
  const waiting = tx.all<AlertRow>('SELECT * FROM price_alerts WHERE user_id = ? AND fired_at IS NULL', userId);
  if (waiting.some((a) => a.side === input.side && a.direction === input.direction && a.target_price === input.targetPrice)) {
    throw new DomainError('PRICE_ALERT_DUPLICATE');
  }
  if (waiting.length >= PRICE_ALERTS_MAX) throw new DomainError('PRICE_ALERT_LIMIT');
  if (isReached(input, price)) throw new DomainError('PRICE_ALERT_REACHED', { side: input.side });
  const id = randomUUID();
  tx.run(
    'INSERT INTO price_alerts (id, user_id, side, direction, target_price, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    id,
    userId,
    input.side,
    input.direction,
    input.targetPrice,
    at,
  );
  return toAlert(tx.get<AlertRow>('SELECT * FROM price_alerts WHERE id = ?', id)!);
}

/** Deletes one of the customer's alerts, waiting or fired; another customer's is not found. */
export function deletePriceAlert(tx: Tx, userId: string, id: string): void {
  if (tx.run('DELETE FROM price_alerts WHERE id = ? AND user_id = ?', id, userId).changes === 0) throw notFound(ALERT);
}

/** The waiting alerts `price` reaches, one range of targets per side and direction (the partial index's). */
const REACHED = {
  above: 'SELECT * FROM price_alerts WHERE fired_at IS NULL AND side = ? AND direction = ? AND target_price <= ? ORDER BY seq',
  below: 'SELECT * FROM price_alerts WHERE fired_at IS NULL AND side = ? AND direction = ? AND target_price >= ? ORDER BY seq',
} as const;

/**
 * Fires every waiting alert `price` reaches, in the transaction that writes that price: each is marked fired with
 * the price on its side, and its customer gets a notification, pushed once the tick commits. An alert fires once: a
 * fired one is never read here again. Only the newest `PRICE_ALERTS_FIRED_KEPT` fired alerts of a customer stay.
 */
export function fireReachedAlerts(tx: Tx, price: SidePrices & { lastUpdate: string }): number {
  const reached: AlertRow[] = [];
  for (const side of ['buy', 'sell'] as const) {
    for (const direction of ['above', 'below'] as const) {
      reached.push(...tx.all<AlertRow>(REACHED[direction], side, direction, priceOnSide(price, side)));
    }
  }
  const customers = new Set<string>();
  for (const alert of reached.sort((a, b) => a.seq - b.seq)) {
    const now = priceOnSide(price, alert.side);
    tx.run('UPDATE price_alerts SET fired_at = ?, fired_price = ? WHERE seq = ?', price.lastUpdate, now, alert.seq);
    createNotification(tx, alert.user_id, firedNotification(alert, now), price.lastUpdate);
    customers.add(alert.user_id);
  }
  for (const userId of customers) {
    tx.run(
      `DELETE FROM price_alerts WHERE user_id = ? AND fired_at IS NOT NULL AND seq NOT IN (
         SELECT seq FROM price_alerts WHERE user_id = ? AND fired_at IS NOT NULL ORDER BY fired_at DESC, seq DESC LIMIT ?)`,
      userId,
      userId,
      PRICE_ALERTS_FIRED_KEPT,
    );
  }
  return reached.length;
}

/** "The buy price reached your alert": the side, the price reached and the target, in Persian. */
function firedNotification(alert: AlertRow, price: number) {
  const side = SIDE_TEXT[alert.side];
  const data: PriceAlertNotificationData = {
    priceAlertId: alert.id,
    side: alert.side,
    direction: alert.direction,
    targetPrice: alert.target_price,
    price,
  };
  return {
    type: 'system' as const,
    title: `قیمت ${side} به هشدار شما رسید`,
    message:
      `قیمت ${side} هر گرم طلای ۱۸ عیار به ${toPersianInteger(price)} تومان رسید؛ ` +
      `خواسته بودید وقتی به ${toPersianInteger(alert.target_price)} تومان ${DIRECTION_TEXT[alert.direction]} رسید خبرتان کنیم.`,
    data,
    priority: 'high' as const,
  };
}
