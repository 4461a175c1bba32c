import { afterEach, describe, expect, it, vi } from 'vitest';
import { scenarioStepSchema, type ScenarioPlayback } from '@gold/contracts/control';
import { GOLD_SYMBOL } from '@gold/contracts/constants';
import { createUser } from '../domain/admin/admin';
import { listPending } from '../domain/admin/approvals';
import { findUserByMobile, kycLevelOf, requireUser } from '../domain/auth/users';
import { requestChange } from '../domain/kyc/kyc';
import { listNotifications } from '../domain/notifications/notifications';
import { createPriceAlert, listPriceAlerts } from '../domain/price-alerts/price-alerts';
import { currentPrice, marketMode } from '../domain/prices/prices';
import { createTicket, getTicket } from '../domain/tickets/tickets';
import { createTradeRequest, offersOf } from '../domain/trading/trading';
import { ValidationError } from '../http/validation';
import { DomainError } from '../errors';
import { domainContext, MOBILES } from '../test-utils';
import { createScenarioPlayer, type Schedule } from './scenario-player';
import type { Scenario } from './scenario-catalogue';

let close = () => undefined as void;
afterEach(() => {
  close();
  close = () => undefined;
});

/** A scenario of the given steps, as a file would give them once checked. */
const scenario = (name: string, steps: unknown[]): Scenario => ({
  name,
  title: `سناریوی ${name}`,
  description: 'برای آزمایش',
  steps: steps.map((step) => scenarioStepSchema.parse(step)),
});

/**
 * A world on a manual clock with a player whose timers are only recorded: the test moves the clock and ticks, as
 * the timers would.
 */
function world(...scenarios: Scenario[]) {
  const { ctx, db, clock } = domainContext();
  close = () => db.close();
  ctx.quietDealers = new Set();
  const errors = vi.fn();
  ctx.logger = { info: () => undefined, error: errors };
  const timers: number[] = [];
  const schedule: Schedule = (_work, ms) => {
    timers.push(ms);
    return () => undefined;
  };
  const player = createScenarioPlayer(ctx, { catalogue: () => scenarios, schedule });
  const at = (ms: number) => {
    clock.advance(ms);
    player.tick();
    return player.view()!;
  };
  const customer = async (mobile: string, extra: Parameters<typeof createUser>[1] extends infer T ? Partial<T> : never = {}) => {
    await createUser(ctx, { mobile, name: 'نرگس تهرانی', password: 'Strong#Pass1', ...extra });
    return findUserByMobile(db, mobile)!;
  };
  return { ctx, db, clock, player, timers, errors, at, customer };
}

const states = (p: ScenarioPlayback) => p.steps.map((s) => s.state);
const lines = (p: ScenarioPlayback) => p.steps.map((s) => s.line);

describe('the scenario player: delays on the world’s clock', () => {
  const story = scenario('delays', [
    { delayMs: 0, action: { kind: 'market', mode: 'open' } },
    { delayMs: 5000, action: { kind: 'market', mode: 'closed' } },
  ]);

  it('acts on each step once its delay has passed on the world’s clock, and asks its timer for that moment', () => {
    const { db, player, timers, at } = world(story);
    let p = player.play('delays', {})!;
    expect(p.status).toBe('playing');
    expect(states(p)).toEqual(['done', 'waiting']);
    expect(lines(p)).toEqual(['بازار باز شد و بیرون از ساعات کاری هم باز می‌ماند', 'اجرا تا ۵ ثانیهٔ دیگر']);
    expect(marketMode(db)).toBe('open');
    expect(timers).toEqual([5000]);
    p = at(4999);
    expect(states(p)).toEqual(['done', 'waiting']);
    expect(p.steps[1].line).toBe('اجرا تا ۱ ثانیهٔ دیگر');
    expect(marketMode(db)).toBe('open');
    p = at(1);
    expect(states(p)).toEqual(['done', 'done']);
    expect(p.steps[1].line).toBe('بازار بسته شد');
    expect(p.status).toBe('finished');
    expect(p.line).toBe('همهٔ ۲ گام انجام شد');
    expect(marketMode(db)).toBe('closed');
  });

  it('divides every delay by the speed', () => {
    const { player, timers, at } = world(story);
    player.play('delays', { speed: 10 });
    expect(timers).toEqual([500]);
    expect(states(at(499))).toEqual(['done', 'waiting']);
    expect(states(at(1))).toEqual(['done', 'done']);
  });

  it('pauses with what is left of a delay, resumes from there, and a stop ends it with the steps kept', () => {
    const { db, player, at, clock } = world(story);
    player.play('delays', {});
    at(2000);
    let p = player.pause()!;
    expect(p.status).toBe('paused');
    expect(p.line).toBe('مکث در گام ۲ از ۲');
    // Time passes while paused: nothing happens, and the delay left stays three seconds.
    p = at(60_000);
    expect(states(p)).toEqual(['done', 'waiting']);
    expect(p.steps[1].line).toBe('اجرا تا ۳ ثانیهٔ دیگر');
    p = player.resume()!;
    expect(p.status).toBe('playing');
    expect(states(at(2999))).toEqual(['done', 'waiting']);
    p = player.stop()!;
    expect(p.status).toBe('stopped');
    expect(p.line).toBe('در گام ۲ از ۲ متوقف شد');
    expect(p.steps[1]).toMatchObject({ state: 'waiting', line: 'اجرا نشد' });
    expect(p.endedAt).toBe(clock.now().toISOString());
    // Stopped: nothing more happens, however late.
    expect(states(at(60_000))).toEqual(['done', 'waiting']);
    expect(marketMode(db)).toBe('open');
  });

  it('plays one scenario at a time: a second play ends the first', () => {
    const other = scenario('other', [{ delayMs: 1000, action: { kind: 'market', mode: 'hours' } }]);
    const { db, player, at } = world(story, other);
    player.play('delays', {});
    let p = player.play('other', {})!;
    expect(p.scenario).toBe('other');
    p = at(5000);
    expect(p.status).toBe('finished');
    // The first's closing step never ran.
    expect(marketMode(db)).toBe('hours');
  });

  it('refuses an unknown scenario with 404, and a reset forgets the playback', () => {
    const { player } = world(story);
    expect(() => player.play('nothing', {})).toThrow(DomainError);
    player.play('delays', {});
    player.reset();
    expect(player.view()).toBeNull();
  });
});

describe('the scenario player: on cue', () => {
  it('waits for the first customer to act after the start, approves what they sent, and goes on to the level', async () => {
    const story = scenario('kyc', [{ delayMs: 3000, action: { kind: 'approve-kyc', untilLevel: 1 } }]);
    const { ctx, db, player, at, timers, customer } = world(story);
    const earlier = await customer('+989121110001');
    // Sent before the story began: not the story's.
    db.write((tx) => requestChange(ctx, tx, earlier.id, 'national-id', '0012345679'));
    at(1000);
    let p = player.play('kyc', {})!;
    expect(p.steps[0]).toMatchObject({ state: 'waiting', line: 'در انتظار درخواست احراز هویت مشتری' });
    expect(p.customer).toBeNull();
    // Checked about once a second.
    expect(timers.at(-1)).toBe(1000);
    p = at(10_000);
    expect(p.steps[0].state).toBe('waiting');

    const prospect = await customer('+989121110002', { name: 'سارا نمونه' });
    db.write((tx) => requestChange(ctx, tx, prospect.id, 'national-id', '0012345679'));
    p = at(1000);
    // Found: the delay runs from the cue.
    expect(p.customer).toEqual({ mobile: '+989121110002', name: 'سارا نمونه' });
    expect(p.steps[0].line).toBe('اجرا تا ۳ ثانیهٔ دیگر');
    p = at(3000);
    expect(p.steps[0]).toMatchObject({
      state: 'running',
      line: 'تأیید شد: کد ملی. سطح احراز هویت سارا نمونه اکنون ۰ است؛ در انتظار مدارک بعدی تا سطح ۱',
    });
    expect(requireUser(db, prospect.id).nationalIdVerified).toBe(true);
    // The earlier customer's request still waits for a person.
    expect(listPending(db).filter((i) => i.mobile === earlier.mobile)).toHaveLength(1);

    db.write((tx) => requestChange(ctx, tx, prospect.id, 'birthdate', '1370/05/09'));
    p = at(1000);
    expect(p.steps[0].state).toBe('running');
    p = at(3000);
    expect(p.steps[0]).toMatchObject({ state: 'done', line: 'تأیید شد: کد ملی، تاریخ تولد. سطح احراز هویت سارا نمونه: ۱' });
    expect(p.status).toBe('finished');
    expect(kycLevelOf(db, requireUser(db, prospect.id))).toBe(1);
  });

  it('with a customer named, waits for that mobile’s sign-up only, then acts for them', async () => {
    const story = scenario('welcome', [
      { action: { kind: 'wait-signup' } },
      { delayMs: 2000, action: { kind: 'notify', type: 'system', title: 'خوش آمدید {name}', message: 'حساب {name} آماده است.' } },
    ]);
    const { db, player, at, customer } = world(story);
    let p = player.play('welcome', { mobile: '+989121110003' })!;
    expect(p.customer).toEqual({ mobile: '+989121110003', name: null });
    expect(p.steps[0].line).toBe('در انتظار ثبت‌نام مشتری');
    await customer('+989121110004');
    expect(at(1000).steps[0].state).toBe('waiting');
    const named = await customer('+989121110003', { name: 'مهسا کاظمی' });
    p = at(1000);
    expect(p.steps[0]).toMatchObject({ state: 'done', line: 'مهسا کاظمی با شمارهٔ ۰۹۱۲۱۱۱۰۰۰۳ ثبت‌نام کرد' });
    p = at(2000);
    expect(p.steps[1]).toMatchObject({ state: 'done', line: 'اعلان «خوش آمدید مهسا» برای مهسا کاظمی فرستاده شد' });
    const [notice] = listNotifications(db, named.id, { page: 1, limit: 10 }).notifications;
    expect(notice).toMatchObject({ title: 'خوش آمدید مهسا', message: 'حساب مهسا آماده است.', type: 'system' });
  });

  it('answers the ticket the customer opened after the start, not one from before', async () => {
    const story = scenario('ticket', [
      { delayMs: 1000, action: { kind: 'answer-ticket', message: 'سلام {name} عزیز، بررسی شد.', status: 'resolved' } },
    ]);
    const { ctx, db, player, at } = world(story);
    const seeded = findUserByMobile(db, MOBILES.kyc2)!;
    const old = db.write((tx) =>
      createTicket(ctx, tx, seeded.id, { title: 'تیکت قدیمی', description: 'شرح', category: 'general' }),
    );
    at(1000);
    player.play('ticket', { mobile: MOBILES.kyc2 });
    expect(at(5000).steps[0].state).toBe('waiting');
    const fresh = db.write((tx) => createTicket(ctx, tx, seeded.id, { title: 'برداشت', description: 'شرح', category: 'wallet' }));
    at(1000);
    const p = at(1000);
    expect(p.steps[0]).toMatchObject({
      state: 'done',
      line: `به تیکت ${fresh.ticketNumber} («برداشت») پاسخ داده شد و وضعیتش «حل‌شده» شد`,
    });
    const answered = getTicket(db, seeded.id, fresh.id);
    expect(answered.status).toBe('resolved');
    expect(answered.messages!.map((m) => [m.type, m.content])).toContainEqual(['admin', 'سلام سارا عزیز، بررسی شد.']);
    expect(getTicket(db, seeded.id, old.id).messages).toHaveLength(0);
  });
});

describe('the scenario player: the market', () => {
  it('moves the price along its path one tick at a time, firing the alerts it reaches, then lets it walk', async () => {
    const story = scenario('swing', [
      { action: { kind: 'price-path', everyMs: 2000, ticks: [{ percent: 1 }, { buyPrice: 8_100_000, sellPrice: 8_030_000 }] } },
      { delayMs: 1000, action: { kind: 'price-walk' } },
    ]);
    const { db, player, at, timers } = world(story);
    const start = currentPrice(db);
    const user = findUserByMobile(db, MOBILES.kyc1)!;
    const target = Math.round((start.buyPrice * 1.005) / 1000) * 1000;
    db.write((tx) =>
      createPriceAlert(tx, user.id, { side: 'buy', direction: 'above', targetPrice: target }, start, start.lastUpdate),
    );

    let p = player.play('swing', { speed: 2 })!;
    const first = {
      buyPrice: Math.round((start.buyPrice * 1.01) / 1000) * 1000,
      sellPrice: Math.round((start.sellPrice * 1.01) / 1000) * 1000,
    };
    expect(currentPrice(db)).toMatchObject({ ...first, held: true });
    expect(p.steps[0].state).toBe('running');
    expect(p.steps[0].line).toMatch(/^گام ۱ از ۲: خرید .+ و فروش .+ تومان$/);
    expect(listPriceAlerts(db, user.id)[0].status).toBe('fired');
    expect(timers.at(-1)).toBe(1000);

    p = at(1000);
    expect(currentPrice(db)).toMatchObject({ buyPrice: 8_100_000, sellPrice: 8_030_000, held: true });
    expect(p.steps[0]).toMatchObject({
      state: 'done',
      line: 'قیمت در ۲ گام به خرید ۸٬۱۰۰٬۰۰۰ و فروش ۸٬۰۳۰٬۰۰۰ تومان رسید و همان‌جا ماند',
    });
    p = at(500);
    expect(p.steps[1]).toMatchObject({ state: 'done', line: 'قیمت دوباره با نوسان عادی بازار حرکت می‌کند' });
    expect(currentPrice(db).held).toBe(false);
  });

  it('quiets the named dealers while it plays: their quotes are left out, and they come back when it ends', async () => {
    const quiet = ['زرگری امین', 'صرافی زرین', 'گالری طلای نفیس', 'طلا و جواهر آفتاب'];
    const story = scenario('quiet', [{ action: { kind: 'quiet-dealers', dealers: quiet } }, { action: { kind: 'wait-trade' } }]);
    const { ctx, db, player } = world(story);
    player.play('quiet', {});
    expect([...ctx.quietDealers!]).toEqual(quiet);
    const user = findUserByMobile(db, MOBILES.kyc2)!;
    const price = currentPrice(db);
    const dealers = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const { requestId } = db.write((tx) =>
        createTradeRequest(ctx, tx, user.id, { type: 'buy', symbol: GOLD_SYMBOL, amount: 0.01, price: price.buyPrice }),
      );
      for (const offer of offersOf(db, requestId)) dealers.add(offer.dealerName);
    }
    expect(dealers.size).toBeGreaterThan(0);
    for (const dealer of dealers) expect(quiet).not.toContain(dealer);
    player.stop();
    expect(ctx.quietDealers!.size).toBe(0);
  });
});

describe('the scenario player: failures and checks', () => {
  it('marks a step that fails with its Persian reason and ends the playback; later steps do not run', async () => {
    const story = scenario('fails', [
      // A first name long enough that the answer passes the length a ticket message may have.
      { action: { kind: 'answer-ticket', message: '{name} '.repeat(280).trim() } },
      { action: { kind: 'market', mode: 'closed' } },
    ]);
    const { ctx, db, player, at, customer } = world(story);
    const user = await customer('+989121110005', { name: 'عبدالرحمن‌الدین طباطبایی' });
    player.play('fails', { mobile: '+989121110005' });
    db.write((tx) => createTicket(ctx, tx, user.id, { title: 'پرسش', description: 'شرح', category: 'general' }));
    const p = at(1000);
    expect(p.status).toBe('failed');
    expect(p.line).toBe('گام ۱ ناموفق ماند و پخش پایان یافت');
    expect(p.steps[0]).toMatchObject({ state: 'failed', line: 'ناموفق: متن پیام حداکثر ۲٬۰۰۰ نویسه است' });
    expect(p.steps[1]).toMatchObject({ state: 'waiting', line: 'اجرا نشد' });
    expect(marketMode(db)).not.toBe('closed');
  });

  it('says a fault of the server in Persian and logs it, without throwing', () => {
    const story = scenario('fault', [{ action: { kind: 'quiet-dealers', dealers: ['زرگری امین'] } }]);
    const { ctx, player, errors } = world(story);
    delete ctx.quietDealers;
    const p = player.play('fault', {})!;
    expect(p.steps[0]).toMatchObject({
      state: 'failed',
      line: 'ناموفق: خطای پیش‌بینی‌نشده در سرور شبیه‌ساز؛ جزئیات در گزارش سرور است',
    });
    expect(errors).toHaveBeenCalledWith('scenario step', expect.objectContaining({ scenario: 'fault', step: 0 }));
  });

  it('asks for a mobile when a notification would come before any cue finds the customer', () => {
    const story = scenario('early', [{ action: { kind: 'notify', type: 'system', title: 'سلام', message: 'پیام' } }]);
    const { player } = world(story);
    expect(() => player.play('early', {})).toThrow(ValidationError);
    expect(player.play('early', { mobile: MOBILES.kyc2 })!.status).toBe('finished');
  });

  it('refuses a named mobile nobody has when nothing in the story waits for a sign-up', () => {
    const story = scenario('deposit', [{ action: { kind: 'confirm-deposit' } }]);
    const { player } = world(story);
    expect(() => player.play('deposit', { mobile: '+989121119999' })).toThrow(/یافت نشد/);
  });
});
