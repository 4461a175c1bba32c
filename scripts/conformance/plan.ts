import { API, type Operation, type OperationId } from '@gold/contracts/api';
import { addDays, tehranDay } from '@gold/contracts/rules/jalali';
import type { Answer } from './validate';

const rows = Object.entries(API) as [OperationId, Operation][];

/**
 * Every read-only call, those without path parameters first: they answer the ids the others need (a wallet, a
 * ticket, an open trade request, a receipt).
 */
export const READS: OperationId[] = rows
  .filter(([, op]) => op.effect === 'read')
  .sort(([, a], [, b]) => Number(a.path.includes('{')) - Number(b.path.includes('{')))
  .map(([id]) => id);

/** What earlier answers gave for the calls that take a path parameter. */
export type Found = {
  walletId?: string;
  ticketId?: string;
  tradeRequestId?: string;
  receiptName?: string;
  /** A notification to mark read: one already read when there is one, so the mark changes nothing. */
  notificationId?: string;
  /** The profile's e-mail: `null` when it has none, undefined before the profile was read. */
  email?: string | null;
  /** The buy price, for a price alert that the price cannot reach while it exists. */
  buyPrice?: number;
};

const PAGE = { page: '1' };
/** A report of the last 90 Tehran days, ending today: long enough to hold movements on a used account. */
export const REPORT_DAYS = 90;

/** The query each call is sent with: the first page, a short price history, a report ending today. */
export function queryFor(id: OperationId, now: Date): Record<string, string> | undefined {
  switch (id) {
    case 'getPriceHistory':
      return { range: '1d' };
    case 'getReport': {
      const to = tehranDay(now);
      return { from: addDays(to, -(REPORT_DAYS - 1)), to, ...PAGE };
    }
    default:
      return (API[id] as Operation).query ? PAGE : undefined;
  }
}

const SOURCES: Record<string, { of: keyof Found; missing: string }> = {
  'getWallet.id': { of: 'walletId', missing: 'GET /wallets/me answered no wallet' },
  'listWalletTransactions.id': { of: 'walletId', missing: 'GET /wallets/me answered no wallet' },
  'getTicket.id': { of: 'ticketId', missing: 'GET /api/tickets answered no ticket' },
  'getTradeOffers.id': {
    of: 'tradeRequestId',
    missing: 'needs an open trade request, which a read-only check cannot make, and the API answered none',
  },
  'getReceipt.name': {
    of: 'receiptName',
    missing: 'no deposit request in GET /wallets/me/deposit-requests has a receipt on the API host',
  },
};

/** The path parameters of a call from what was found, or the reason they cannot be had. */
export function paramsFor(id: OperationId, found: Found): { params: Record<string, string> } | { skip: string } {
  const params: Record<string, string> = {};
  for (const [, name] of API[id].path.matchAll(/\{(\w+)\}/g)) {
    const source = SOURCES[`${id}.${name}`];
    if (!source) return { skip: `no earlier answer gives {${name}}` };
    const value = found[source.of];
    if (typeof value !== 'string' || !value) return { skip: source.missing };
    params[name] = value;
  }
  return { params };
}

// Loose readers of answers that may not match their contract: the check goes on with whatever it can find.
export const get = (value: unknown, ...path: (string | number)[]): unknown =>
  path.reduce<unknown>(
    (v, key) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
    value,
  );
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** An id as a path takes it: a provider's may be a number. */
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : undefined;

/** `/uploads/receipts/{name}` on the API's own host: a receipt elsewhere would get the session token sent to it. */
export function receiptNameOf(receiptUrl: string, base: string): string | undefined {
  let url: URL;
  try {
    url = new URL(receiptUrl, base);
  } catch {
    return undefined;
  }
  const root = new URL(base);
  if (url.origin !== root.origin) return undefined;
  const prefix = `${root.pathname.replace(/\/+$/, '')}/uploads/receipts/`;
  if (!url.pathname.startsWith(prefix)) return undefined;
  const name = url.pathname.slice(prefix.length);
  return name && !name.includes('/') ? decodeURIComponent(name) : undefined;
}

/** Notes what an answer gives the calls after it. */
export function learn(id: OperationId, answer: Answer, found: Found, base: string): void {
  const body = answer.body;
  if (answer.status >= 300 || body === undefined) return;
  switch (id) {
    case 'getProfile': {
      const email = get(body, 'data', 'email');
      found.email = typeof email === 'string' && email ? email : null;
      break;
    }
    case 'getGoldPrice': {
      const price = get(body, 'data', 'buyPrice');
      if (typeof price === 'number' && Number.isFinite(price) && price > 0) found.buyPrice = price;
      break;
    }
    case 'listWallets':
      found.walletId ??= text(get(list(get(body, 'data'))[0], 'id'));
      break;
    case 'listTickets':
      found.ticketId ??= text(get(list(get(body, 'data', 'tickets'))[0], 'id'));
      break;
    case 'getOpenTradeRequest':
      found.tradeRequestId ??= text(get(body, 'request', 'requestId'));
      break;
    case 'getTradeHistory': {
      const pending = list(get(body, 'requests')).find((r) => get(r, 'status') === 'pending');
      found.tradeRequestId ??= text(get(pending, 'id'));
      break;
    }
    case 'listDepositRequests':
      for (const request of list(get(body, 'data', 'requests'))) {
        const url = text(get(request, 'receiptUrl'));
        found.receiptName ??= url ? receiptNameOf(url, base) : undefined;
      }
      break;
    case 'listNotifications': {
      const items = list(get(body, 'data', 'notifications'));
      const pick = items.find((n) => get(n, 'read') === true) ?? items[0];
      found.notificationId ??= text(get(pick, 'id'));
      break;
    }
  }
}

/** A wallet id that no customer has, in the form of the one found, so a provider that checks ids' form still looks it up. */
export function unknownIdLike(id: string | undefined): string {
  if (id && /^\d+$/.test(id)) return '999999999';
  return '00000000-0000-4000-8000-00000000c0de';
}
