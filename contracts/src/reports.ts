import { z } from 'zod';
import { idSchema, isoDateSchema, okEnvelope } from './common';
import { daysBetween, isIsoDay } from './rules/jalali';
import { TRANSACTION_TYPES, WALLET_CODES } from './wallets';

/**
 * GET /accounting/reports?from&to&page&limit (spec 2 section 7: "not shown"): a period summary of the customer's
 * own wallets, computed from the ledger.
 *
 * Amounts are integers in minor units: whole Toman, and gold in milligrams (fields ending in `Mg`; `mgToGrams` shows
 * them as grams). A movement is money or gold that moved into or out of a wallet in the period: a posted transfer,
 * or a settled hold at the amount and the instant it was settled. A hold still open, or released, moves nothing and
 * is not a movement. So each wallet's `opening` plus its movements is its `closing`, and `closing` is the wallet's
 * `balance` (held amounts included, as `GET /wallets/me` counts them) at the end of the period.
 */

/** Movements a page, unless `limit` says otherwise. */
export const REPORT_PAGE_SIZE = 20;
/** The longest period, in days: three years, a leap day included, so any three whole Jalali years fit. */
export const REPORT_MAX_DAYS = 1096;
/** The days a report may name. A Jalali date sent by mistake ('1405-09-01') falls outside and is refused. */
export const REPORT_DAYS = { min: '1900-01-01', max: '2199-12-31' } as const;

/** A Tehran calendar day as a Gregorian ISO date, `YYYY-MM-DD`. */
export const tehranDaySchema = z.lazy(() =>
  z
    .string()
    .refine(isIsoDay, { message: 'a Gregorian day YYYY-MM-DD', abort: true })
    .refine((day) => day >= REPORT_DAYS.min && day <= REPORT_DAYS.max, {
      message: `a day from ${REPORT_DAYS.min} to ${REPORT_DAYS.max}`,
    }),
);

export const reportQuerySchema = z.lazy(() =>
  z
    .object({
      /** The first Tehran day of the period, included. */
      from: tehranDaySchema,
      /** The last Tehran day of the period, included; the same as `from` for one day. */
      to: tehranDaySchema,
      /** The page of movements, from 1. */
      page: z.coerce.number().int().min(1).default(1),
      /** Movements a page, at most 100. */
      limit: z.coerce.number().int().min(1).max(100).default(REPORT_PAGE_SIZE),
    })
    .superRefine((q, ctx) => {
      // Only two days that parsed are compared.
      if (!isIsoDay(q.from) || !isIsoDay(q.to)) return;
      if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
      else if (daysBetween(q.from, q.to) >= REPORT_MAX_DAYS) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: `a period of at most ${REPORT_MAX_DAYS} days` });
      }
    }),
);
export type ReportQuery = z.output<typeof reportQuerySchema>;

const toman = z.lazy(() => z.number().int());
const milligrams = z.lazy(() => z.number().int().min(0));

export const reportMovementSchema = z.lazy(() =>
  z.object({
    /** The transfer that moved it: for a settled hold, the settlement. */
    id: idSchema,
    /** When it moved: for a settled hold, when it was settled. */
    at: isoDateSchema,
    /** deposit, withdraw, buy or sell: what it was for, as the transactions list says. */
    type: z.enum(TRANSACTION_TYPES),
    /** Persian, as the transactions list shows it. */
    description: z.string(),
    /** The wallet it moved in. */
    currency: z.enum(WALLET_CODES),
    /** Signed minor units: positive into the wallet, negative out of it. */
    amount: z.number().int(),
    /** The wallet's balance just after it, in minor units: the period's `opening` plus the movements up to this one. */
    balanceAfter: z.number().int(),
  }),
);
export type ReportMovement = z.infer<typeof reportMovementSchema>;

/** One Jalali month of the period (the first and last may be partial): what moved in it, in minor units. */
export const reportMonthSchema = z.lazy(() =>
  z.object({
    /** The Jalali month, `'1405-09'` for Azar 1405. */
    month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
    boughtMg: milligrams,
    boughtToman: toman,
    soldMg: milligrams,
    soldToman: toman,
    deposits: toman,
    withdrawals: toman,
  }),
);
export type ReportMonth = z.infer<typeof reportMonthSchema>;

export const reportSchema = z.lazy(() =>
  z.object({
    /** The period as asked: Tehran days, both included. */
    period: z.object({ from: tehranDaySchema, to: tehranDaySchema }),
    /** Executed trades settled in the period. */
    gold: z.object({
      buyCount: z.number().int().min(0),
      /** Gold bought, in milligrams. */
      boughtMg: milligrams,
      /** Toman paid for it: the sum of the trades' totals. */
      boughtToman: toman,
      /**
       * Toman a gram, weighted by weight: the sum of each buy's executed price times its milligrams, over the
       * milligrams, rounded to the nearest Toman (half up). Null without a buy.
       */
      averageBuyPrice: z.number().int().nullable(),
      sellCount: z.number().int().min(0),
      soldMg: milligrams,
      /** Toman received for it. */
      soldToman: toman,
      /** As `averageBuyPrice`, for the sells. */
      averageSellPrice: z.number().int().nullable(),
    }),
    /**
     * Toman deposited (credits of type deposit: gateway payments, approved receipts, and the demo's opening credits)
     * and withdrawn (approved withdrawals, when approved). A deposit waiting or rejected, and a withdrawal waiting or
     * rejected, move nothing. The Toman wallet's `net` is `deposits - withdrawals - boughtToman + soldToman`.
     */
    toman: z.object({ deposits: toman, withdrawals: toman }),
    /** Each of the customer's wallets, Toman first, in minor units: `closing = opening + net`. */
    wallets: z.array(
      z.object({
        currency: z.enum(WALLET_CODES),
        /** The balance when the period began (Tehran midnight of `from`). */
        opening: z.number().int(),
        /** The balance when it ended (the midnight after `to`), or now for a period that has not ended. */
        closing: z.number().int(),
        /** The sum of the period's movements in the wallet. */
        net: z.number().int(),
      }),
    ),
    /** Every Jalali month the period touches, in order, months without movements included. */
    months: z.array(reportMonthSchema),
    /** The period's movements in both wallets, oldest first, paged. */
    movements: z.object({
      items: z.array(reportMovementSchema),
      page: z.number().int().min(1),
      totalPages: z.number().int().min(0),
      total: z.number().int().min(0),
    }),
  }),
);
export type Report = z.infer<typeof reportSchema>;

export const reportResponseSchema = z.lazy(() => okEnvelope(reportSchema));
export type ReportResponse = z.infer<typeof reportResponseSchema>;
