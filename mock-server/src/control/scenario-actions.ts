import type { ApprovalItem, ApprovalKind, MarketMode, ScenarioAction, ScenarioActionKind } from '@gold/contracts/control';
import { mgToGrams } from '@gold/contracts/money';
import { toPersianDigits } from '@gold/contracts/rules/digits';
import { toLocalMobile } from '@gold/contracts/rules/phone';
import type { TicketStatus } from '@gold/contracts/tickets';
import { notifyUser } from '../domain/admin/admin';
import { decide, listPending } from '../domain/admin/approvals';
import {
  firstSignupSince,
  ticketActiveSince,
  tradeSince,
  waitingAlert,
  walletRequestAmount,
  type CueScope,
} from '../domain/admin/scenario-cues';
import { findUserByMobile, kycLevelOf, requireUser, type UserRecord } from '../domain/auth/users';
import { currentPrice, setMarketMode } from '../domain/prices/prices';
import type { DomainContext } from '../domain/shared/context';
import { faNumber } from '../domain/shared/persian-text';
import { postSupportMessage, setTicketStatus } from '../domain/tickets/tickets';
import { steerPrice } from '../realtime/price-feed';

/** What a step sees of its playback, afresh at each check. */
export type StoryEnv = {
  ctx: DomainContext;
  /** When the playback began (ISO): what the customer does from then on is the story's. */
  since: string;
  /** The story's customer, once known: named in the play request and signed up, or found at an earlier cue. */
  customer: UserRecord | null;
  /** A mobile named in the play request whose customer has not signed up yet: no one else stands in for them. */
  named: string | null;
};

/** What a cue found: whose it is (the story's customer from then on) and what the step acts on. */
export type Found<T> = { customerId: string; what: T };

/** A step's outcome: done, or still running, to act again after `next` ms (scaled by the speed) or at its next cue. */
export type Outcome = { state: 'done'; line: string } | { state: 'running'; line: string; next: 'cue' | number };

/** What a step keeps between its turns: what it approved so far, the price path's next tick. */
export type StepMemo = { approved: string[]; tick: number };

export type Handler<A extends ScenarioAction> = {
  /** The console's line while the step waits for its cue. */
  waiting: string;
  /** The default title of a step. */
  describe(action: A): string;
  /** What the step waits for on cue, or nothing when it acts after its delay alone. Null while it is not there. */
  cue?(env: StoryEnv, action: A): Found<unknown> | null;
  act(env: StoryEnv, action: A, found: unknown, memo: StepMemo): Outcome;
};

type Handlers = { [K in ScenarioActionKind]: Handler<Extract<ScenarioAction, { kind: K }>> };

const DEFAULT_TICK_MS = 2000;
const ROUND = 1000;

const MARKET_DONE: Record<MarketMode, string> = {
  open: 'بازار باز شد و بیرون از ساعات کاری هم باز می‌ماند',
  closed: 'بازار بسته شد',
  hours: 'بازار به ساعات کاری برگشت',
};
const MARKET_TITLE: Record<MarketMode, string> = {
  open: 'باز شدن بازار',
  closed: 'بسته شدن بازار',
  hours: 'بازگشت بازار به ساعات کاری',
};
const TICKET_STATUS: Record<TicketStatus, string> = {
  open: 'باز',
  in_progress: 'در حال بررسی',
  resolved: 'حل‌شده',
  closed: 'بسته‌شده',
};
/** What a KYC approval approved, in the order the panel asks for them. */
const KYC_LABELS: Partial<Record<ApprovalKind, string>> = {
  'national-id-change': 'کد ملی',
  'birthdate-change': 'تاریخ تولد',
  'name-change': 'نام',
  'bank-account': 'حساب بانکی',
};
const KYC_KINDS = Object.keys(KYC_LABELS) as ApprovalKind[];
const SIDE = { buy: 'خرید', sell: 'فروش' } as const;
const DIRECTION = { above: 'یا بیشتر', below: 'یا کمتر' } as const;

const list = (items: string[]) => items.join('، ');
const toman = (n: number) => `${faNumber(n)} تومان`;
const mobileText = (mobile: string) => toPersianDigits(toLocalMobile(mobile));
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
/** `{name}` in a scenario's text: the customer's first name, as a Persian support desk writes to them. */
const withName = (text: string, customer: UserRecord) => text.replaceAll('{name}', firstName(customer.name));

/** Where a cue looks: the story's customer, anyone who acts from the start (none named), or nobody yet. */
function scope(env: StoryEnv): CueScope | null {
  if (env.customer) return { userId: env.customer.id };
  return env.named ? null : { userId: null, since: env.since };
}

/** The story's customer once a cue has found it; the player binds it before acting. */
function customerOf(env: StoryEnv): UserRecord {
  if (!env.customer) throw new Error('a step acted before the story knew its customer');
  return env.customer;
}

/**
 * What waits for an administrator, as the console lists it, of the given kinds: the story's customer's, or those of
 * the first customer to send one since the story began.
 */
function pendingFor(env: StoryEnv, kinds: ApprovalKind[]): Found<ApprovalItem[]> | null {
  const where = scope(env);
  if (!where) return null;
  const items = listPending(env.ctx.db).filter((item) => kinds.includes(item.kind));
  const mobile = where.userId !== null ? env.customer?.mobile : items.find((item) => item.createdAt >= where.since)?.mobile;
  const owner = mobile && findUserByMobile(env.ctx.db, mobile);
  if (!owner) return null;
  const mine = items.filter((item) => item.mobile === owner.mobile);
  return mine.length ? { customerId: owner.id, what: mine } : null;
}

/** Approves a receipt deposit or a withdrawal, the oldest of the customer's, through the console's own decision. */
function approveWalletRequest(kind: 'deposit' | 'withdraw') {
  return (env: StoryEnv, action: { note?: string }, items: ApprovalItem[]): Outcome => {
    const [item] = items;
    const amount = walletRequestAmount(env.ctx.db, kind, item.id) ?? 0;
    env.ctx.db.write((tx) => decide(env.ctx, tx, kind, item.id, 'approve', action.note));
    const what = kind === 'deposit' ? 'واریز' : 'برداشت';
    return { state: 'done', line: `${what} ${toman(amount)}ی ${customerOf(env).name} تأیید شد` };
  };
}

function nextPrice(ctx: DomainContext, tick: { percent: number } | { buyPrice: number; sellPrice: number }) {
  if (!('percent' in tick)) return tick;
  const now = currentPrice(ctx.db);
  const move = (price: number) => Math.round((price * (1 + tick.percent / 100)) / ROUND) * ROUND;
  const buyPrice = move(now.buyPrice);
  // Both prices move alike, so the spread stays as it was; rounding never lets them meet.
  return { buyPrice, sellPrice: Math.min(move(now.sellPrice), buyPrice - ROUND) };
}

const priceText = (p: { buyPrice: number; sellPrice: number }) =>
  `خرید ${faNumber(p.buyPrice)} و فروش ${faNumber(p.sellPrice)} تومان`;

/** Each action: what it waits for, what it does (through the same domain functions as the console), and its words. */
export const ACTIONS: Handlers = {
  'wait-signup': {
    waiting: 'در انتظار ثبت‌نام مشتری',
    describe: () => 'مشتری ثبت‌نام می‌کند',
    cue(env) {
      if (env.customer) return env.customer.isVerified ? { customerId: env.customer.id, what: null } : null;
      if (env.named) return null;
      const found = firstSignupSince(env.ctx.db, env.since);
      return found ? { customerId: found.id, what: null } : null;
    },
    act(env) {
      const customer = customerOf(env);
      return { state: 'done', line: `${customer.name} با شمارهٔ ${mobileText(customer.mobile)} ثبت‌نام کرد` };
    },
  },
  'approve-kyc': {
    waiting: 'در انتظار درخواست احراز هویت مشتری',
    describe: (a) =>
      a.untilLevel ? `تأیید احراز هویت مشتری تا سطح ${faNumber(a.untilLevel)}` : 'تأیید درخواست‌های احراز هویت مشتری',
    cue(env, action) {
      const customer = env.customer;
      if (customer && action.untilLevel && kycLevelOf(env.ctx.db, customer) >= action.untilLevel) {
        return { customerId: customer.id, what: [] };
      }
      return pendingFor(env, KYC_KINDS);
    },
    act(env, action, found, memo) {
      const items = found as ApprovalItem[];
      if (items.length) env.ctx.db.write((tx) => items.forEach((item) => decide(env.ctx, tx, item.kind, item.id, 'approve')));
      const labels = KYC_KINDS.flatMap((kind) => items.filter((item) => item.kind === kind).map(() => KYC_LABELS[kind]!));
      memo.approved.push(...labels);
      const customer = requireUser(env.ctx.db, customerOf(env).id);
      const level = kycLevelOf(env.ctx.db, customer);
      if (action.untilLevel && level < action.untilLevel) {
        return {
          state: 'running',
          line: `تأیید شد: ${list(labels)}. سطح احراز هویت ${customer.name} اکنون ${faNumber(level)} است؛ در انتظار مدارک بعدی تا سطح ${faNumber(action.untilLevel)}`,
          next: 'cue',
        };
      }
      const line = memo.approved.length
        ? `تأیید شد: ${list(memo.approved)}. سطح احراز هویت ${customer.name}: ${faNumber(level)}`
        : `سطح احراز هویت ${customer.name} از پیش ${faNumber(level)} بود`;
      return { state: 'done', line };
    },
  },
  'confirm-deposit': {
    waiting: 'در انتظار واریز مشتری با رسید بانکی',
    describe: () => 'تأیید واریز مشتری',
    cue: (env) => pendingFor(env, ['deposit']),
    act: (env, action, found) => approveWalletRequest('deposit')(env, action, found as ApprovalItem[]),
  },
  'approve-withdrawal': {
    waiting: 'در انتظار درخواست برداشت مشتری',
    describe: () => 'تأیید برداشت مشتری',
    cue: (env) => pendingFor(env, ['withdraw']),
    act: (env, action, found) => approveWalletRequest('withdraw')(env, action, found as ApprovalItem[]),
  },
  'price-path': {
    waiting: 'در نوبت',
    describe: (a) => (a.ticks.length === 1 ? 'نگه‌داشتن قیمت' : `جابه‌جایی قیمت در ${faNumber(a.ticks.length)} گام`),
    act(env, action, _found, memo) {
      const price = nextPrice(env.ctx, action.ticks[memo.tick]);
      steerPrice(env.ctx, price);
      memo.tick += 1;
      const total = action.ticks.length;
      if (memo.tick < total) {
        return {
          state: 'running',
          line: `گام ${faNumber(memo.tick)} از ${faNumber(total)}: ${priceText(price)}`,
          next: action.everyMs ?? DEFAULT_TICK_MS,
        };
      }
      const line =
        total === 1
          ? `قیمت روی ${priceText(price)} نگه داشته شد`
          : `قیمت در ${faNumber(total)} گام به ${priceText(price)} رسید و همان‌جا ماند`;
      return { state: 'done', line };
    },
  },
  'price-walk': {
    waiting: 'در نوبت',
    describe: () => 'بازگشت قیمت به نوسان عادی',
    act(env) {
      steerPrice(env.ctx, { mode: 'walk' });
      return { state: 'done', line: 'قیمت دوباره با نوسان عادی بازار حرکت می‌کند' };
    },
  },
  'quiet-dealers': {
    waiting: 'در نوبت',
    describe: (a) => (a.dealers.length ? `ساکت شدن ${list(a.dealers)}` : 'بازگشت همهٔ فروشندگان'),
    act(env, action) {
      const quiet = env.ctx.quietDealers;
      if (!quiet) throw new Error('this world keeps no quiet dealers');
      quiet.clear();
      for (const dealer of action.dealers) quiet.add(dealer);
      const line = action.dealers.length
        ? `این فروشندگان دیگر پیشنهادی نمی‌دهند: ${list(action.dealers)}`
        : 'همهٔ فروشندگان دوباره پیشنهاد می‌دهند';
      return { state: 'done', line };
    },
  },
  'answer-ticket': {
    waiting: 'در انتظار تیکت مشتری',
    describe: (a) => (a.status ? `پاسخ کارشناس و ${TICKET_STATUS[a.status]} شدن تیکت مشتری` : 'پاسخ کارشناس به تیکت مشتری'),
    cue(env) {
      const where = scope(env);
      const ticket = where && ticketActiveSince(env.ctx.db, where, env.since);
      return ticket ? { customerId: ticket.userId, what: ticket } : null;
    },
    act(env, action, found) {
      const ticket = found as { id: string; ticketNumber: string; title: string };
      const text = withName(action.message, customerOf(env));
      env.ctx.db.write((tx) => {
        postSupportMessage(env.ctx, tx, ticket.id, 'admin', text);
        if (action.status) setTicketStatus(env.ctx, tx, ticket.id, action.status);
      });
      const status = action.status ? ` و وضعیتش «${TICKET_STATUS[action.status]}» شد` : '';
      return { state: 'done', line: `به تیکت ${ticket.ticketNumber} («${ticket.title}») پاسخ داده شد${status}` };
    },
  },
  market: {
    waiting: 'در نوبت',
    describe: (a) => MARKET_TITLE[a.mode],
    act(env, action) {
      env.ctx.db.write((tx) => setMarketMode(env.ctx, tx, action.mode));
      return { state: 'done', line: MARKET_DONE[action.mode] };
    },
  },
  notify: {
    waiting: 'در انتظار شناختن مشتری در یکی از گام‌های پیشین',
    describe: (a) => `اعلان «${a.title.replaceAll('{name}', 'مشتری')}»`,
    cue: (env) => (env.customer ? { customerId: env.customer.id, what: null } : null),
    act(env, action) {
      const customer = customerOf(env);
      const title = withName(action.title, customer);
      env.ctx.db.write((tx) =>
        notifyUser(env.ctx, tx, customer.mobile, {
          type: action.type,
          title,
          message: withName(action.message, customer),
          priority: action.priority,
        }),
      );
      return { state: 'done', line: `اعلان «${title}» برای ${customer.name} فرستاده شد` };
    },
  },
  'wait-trade': {
    waiting: 'در انتظار معاملهٔ مشتری',
    describe: () => 'مشتری معامله می‌کند',
    cue(env) {
      const where = scope(env);
      const trade = where && tradeSince(env.ctx.db, where, env.since);
      return trade ? { customerId: trade.userId, what: trade } : null;
    },
    act(env, _action, found) {
      const trade = found as { type: 'buy' | 'sell'; amountMg: number; price: number };
      const grams = `${faNumber(mgToGrams(trade.amountMg))} گرم`;
      return {
        state: 'done',
        line: `${customerOf(env).name} معامله کرد: ${SIDE[trade.type]} ${grams} به قیمت هر گرم ${toman(trade.price)}`,
      };
    },
  },
  'wait-price-alert': {
    waiting: 'در انتظار هشدار قیمت مشتری',
    describe: () => 'مشتری هشدار قیمت می‌گذارد',
    cue(env) {
      const where = scope(env);
      const alert = where && waitingAlert(env.ctx.db, where);
      return alert ? { customerId: alert.userId, what: alert } : null;
    },
    act(env, _action, found) {
      const alert = found as { side: 'buy' | 'sell'; direction: 'above' | 'below'; targetPrice: number };
      return {
        state: 'done',
        line: `${customerOf(env).name} هشدار قیمت گذاشت: ${SIDE[alert.side]} ${toman(alert.targetPrice)} ${DIRECTION[alert.direction]}`,
      };
    },
  },
};

/** The kinds that find the story's customer when none was named: each waits for something a customer does. */
export const FINDS_CUSTOMER: ReadonlySet<ScenarioActionKind> = new Set([
  'wait-signup',
  'approve-kyc',
  'confirm-deposit',
  'approve-withdrawal',
  'answer-ticket',
  'wait-trade',
  'wait-price-alert',
]);

/** A step's title: the file's, or what its action does. */
export const stepTitle = (step: { title?: string; action: ScenarioAction }): string =>
  step.title ?? (ACTIONS[step.action.kind] as Handler<ScenarioAction>).describe(step.action);
