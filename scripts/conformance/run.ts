import { API, type OperationId } from '@gold/contracts/api';
import type { ErrorCode } from '@gold/contracts/errors';
import type { TicketCategory, TicketPriority } from '@gold/contracts/tickets';
import { createClient, NoAnswer, SIGN_IN, type Fetch, type Request } from './client';
import { get, learn, paramsFor, queryFor, READS, text, unknownIdLike, type Found } from './plan';
import type { Check, Report } from './report';
import { checkSocket, type SocketOptions } from './socket';
import { errorProblems, statusText, successProblems, type Answer, type Problem } from './validate';

export type Options = {
  base: string;
  mobile: string;
  password: string;
  /** Also make the safe writes (`WRITE_CALLS`). */
  write: boolean;
  timeoutMs: number;
  /** The socket check, or none. */
  socket: { url?: string; path: string; waitMs: number; after?: SocketOptions['after'] } | null;
  /** The day the report period ends on; today. */
  now?: Date;
  fetch?: Fetch;
};

/** A password no account has: never one derived from the real one, which would reach the provider's logs. */
const WRONG_PASSWORD = 'conformance-check-wrong-password';

/** The ticket a `--write` check opens, writes in and closes: its words say that no one needs to answer it. */
const TICKET = {
  title: 'بررسی خودکار سازگاری API',
  description: 'این تیکت را بررسی خودکار سازگاری API باز کرده است و خودش آن را می‌بندد؛ پاسخی لازم نیست.',
  category: 'technical' satisfies TicketCategory,
  priority: 'low' satisfies TicketPriority,
};
const TICKET_MESSAGE = 'پیام آزمایشی بررسی خودکار؛ پاسخی لازم نیست.';

/** The price alert a `--write` check sets and deletes: at half the buy price, which no tick reaches meanwhile. */
const priceAlertFor = (buyPrice: number) => ({
  side: 'buy',
  direction: 'below',
  targetPrice: Math.max(1, Math.floor(buyPrice / 2)),
});

const callOf = (id: OperationId) => `${API[id].method.toUpperCase()} ${API[id].path}`;

/** Runs the check against `options.base` and answers what it found; it never throws for what the API answers. */
export async function runConformance(options: Options): Promise<Report> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const client = createClient({ base: options.base, timeoutMs: options.timeoutMs, write: options.write, fetch: options.fetch });
  const checks: Check[] = [];
  const found: Found = {};
  const report = (fatal?: string): Report => ({
    base: options.base,
    write: options.write,
    checks,
    ...(fatal ? { fatal } : {}),
    ms: Math.round(performance.now() - started),
  });

  /** Makes one call and records it; answers what came back, or undefined when nothing did. */
  async function attempt(
    id: OperationId,
    request: Request,
    judge: (answer: Answer) => Pick<Check, 'result' | 'problems' | 'note'>,
    label?: string,
  ): Promise<Answer | undefined> {
    const check: Check = { operation: label ? `${id} (${label})` : id, call: callOf(id), result: 'ok', problems: [] };
    checks.push(check);
    try {
      const answer = await client.call(id, request);
      Object.assign(check, { status: statusText(answer) }, judge(answer));
      return answer;
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      check.result = 'mismatch';
      check.problems = [{ path: 'status', message: `expected an answer, received none: ${error.reason} (${error.url})` }];
      return undefined;
    }
  }

  const verdict = (problems: Problem[]) => ({ result: problems.length ? ('mismatch' as const) : ('ok' as const), problems });
  const success = (id: OperationId) => (answer: Answer) => {
    // A call the spec does not name may be missing from a provider's API.
    if (API[id].source === 'mock' && answer.status === 404) {
      return { result: 'not offered' as const, problems: [], note: 'optional: not in the spec' };
    }
    return verdict(successProblems(API[id], answer));
  };
  const failure = (id: OperationId, want: { status: number; code?: ErrorCode }) => (answer: Answer) =>
    verdict(errorProblems(API[id], answer, want));
  const skip = (id: OperationId, note: string) =>
    checks.push({ operation: id, call: callOf(id), result: 'skipped', problems: [], note });

  // A wrong password first, so that the sign-in after it leaves no failed attempt counted against the account.
  const credentials = (password: string) => ({ body: { mobile: options.mobile, password } });
  const wrong = await attempt(
    SIGN_IN,
    credentials(WRONG_PASSWORD),
    failure(SIGN_IN, { status: 401, code: 'INVALID_CREDENTIALS' }),
    'wrong password',
  );
  if (!wrong) return report(`cannot reach ${options.base}`);

  const signIn = await attempt(SIGN_IN, credentials(options.password), success(SIGN_IN));
  const token = get(signIn?.body, 'data', 'accessToken');
  if (typeof token !== 'string' || !token || signIn?.status !== API.login.status) {
    const wait = signIn?.retryAfter ? `; the API limits sign-ins, try again in ${signIn.retryAfter} s` : '';
    return report(`sign-in as ${options.mobile} failed${signIn ? `: ${statusText(signIn)}` : ''}${wait}`);
  }

  for (const id of READS) {
    const path = paramsFor(id, found);
    if ('skip' in path) {
      skip(id, path.skip);
      continue;
    }
    // A call open to visitors goes without the session, as the panel's sign-in page makes it.
    const session = API[id].auth === 'none' ? {} : { token };
    const answer = await attempt(id, { params: path.params, query: queryFor(id, now), ...session }, success(id));
    if (answer) learn(id, answer, found, options.base);
  }

  // Calls that must fail, each with the envelope and a code its row names.
  await attempt('listWallets', {}, failure('listWallets', { status: 401, code: 'UNAUTHORIZED' }), 'no token');
  await attempt(
    'getWallet',
    { params: { id: unknownIdLike(found.walletId) }, token },
    failure('getWallet', { status: 404 }),
    'unknown id',
  );

  if (options.write) await writes(token);

  if (options.socket) {
    checks.push(
      ...(await checkSocket({
        url: options.socket.url ?? options.base,
        path: options.socket.path,
        token,
        connectTimeoutMs: options.timeoutMs,
        waitMs: options.socket.waitMs,
        after: options.socket.after,
      })),
    );
  }
  return report();

  /**
   * The safe writes, each undone or free: the e-mail set to itself, a ticket opened and closed, a read mark, a price
   * alert set and deleted.
   */
  async function writes(token: string) {
    if (typeof found.email === 'string') {
      await attempt('updateProfile', { body: { email: found.email }, token }, success('updateProfile'), 'same e-mail');
    } else {
      skip('updateProfile', 'the profile has no e-mail to set again; setting one would change it');
    }

    const created = await attempt('createTicket', { body: TICKET, token }, success('createTicket'));
    const ticketId = text(get(created?.body, 'data', 'id'));
    if (!ticketId) {
      for (const id of ['getTicket', 'addTicketMessage', 'updateTicket'] as const) skip(id, 'no ticket was created');
    } else {
      const params = { id: ticketId };
      await attempt('getTicket', { params, token }, success('getTicket'), 'created ticket');
      await attempt('addTicketMessage', { params, body: { content: TICKET_MESSAGE }, token }, success('addTicketMessage'));
      await attempt('updateTicket', { params, body: { status: 'closed' }, token }, success('updateTicket'), 'close');
    }

    if (found.notificationId) {
      await attempt('markNotificationRead', { params: { id: found.notificationId }, token }, success('markNotificationRead'));
    } else {
      skip('markNotificationRead', 'GET /notifications/me answered no notification');
    }

    await priceAlert(token);
  }

  /** A price alert set far below the price and deleted at once; a customer at the limit is left as they are. */
  async function priceAlert(token: string) {
    if (!found.buyPrice) {
      for (const id of ['createPriceAlert', 'deletePriceAlert'] as const) skip(id, 'GET /gold-price answered no price');
      return;
    }
    const judge = (answer: Answer) =>
      answer.status === 400 && get(answer.body, 'errorCode') === 'PRICE_ALERT_LIMIT'
        ? { result: 'skipped' as const, problems: [], note: 'the customer has the most alerts waiting' }
        : success('createPriceAlert')(answer);
    const created = await attempt('createPriceAlert', { body: priceAlertFor(found.buyPrice), token }, judge, 'half the price');
    const alertId = text(get(created?.body, 'data', 'id'));
    if (alertId && created?.status === API.createPriceAlert.status) {
      await attempt('deletePriceAlert', { params: { id: alertId }, token }, success('deletePriceAlert'), 'the one set');
    } else {
      skip('deletePriceAlert', created?.status === 404 ? 'price alerts are not offered' : 'no price alert was set');
    }
  }
}
