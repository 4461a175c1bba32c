import { Script } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  controlScenarioPlaybackResponseSchema,
  controlScenariosResponseSchema,
  type ScenarioPlayback,
} from '@gold/contracts/control';
import { GOLD_SYMBOL } from '@gold/contracts/constants';
import { bankAccountListResponseSchema } from '@gold/contracts/bank-accounts';
import { kycResponseSchema } from '@gold/contracts/kyc';
import { notificationListResponseSchema } from '@gold/contracts/notifications';
import { ticketResponseSchema } from '@gold/contracts/tickets';
import { createTradeResponseSchema, tradeOffersResponseSchema } from '@gold/contracts/trading';
import { walletListResponseSchema } from '@gold/contracts/wallets';
import { currentPrice, marketMode } from '../domain/prices/prices';
import { DEALERS } from '../domain/trading/trading';
import { buildMock, callAs, expectErrorEnvelope, MOBILES, readOtp, signIn, type Mock } from '../test-utils';

/** A 1×1 PNG: a receipt the upload accepts. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

const mocks: Mock[] = [];
afterEach(async () => {
  for (const mock of mocks.splice(0)) await mock.close();
});
const world = (...args: Parameters<typeof buildMock>) => {
  const mock = buildMock(...args);
  mocks.push(mock);
  return mock;
};

const list = async (mock: Mock) => {
  const res = await mock.http().get('/__mock/scenarios');
  expect(res.status).toBe(200);
  return controlScenariosResponseSchema.parse(res.body);
};
const playback = async (mock: Mock) => (await list(mock)).playback;
const play = (mock: Mock, name: string, body: object = {}) => mock.http().post(`/__mock/scenarios/${name}/play`).send(body);
const control = async (mock: Mock, what: 'pause' | 'resume' | 'stop') => {
  const res = await mock.http().post(`/__mock/scenarios/${what}`);
  expect(res.status).toBe(200);
  return controlScenarioPlaybackResponseSchema.parse(res.body).playback;
};
const states = (p: ScenarioPlayback | null) => p!.steps.map((s) => s.state);

/** Lets the world's clock run on, a second at a time, doing what falls due, until `done` holds (at most a minute). */
async function until(mock: Mock, done: (p: ScenarioPlayback) => boolean) {
  for (let i = 0; i < 60; i++) {
    const p = (await playback(mock))!;
    if (done(p)) return p;
    mock.clock.advance(1000);
    mock.scenarios.tick();
  }
  throw new Error(`the playback did not get there: ${JSON.stringify(await playback(mock))}`);
}
const stepDone = (index: number) => (p: ScenarioPlayback) => p.steps[index].state === 'done';

describe('GET /__mock/scenarios', () => {
  it('lists each scenario with its steps, and no playback before any play', async () => {
    const mock = world();
    const { scenarios, playback } = await list(mock);
    expect(playback).toBeNull();
    expect(scenarios.map((s) => s.name)).toEqual(['first-day', 'market-swing', 'support']);
    const support = scenarios.find((s) => s.name === 'support')!;
    expect(support.title).toBe('پشتیبانی');
    expect(support.steps.map((s) => [s.title, s.delayMs, s.action.kind])).toEqual([
      ['کارشناس به تیکت مشتری پاسخ می‌دهد', 3000, 'answer-ticket'],
      ['کارشناس مالی برداشت را تأیید می‌کند', 4000, 'approve-withdrawal'],
      ['کارشناس تیکت را حل‌شده اعلام می‌کند', 2000, 'answer-ticket'],
    ]);
  });

  it('is behind the control token, as the rest of /__mock is', async () => {
    const mock = world({ controlToken: 'secret-token' });
    expect((await mock.http().get('/__mock/scenarios')).status).toBe(401);
    expect((await mock.http().post('/__mock/scenarios/support/play').send({})).status).toBe(401);
    expect((await mock.http().get('/__mock/scenarios').set('Authorization', 'Bearer secret-token')).status).toBe(200);
  });
});

describe('POST /__mock/scenarios/:name/play', () => {
  it('answers the playback: the first steps done or waiting, each with a Persian line', async () => {
    const mock = world();
    const res = await play(mock, 'first-day', { speed: 10 });
    expect(res.status).toBe(200);
    const p = controlScenarioPlaybackResponseSchema.parse(res.body).playback!;
    expect(p).toMatchObject({ scenario: 'first-day', title: 'اولین روز مشتری', status: 'playing', speed: 10, customer: null });
    expect(p.line).toBe('در حال پخش: گام ۲ از ۸');
    expect(p.steps.slice(0, 3).map((s) => [s.state, s.line])).toEqual([
      ['done', 'بازار باز شد و بیرون از ساعات کاری هم باز می‌ماند'],
      ['waiting', 'در انتظار ثبت‌نام مشتری'],
      ['waiting', 'در نوبت'],
    ]);
    expect(marketMode(mock.db)).toBe('open');
    expect(await playback(mock)).toEqual(p);
  });

  it('refuses an unknown scenario with 404', async () => {
    const res = await play(world(), 'no-such-story');
    expect(res.status).toBe(404);
    expectErrorEnvelope(res.body, 'NOT_FOUND');
    expect(res.body.message).toBe('سناریو یافت نشد');
  });

  it('refuses bad input with the field at fault', async () => {
    const mock = world();
    for (const [body, path] of [
      [{ speed: 0 }, 'speed'],
      [{ speed: 5000 }, 'speed'],
      [{ speed: 'fast' }, 'speed'],
      [{ mobile: 'not a mobile' }, 'mobile'],
      [{ customer: '09120000001' }, '(root)'],
    ] as const) {
      const res = await play(mock, 'support', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
      expect(res.body.details.map((d: { path: string }) => d.path)).toEqual([path]);
    }
    expect(await playback(mock)).toBeNull();
  });

  it('takes the customer’s mobile in either spelling, and refuses one nobody has when the story waits for no sign-up', async () => {
    const mock = world();
    const named = controlScenarioPlaybackResponseSchema.parse((await play(mock, 'support', { mobile: '09120000001' })).body);
    expect(named.playback!.customer).toEqual({ mobile: MOBILES.kyc2, name: 'سارا محمدی' });
    const res = await play(mock, 'support', { mobile: '09121119999' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('کاربری با این شماره موبایل یافت نشد');
  });

  it('plays one scenario at a time: a second play replaces the first', async () => {
    const mock = world();
    await play(mock, 'support');
    const res = await play(mock, 'market-swing');
    expect(res.status).toBe(200);
    const p = (await playback(mock))!;
    expect(p).toMatchObject({ scenario: 'market-swing', status: 'playing' });
    // The first no longer acts: a ticket opened now is not answered, however long it waits.
    const token = await signIn(mock, MOBILES.kyc2);
    const ticket = await callAs(mock, 'post', '/api/tickets', token, { title: 'پرسش', description: 'شرح', category: 'general' });
    mock.clock.advance(60_000);
    mock.scenarios.tick();
    const after = await callAs(mock, 'get', `/api/tickets/${ticket.body.data.id}`, token);
    expect(ticketResponseSchema.parse(after.body).data.messages).toHaveLength(0);
  });
});

describe('POST /__mock/scenarios/pause, resume and stop', () => {
  it('pause holds the playback, resume goes on, stop ends it with its steps kept', async () => {
    const mock = world();
    await play(mock, 'support');
    let p = await control(mock, 'pause');
    expect(p).toMatchObject({ status: 'paused', line: 'مکث در گام ۱ از ۳' });
    // Paused, a cue that comes is not acted on.
    const token = await signIn(mock, MOBILES.kyc2);
    await callAs(mock, 'post', '/api/tickets', token, { title: 'برداشت', description: 'شرح', category: 'wallet' });
    mock.clock.advance(60_000);
    mock.scenarios.tick();
    expect(states(await playback(mock))).toEqual(['waiting', 'waiting', 'waiting']);
    p = await control(mock, 'resume');
    expect(p!.status).toBe('playing');
    p = await until(mock, stepDone(0));
    expect(p.steps[0].line).toMatch(/^به تیکت TK-\d{4}-\d{5} \(«برداشت»\) پاسخ داده شد$/);
    p = await control(mock, 'stop');
    expect(p).toMatchObject({ status: 'stopped', line: 'در گام ۲ از ۳ متوقف شد' });
    expect(p!.steps.map((s) => [s.state, s.line]).slice(1)).toEqual([
      ['waiting', 'اجرا نشد'],
      ['waiting', 'اجرا نشد'],
    ]);
    expect((await playback(mock))!.status).toBe('stopped');
  });

  it('change nothing when nothing plays', async () => {
    const mock = world();
    expect(await control(mock, 'pause')).toBeNull();
    expect(await control(mock, 'resume')).toBeNull();
    expect(await control(mock, 'stop')).toBeNull();
    await play(mock, 'support');
    expect((await control(mock, 'resume'))!.status).toBe('playing');
    await control(mock, 'stop');
    expect((await control(mock, 'pause'))!.status).toBe('stopped');
  });

  it('POST /__mock/reset stops the playback and forgets it', async () => {
    const mock = world();
    await play(mock, 'market-swing');
    mock.ctx.quietDealers!.add(DEALERS[0]);
    expect((await mock.http().post('/__mock/reset').send({})).status).toBe(200);
    expect(await playback(mock)).toBeNull();
    expect(mock.ctx.quietDealers!.size).toBe(0);
    const token = await signIn(mock, MOBILES.kyc1);
    await callAs(mock, 'post', '/api/price-alerts', token, {
      side: 'buy',
      direction: 'above',
      targetPrice: currentPrice(mock.db).buyPrice + 50_000,
    });
    mock.clock.advance(60_000);
    mock.scenarios.tick();
    expect(await playback(mock)).toBeNull();
    expect(currentPrice(mock.db).held).toBe(false);
  });
});

describe('each world plays its own scenario', () => {
  it('a scenario played in one world acts on that world only', async () => {
    const one = world();
    const other = world();
    await play(one, 'support', { mobile: MOBILES.kyc2 });
    expect(await playback(other)).toBeNull();
    // The same customer opens a ticket in the other world: the first world's story does not see it.
    const token = await signIn(other, MOBILES.kyc2);
    await callAs(other, 'post', '/api/tickets', token, { title: 'برداشت', description: 'شرح', category: 'wallet' });
    one.clock.advance(60_000);
    one.scenarios.tick();
    expect(states(await playback(one))).toEqual(['waiting', 'waiting', 'waiting']);
  });
});

describe('the shipped stories, played through the API on a manual clock', () => {
  const get = async <T>(mock: Mock, token: string, path: string, schema: { parse(v: unknown): T }) => {
    const res = await callAs(mock, 'get', path, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return schema.parse(res.body);
  };
  const titles = async (mock: Mock, token: string) =>
    (await get(mock, token, '/notifications/me?page=1&limit=50', notificationListResponseSchema)).data.notifications.map(
      (n) => n.title,
    );
  const wallets = async (mock: Mock, token: string) => {
    const { data } = await get(mock, token, '/wallets/me', walletListResponseSchema);
    return Object.fromEntries(data.map((w) => [w.currency.code, w]));
  };
  /** A buy of `grams` at the live price, its best offer executed, as the panel does it. */
  async function buy(mock: Mock, token: string, grams: number) {
    const price = currentPrice(mock.db).buyPrice;
    const created = await callAs(mock, 'post', '/api/trade-requests', token, {
      type: 'buy',
      symbol: GOLD_SYMBOL,
      amount: grams,
      price,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const requestId = createTradeResponseSchema.parse(created.body).requestId!;
    const { offers } = await get(mock, token, `/api/trade-requests/${requestId}/offers`, tradeOffersResponseSchema);
    const best = offers!.reduce((a, b) => (b.price < a.price ? b : a));
    const done = await callAs(mock, 'post', `/api/trade-requests/${requestId}/execute`, token, { offerId: best.id });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    return offers!;
  }

  it('اولین روز مشتری: a sign-up, KYC to level 1 and the first deposit approved on cue, then the first trade', async () => {
    const mock = world();
    await play(mock, 'first-day', { speed: 4 });
    const mobile = '+989121234567';
    await mock.http().post('/user-auth/register').send({ mobile, name: 'نرگس تهرانی', password: 'Strong#Pass1' });
    await mock
      .http()
      .post('/user-auth/verify-otp')
      .send({ mobile, otp: await readOtp(mock, mobile) });
    const token = await signIn(mock, mobile, 'Strong#Pass1');
    let p = await until(mock, stepDone(2));
    expect(p.customer).toEqual({ mobile, name: 'نرگس تهرانی' });
    expect(p.steps[1].line).toBe('نرگس تهرانی با شمارهٔ ۰۹۱۲۱۲۳۴۵۶۷ ثبت‌نام کرد');
    expect(await titles(mock, token)).toEqual(['به پنل طلا خوش آمدید']);

    await callAs(mock, 'post', '/user-auth/request-national-id-change', token, { nationalId: '0012345679' });
    await callAs(mock, 'post', '/user-auth/request-birthdate-change', token, { birthdate: '1370/05/09' });
    p = await until(mock, stepDone(3));
    expect(p.steps[3].line).toBe('تأیید شد: کد ملی، تاریخ تولد. سطح احراز هویت نرگس تهرانی: ۱');
    expect((await get(mock, token, '/kyc/me', kycResponseSchema)).data.kycLevel).toBe(1);

    const upload = await mock
      .http()
      .post('/wallets/me/upload-receipt')
      .set('Authorization', `Bearer ${token}`)
      .attach('file', PNG, 'receipt.png');
    const toman = (await wallets(mock, token)).TOMAN;
    await callAs(mock, 'post', `/wallets/me/${toman.id}/deposit-request`, token, {
      amount: 3_000_000,
      paymentInfo: { method: 'receipt', receiptFile: 'receipt.png', receiptUrl: upload.body.data.fileUrl },
    });
    p = await until(mock, stepDone(4));
    expect(p.steps[4].line).toBe('واریز ۳٬۰۰۰٬۰۰۰ تومانی نرگس تهرانی تأیید شد');
    expect(Number((await wallets(mock, token)).TOMAN.balance)).toBe(3_000_000);

    await buy(mock, token, 0.1);
    p = await until(mock, (q) => q.status === 'finished');
    expect(p.steps[5].line).toMatch(/^نرگس تهرانی معامله کرد: خرید ۰٫۱ گرم به قیمت هر گرم .+ تومان$/);
    expect((await titles(mock, token))[0]).toBe('تبریک برای نخستین معامله');
    expect(marketMode(mock.db)).toBe('hours');
  });

  it('نوسان بازار: the price held, an alert set, a sharp rise fires it, two dealers quiet, a trade, then the walk', async () => {
    const mock = world();
    const token = await signIn(mock, MOBILES.kyc1);
    await play(mock, 'market-swing', { speed: 4 });
    const held = currentPrice(mock.db);
    expect(held.held).toBe(true);
    const target = Math.round((held.buyPrice * 1.01) / 1000) * 1000;
    await callAs(mock, 'post', '/api/price-alerts', token, { side: 'buy', direction: 'above', targetPrice: target });
    let p = await until(mock, stepDone(4));
    expect(p.customer).toEqual({ mobile: MOBILES.kyc1, name: 'علی رضایی' });
    expect(currentPrice(mock.db).buyPrice).toBeGreaterThan(target);
    expect(await titles(mock, token)).toEqual(expect.arrayContaining(['قیمت خرید به هشدار شما رسید', 'بازار پرنوسان است']));

    await until(mock, stepDone(5));
    const offers = await buy(mock, token, 0.05);
    for (const offer of offers) expect(['زرگری امین', 'صرافی زرین']).not.toContain(offer.dealerName);
    p = await until(mock, (q) => q.status === 'finished');
    expect(p.steps.map((s) => s.state)).toEqual(Array(10).fill('done'));
    expect(currentPrice(mock.db).held).toBe(false);
    expect(mock.ctx.quietDealers!.size).toBe(0);
    expect(marketMode(mock.db)).toBe('hours');
  });

  it('پشتیبانی: a ticket answered, a withdrawal approved, the ticket resolved', async () => {
    const mock = world();
    const token = await signIn(mock, MOBILES.kyc2);
    await play(mock, 'support', { speed: 4 });
    const created = await callAs(mock, 'post', '/api/tickets', token, {
      title: 'برداشت',
      description: 'کی واریز می‌شود؟',
      category: 'wallet',
    });
    const ticketId = created.body.data.id as string;
    await until(mock, stepDone(0));
    const messages = async () =>
      (await get(mock, token, `/api/tickets/${ticketId}`, ticketResponseSchema)).data.messages!.map((m) => [m.type, m.content]);
    expect(await messages()).toEqual([
      ['admin', 'سلام سارا عزیز، تیکت شما به دستم رسید. درخواست برداشت را از صفحهٔ کیف پول ثبت کنید تا همین امروز بررسی‌اش کنم.'],
    ]);

    const toman = (await wallets(mock, token)).TOMAN;
    const accounts = await get(mock, token, '/bank-accounts/me', bankAccountListResponseSchema);
    const account = accounts.data.find((a) => a.status === 'verified')!;
    const before = Number(toman.balance);
    await callAs(mock, 'post', `/wallets/me/${toman.id}/withdraw-request`, token, {
      amount: 4_000_000,
      destinationInfo: {
        bankName: account.bankName,
        accountNumber: account.accountNumber,
        accountHolder: account.ownerName,
        iban: account.iban,
        bankCode: account.bankCode,
      },
    });
    const p = await until(mock, (q) => q.status === 'finished');
    expect(p.steps[1].line).toBe('برداشت ۴٬۰۰۰٬۰۰۰ تومانی سارا محمدی تأیید شد');
    expect(Number((await wallets(mock, token)).TOMAN.balance)).toBe(before - 4_000_000);
    const ticket = (await get(mock, token, `/api/tickets/${ticketId}`, ticketResponseSchema)).data;
    expect(ticket.status).toBe('resolved');
    expect(ticket.messages!.map((m) => m.type)).toEqual(['admin', 'admin', 'system']);
  });
});

describe('GET /__mock/scenarios-console.js', () => {
  it('answers JavaScript that parses, polls the scenarios and writes text only', async () => {
    const mock = world();
    const res = await mock.http().get('/__mock/scenarios-console.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(() => new Script(res.text)).not.toThrow();
    // The console's scripts are classic scripts in one global scope, in the page's order: together they declare no
    // name twice.
    const page = (await mock.http().get('/__mock/console')).text;
    const sources = [...page.matchAll(/<script src="([^"]+)"/g)].map(([, src]) => src!);
    expect(sources).toEqual(['/__mock/console.js', '/__mock/console-sandboxes.js', '/__mock/scenarios-console.js']);
    const together = await Promise.all(sources.map(async (src) => (await mock.http().get(src)).text));
    expect(() => new Script(together.join('\n'))).not.toThrow();
    expect(res.text).toContain("'/__mock/scenarios'");
    expect(res.text).toContain('/__mock/scenarios/${encodeURIComponent(select.value)}/play');
    for (const what of ['pause', 'resume', 'stop']) expect(res.text).toContain(`'/__mock/scenarios/${what}'`);
    expect(res.text).toContain('textContent');
    expect(res.text).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(/);
  });
});
