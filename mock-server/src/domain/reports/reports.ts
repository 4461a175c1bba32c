import type { Report, ReportMonth, ReportQuery } from '@gold/contracts/reports';
import { jalaliMonthsIn, tehranInstants, type DayRange } from '@gold/contracts/rules/jalali';
import type { TransactionType } from '@gold/contracts/wallets';
import type { Reader, Row, SqlValue } from '../../db/database';
import { walletsOf, type Currency } from '../../ledger/accounts';

/**
 * GET /accounting/reports: a period of Tehran days summed from the ledger (contracts/src/reports.ts has the shape).
 *
 * A movement is a transfer that changed a wallet's balance: a posted one, or the settlement of a hold, at the
 * settled amount and the settlement's instant. A hold itself, and its release, change the balance of no wallet
 * (`balance = credits_posted - debits_posted`), so they are not movements. Summing the movements before an instant
 * gives the balance at that instant, which is what `opening` and `closing` are.
 */

/** The bounds of the report, bound once: the customer, and the instants the period covers (`finish` excluded). */
const PARAMS = 'p AS (SELECT ? AS user_id, ? AS start, ? AS finish)';

/**
 * The customer's movements up to the end of the period, signed from the wallet's side. A transfer is in one currency
 * and a customer has one wallet per currency, so no transfer is both sides of the same customer's.
 */
const MINE = `mine AS (
  SELECT t.seq, t.id, t.created_at, t.type, t.description, t.currency, t.amount AS signed
  FROM p JOIN ledger_accounts AS a ON a.user_id = p.user_id AND a.kind = 'customer'
  JOIN transfers AS t ON t.credit_account_id = a.id
  WHERE t.phase IN ('posted', 'post_pending') AND t.created_at < p.finish
  UNION ALL
  SELECT t.seq, t.id, t.created_at, t.type, t.description, t.currency, -t.amount AS signed
  FROM p JOIN ledger_accounts AS a ON a.user_id = p.user_id AND a.kind = 'customer'
  JOIN transfers AS t ON t.debit_account_id = a.id
  WHERE t.phase IN ('posted', 'post_pending') AND t.created_at < p.finish
)`;

/** The executed trades settled in the period; `executed_price` weighs the average price. */
const TRADES = `trades AS (
  SELECT r.type, r.amount_mg, r.total_toman, r.executed_price, r.closed_at
  FROM p JOIN trade_requests AS r ON r.user_id = p.user_id
  WHERE r.status = 'completed' AND r.closed_at >= p.start AND r.closed_at < p.finish
)`;

/** The weighted average price of a group of trades, Toman a gram, rounded half up in integers: floor(S/M + 1/2). */
const AVERAGE_PRICE = '(2 * sum(executed_price * amount_mg) + sum(amount_mg)) / (2 * sum(amount_mg))';

type WalletRow = Row & { currency: Currency; opening: number; closing: number };
type TotalRow = Row & { currency: Currency; type: TransactionType; total: number; count: number };
type TradeRow = Row & { type: 'buy' | 'sell'; count: number; mg: number; toman: number; average: number };
type MonthTradeRow = Row & { month: string; type: 'buy' | 'sell'; mg: number; toman: number };
type MonthMoneyRow = Row & { month: string; deposits: number; withdrawals: number };
type MovementRow = Row & {
  id: string;
  created_at: string;
  type: TransactionType;
  description: string;
  currency: Currency;
  signed: number;
  balance_after: number;
};

/** The instants a range of Tehran days covers, as stored (ISO strings in UTC, which sort in time order). */
function bounds(range: DayRange): [string, string] {
  const { start, end } = tehranInstants(range);
  return [start.toISOString(), end.toISOString()];
}

/** The period's Jalali months as rows of a CTE: `months(month, start, finish)`. */
function monthsTable(range: DayRange): { sql: string; params: SqlValue[]; keys: string[] } {
  const months = jalaliMonthsIn(range);
  return {
    sql: `months (month, start, finish) AS (VALUES ${months.map(() => '(?, ?, ?)').join(', ')})`,
    params: months.flatMap((m) => [m.month, ...bounds(m)]),
    keys: months.map((m) => m.month),
  };
}

export function accountingReport(db: Reader, userId: string, { from, to, page, limit }: ReportQuery): Report {
  const period = { from, to };
  const p = [userId, ...bounds(period)];

  const balances = db.all<WalletRow>(
    `WITH ${PARAMS}, ${MINE}
     SELECT currency, sum(CASE WHEN created_at < p.start THEN signed ELSE 0 END) AS opening, sum(signed) AS closing
     FROM mine, p GROUP BY currency`,
    ...p,
  );
  const wallets = walletsOf(db, userId).map(({ currency }) => {
    const row = balances.find((b) => b.currency === currency);
    const opening = row?.opening ?? 0;
    const closing = row?.closing ?? 0;
    return { currency, opening, closing, net: closing - opening };
  });

  const totals = db.all<TotalRow>(
    `WITH ${PARAMS}, ${MINE}
     SELECT currency, type, sum(signed) AS total, count(*) AS count FROM mine, p WHERE created_at >= p.start GROUP BY currency, type`,
    ...p,
  );
  const tomanOf = (type: TransactionType) => totals.find((t) => t.currency === 'TOMAN' && t.type === type)?.total ?? 0;

  const trades = db.all<TradeRow>(
    `WITH ${PARAMS}, ${TRADES}
     SELECT type, count(*) AS count, sum(amount_mg) AS mg, sum(total_toman) AS toman, ${AVERAGE_PRICE} AS average
     FROM trades GROUP BY type`,
    ...p,
  );
  const side = (type: 'buy' | 'sell') => {
    const row = trades.find((t) => t.type === type);
    return { count: row?.count ?? 0, mg: row?.mg ?? 0, toman: row?.toman ?? 0, average: row?.average ?? null };
  };
  const buy = side('buy');
  const sell = side('sell');

  const months = monthsTable(period);
  const monthTrades = db.all<MonthTradeRow>(
    `WITH ${PARAMS}, ${TRADES}, ${months.sql}
     SELECT m.month, t.type, sum(t.amount_mg) AS mg, sum(t.total_toman) AS toman
     FROM months AS m JOIN trades AS t ON t.closed_at >= m.start AND t.closed_at < m.finish
     GROUP BY m.month, t.type`,
    ...p,
    ...months.params,
  );
  const monthMoney = db.all<MonthMoneyRow>(
    `WITH ${PARAMS}, ${MINE}, ${months.sql}
     SELECT m.month,
       sum(CASE WHEN x.type = 'deposit' THEN x.signed ELSE 0 END) AS deposits,
       -sum(CASE WHEN x.type = 'withdraw' THEN x.signed ELSE 0 END) AS withdrawals
     FROM months AS m JOIN mine AS x ON x.currency = 'TOMAN' AND x.created_at >= m.start AND x.created_at < m.finish
     GROUP BY m.month`,
    ...p,
    ...months.params,
  );
  const monthOf = (month: string): ReportMonth => {
    const traded = (type: 'buy' | 'sell') => monthTrades.find((t) => t.month === month && t.type === type);
    const money = monthMoney.find((m) => m.month === month);
    return {
      month,
      boughtMg: traded('buy')?.mg ?? 0,
      boughtToman: traded('buy')?.toman ?? 0,
      soldMg: traded('sell')?.mg ?? 0,
      soldToman: traded('sell')?.toman ?? 0,
      deposits: money?.deposits ?? 0,
      withdrawals: money?.withdrawals ?? 0,
    };
  };

  // Each wallet's running balance over its whole history, so the first movement of the period starts from `opening`.
  const total = totals.reduce((sum, t) => sum + t.count, 0);
  const items = db
    .all<MovementRow>(
      `WITH ${PARAMS}, ${MINE},
       running AS (
         SELECT mine.*, sum(signed) OVER (PARTITION BY currency ORDER BY created_at, seq ROWS UNBOUNDED PRECEDING) AS balance_after
         FROM mine
       )
       SELECT running.* FROM running, p WHERE created_at >= p.start ORDER BY created_at, seq LIMIT ? OFFSET ?`,
      ...p,
      limit,
      (page - 1) * limit,
    )
    .map((r) => ({
      id: r.id,
      at: r.created_at,
      type: r.type,
      description: r.description,
      currency: r.currency,
      amount: r.signed,
      balanceAfter: r.balance_after,
    }));

  return {
    period,
    gold: {
      buyCount: buy.count,
      boughtMg: buy.mg,
      boughtToman: buy.toman,
      averageBuyPrice: buy.average,
      sellCount: sell.count,
      soldMg: sell.mg,
      soldToman: sell.toman,
      averageSellPrice: sell.average,
    },
    // 0 - x, not -x: no withdrawal is 0, not -0.
    toman: { deposits: tomanOf('deposit'), withdrawals: 0 - tomanOf('withdraw') },
    wallets,
    months: months.keys.map(monthOf),
    movements: { items, page, totalPages: Math.ceil(total / limit), total },
  };
}
