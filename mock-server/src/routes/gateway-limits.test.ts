import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { controlLedgerResponseSchema } from '@gold/contracts/control';
import { errorMessage, type ErrorCode } from '@gold/contracts/errors';
import { createDepositResponseSchema } from '@gold/contracts/wallets';
import { houseAccount, walletOf, type HouseKind } from '../ledger/accounts';
import { transfer } from '../ledger/transfers';
import { buildMock, callAs, expectErrorEnvelope, MOBILES, signIn, userIdOf, type Mock } from '../test-utils';

/** Saturday 2026-11-21, 09:30 in Tehran. */
const START = new Date('2026-11-21T09:30:00+03:30');
const GATEWAY = { method: 'gateway', gateway: 'mock', redirectUrl: 'https://panel.example.ir/wallets' };
const PER_PAYMENT = 200_000_000;
const DAILY = 1_000_000_000;

let mock: Mock;
let token: string;

beforeEach(async () => {
  mock = buildMock({}, START);
  token = await signIn(mock, MOBILES.kyc2);
});
afterEach(async () => {
  await mock.close();
});

const walletIdOf = (mobile: string) => walletOf(mock.db, userIdOf(mock, mobile), 'TOMAN').id;
const pay = (amount: number, as = token, mobile: string = MOBILES.kyc2) =>
  callAs(mock, 'post', `/wallets/me/${walletIdOf(mobile)}/deposit-request`, as, { amount, paymentInfo: GATEWAY });

async function paid(amount: number, as = token, mobile: string = MOBILES.kyc2) {
  const res = await pay(amount, as, mobile);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return createDepositResponseSchema.parse(res.body).data;
}

function expectRefused(res: { status: number; body: unknown }, code: ErrorCode, message: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expectErrorEnvelope(res.body, code);
  expect((res.body as { message: string }).message).toBe(message);
}

const transfers = () => mock.db.get<{ n: number }>('SELECT count(*) AS n FROM transfers')!.n;

describe('gateway deposit limits', () => {
  it('takes a payment of the per-payment maximum and refuses one Toman more, in Persian, moving nothing', async () => {
    await paid(PER_PAYMENT);
    const before = transfers();
    expectRefused(
      await pay(PER_PAYMENT + 1),
      'GATEWAY_PAYMENT_LIMIT',
      errorMessage('GATEWAY_PAYMENT_LIMIT', { max: PER_PAYMENT }),
    );
    expect(errorMessage('GATEWAY_PAYMENT_LIMIT', { max: PER_PAYMENT })).toContain('۲۰۰٬۰۰۰٬۰۰۰');
    expect(transfers()).toBe(before);
  });

  it('takes a customer’s payments up to the daily maximum, refuses the next, and takes it again the next Tehran day', async () => {
    for (let i = 0; i < DAILY / PER_PAYMENT; i += 1) await paid(PER_PAYMENT);
    const before = transfers();
    expectRefused(await pay(1_000), 'GATEWAY_DAILY_LIMIT', errorMessage('GATEWAY_DAILY_LIMIT', { max: DAILY, left: 0 }));
    expect(transfers()).toBe(before);
    // The day turns at Tehran midnight (00:00 +03:30), not at UTC's.
    mock.clock.set(new Date('2026-11-21T23:59:00+03:30'));
    token = await signIn(mock, MOBILES.kyc2);
    expectRefused(await pay(1_000), 'GATEWAY_DAILY_LIMIT', errorMessage('GATEWAY_DAILY_LIMIT', { max: DAILY, left: 0 }));
    mock.clock.set(new Date('2026-11-22T00:00:00+03:30'));
    token = await signIn(mock, MOBILES.kyc2);
    await paid(PER_PAYMENT);
  });

  it('says how much is left today when a payment would pass the daily maximum', async () => {
    for (let i = 0; i < 4; i += 1) await paid(PER_PAYMENT);
    await paid(150_000_000);
    const left = DAILY - 4 * PER_PAYMENT - 150_000_000;
    expectRefused(await pay(left + 1), 'GATEWAY_DAILY_LIMIT', errorMessage('GATEWAY_DAILY_LIMIT', { max: DAILY, left }));
    expect(errorMessage('GATEWAY_DAILY_LIMIT', { max: DAILY, left })).toContain('۵۰٬۰۰۰٬۰۰۰');
    await paid(left);
  });

  it('one customer at the caps never blocks another’s deposits', async () => {
    for (let i = 0; i < DAILY / PER_PAYMENT; i += 1) await paid(PER_PAYMENT);
    expect((await pay(PER_PAYMENT)).status).toBe(400);
    const other = await signIn(mock, MOBILES.kyc1);
    const deposit = await paid(PER_PAYMENT, other, MOBILES.kyc1);
    expect(deposit).toMatchObject({ status: 'approved', amount: PER_PAYMENT });
  });

  it('reads both maximums from the configuration', async () => {
    await mock.close();
    mock = buildMock({ gatewayDeposit: { perPayment: 5_000, perDay: 8_000 } }, START);
    token = await signIn(mock, MOBILES.kyc2);
    expectRefused(await pay(5_001), 'GATEWAY_PAYMENT_LIMIT', errorMessage('GATEWAY_PAYMENT_LIMIT', { max: 5_000 }));
    await paid(5_000);
    expectRefused(await pay(3_001), 'GATEWAY_DAILY_LIMIT', errorMessage('GATEWAY_DAILY_LIMIT', { max: 8_000, left: 3_000 }));
    await paid(3_000);
  });
});

describe('GET /__mock/ledger with totals past 2^53', () => {
  it('sums exactly and answers 200, balanced, after deposits whose totals pass what a JavaScript number keeps', async () => {
    // Each wallet stays under its own bound; the currency's totals together pass 2^53, with odd amounts to round.
    const big = 2 ** 52;
    const moves: [HouseKind, string, number][] = [
      ['opening', MOBILES.kyc2, big + 1],
      ['bank_clearing', MOBILES.kyc1, big + 3],
      ['gateway', MOBILES.kyc0, 7],
      ['gateway', MOBILES.kyc2, 5],
    ];
    const at = START.toISOString();
    mock.db.write((tx) => {
      for (const [source, mobile, amount] of moves) {
        transfer(tx, {
          from: houseAccount(source, 'TOMAN'),
          to: walletIdOf(mobile),
          currency: 'TOMAN',
          amount,
          type: 'deposit',
          description: 'واریز آزمایشی',
          at,
        });
      }
    });
    const res = await mock.http().get('/__mock/ledger');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ledger = controlLedgerResponseSchema.parse(res.body);
    expect(ledger.balanced).toBe(true);
    expect(ledger.currencies.TOMAN.debits).toBe(ledger.currencies.TOMAN.credits);
    expect(ledger.currencies.TOMAN.debits).toBeGreaterThan(2 * big);
  });
});
